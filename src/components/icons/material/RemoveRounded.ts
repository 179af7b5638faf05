/** Material icon RemoveRounded (Apache License 2.0, as published in @mui/icons-material). */
export const REMOVE_ROUNDED = 'M18 13H6c-.55 0-1-.45-1-1s.45-1 1-1h12c.55 0 1 .45 1 1s-.45 1-1 1';
