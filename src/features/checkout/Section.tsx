import { useId, type ReactNode } from 'react';
import styles from './checkout.module.css';

/** A titled checkout card; the heading names the region for assistive technology. */
export function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.card}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
        {action}
      </h2>
      {children}
    </section>
  );
}
