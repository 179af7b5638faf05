/** Material Icons' AccountBalanceOutlined (Apache License 2.0), as published in @mui/icons-material. */
export const ACCOUNT_BALANCE_OUTLINED =
  'M6.5 10h-2v7h2zm6 0h-2v7h2zm8.5 9H2v2h19zm-2.5-9h-2v7h2zm-7-6.74L16.71 6H6.29zm0-2.26L2 6v2h19V6z';
