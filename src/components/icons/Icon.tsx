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
  tone,
}: {
  children: ReactNode;
  size?: number | string;
  mirrored?: boolean;
  tone?: IconTone;
}) {
  const className = [mirrored ? styles.mirrored : '', tone ? styles[tone] : '']
    .filter(Boolean)
    .join(' ');
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden
      focusable="false"
      className={className || undefined}
    >
      {children}
    </svg>
  );
}

/** A theme colour for the icon (MUI SvgIcon's `color`); by default it takes the text colour. */
type IconTone = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'action' | 'disabled';

/** One of the shell's icons by name (see paths.ts). Decorative: label the control around it. */
export function Icon({ name, size }: { name: IconName; size?: number | string }) {
  return (
    <SvgFrame size={size} mirrored={isMirroredIcon(name)}>
      <path d={ICON_PATHS[name]} fill="currentColor" />
    </SvgFrame>
  );
}

/** An icon from its path data (see material/). Decorative: label the control around it. */
export function PathIcon({
  d,
  size,
  tone,
}: {
  d: string;
  size?: number | string;
  tone?: IconTone;
}) {
  return (
    <SvgFrame size={size} mirrored={isMirroredPath(d)} tone={tone}>
      <path d={d} fill="currentColor" />
    </SvgFrame>
  );
}
