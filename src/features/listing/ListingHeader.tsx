import type { ReactNode } from 'react';
import styles from './listing.module.css';

interface Props {
  title: string;
  /** The count line, e.g. "24 Stores"; hidden until known. */
  countText?: string | null;
  /** Filters shown beside the title (delivery type, store category, tabs …). */
  children?: ReactNode;
  id?: string;
}

/**
 * The sticky listing header (R-LIST-3: the count plus Stores, and
 * the filters), kept under the site header while the list scrolls.
 */
export function ListingHeader({ title, countText, children, id = 'listing-title' }: Props) {
  return (
    <div className={styles.header}>
      <div className={styles.heading}>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        <p role="status" aria-live="polite" className={styles.count}>
          {countText ?? ''}
        </p>
      </div>
      {children ? <div className={styles.filters}>{children}</div> : null}
    </div>
  );
}
