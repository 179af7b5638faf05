import { metaDescription } from '@/domain/catalog/display';

/**
 * The language a backend writes the fields it does not translate in: X-localization defaults to
 * English (API-CORE-1), and the built-in API's base columns are
 * English (src/server/db/seed/build.ts).
 */
export const API_BASE_LANGUAGE = 'en';

/**
 * A store's meta description in the page's language. The API localises a store's name and meta
 * title but returns `meta_description` as stored (src/server/api/format/store.ts): in the base
 * language. It is used on pages in that language; pages in another language describe the store
 * with `localized`, a sentence in their own language built from its localised name.
 */
export function storeMetaDescription(
  store: { meta_description?: string | null },
  locale: string,
  localized: string,
): string {
  const own = locale === API_BASE_LANGUAGE ? metaDescription(store.meta_description) : '';
  return own || localized;
}
