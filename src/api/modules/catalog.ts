import type {
  Advertisement,
  BannerList,
  BasicCampaign,
  CashbackOffer,
  CommonCondition,
  Brand,
  Category,
  FlashSale,
  FlashSaleItemPage,
  Item,
  ItemDetails,
  ListedCoupon,
  OtherBanners,
  ParcelBanner,
  ParcelCategoryEntry,
  ProductPage,
  SearchSuggestions,
  Store,
  StorePage,
  VideoContent,
  VisitedStore,
} from '../catalogTypes';
import type { HttpClient } from '../http';

/** Offsets are 1-based page numbers in this API (API-CORE-4). */
export interface PageQuery {
  limit: number;
  offset: number;
}

/** Items: details, related, and the item strips of the module home (API-ITEMS-1, R-HOME-2). */
function itemsApi(http: HttpClient) {
  return {
    /**
     * Full item; 404 when it does not exist or is not in the module. `moduleId` is the item's own
     * module when the caller knows it: a visitor on a shared store link has chosen none yet.
     */
    async item(
      idOrSlug: string | number,
      campaign = false,
      moduleId?: number | null,
    ): Promise<ItemDetails> {
      const params = campaign ? { product_type: 'campaign' } : undefined;
      const headers = moduleId ? { moduleId: String(moduleId) } : undefined;
      return (
        await http.get<ItemDetails>(`/items/details/${encodeURIComponent(idOrSlug)}`, {
          params,
          headers,
        })
      ).data;
    },
    async relatedItems(itemId: number): Promise<Item[]> {
      const data = (await http.get<Item[]>(`/items/related-items/${itemId}`, { silent: true }))
        .data;
      return Array.isArray(data) ? data : [];
    },
    /** Most-ordered items of the module in the visitor's zone (API-ITEMS-1 items/popular). */
    async popularItems(limit: number): Promise<ProductPage> {
      return (
        await http.get<ProductPage>('/items/popular', { params: { limit, offset: 1, type: 'all' } })
      ).data;
    },
    /** Discounted items: the special-offer strip (API-ITEMS-1 items/discounted). */
    async discountedItems(limit: number): Promise<ProductPage> {
      return (
        await http.get<ProductPage>('/items/discounted', {
          params: { limit, offset: 1, type: 'all' },
        })
      ).data;
    },
    /** A page of discounted items, optionally in some categories (API-ITEMS-1 items/discounted). */
    async discountedPage(query: PageQuery & { categoryIds?: number[] }): Promise<ProductPage> {
      return (
        await http.get<ProductPage>('/items/discounted', {
          params: {
            limit: query.limit,
            offset: query.offset,
            type: 'all',
            category_ids: query.categoryIds?.length ? JSON.stringify(query.categoryIds) : undefined,
          },
        })
      ).data;
    },
    /** Featured categories and their products (categories/featured/items). */
    async featuredCategoryItems(limit: number): Promise<ProductPage> {
      return (
        await http.get<ProductPage>('/categories/featured/items', {
          params: { limit, offset: 1, type: 'all' },
        })
      ).data;
    },
    /** Best-reviewed items (items/most-reviewed, type=all). */
    async mostReviewedItems(limit: number): Promise<ProductPage> {
      return (
        await http.get<ProductPage>('/items/most-reviewed', {
          params: { limit, offset: 1, type: 'all' },
        })
      ).data;
    },
    /** Recommended items, filter=all, offset 1 (R-HOME-9: limit 15). */
    async recommendedItems(limit: number): Promise<Item[]> {
      const data = (
        await http.get<{ items?: Item[] }>('/items/recommended', {
          params: { filter: 'all', limit, offset: 1 },
        })
      ).data;
      return Array.isArray(data?.items) ? data.items : [];
    },
    /** Newest items with the categories they fall in (items/new-arrival). */
    async newArrivalItems(limit: number): Promise<ProductPage> {
      return (await http.get<ProductPage>('/items/new-arrival', { params: { limit, offset: 1 } }))
        .data;
    },
    /** Pharmacy basic medicine (items/basic). */
    async basicItems(limit: number): Promise<ProductPage> {
      return (await http.get<ProductPage>('/items/basic', { params: { limit, offset: 1 } })).data;
    },
    /** Running campaign items (campaigns/item). */
    async campaignItems(): Promise<Item[]> {
      const data = (await http.get<Item[]>('/campaigns/item')).data;
      return Array.isArray(data) ? data : [];
    },
  };
}

