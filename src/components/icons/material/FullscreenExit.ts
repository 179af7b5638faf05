/** Material icon FullscreenExit (Apache License 2.0, as published in @mui/icons-material). */
export const FULLSCREEN_EXIT =
  'M5 16h3v3h2v-5H5zm3-8H5v2h5V5H8zm6 11h2v-3h3v-2h-5zm2-11V5h-2v5h5V8z';
