import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * The frame shared by the catalog's cards: an outlined surface whose `.card-link` (the link to the
 * item or store) fills it, with a hover tint and a focus ring drawn above the image. Cards style
 * their insides with nested classes under one styled element: grids repeat them dozens of times,
 * and every styled element costs style work on each render (server and hydration).
 */
export function cardShellStyles(theme: Theme): CSSObject {
  const palette = (theme.vars ?? theme).palette;
  return {
    position: 'relative',
    height: '100%',
    overflow: 'hidden',
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${palette.divider}`,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    '& .card-link': {
      position: 'relative',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      color: 'inherit',
      textDecoration: 'none',
      transition: 'background-color 150ms',
      '&:hover': { backgroundColor: palette.action.hover },
      // Drawn above the image: an outline would be hidden under it.
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        border: `3px solid ${palette.primary.main}`,
        borderRadius: 'inherit',
        zIndex: 2,
        pointerEvents: 'none',
      },
    },
  };
}
