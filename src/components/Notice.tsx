import { forwardRef, type ReactNode } from 'react';
import { SvgFrame } from './icons/Icon';
import styles from './notice.module.css';

/** Material's outlined warning, error, info and success glyphs, as MUI's Alert draws them. */
const SEVERITY_ICONS = {
  warning: 'M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  info: 'M11 9h2V7h-2m1 13c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m0-18a10 10 0 1 0 0 20 10 10 0 0 0 0-20m-1 15h2v-6h-2z',
  success:
    'M20 12a8 8 0 0 1-8 8 8 8 0 0 1-8-8 8 8 0 0 1 8-8c.76 0 1.5.11 2.2.31l1.57-1.57C14.61 2.26 13.34 2 12 2A10 10 0 0 0 2 12a10 10 0 0 0 10 10 10 10 0 0 0 10-10M7.91 10.08 6.5 11.5 11 16 21 6l-1.41-1.42L11 13.17z',
} as const;

export type NoticeSeverity = keyof typeof SEVERITY_ICONS;

interface Props {
  severity: NoticeSeverity;
  /**
   * How it is announced: an alert (the default, as MUI's Alert), a polite status (a success), or
   * a note that is not announced (a hint).
   */
  role?: 'alert' | 'status' | 'note';
  /** -1 lets a form move focus to it after a failed submit. */
  tabIndex?: number;
  className?: string;
  /** A control at the end of the box (MUI's Alert `action`), such as a link to sign in. */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * A message box in the look of MUI's standard Alert (same colours, from the theme's Alert
 * variables), as plain elements for the pages that do not load MUI. The icon is decorative and
 * the severity is in the words, not only the colour.
 */
export const Notice = forwardRef<HTMLDivElement, Props>(function Notice(
  { severity, role = 'alert', tabIndex, className, action, children },
  ref,
) {
  return (
    <div
      ref={ref}
      role={role}
      tabIndex={tabIndex}
      className={`${styles.notice} ${styles[severity]} ${className ?? ''}`}
    >
      <span className={styles.icon}>
        <SvgFrame size={22}>
          <path d={SEVERITY_ICONS[severity]} fill="currentColor" />
        </SvgFrame>
      </span>
      <div className={styles.message}>{children}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
});
