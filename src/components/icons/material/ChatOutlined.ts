/** Material icon ChatOutlined (Apache License 2.0, as published in @mui/icons-material). */
export const CHAT_OUTLINED =
  'M4 4h16v12H5.17L4 17.17zm0-2c-1.1 0-1.99.9-1.99 2L2 22l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2zm2 10h8v2H6zm0-3h12v2H6zm0-3h12v2H6z';