/** Stores: details, menus and the store lists (API-STORES-1). */
function storesApi(http: HttpClient) {
  return {
    /** Public; a missing store answers 200 `{}` (API-STORES-1), read here as null. */
    async store(idOrSlug: string | number): Promise<Store | null> {
      const data = (
        await http.get<Store | Record<string, never>>(
          `/stores/details/${encodeURIComponent(idOrSlug)}`,
        )
      ).data;
      return data && 'id' in data ? (data as Store) : null;
    },
    /** A store's menu: `items/latest` is the store items endpoint (API-STORES-1). */
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
    /** Newest stores of the module in the zone (API-STORES-1 stores/latest). */
    async latestStores(limit: number): Promise<StorePage> {
      return (
        await http.get<StorePage>('/stores/latest', { params: { limit, offset: 1, type: 'all' } })
      ).data;
    },
    /** Featured stores of the module (get-stores/all?featured=1, first page). */
    async featuredStores(limit: number): Promise<StorePage> {
      return (
        await http.get<StorePage>('/stores/get-stores/all', {
          params: { store_type: 'all', featured: 1, limit, offset: 1 },
        })
      ).data;
    },
    /** Members only; silent: a guest or an expired token just shows no strip. */
    async visitAgain(): Promise<VisitedStore[]> {
      const data = (await http.get<VisitedStore[]>('/customer/visit-again', { silent: true })).data;
      return Array.isArray(data) ? data : [];
    },
  };
}

/** The search box and the search results list. */
function searchApi(http: HttpClient) {
  return {
    /** Search box suggestions: items and stores matching the text (needs the position headers). */
    async searchSuggestions(name: string): Promise<SearchSuggestions> {
      const data = (
        await http.get<Partial<SearchSuggestions>>('/items/item-or-store-search', {
          params: { name },
          silent: true,
        })
      ).data;
      return {
        items: Array.isArray(data?.items) ? data.items : [],
        stores: Array.isArray(data?.stores) ? data.stores : [],
      };
    },
    /** The search results list (get-combined-data): an item or a store page. */
    async searchList(params: Record<string, string | number>): Promise<ProductPage & StorePage> {
      const data = (
        await http.get<Partial<ProductPage & StorePage>>('/get-combined-data', { params })
      ).data;
      return {
        total_size: Number(data?.total_size) || 0,
        products: Array.isArray(data?.products) ? data.products : [],
        stores: Array.isArray(data?.stores) ? data.stores : [],
      };
    },
  };
}

/** Browsing by category, brand and common condition (API-CONTENT-2, API-CONTENT-3). */
function browseApi(http: HttpClient) {
  return {
    async categories(): Promise<Category[]> {
      const data = (await http.get<Category[]>('/categories')).data;
      return Array.isArray(data) ? data : [];
    },
    /** Items of a category and its sub-categories (API-CONTENT-2 categories/items/{id|slug}). */
    async categoryItems(
      idOrSlug: number | string,
      query: PageQuery & { filter?: string[] },
    ): Promise<ProductPage> {
      return (
        await http.get<ProductPage>(`/categories/items/${encodeURIComponent(idOrSlug)}`, {
          params: {
            limit: query.limit,
            offset: query.offset,
            type: 'all',
            filter: query.filter?.length ? query.filter.join(',') : undefined,
          },
        })
      ).data;
    },
    /** Stores selling in a category (API-CONTENT-2 categories/stores/{id|slug}). */
    async categoryStores(idOrSlug: number | string, query: PageQuery): Promise<StorePage> {
      return (
        await http.get<StorePage>(`/categories/stores/${encodeURIComponent(idOrSlug)}`, {
          params: { limit: query.limit, offset: query.offset, type: 'all' },
        })
      ).data;
    },
    /** Brands of the module (API-CONTENT-3 brand). */
    async brandList(): Promise<Brand[]> {
      const data = (await http.get<Brand[]>('/brand')).data;
      return Array.isArray(data) ? data : [];
    },
    /** Items of a brand (API-CONTENT-3 brand/items/{id|slug}). */
    async brandItems(idOrSlug: number | string, query: PageQuery): Promise<ProductPage> {
      return (
        await http.get<ProductPage>(`/brand/items/${encodeURIComponent(idOrSlug)}`, {
          params: { limit: query.limit, offset: query.offset, type: 'all' },
        })
      ).data;
    },
    async commonConditions(): Promise<CommonCondition[]> {
      const data = (await http.get<CommonCondition[]>('/common-condition')).data;
      return Array.isArray(data) ? data : [];
    },
    async commonConditionItems(id: number, query: PageQuery): Promise<ProductPage> {
      return (
        await http.get<ProductPage>(`/common-condition/items/${id}`, {
          params: { limit: query.limit, offset: query.offset },
        })
      ).data;
    },
  };
}

