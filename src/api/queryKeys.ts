/**
 * React Query keys. Localised data carries the locale; catalog data carries zone and module so a
 * visitor who moves never sees another zone's cache.
 */
/** The first part of the keys of one kind: it matches every entry of that kind, to invalidate them all. */
const all = {
  profile: ['profile'],
  myOrders: ['my-orders'],
  reviewReminder: ['review-reminder'],
  orderDetails: ['order-details'],
  orderTrack: ['order-track'],
  chat: ['chat'],
  notifications: ['notifications'],
  wallet: ['wallet'],
} as const;

export const queryKeys = {
  /** Prefixes for `invalidateQueries` / `removeQueries`: `{ queryKey: queryKeys.all.profile }`. */
  all,
  config: (locale: string) => ['config', locale] as const,
  mostTips: () => ['most-tips'] as const,
  /** The vehicle extra charge for a delivery distance in km (checkout delivery charge). */
  vehicleExtraCharge: (distanceKm: number) => ['vehicle-extra-charge', distanceKm] as const,
  offlineMethods: () => ['offline-methods'] as const,
  /** The customer's conversations (infinite), their unread total, one thread (infinite), a search. */
  chatConversations: (token: string | null) => [...all.chat, 'list', token ?? 'none'] as const,
  chatUnread: (token: string | null) => [...all.chat, 'unread', token ?? 'none'] as const,
  chatThread: (token: string | null, target: string) =>
    [...all.chat, 'thread', token ?? 'none', target] as const,
  chatSearch: (token: string | null, name: string) =>
    [...all.chat, 'search', token ?? 'none', name] as const,
  notifications: (token: string | null) => [...all.notifications, token ?? 'none'] as const,
  /** The wallet's ledger per filter, its top-up offers, the loyalty ledger. */
  walletTransactions: (token: string | null, type: string) =>
    [...all.wallet, 'transactions', token ?? 'none', type] as const,
  walletBonuses: (token: string | null) => [...all.wallet, 'bonuses', token ?? 'none'] as const,
  loyaltyTransactions: (token: string | null) =>
    [...all.wallet, 'loyalty', token ?? 'none'] as const,
  /** The member's coupons in their zone (coupon/list). */
  memberCoupons: (token: string | null, zoneIds: string | null) =>
    ['member-coupons', token ?? 'none', zoneIds ?? 'none'] as const,
  modules: (locale: string, zoneIds: string | null) =>
    ['modules', locale, zoneIds ?? 'all'] as const,
  policyPage: (locale: string, page: string) => ['policy-page', locale, page] as const,
  profile: (token: string | null) => [...all.profile, token ? 'member' : 'guest'] as const,
  /** My orders (running or history), per account or guest id; paged by infinite query. */
  myOrders: (owner: string, tab: 'running' | 'history') => [...all.myOrders, owner, tab] as const,
  reviewReminder: (token: string | null) => [...all.reviewReminder, token ?? 'guest'] as const,
  parcelCategories: (locale: string, moduleId: number) =>
    ['parcel-categories', locale, moduleId] as const,
  parcelDistance: (from: string, to: string) => ['parcel-distance', from, to] as const,
  places: (locale: string, text: string) => ['places', locale, text] as const,
  item: (locale: string, moduleId: number | null, idOrSlug: string) =>
    ['item', locale, moduleId, idOrSlug] as const,
  relatedItems: (locale: string, itemId: number) => ['related-items', locale, itemId] as const,
  /** Module-home parts the browser loads (visited stores, cashback, condition and tab lists). */
  homePart: (
    locale: string,
    zoneIds: string | null,
    moduleId: number | null,
    part: string,
    ref: string | number = '',
  ) => ['home-part', locale, zoneIds, moduleId, part, ref] as const,
  store: (locale: string, idOrSlug: string) => ['store', locale, idOrSlug] as const,
  /** Travel distance between two points (checkout delivery charge); points rounded by the caller. */
  travelDistance: (from: { lat: number; lng: number }, to: { lat: number; lng: number }) =>
    ['travel-distance', from.lat, from.lng, to.lat, to.lng] as const,
  storeItems: (
    locale: string,
    zoneIds: string | null,
    storeId: number,
    categoryId: number,
    filter: string,
  ) => ['store-items', locale, zoneIds, storeId, categoryId, filter] as const,
  searchSuggestions: (
    locale: string,
    zoneIds: string | null,
    moduleId: number | null,
    text: string,
  ) => ['search-suggestions', locale, zoneIds, moduleId, text] as const,
  searchResults: (
    locale: string,
    zoneIds: string | null,
    moduleId: number | null,
    name: string,
    filters: string,
  ) => ['search-results', locale, zoneIds, moduleId, name, filters] as const,
  /** An infinite listing: kind (category-items, brand-items, discounted, flash-sale, stores …), ref, filters. */
  listing: (
    locale: string,
    zoneIds: string | null,
    moduleId: number | null,
    kind: string,
    ref: string,
    filters: string,
  ) => ['listing', locale, zoneIds, moduleId, kind, ref, filters] as const,
  categoryTree: (locale: string, moduleId: number | null) =>
    ['category-tree', locale, moduleId] as const,
  brandList: (locale: string, moduleId: number | null) => ['brand-list', locale, moduleId] as const,
  /** The member's wishlist (items and stores) for the module and zone. */
  wishlist: (locale: string, zoneIds: string | null, moduleId: number | null) =>
    ['wishlist', locale, zoneIds, moduleId] as const,
  /** One order of the member or the guest (the viewer tells them apart). */
  orderDetails: (viewer: string, orderId: number | string) =>
    [...all.orderDetails, viewer, String(orderId)] as const,
  orderTrack: (viewer: string, orderId: number | string) =>
    [...all.orderTrack, viewer, String(orderId)] as const,
  cancellationReasons: (locale: string) => ['cancellation-reasons', locale] as const,
  /** The desktop header's pickers: the module's categories or its popular stores in the zone. */
  headerPicker: (
    locale: string,
    zoneIds: string | null,
    moduleId: number | null,
    kind: 'categories' | 'stores',
  ) => ['header-picker', locale, zoneIds, moduleId, kind] as const,
};
