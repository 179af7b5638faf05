import { useId, type ReactNode } from 'react';
import styles from './checkout.module.css';

/** A titled checkout card; the heading names the region for assistive technology. */
export function Section({
  title,
  children,
  action,
  id,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  /** The region's id (the checkout finds the control to focus in it). */
  id?: string;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
        {action}
      </h2>
      {children}
    </section>
  );
}
