import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState } from 'react';
import type { Item } from '@/api/catalogTypes';
import type { ModuleType } from '@/api/types';
import { EmptyState } from '@/components/EmptyState';
import { SearchInput } from '@/components/SearchInput';
import { PlainTabs } from '@/components/Tabs/PlainTabs';
import { CATALOG_NAMESPACES } from '@/components/catalog/i18n';
import { ItemCard } from '@/components/catalog/ItemCard';
import type { OpenableStore } from '@/domain/catalog/status';
import { VisuallyHidden } from '@/components/catalog/VisuallyHidden';
import { filterByName } from '@/domain/catalog/paging';
import { moduleLabels } from '@/domain/moduleLabels';
import { useConfig } from '@/hooks/useConfig';
import { useSentinel } from '@/hooks/useSentinel';
import type { StorePageData } from './server';
import { useStoreItems, useStoreSearchPool } from './useStoreData';
import styles from './storeItems.module.css';
import { Spinner } from '@/components/Spinner';
import { Button } from '@/components/ui/Button';

/** Search debounce (R-STORE-1: 500 ms). */
const SEARCH_DELAY_MS = 500;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

function ItemsGrid({
  items,
  panelLabel,
  store,
}: {
  items: Item[];
  panelLabel: string;
  /** The store whose menu this is: a closed one labels its cards (and may still take schedules). */
  store: OpenableStore;
}) {
  const config = useConfig();
  return (
    <ul aria-label={panelLabel} className={styles.grid}>
      {items.map((item) => (
        <li key={item.id} className={styles.cell}>
          <ItemCard item={item} config={config} hideStore store={store} />
        </li>
      ))}
    </ul>
  );
}

interface Props {
  page: StorePageData;
  moduleType: ModuleType | null;
  store: OpenableStore;
}

/** The store menu: category tabs, an in-store search and the item grid with infinite scroll. */
export function StoreItems({ page, moduleType, store }: Props) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const [categoryId, setCategoryId] = useState(0);
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const searching = term.length > 0;

  const menu = useStoreItems(page, categoryId);
  const pool = useStoreSearchPool(page, categoryId, searching);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = menu;
  const canLoadMore = !searching && Boolean(hasNextPage) && !isFetchingNextPage;
  const sentinelRef = useSentinel(
    () => {
      if (canLoadMore) void fetchNextPage();
    },
    canLoadMore,
    '600px',
  );

  const labels = moduleLabels(moduleType);
  const tabs = [{ id: 0, name: t('All') }, ...page.tabs];
  const currentTab = tabs.find((tab) => tab.id === categoryId) ?? tabs[0];
  const results = searching ? filterByName(pool.data?.products ?? [], term) : menu.items;
  const loading = searching ? pool.isPending : menu.isPending && menu.fetchStatus !== 'idle';
  const failed = searching ? pool.isError : menu.isError && !menu.items.length;

  return (
    <section aria-labelledby="store-items-title" className={styles.section}>
      <div className={styles.head}>
        <h2 id="store-items-title" className={styles.title}>
          {t(labels.items)}
        </h2>
        <SearchInput
          label={t('Search in this store')}
          value={search}
          onChange={setSearch}
          className={styles.search}
          inputProps={{ 'aria-describedby': 'store-search-status', enterKeyHint: 'search' }}
        />
      </div>

      {tabs.length > 1 ? (
        <PlainTabs
          tabs={tabs.map((tab) => ({
            value: tab.id,
            label: tab.name,
            id: `store-tab-${tab.id}`,
            controls: 'store-items-panel',
          }))}
          value={categoryId}
          onChange={setCategoryId}
          label={t('Categories')}
          scrollButtons
          className={styles.tabs}
        />
      ) : null}

      <div
        id="store-items-panel"
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={tabs.length > 1 ? `store-tab-${currentTab.id}` : undefined}
      >
        <div
          id="store-search-status"
          role="status"
          aria-live="polite"
          className={searching ? styles.statusSearching : undefined}
        >
          {searching && !pool.isPending ? (
            <p className={styles.count}>
              {t('{{count}} results for "{{term}}"', { count: results.length, term })}
            </p>
          ) : null}
          {menu.isFetchingNextPage ? (
            <VisuallyHidden>{t('Loading more items')}</VisuallyHidden>
          ) : null}
        </div>

        {results.length ? (
          <ItemsGrid items={results} panelLabel={currentTab.name} store={store} />
        ) : loading ? (
          <div className={styles.loading}>
            <Spinner label={t('Loading items')} primary />
          </div>
        ) : failed ? (
          <EmptyState
            title={t('Could not load the items.')}
            action={
              <Button
                variant="outlined"
                onClick={() => void (searching ? pool.refetch() : menu.refetch())}
              >
                {t('Try again')}
              </Button>
            }
          />
        ) : (
          <EmptyState title={t('Items not found!')} />
        )}

        {!searching && hasNextPage ? (
          <div className={styles.more}>
            <div ref={sentinelRef} aria-hidden className={styles.sentinel} />
            {isFetchingNextPage ? (
              <Spinner label={t('Loading more items')} size={28} primary />
            ) : (
              <Button variant="outlined" onClick={() => void fetchNextPage()}>
                {t('Load more')}
              </Button>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}
