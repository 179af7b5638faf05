import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import type { Store, StorePage } from '@/api/catalogTypes';
import { queryKeys } from '@/api/queryKeys';
import { CatalogBreadcrumbs } from '@/components/catalog/CatalogBreadcrumbs';
import {
  DELIVERY_TYPE_LABELS,
  DELIVERY_TYPES,
  parseStoreListFilters,
  STORE_CATEGORIES,
  STORE_CATEGORY_LABELS,
  STORE_LIST_PAGE_SIZE,
  storeListQuery,
  type DeliveryType,
  type StoreCategory,
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

const storesOf = (page: StorePage): Store[] => page.stores ?? [];

const TITLES: Record<StoreListKind, { food: string; other: string }> = {
  latest: { food: 'New Restaurants', other: 'New Stores' },
  popular: { food: 'Popular Restaurants', other: 'Popular Stores' },
};

/**
 * The store list screen (/store/latest, /store/popular; spec document 2 §2, §4 "Store list"): a
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
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <CatalogBreadcrumbs trail={[{ label: t('Home'), href: '/home' }, { label: title }]} />
      <ListingHeader
        title={title}
        countText={query.data ? countText(t, 'store', listing.moduleType, query.total) : null}
      >
        {/* Native selects: a phone's own picker, and no menu code on the first load. */}
        <FormControl size="small" sx={{ minWidth: 150 }}>
          <InputLabel htmlFor="delivery-type-select" shrink>
            {t('Delivery type')}
          </InputLabel>
          <NativeSelect
            input={<OutlinedInput notched label={t('Delivery type')} />}
            inputProps={{ id: 'delivery-type-select' }}
            value={filters.delivery}
            onChange={(event) =>
              change({ ...filters, delivery: event.target.value as DeliveryType })
            }
          >
            {DELIVERY_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(DELIVERY_TYPE_LABELS[value])}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 150 }}>
          <InputLabel htmlFor="store-category-select" shrink>
            {t('Category')}
          </InputLabel>
          <NativeSelect
            input={<OutlinedInput notched label={t('Category')} />}
            inputProps={{ id: 'store-category-select' }}
            value={filters.category}
            onChange={(event) =>
              change({ ...filters, category: event.target.value as StoreCategory })
            }
          >
            {STORE_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(STORE_CATEGORY_LABELS[value])}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
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
    </Container>
  );
}
