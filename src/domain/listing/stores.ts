/**
 * The store list screen (/store/latest, /store/popular; R-LIST-3): a delivery-type filter and a store category, 12 stores a page.
 */

export const STORE_LIST_PAGE_SIZE = 12;

/** Delivery filter values (desktop names; the API's get-stores path segment). */
export const DELIVERY_TYPES = ['all', 'delivery', 'take_away'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const DELIVERY_TYPE_LABELS: Record<DeliveryType, string> = {
  all: 'All',
  delivery: 'Delivery',
  take_away: 'Take away',
};

/** Store categories (the get-stores `store_type`). */
export const STORE_CATEGORIES = ['all', 'newly_joined', 'popular', 'top_rated'] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number];
export const STORE_CATEGORY_LABELS: Record<StoreCategory, string> = {
  all: 'All',
  newly_joined: 'Newly Joined',
  popular: 'Popular',
  top_rated: 'Top Rated',
};

/** Which list a route opens with: /store/latest shows newly joined stores, /store/popular popular. */
export const STORE_LIST_PRESETS = {
  latest: 'newly_joined',
  popular: 'popular',
} as const satisfies Record<string, StoreCategory>;
export type StoreListKind = keyof typeof STORE_LIST_PRESETS;

export interface StoreListFilters {
  delivery: DeliveryType;
  category: StoreCategory;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Filters from the URL (`delivery`, `store_type`; the mobile names home and takeaway are read as
 * delivery and take_away), else the route's preset.
 */
export function parseStoreListFilters(
  query: Record<string, string | string[] | undefined>,
  kind: StoreListKind,
): StoreListFilters {
  const deliveryText = first(query.delivery);
  const delivery =
    deliveryText === 'home'
      ? 'delivery'
      : deliveryText === 'takeaway'
        ? 'take_away'
        : (DELIVERY_TYPES.find((value) => value === deliveryText) ?? 'all');
  const category =
    STORE_CATEGORIES.find((value) => value === first(query.store_type)) ?? STORE_LIST_PRESETS[kind];
  return { delivery, category };
}

/** The URL query of the filters, the route's defaults left out. */
export function storeListQuery(
  filters: StoreListFilters,
  kind: StoreListKind,
): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.delivery !== 'all') query.delivery = filters.delivery;
  if (filters.category !== STORE_LIST_PRESETS[kind]) query.store_type = filters.category;
  return query;
}
