import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import Grid from '@mui/material/Grid';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useCallback, useMemo, useRef, useState } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { GRID_VIEW_ROUNDED } from '@/components/icons/material/GridViewRounded';
import { TUNE_ROUNDED } from '@/components/icons/material/TuneRounded';
import { VIEW_LIST_ROUNDED } from '@/components/icons/material/ViewListRounded';
import { Button } from '@/components/ui/Button';
import type { Item, Store } from '@/api/catalogTypes';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import { moduleLabels } from '@/domain/moduleLabels';
import { clearFilters, filterChips, removeChip, type FilterChip } from '@/domain/search/chips';
import {
  parseSearchState,
  searchListKey,
  searchRequestParams,
  searchStateToQuery,
  SORT_LABELS,
  SORT_OPTIONS,
  type SearchSort,
  type SearchState,
} from '@/domain/search/filters';
import { treeName } from '@/domain/search/tree';
import { countText } from '../listing/countText';
import { SEARCH_NAMESPACES } from '../listing/i18n';
import { InfiniteFooter } from '../listing/InfiniteFooter';
import { ItemGrid } from '../listing/ItemGrid';
import { ListingHeader, STICKY_TOP } from '../listing/ListingHeader';
import { ListState } from '../listing/ListState';
import type { ListingScope } from '../listing/server';
import { StoreGrid } from '../listing/StoreGrid';
import { useInfiniteList } from '../listing/useInfiniteList';
import FilterPanel from './FilterPanel';
import { ItemRow, StoreRow } from './ResultRows';
import { chipText, itemsOf, storesOf } from './searchResultsModel';
import { useSearchTrees } from './useSearchTrees';
import styles from './searchResults.module.css';

// The desktop filter column is server-rendered with the results (its trees come with the page's
// data); the small-screen drawer loads on first use.
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
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <ListingHeader
        title={listLabel}
        countText={query.data ? countText(t, state.tab, listing.moduleType, query.total) : null}
      >
        <Tabs
          value={state.tab}
          onChange={(_event, tab: 'item' | 'store') => apply({ ...state, tab })}
          aria-label={t('Show')}
        >
          <Tab
            value="item"
            label={t(labels.items)}
            id="results-tab-item"
            aria-controls="results-panel"
          />
          <Tab
            value="store"
            label={t(labels.stores)}
            id="results-tab-store"
            aria-controls="results-panel"
          />
        </Tabs>
      </ListingHeader>

      <ResultsToolbar
        state={state}
        apply={apply}
        onOpenFilters={() => {
          setDrawerLoaded(true);
          setDrawerOpen(true);
        }}
      />

      {chips.length ? <FilterChips chips={chips} state={state} apply={apply} /> : null}

      <Grid container spacing={3}>
        <Grid size={{ md: 3, lg: 2.5 }} sx={{ display: { xs: 'none', md: 'block' } }}>
          <Box
            component="aside"
            aria-label={t('Filter')}
            sx={{
              position: 'sticky',
              top: { md: STICKY_TOP.sm + 96, lg: STICKY_TOP.lg + 96 },
              minHeight: 400,
            }}
          >
            <FilterPanel
              state={state}
              onChange={apply}
              categories={trees.categories}
              brands={trees.brands}
            />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 9, lg: 9.5 }}>
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
        </Grid>
      </Grid>
      {drawerLoaded ? (
        <FilterDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          state={state}
          onApply={apply}
          categories={trees.categories}
          brands={trees.brands}
        />
      ) : null}
    </Container>
  );
}

/**
 * The filters on screen: the URL's, or those applied but not yet in the URL (a shallow push is in
 * flight): the next click builds on them, so two quick clicks never lose the first.
 */
function useSearchFilters(term: string) {
  const router = useRouter();
  const urlState = useMemo(() => parseSearchState(router.query), [router.query]);
  const [pending, setPending] = useState<SearchState | null>(null);
  const pushesInFlight = useRef(0);
  const state = pending ?? urlState;

  const apply = useCallback(
    (next: SearchState) => {
      setPending(next);
      pushesInFlight.current += 1;
      void router
        .push(
          {
            pathname: '/home',
            query: { search: term, data_type: 'searched', ...searchStateToQuery(next) },
          },
          undefined,
          { shallow: true, scroll: false },
        )
        .finally(() => {
          pushesInFlight.current -= 1;
          // The URL now holds the last applied filters (or the push failed): it is the truth again.
          if (pushesInFlight.current === 0) setPending(null);
        });
    },
    [router, term],
  );
  return { state, apply };
}

