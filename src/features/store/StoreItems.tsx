import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState } from 'react';
import type { Item } from '@/api/catalogTypes';
import type { ModuleType } from '@/api/types';
import { EmptyState } from '@/components/EmptyState';
import { SearchInput } from '@/components/SearchInput';
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

/** Search debounce (spec document 2 §9: 500 ms). */
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
    <Grid
      container
      spacing={2}
      component="ul"
      aria-label={panelLabel}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {items.map((item) => (
        <Grid key={item.id} size={{ xs: 6, sm: 4, md: 3, lg: 12 / 5 }} component="li">
          <ItemCard item={item} config={config} hideStore store={store} />
        </Grid>
      ))}
    </Grid>
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
    <Box component="section" aria-labelledby="store-items-title" sx={{ mt: { xs: 4, md: 5 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 1.5,
        }}
      >
        <Typography id="store-items-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
          {t(labels.items)}
        </Typography>
        <SearchInput
          label={t('Search in this store')}
          value={search}
          onChange={setSearch}
          sx={{ width: { xs: '100%', sm: 320 } }}
          inputProps={{ 'aria-describedby': 'store-search-status', enterKeyHint: 'search' }}
        />
      </Box>

      {tabs.length > 1 ? (
        <Tabs
          value={categoryId}
          onChange={(_event, value: number) => setCategoryId(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('Categories')}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.id}
              value={tab.id}
              label={tab.name}
              id={`store-tab-${tab.id}`}
              aria-controls="store-items-panel"
            />
          ))}
        </Tabs>
      ) : null}

      <Box
        id="store-items-panel"
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={tabs.length > 1 ? `store-tab-${currentTab.id}` : undefined}
      >
        <Box
          id="store-search-status"
          role="status"
          aria-live="polite"
          sx={{ mb: searching ? 2 : 0 }}
        >
          {searching && !pool.isPending ? (
            <Typography color="text.secondary">
              {t('{{count}} results for "{{term}}"', { count: results.length, term })}
            </Typography>
          ) : null}
          {menu.isFetchingNextPage ? (
            <VisuallyHidden>{t('Loading more items')}</VisuallyHidden>
          ) : null}
        </Box>

        {results.length ? (
          <ItemsGrid items={results} panelLabel={currentTab.name} store={store} />
        ) : loading ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('Loading items')} />
          </Box>
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
          <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
            <div ref={sentinelRef} aria-hidden style={{ height: 1, width: '100%' }} />
            {isFetchingNextPage ? (
              <CircularProgress size={28} aria-label={t('Loading more items')} />
            ) : (
              <Button variant="outlined" onClick={() => void fetchNextPage()}>
                {t('Load more')}
              </Button>
            )}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