/** Campaigns, flash sales, coupons, cashback and advertisements. */
function promotionsApi(http: HttpClient) {
  return {
    /** A basic campaign with its stores; null when it is not running in the zone. */
    async campaignDetails(id: number): Promise<BasicCampaign | null> {
      const data = (
        await http.get<BasicCampaign | Record<string, never>>('/campaigns/basic-campaign-details', {
          params: { basic_campaign_id: id },
        })
      ).data;
      return data && 'id' in data ? (data as BasicCampaign) : null;
    },
    /** The running flash sale; null when none runs (`{}` or `[]`). */
    async flashSaleNow(): Promise<FlashSale | null> {
      const data = (await http.get<FlashSale | Record<string, never> | []>('/flash-sales')).data;
      return data && !Array.isArray(data) && 'id' in data ? (data as FlashSale) : null;
    },
    /** A page of a flash sale's products (403 when no sale is running). */
    async flashSaleItems(flashSaleId: number, query: PageQuery): Promise<FlashSaleItemPage> {
      return (
        await http.get<FlashSaleItemPage>('/flash-sales/items', {
          params: { flash_sale_id: flashSaleId, limit: query.limit, offset: query.offset },
        })
      ).data;
    },
    /** Coupons visible in the zone (coupon/list/all: public, moduleId required). */
    async couponsForHome(): Promise<ListedCoupon[]> {
      const data = (await http.get<ListedCoupon[]>('/coupon/list/all')).data;
      return Array.isArray(data) ? data : [];
    },
    /** Members only (auth:api); silent for the same reason. */
    async cashbackList(): Promise<CashbackOffer[]> {
      const data = (await http.get<CashbackOffer[]>('/cashback/list', { silent: true })).data;
      return Array.isArray(data) ? data : [];
    },
    async advertisements(): Promise<Advertisement[]> {
      const data = (await http.get<Advertisement[]>('/advertisement/list')).data;
      return Array.isArray(data) ? data : [];
    },
  };
}

/** Banners and the parcel module's content (API-CONTENT-*). */
function bannersApi(http: HttpClient) {
  return {
    /** Home banners and running basic campaigns; `[]` on a server exception reads as empty. */
    async homeBanners(): Promise<BannerList> {
      const data = (await http.get<Partial<BannerList> | []>('/banners')).data;
      if (!data || Array.isArray(data)) return { banners: [], campaigns: [] };
      return {
        banners: Array.isArray(data.banners) ? data.banners : [],
        campaigns: Array.isArray(data.campaigns) ? data.campaigns : [],
      };
    },
    /** Section banners of a non-parcel module (other-banners); `{}` when none. */
    async otherBanners(): Promise<OtherBanners> {
      const data = (await http.get<OtherBanners>('/other-banners')).data;
      return data && typeof data === 'object' && !Array.isArray(data) ? data : {};
    },
    /** Top banners of a parcel module (other-banners answers `{banners}` there). */
    async parcelBanners(): Promise<ParcelBanner[]> {
      const data = (await http.get<{ banners?: ParcelBanner[] }>('/other-banners')).data;
      return Array.isArray(data?.banners) ? data.banners : [];
    },
    async videoContent(): Promise<VideoContent | null> {
      const data = (await http.get<VideoContent>('/other-banners/video-content')).data;
      return data && typeof data === 'object' && 'banner_type' in data ? data : null;
    },
    async whyChooseBanners(): Promise<ParcelBanner[]> {
      const data = (await http.get<{ banners?: ParcelBanner[] }>('/other-banners/why-choose')).data;
      return Array.isArray(data?.banners) ? data.banners : [];
    },
    async parcelCategoryList(): Promise<ParcelCategoryEntry[]> {
      const data = (await http.get<ParcelCategoryEntry[]>('/parcel-category')).data;
      return Array.isArray(data) ? data : [];
    },
  };
}

/** The catalog endpoints: one object, composed of the groups above. */
export function catalogApi(http: HttpClient) {
  return {
    ...itemsApi(http),
    ...storesApi(http),
    ...searchApi(http),
    ...browseApi(http),
    ...promotionsApi(http),
    ...bannersApi(http),
  };
}
