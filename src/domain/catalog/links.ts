/** Routes of the catalog pages (R-STORE-1, R-ITEM-8, R-LIST-2). */

export interface LinkableItem {
  id: number;
  slug?: string | null;
  module_id?: number | null;
  available_date_starts?: string | null;
  is_campaign?: number | null;
}

export interface LinkableStore {
  id: number;
  slug?: string | null;
  module_id?: number | null;
  zone_id?: number | null;
  module?: { module_type?: string | null } | null;
}

function withQuery(
  path: string,
  query: Record<string, string | number | null | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

const segment = (slug: string | null | undefined, id: number) =>
  encodeURIComponent(slug && slug.trim() ? slug : String(id));

/** A campaign item: a non-empty available_date_starts marks it (R-ITEM-7). */
export function isCampaignItem(item: Pick<LinkableItem, 'available_date_starts' | 'is_campaign'>) {
  return Boolean(item.available_date_starts) || item.is_campaign === 1;
}

/** `/product/{slug or id}` without query: the canonical path. */
export function productPath(item: Pick<LinkableItem, 'id' | 'slug'>): string {
  return `/product/${segment(item.slug, item.id)}`;
}

/**
 * The canonical path of a product page: campaign items keep product_type=campaign, since their ids
 * and slugs are looked up apart from regular items.
 */
export function productCanonicalPath(
  item: Pick<LinkableItem, 'id' | 'slug' | 'available_date_starts' | 'is_campaign'>,
): string {
  return isCampaignItem(item) ? `${productPath(item)}?product_type=campaign` : productPath(item);
}

/** The product page link: module_id, and product_type=campaign for campaign items. */
export function productHref(item: LinkableItem): string {
  return withQuery(productPath(item), {
    module_id: item.module_id,
    product_type: isCampaignItem(item) ? 'campaign' : undefined,
  });
}

/** `/store/{slug or id}` without query: the canonical path. */
export function storePath(store: Pick<LinkableStore, 'id' | 'slug'>): string {
  return `/store/${segment(store.slug, store.id)}`;
}

/** The store page link: module_id, module_type, store_zone_id and, from cards, distance. */
export function storeHref(
  store: LinkableStore,
  extra: { moduleType?: string | null; distance?: number | null } = {},
): string {
  return withQuery(storePath(store), {
    module_id: store.module_id,
    module_type: extra.moduleType ?? store.module?.module_type,
    store_zone_id: store.zone_id,
    distance: extra.distance,
  });
}

/** A query value as a positive integer, or null. */
export function positiveInt(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d+$/.test(text.trim())) return null;
  const number = Number(text);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** A query value as a finite number (distance in metres), or null. */
export function finiteNumber(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

/** A zone id as the zoneId header wants it: a JSON array string such as "[1]". */
export function zoneHeader(zoneId: number | null | undefined): string | null {
  return typeof zoneId === 'number' && Number.isSafeInteger(zoneId) && zoneId > 0
    ? `[${zoneId}]`
    : null;
}

/** The gallery images of an item: the main image first, then the others, without repeats. */
export function itemImages(item: {
  image_full_url?: string | null;
  images_full_url?: (string | null)[] | null;
}): string[] {
  const list = [
    item.image_full_url,
    ...(Array.isArray(item.images_full_url) ? item.images_full_url : []),
  ];
  return [...new Set(list.filter((url): url is string => typeof url === 'string' && url !== ''))];
}
