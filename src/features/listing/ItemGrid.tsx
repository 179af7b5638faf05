import type { Item } from '@/api/catalogTypes';
import { ItemCard } from '@/components/catalog/ItemCard';
import { useConfig } from '@/hooks/useConfig';
import styles from './listing.module.css';

/** Items as a grid of cards; the first row loads its images eagerly. */
export function ItemGrid({ items, label }: { items: Item[]; label: string }) {
  const config = useConfig();
  return (
    <ul aria-label={label} className={styles.itemGrid}>
      {items.map((item, index) => (
        <li key={`${item.id}-${index}`}>
          <ItemCard item={item} config={config} priority={index < 5} />
        </li>
      ))}
    </ul>
  );
}
