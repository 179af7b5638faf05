import NextLink from '@/components/AppLink';
import type { ReactNode } from 'react';
import { classNames } from '@/lib/classNames';
import styles from './homeParts.module.css';

/** A titled home section; `action` is the View all link in the title row. */
export function HomeSection({
  id,
  title,
  subtitle,
  action,
  children,
  flush = false,
}: {
  id: string;
  title: string;
  subtitle?: string;
  action?: { href: string; label: string };
  children: ReactNode;
  /** No vertical padding: the section sits in a grid that has its own. */
  flush?: boolean;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-section={id}
      className={classNames(styles.section, flush && styles.flush)}
    >
      <div className={styles.head}>
        <div className={styles.titles}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {action ? (
          <NextLink href={action.href} className={styles.action}>
            {action.label}
          </NextLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}