/** The results of the term under the filters, a page at a time (12 a page). */
function useSearchResults(listing: ListingScope & { term: string }, state: SearchState) {
  const { locale = 'en' } = useRouter();
  const api = useApi();
  const term = listing.term;
  const fetchPage = useCallback(
    (offset: number) => api.catalog.searchList(searchRequestParams(term, state, offset)),
    [api, term, state],
  );
  const query = useInfiniteList({
    queryKey: queryKeys.searchResults(
      locale,
      listing.zoneIds,
      listing.moduleId,
      term,
      searchListKey(state),
    ),
    fetchPage,
    entries: state.tab === 'item' ? itemsOf : storesOf,
  });
  const items = state.tab === 'item' ? (query.list as Item[]) : [];
  const stores = state.tab === 'store' ? (query.list as Store[]) : [];
  return { query, items, stores };
}

interface FiltersProps {
  state: SearchState;
  apply: (next: SearchState) => void;
}

/** Filter (small screens), Sort by (items only) and the grid or list view. */
function ResultsToolbar({
  state,
  apply,
  onOpenFilters,
}: FiltersProps & { onOpenFilters: () => void }) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <Button
        variant="outlined"
        startIcon={<PathIcon d={TUNE_ROUNDED} size={20} />}
        onClick={onOpenFilters}
        className={styles.filterButton}
        aria-haspopup="dialog"
      >
        {t('Filter')}
      </Button>
      {state.tab === 'item' ? (
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="results-sort-label">{t('Sort by')}</InputLabel>
          <Select
            labelId="results-sort-label"
            label={t('Sort by')}
            value={state.sort ?? ''}
            onChange={(event) =>
              apply({ ...state, sort: (event.target.value || null) as SearchSort | null })
            }
          >
            <MenuItem value="">{t('Default')}</MenuItem>
            {SORT_OPTIONS.map((sort) => (
              <MenuItem key={sort} value={sort}>
                {t(SORT_LABELS[sort])}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      ) : null}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={state.view}
        onChange={(_event, view: 'grid' | 'list' | null) => {
          if (view) apply({ ...state, view });
        }}
        aria-label={t('View')}
        sx={{ marginInlineStart: 'auto' }}
      >
        <ToggleButton value="grid" aria-label={t('Grid view')}>
          <PathIcon d={GRID_VIEW_ROUNDED} size={20} />
        </ToggleButton>
        <ToggleButton value="list" aria-label={t('List view')}>
          <PathIcon d={VIEW_LIST_ROUNDED} size={20} />
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}

/** The removable chips of the applied filters, and Clear all. */
function FilterChips({ chips, state, apply }: FiltersProps & { chips: FilterChip[] }) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  return (
    <Box
      component="ul"
      aria-label={t('Active filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}
    >
      {chips.map((chip) => {
        const text = chipText(chip, t);
        return (
          <li key={chip.key}>
            {/* The whole chip removes its filter (click, Enter, Delete or Backspace). */}
            <Chip
              label={text}
              aria-label={t('Remove {{filter}}', { filter: text })}
              onClick={() => apply(removeChip(state, chip))}
              onDelete={() => apply(removeChip(state, chip))}
            />
          </li>
        );
      })}
      <li>
        <Button size="small" onClick={() => apply(clearFilters(state))}>
          {t('Clear all')}
        </Button>
      </li>
    </Box>
  );
}

/** The results as cards in a grid, or as rows in a list. */
function ResultsList({
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
  return state.view === 'grid' ? (
    state.tab === 'item' ? (
      <ItemGrid items={items} label={label} />
    ) : (
      <StoreGrid stores={stores} label={label} moduleType={moduleType} />
    )
  ) : (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
      }}
    >
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
    </Box>
  );
}
