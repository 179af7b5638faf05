import type { ReactNode } from 'react';
import { isMirroredIcon, isMirroredPath } from './mirror';
import type { IconName } from './paths';
import { ICON_PATHS } from './paths';
import styles from './icon.module.css';

/**
 * A plain inline SVG in a 24 x 24 box, drawn in currentColor. MUI's SvgIcon is a styled component:
 * parts of the page that every route renders (header, footer, cards) use these instead, since each
 * styled element costs server render and hydration time.
 *
 * `size` in pixels, or a CSS length such as '1em' to follow the text; `mirrored`: drawn flipped in
 * right-to-left pages (an icon that shows a direction of travel, see mirror.ts).
 */
export function SvgFrame({
  children,
  size = 24,
  mirrored = false,
}: {
  children: ReactNode;
  size?: number | string;
  mirrored?: boolean;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden
      focusable="false"
      className={mirrored ? styles.mirrored : undefined}
    >
      {children}
    </svg>
  );
}

/** One of the shell's icons by name (see paths.ts). Decorative: label the control around it. */
export function Icon({ name, size }: { name: IconName; size?: number | string }) {
  return (
    <SvgFrame size={size} mirrored={isMirroredIcon(name)}>
      <path d={ICON_PATHS[name]} fill="currentColor" />
    </SvgFrame>
  );
}

/** An icon from its path data (see material/). Decorative: label the control around it. */
export function PathIcon({ d, size }: { d: string; size?: number | string }) {
  return (
    <SvgFrame size={size} mirrored={isMirroredPath(d)}>
      <path d={d} fill="currentColor" />
    </SvgFrame>
  );
}
