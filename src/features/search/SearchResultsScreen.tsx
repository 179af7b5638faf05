import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import { PlainTabs } from '@/components/Tabs/PlainTabs';
import { moduleLabels } from '@/domain/moduleLabels';
import { filterChips } from '@/domain/search/chips';
import type { SearchTab } from '@/domain/search/filters';
import { treeName } from '@/domain/search/tree';
import { MuiScope } from '@/theme/MuiScope';
import { countText } from '../listing/countText';
import { SEARCH_NAMESPACES } from '../listing/i18n';
import { InfiniteFooter } from '../listing/InfiniteFooter';
import { ListingHeader } from '../listing/ListingHeader';
import { ListState } from '../listing/ListState';
import type { ListingScope } from '../listing/server';
import { ActiveFilters } from './ActiveFilters';
import FilterPanel from './FilterPanel';
import { ResultsList } from './ResultsList';
import { ResultsToolbar } from './ResultsToolbar';
import { useSearchFilters, useSearchResults } from './useSearchResults';
import { useSearchTrees } from './useSearchTrees';
import styles from './searchResults.module.css';

// The desktop filter column is server-rendered with the results (its trees come with the page's
// data); the small-screen drawer, a MUI overlay (ADR 0001), loads on first use inside its own
// MuiScope.
const FilterDrawer = dynamic(() => import('./FilterDrawer'), { ssr: false });

/**
 * Search results (`/home?search=…&data_type=searched`; R-SEARCH-2):
 * Items and Stores tabs (Restaurants for food), grid or list view, sort by price, built-in filters,
 * category and brand trees, price and rating, removable chips and infinite scroll, 12 a page. The
 * filters live in the URL, so results can be shared and Back restores them.
 */
export function SearchResultsScreen({ listing }: { listing: ListingScope & { term: string } }) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const term = listing.term;
  const { state, apply } = useSearchFilters(term);
  const labels = moduleLabels(listing.moduleType);
  const trees = useSearchTrees(listing.moduleId, listing.moduleType);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const { query, items, stores } = useSearchResults(listing, state);

  const chips = filterChips(state, {
    category: (id) => treeName(trees.categories, id),
    brand: (id) => treeName(trees.brands, id),
  });
  const listLabel = t('Results for "{{term}}"', { term });

  return (
    <div className={styles.page}>
      <ListingHeader
        title={listLabel}
        countText={query.data ? countText(t, state.tab, listing.moduleType, query.total) : null}
      >
        <PlainTabs<SearchTab>
          tabs={[
            {
              value: 'item',
              label: t(labels.items),
              id: 'results-tab-item',
              controls: 'results-panel',
            },
            {
              value: 'store',
              label: t(labels.stores),
              id: 'results-tab-store',
              controls: 'results-panel',
            },
          ]}
          value={state.tab}
          onChange={(tab) => apply({ ...state, tab })}
          label={t('Show')}
        />
      </ListingHeader>

      <ResultsToolbar
        state={state}
        apply={apply}
        onOpenFilters={() => {
          setDrawerLoaded(true);
          setDrawerOpen(true);
        }}
      />

      {chips.length ? <ActiveFilters chips={chips} state={state} apply={apply} /> : null}

      <div className={styles.layout}>
        <aside aria-label={t('Filter')} className={styles.sidebar}>
          <FilterPanel
            state={state}
            onChange={apply}
            categories={trees.categories}
            brands={trees.brands}
          />
        </aside>
        <div id="results-panel" role="tabpanel" aria-labelledby={`results-tab-${state.tab}`}>
          <ListState
            count={query.list.length}
            loading={query.isPending && query.fetchStatus !== 'idle'}
            failed={query.isError}
            onRetry={() => void query.refetch()}
            emptyText={state.tab === 'item' ? t('Items not found!') : t('Stores not found!')}
            emptyHint={t('Sorry no data found related to your search')}
            loadingLabel={t('Loading results')}
          >
            <ResultsList
              state={state}
              items={items}
              stores={stores}
              label={listLabel}
              moduleType={listing.moduleType}
            />
          </ListState>
          <InfiniteFooter
            hasNextPage={Boolean(query.hasNextPage)}
            isFetchingNextPage={query.isFetchingNextPage}
            fetchNextPage={query.fetchNextPage}
          />
        </div>
      </div>
      {drawerLoaded ? (
        <MuiScope>
          <FilterDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            state={state}
            onApply={apply}
            categories={trees.categories}
            brands={trees.brands}
          />
        </MuiScope>
      ) : null}
    </div>
  );
}
