/** Material icon PauseRounded (Apache License 2.0, as published in @mui/icons-material). */
export const PAUSE_ROUNDED =
  'M8 19c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2s-2 .9-2 2v10c0 1.1.9 2 2 2m6-12v10c0 1.1.9 2 2 2s2-.9 2-2V7c0-1.1-.9-2-2-2s-2 .9-2 2';
