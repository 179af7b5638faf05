/** Material icon ChevronRight (Apache License 2.0, as published in @mui/icons-material). */
export const CHEVRON_RIGHT = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';
