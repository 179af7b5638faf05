import type { ReactNode } from 'react';

/**
 * Text for screen readers only: the `visually-hidden` class of styles/global.css. A plain element
 * costs no style work per render, and cards repeat this several times each.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
