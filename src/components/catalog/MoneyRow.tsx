import type { ReactNode } from 'react';
import styles from './moneyRow.module.css';

/**
 * A list of money rows (a `<dl>`): a label and its amount per row, read by screen readers as term
 * and value. The checkout summary, the order details and the parcel checkout all price an order
 * with these, so the rows look and read the same on each. A `<dl>` holds only rows: a divider or a
 * note goes between two lists.
 */
export function MoneyRows({ children }: { children: ReactNode }) {
  return <dl className={styles.rows}>{children}</dl>;
}

/** One row of `MoneyRows`: the label, an optional hint under it, and the amount at the end. */
export function MoneyRow({
  label,
  hint,
  strong,
  children,
}: {
  label: string;
  /** A second line under the label (what the amount is). */
  hint?: string;
  /** A total: both sides bold. */
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={strong ? `${styles.row} ${styles.strong}` : styles.row}>
      <dt className={styles.label}>
        {hint ? (
          <>
            <span>{label}</span>
            <span className={styles.hint}>{hint}</span>
          </>
        ) : (
          label
        )}
      </dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
