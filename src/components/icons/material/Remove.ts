/** Material icon Remove (Apache License 2.0, as published in @mui/icons-material). */
export const REMOVE = 'M19 13H5v-2h14z';
