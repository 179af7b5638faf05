/** Material icon ForumOutlined (Apache License 2.0, as published in @mui/icons-material). */
export const FORUM_OUTLINED =
  'M15 4v7H5.17L4 12.17V4zm1-2H3c-.55 0-1 .45-1 1v14l4-4h10c.55 0 1-.45 1-1V3c0-.55-.45-1-1-1m5 4h-2v9H6v2c0 .55.45 1 1 1h11l4 4V7c0-.55-.45-1-1-1';
