import type { Store } from '@/api/catalogTypes';
import { StoreCard } from '@/components/catalog/StoreCard';
import { useConfig } from '@/hooks/useConfig';
import styles from './listing.module.css';

/** Stores as a grid of cards. */
export function StoreGrid({
  stores,
  label,
  moduleType,
  showDistance = true,
}: {
  stores: Store[];
  label: string;
  moduleType?: string | null;
  showDistance?: boolean;
}) {
  const config = useConfig();
  return (
    <ul aria-label={label} className={styles.storeGrid}>
      {stores.map((store, index) => (
        <li key={`${store.id}-${index}`}>
          <StoreCard
            store={store}
            moduleType={moduleType}
            config={config}
            showDistance={showDistance}
            priority={index < 4}
          />
        </li>
      ))}
    </ul>
  );
}
