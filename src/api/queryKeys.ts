/**
 * React Query keys. Localised data carries the locale; catalog data carries zone and module so a
 * visitor who moves never sees another zone's cache.
 */
export const queryKeys = {
  config: (locale: string) => ['config', locale] as const,
  modules: (locale: string, zoneIds: string | null) =>
    ['modules', locale, zoneIds ?? 'all'] as const,
  landingPage: (locale: string) => ['landing-page', locale] as const,
  policyPage: (locale: string, page: string) => ['policy-page', locale, page] as const,
  profile: (token: string | null) => ['profile', token ? 'member' : 'guest'] as const,
  places: (locale: string, text: string) => ['places', locale, text] as const,
  item: (locale: string, moduleId: number | null, idOrSlug: string) =>
    ['item', locale, moduleId, idOrSlug] as const,
  relatedItems: (locale: string, itemId: number) => ['related-items', locale, itemId] as const,
  store: (locale: string, idOrSlug: string) => ['store', locale, idOrSlug] as const,
  storeItems: (
    locale: string,
    zoneIds: string | null,
    storeId: number,
    categoryId: number,
    filter: string,
  ) => ['store-items', locale, zoneIds, storeId, categoryId, filter] as const,
};
