import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import type { Item, ItemDetails } from '@/api/catalogTypes';
import { queryKeys } from '@/api/queryKeys';
import { usePageApi } from '@/components/catalog/usePageApi';
import { zoneHeader } from '@/domain/catalog/links';
import type { ProductPageData } from './server';

const FIVE_MINUTES = 5 * 60_000;
const NO_ITEMS: Item[] = [];

/**
 * The item and its related items. The server loader prefetches both and the page hydrates them;
 * a refetch (after five minutes) uses the page's module and the item's zone, like the loader.
 */
export function useProductData(page: ProductPageData): {
  item: ItemDetails | undefined;
  related: Item[];
} {
  const { locale = 'en' } = useRouter();
  const itemApi = usePageApi(page.moduleId, null);
  const itemQuery = useQuery({
    queryKey: queryKeys.item(locale, page.moduleId, page.ref),
    queryFn: () => itemApi.catalog.item(page.ref, page.campaign),
    staleTime: FIVE_MINUTES,
  });
  const zoneIds = zoneHeader(itemQuery.data?.zone_id ?? itemQuery.data?.store_details?.zone_id);
  const relatedApi = usePageApi(page.moduleId, zoneIds);
  const relatedQuery = useQuery({
    queryKey: queryKeys.relatedItems(locale, page.itemId),
    queryFn: () => relatedApi.catalog.relatedItems(page.itemId),
    enabled: !page.campaign && zoneIds !== null,
    staleTime: FIVE_MINUTES,
  });
  return { item: itemQuery.data, related: relatedQuery.data ?? NO_ITEMS };
}
