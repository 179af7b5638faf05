/**
 * Catalog pages are the same for every visitor of a URL (no cookies are read), so shared caches may
 * keep them for a minute and serve a stale copy while revalidating for ten.
 */
export const CATALOG_PAGE_CACHE = 'public, s-maxage=60, stale-while-revalidate=600';
