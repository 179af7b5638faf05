import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

/** The shared no-items state: an icon, a title, a line of text and an optional action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon?: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className={styles.root}>
      {icon ? (
        <div aria-hidden className={styles.icon}>
          {icon}
        </div>
      ) : null}
      <p className={styles.title}>{title}</p>
      {text ? (
        <p className={action ? `${styles.text} ${styles.textBeforeAction}` : styles.text}>{text}</p>
      ) : null}
      {action}
    </div>
  );
}
