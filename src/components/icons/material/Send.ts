/** Material Icons' Send (Apache License 2.0), as published in @mui/icons-material. */
export const SEND = 'M2.01 21 23 12 2.01 3 2 10l15 2-15 2z';
