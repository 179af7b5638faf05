import styles from './spinner.module.css';

/**
 * MUI's indeterminate CircularProgress as a plain element: an arc turning in the current text
 * colour (`primary` for the theme's), still when the visitor asks for reduced motion. With a
 * `label` it is announced as a progress bar; without one it is decorative (a status text beside
 * it says what is going on).
 */
export function Spinner({
  size = 40,
  label,
  primary = false,
}: {
  size?: number;
  label?: string;
  primary?: boolean;
}) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={primary ? `${styles.spinner} ${styles.primary}` : styles.spinner}
      style={{ width: size, height: size }}
    >
      <svg viewBox="22 22 44 44" width={size} height={size} aria-hidden focusable="false">
        <circle cx={44} cy={44} r={20.2} fill="none" strokeWidth={3.6} />
      </svg>
    </span>
  );
}
