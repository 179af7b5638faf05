import type { CSSProperties } from 'react';
import type { Item, Store } from '@/api/catalogTypes';
import { ItemCard } from '@/components/catalog/ItemCard';
import { StoreCard } from '@/components/catalog/StoreCard';
import { ItemRow } from '@/features/search/ResultRows';
import { useConfig } from '@/hooks/useConfig';
import { ScrollRow } from './ScrollRow';
import styles from './strips.module.css';

export const ITEM_CELL = { xs: '44%', sm: '30%', md: '22%', lg: '18%' };
export const STORE_CELL = { xs: '80%', sm: '46%', md: '31%', lg: '24%' };

/** Item cards on a scroll-snap strip (1 to 3 rows). */
export function ItemStrip({
  items,
  label,
  rows = 1,
}: {
  items: Item[];
  label: string;
  rows?: number;
}) {
  const config = useConfig();
  return (
    <ScrollRow label={label} width={ITEM_CELL} rows={rows}>
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} config={config} sizes="(max-width: 600px) 45vw, 240px" />
        </li>
      ))}
    </ScrollRow>
  );
}

/**
 * Compact item rows on a three-row strip, two (phones) or about 2.7 (wide) columns in view: the
 * popular-items layout (R-HOME-5: 3 rows, 2 or 2.7 slides).
 */
export function ItemRowsStrip({ items, label }: { items: Item[]; label: string }) {
  return (
    <ScrollRow label={label} width={{ xs: '88%', sm: '48%', lg: '37%' }} rows={3}>
      {items.map((item) => (
        <li key={item.id}>
          <ItemRow item={item} />
        </li>
      ))}
    </ScrollRow>
  );
}

/** Store cards on a scroll-snap strip. */
export function StoreStrip({
  stores,
  label,
  moduleType,
}: {
  stores: Store[];
  label: string;
  moduleType: string | null;
}) {
  const config = useConfig();
  return (
    <ScrollRow label={label} width={STORE_CELL}>
      {stores.map((store) => (
        <li key={store.id}>
          <StoreCard
            store={store}
            moduleType={moduleType}
            config={config}
            sizes="(max-width: 600px) 80vw, 320px"
          />
        </li>
      ))}
    </ScrollRow>
  );
}

/** Item cards in a responsive grid (`columns` on wide screens; 2 on phones). */
export function ItemGrid({
  items,
  label,
  columns = 5,
}: {
  items: Item[];
  label: string;
  columns?: number;
}) {
  const config = useConfig();
  const gridStyle = {
    '--columns-md': Math.min(columns, 4),
    '--columns-lg': columns,
  } as CSSProperties;
  return (
    <ul aria-label={label} className={styles.grid} style={gridStyle}>
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} config={config} sizes="(max-width: 600px) 45vw, 220px" />
        </li>
      ))}
    </ul>
  );
}
