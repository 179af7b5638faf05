import type { CSSProperties } from 'react';
import styles from './ui.module.css';

/** MUI's pulsing Skeleton as a plain element, sized like the content it stands for. */
export function Skeleton({
  variant = 'rectangular',
  width,
  height,
  className,
  style,
}: {
  variant?: 'text' | 'rectangular' | 'rounded' | 'circular';
  width?: number | string;
  height?: number | string;
  className?: string;
  style?: CSSProperties;
}) {
  const shape =
    variant === 'text' ? styles.skeletonText : variant === 'circular' ? styles.skeletonCircle : '';
  return (
    <span
      aria-hidden
      className={`${styles.skeleton} ${shape} ${className ?? ''}`}
      style={{ width, height, borderRadius: variant === 'rounded' ? 10 : undefined, ...style }}
    />
  );
}
