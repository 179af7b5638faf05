import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useMemo } from 'react';
import type { Item, ProductPage, Store } from '@/api/catalogTypes';
import { queryKeys } from '@/api/queryKeys';
import { usePageApi } from '@/components/catalog/usePageApi';
import { nextOffset, STORE_ITEMS_PAGE_SIZE, STORE_SEARCH_LIMIT } from '@/domain/catalog/paging';
import type { StorePageData } from './server';

const FIVE_MINUTES = 5 * 60_000;

/** The store, prefetched by the server loader and hydrated. */
export function useStore(page: StorePageData): Store | undefined {
  const { locale = 'en' } = useRouter();
  const api = usePageApi(null, null);
  return useQuery({
    queryKey: queryKeys.store(locale, page.ref),
    queryFn: async () => {
      const store = await api.catalog.store(page.ref);
      if (!store) throw new Error('Store not found');
      return store;
    },
    staleTime: FIVE_MINUTES,
  }).data;
}

/**
 * One category of the store's menu, 12 items a page until total_size (the first page of "All" comes
 * from the server). Calls carry the store's module and zone, whatever the visitor chose.
 */
export function useStoreItems(page: StorePageData, categoryId: number) {
  const { locale = 'en' } = useRouter();
  const api = usePageApi(page.moduleId, page.zoneIds);
  const query = useInfiniteQuery({
    queryKey: queryKeys.storeItems(locale, page.zoneIds, page.storeId, categoryId, ''),
    queryFn: ({ pageParam }) =>
      api.catalog.storeItems(page.storeId, {
        limit: STORE_ITEMS_PAGE_SIZE,
        offset: pageParam,
        categoryId,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last: ProductPage, pages: ProductPage[]) => nextOffset(pages),
    enabled: page.moduleId !== null && page.zoneIds !== null,
    staleTime: FIVE_MINUTES,
  });
  const items = useMemo<Item[]>(
    () => query.data?.pages.flatMap((result) => result.products ?? []) ?? [],
    [query.data],
  );
  return { ...query, items };
}

/**
 * The items an in-store search looks through: one call for up to 100 items of the category, then
 * the names are matched in the browser.
 */
export function useStoreSearchPool(page: StorePageData, categoryId: number, enabled: boolean) {
  const { locale = 'en' } = useRouter();
  const api = usePageApi(page.moduleId, page.zoneIds);
  return useQuery({
    queryKey: queryKeys.storeItems(locale, page.zoneIds, page.storeId, categoryId, 'search'),
    queryFn: () =>
      api.catalog.storeItems(page.storeId, {
        limit: STORE_SEARCH_LIMIT,
        offset: 1,
        categoryId,
      }),
    enabled: enabled && page.moduleId !== null && page.zoneIds !== null,
    staleTime: FIVE_MINUTES,
  });
}
