import type { IncomingMessage } from 'http';
import { createServerApi } from '@/api/server';
import type { Api } from '@/api/client';
import { moduleShareQuery } from '@/domain/links';
import type { SitemapEntry, ShardKind } from '@/lib/seo/sitemap';
import { ttlCache } from './ttlCache';

const PAGE_SIZE = 50;
/** A shard holds at most 50,000 URLs (sitemaps.org). */
const MAX_URLS = 50_000;
/** Sitemaps are expensive to build and change slowly: keep each for an hour. */
export const cachedSitemapPart = ttlCache(60 * 60_000);

/** Modules with a catalogue (parcel has no stores) and every zone, as the crawler has no location. */
export async function sitemapScope(req: IncomingMessage) {
  const api = await createServerApi(req, 'en');
  const [modules, zones] = await Promise.all([api.config.modules(), api.config.zones()]);
  return {
    modules: modules.filter((module) => module.module_type !== 'parcel'),
    zoneIds: JSON.stringify(zones.map((zone) => zone.id)),
  };
}

async function allStores(api: Api) {
  const stores = [];
  for (let page = 1; stores.length < MAX_URLS; page += 1) {
    const result = await api.catalog.stores('all', { limit: PAGE_SIZE, offset: page });
    stores.push(...result.stores);
    if (!result.stores.length || stores.length >= result.total_size) break;
  }
  return stores;
}

/** The URLs of one shard: a module's stores, products or categories. */
export async function shardEntries(
  req: IncomingMessage,
  moduleId: number,
  kind: ShardKind,
): Promise<SitemapEntry[] | null> {
  const { modules, zoneIds } = await sitemapScope(req);
  const selected = modules.find((entry) => entry.id === moduleId);
  if (!selected) return null;
  const api = await createServerApi(req, 'en', { moduleId, zoneIds });
  const query = moduleShareQuery(selected.id);

  if (kind === 'categories') {
    const categories = await api.catalog.categories();
    return categories.map((category) => ({
      path: `/category/${category.slug || category.id}?${query}`,
    }));
  }
  const stores = await allStores(api);
  if (kind === 'stores') {
    return stores.map((store) => ({
      path: `/store/${store.slug || store.id}?${query}&store_zone_id=${store.zone_id ?? ''}`,
    }));
  }
  const entries: SitemapEntry[] = [];
  for (const store of stores) {
    for (let page = 1; entries.length < MAX_URLS; page += 1) {
      const result = await api.catalog.storeItems(store.id, { limit: PAGE_SIZE, offset: page });
      for (const item of result.products) {
        entries.push({ path: `/product/${item.slug || item.id}?${query}` });
      }
      if (!result.products.length || page * PAGE_SIZE >= result.total_size) break;
    }
  }
  return entries;
}
