import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useCallback } from 'react';
import type { Store, StorePage } from '@/api/catalogTypes';
import { queryKeys } from '@/api/queryKeys';
import { CatalogBreadcrumbs } from '@/components/catalog/CatalogBreadcrumbs';
import { TextField } from '@/components/ui/TextField';
import {
  DELIVERY_TYPE_LABELS,
  DELIVERY_TYPES,
  parseStoreListFilters,
  STORE_CATEGORIES,
  STORE_CATEGORY_LABELS,
  STORE_LIST_PAGE_SIZE,
  storeListQuery,
  type StoreListFilters,
  type StoreListKind,
} from '@/domain/listing/stores';
import { countText } from './countText';
import { SEARCH_NAMESPACES } from './i18n';
import { InfiniteFooter } from './InfiniteFooter';
import { ListingHeader } from './ListingHeader';
import { ListState } from './ListState';
import type { ListingScope } from './server';
import { StoreGrid } from './StoreGrid';
import { useInfiniteList } from './useInfiniteList';
import { useListingApi } from './useListingApi';
import styles from './listing.module.css';

const storesOf = (page: StorePage): Store[] => page.stores ?? [];

const TITLES: Record<StoreListKind, { food: string; other: string }> = {
  latest: { food: 'New Restaurants', other: 'New Stores' },
  popular: { food: 'Popular Restaurants', other: 'Popular Stores' },
};

/** A labelled native select: a phone's own picker, and no menu code on the first load. */
function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      className={styles.select}
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/**
 * The store list screen (/store/latest, /store/popular; R-LIST-3): a
 * sticky header with the count plus Stores, delivery-type and store-category filters kept in the
 * URL (a change starts again from page 1), and infinite scroll until total_size.
 */
export function StoreListScreen({ listing, kind }: { listing: ListingScope; kind: StoreListKind }) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  const router = useRouter();
  const { locale = 'en' } = router;
  const api = useListingApi(listing);
  const filters = parseStoreListFilters(router.query, kind);
  const fetchPage = useCallback(
    (offset: number) =>
      api.catalog.stores(filters.delivery, {
        storeType: filters.category,
        limit: STORE_LIST_PAGE_SIZE,
        offset,
      }),
    [api, filters.delivery, filters.category],
  );
  const query = useInfiniteList({
    queryKey: queryKeys.listing(
      locale,
      listing.zoneIds,
      listing.moduleId,
      'stores',
      filters.delivery,
      filters.category,
    ),
    fetchPage,
    entries: storesOf,
  });

  const change = (next: StoreListFilters) => {
    void router.replace(
      { pathname: router.pathname, query: storeListQuery(next, kind) },
      undefined,
      {
        shallow: true,
        scroll: false,
      },
    );
  };
  const title = t(listing.moduleType === 'food' ? TITLES[kind].food : TITLES[kind].other);

  return (
    <div className={styles.page}>
      <CatalogBreadcrumbs trail={[{ label: t('Home'), href: '/home' }, { label: title }]} />
      <ListingHeader
        title={title}
        countText={query.data ? countText(t, 'store', listing.moduleType, query.total) : null}
      >
        <FilterSelect
          id="delivery-type-select"
          label={t('Delivery type')}
          value={filters.delivery}
          options={DELIVERY_TYPES.map((value) => ({
            value,
            label: t(DELIVERY_TYPE_LABELS[value]),
          }))}
          onChange={(delivery) => change({ ...filters, delivery })}
        />
        <FilterSelect
          id="store-category-select"
          label={t('Category')}
          value={filters.category}
          options={STORE_CATEGORIES.map((value) => ({
            value,
            label: t(STORE_CATEGORY_LABELS[value]),
          }))}
          onChange={(category) => change({ ...filters, category })}
        />
      </ListingHeader>
      <ListState
        count={query.list.length}
        loading={query.isPending && query.fetchStatus !== 'idle'}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        emptyText={t('Stores not found!')}
        loadingLabel={t('Loading stores')}
      >
        <StoreGrid stores={query.list} label={title} moduleType={listing.moduleType} />
      </ListState>
      <InfiniteFooter
        hasNextPage={Boolean(query.hasNextPage)}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
      />
    </div>
  );
}
