import type { Item, Store } from '@/api/catalogTypes';
import type { SearchState } from '@/domain/search/filters';
import { ItemGrid } from '../listing/ItemGrid';
import type { ListingScope } from '../listing/server';
import { StoreGrid } from '../listing/StoreGrid';
import { ItemRow, StoreRow } from './ResultRows';
import styles from './searchResults.module.css';

/** The results as cards in a grid, or as rows in a list. */
export function ResultsList({
  state,
  items,
  stores,
  label,
  moduleType,
}: {
  state: SearchState;
  items: Item[];
  stores: Store[];
  label: string;
  moduleType: ListingScope['moduleType'];
}) {
  if (state.view === 'grid') {
    return state.tab === 'item' ? (
      <ItemGrid items={items} label={label} />
    ) : (
      <StoreGrid stores={stores} label={label} moduleType={moduleType} />
    );
  }
  return (
    <ul aria-label={label} className={styles.rows}>
      {state.tab === 'item'
        ? items.map((item) => (
            <li key={item.id}>
              <ItemRow item={item} />
            </li>
          ))
        : stores.map((store) => (
            <li key={store.id}>
              <StoreRow store={store} moduleType={moduleType} />
            </li>
          ))}
    </ul>
  );
}
