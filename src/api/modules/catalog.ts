import type { Category, Item, ItemDetails, ProductPage, Store, StorePage } from '../catalogTypes';
import type { HttpClient } from '../http';

/** Offsets are 1-based page numbers in this API (contract §1.5). */
export interface PageQuery {
  limit: number;
  offset: number;
}

export function catalogApi(http: HttpClient) {
  return {
    /** Full item; 404 when it does not exist or is not in the module. */
    async item(idOrSlug: string | number, campaign = false): Promise<ItemDetails> {
      const params = campaign ? { product_type: 'campaign' } : undefined;
      return (
        await http.get<ItemDetails>(`/items/details/${encodeURIComponent(idOrSlug)}`, { params })
      ).data;
    },
    async relatedItems(itemId: number): Promise<Item[]> {
      const data = (await http.get<Item[]>(`/items/related-items/${itemId}`, { silent: true }))
        .data;
      return Array.isArray(data) ? data : [];
    },
    /** Public; a missing store answers 200 `{}` (contract §6.1), read here as null. */
    async store(idOrSlug: string | number): Promise<Store | null> {
      const data = (
        await http.get<Store | Record<string, never>>(
          `/stores/details/${encodeURIComponent(idOrSlug)}`,
        )
      ).data;
      return data && 'id' in data ? (data as Store) : null;
    },
    /** A store's menu: `items/latest` is the store items endpoint (contract §14.7). */
    async storeItems(
      /** An id or a slug: `items/latest` accepts both. */
      storeId: number | string,
      query: PageQuery & { categoryId?: number; filter?: string[] },
    ): Promise<ProductPage> {
      return (
        await http.get<ProductPage>('/items/latest', {
          params: {
            store_id: storeId,
            category_id: query.categoryId ?? 0,
            limit: query.limit,
            offset: query.offset,
            filter: query.filter?.length ? query.filter.join(',') : undefined,
          },
        })
      ).data;
    },
    async stores(
      filter: 'all' | 'delivery' | 'take_away',
      query: PageQuery & { storeType?: 'all' | 'newly_joined' | 'popular' | 'top_rated' },
    ): Promise<StorePage> {
      return (
        await http.get<StorePage>(`/stores/get-stores/${filter}`, {
          params: {
            store_type: query.storeType ?? 'all',
            limit: query.limit,
            offset: query.offset,
          },
        })
      ).data;
    },
    /** Most-ordered items of the module in the visitor's zone (contract §5.1 items/popular). */
    async popularItems(limit: number): Promise<ProductPage> {
      return (
        await http.get<ProductPage>('/items/popular', { params: { limit, offset: 1, type: 'all' } })
      ).data;
    },
    /** Discounted items: the special-offer strip (contract §5.1 items/discounted). */
    async discountedItems(limit: number): Promise<ProductPage> {
      return (
        await http.get<ProductPage>('/items/discounted', {
          params: { limit, offset: 1, type: 'all' },
        })
      ).data;
    },
    /** Newest stores of the module in the zone (contract §6.1 stores/latest). */
    async latestStores(limit: number): Promise<StorePage> {
      return (
        await http.get<StorePage>('/stores/latest', { params: { limit, offset: 1, type: 'all' } })
      ).data;
    },
    async categories(): Promise<Category[]> {
      const data = (await http.get<Category[]>('/categories')).data;
      return Array.isArray(data) ? data : [];
    },
  };
}
