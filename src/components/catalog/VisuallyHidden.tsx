import type { ReactNode } from 'react';

/** Text for screen readers only (the usual clip pattern). */
export const visuallyHiddenSx = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * The same pattern as the `visually-hidden` class of styles/global.css: a plain element costs no
 * style work per render, and cards repeat this several times each.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
