import type { IncomingMessage } from 'http';
import { createServerApi } from '@/api/server';
import type { Api } from '@/api/client';
import { productCanonicalPath, storePath } from '@/domain/catalog/links';
import { categoryPagePath } from '@/domain/listing/homeListing';
import { crawlerContext } from '@/lib/seo/crawlerContext';
import { MAX_ENTRIES_PER_SHARD, type SitemapEntry, type ShardKind } from '@/lib/seo/sitemap';
import { ttlCache } from './ttlCache';

const PAGE_SIZE = 50;
/** Sitemaps are expensive to build and change slowly: keep each for an hour. */
export const cachedSitemapPart = ttlCache(60 * 60_000);

/**
 * Modules with a catalogue (parcel has no stores) and every zone, as the crawler has no location.
 * Sitemaps are cached and served to everyone: they are read with the crawler's context, never the
 * requester's cookies.
 */
export async function sitemapScope(req: IncomingMessage) {
  const api = await createServerApi(req, 'en', crawlerContext());
  const [modules, zones] = await Promise.all([api.config.modules(), api.config.zones()]);
  return {
    modules: modules.filter((module) => module.module_type !== 'parcel'),
    zoneIds: JSON.stringify(zones.map((zone) => zone.id)),
  };
}

async function allStores(api: Api) {
  const stores = [];
  for (let page = 1; stores.length < MAX_ENTRIES_PER_SHARD; page += 1) {
    const result = await api.catalog.stores('all', { limit: PAGE_SIZE, offset: page });
    stores.push(...result.stores);
    if (!result.stores.length || stores.length >= result.total_size) break;
  }
  return stores;
}

/**
 * The pages of one shard: a module's stores, products or categories, each by the canonical path its
 * page names (the same functions build both), so crawlers see one URL per page. Store and product
 * pages find their module and zone from the store or item itself (src/features/store/server.ts,
 * src/features/product/server.ts), so the canonical URL needs no `module_id`; a category's
 * canonical keeps it (categoryPagePath).
 */
export async function shardEntries(
  req: IncomingMessage,
  moduleId: number,
  kind: ShardKind,
): Promise<SitemapEntry[] | null> {
  const { modules, zoneIds } = await sitemapScope(req);
  const selected = modules.find((entry) => entry.id === moduleId);
  if (!selected) return null;
  const api = await createServerApi(req, 'en', crawlerContext({ moduleId, zoneIds }));

  if (kind === 'categories') {
    const categories = await api.catalog.categories();
    return categories.map((category) => ({ path: categoryPagePath(category, selected.id) }));
  }
  const stores = await allStores(api);
  if (kind === 'stores') return stores.map((store) => ({ path: storePath(store) }));
  const entries: SitemapEntry[] = [];
  for (const store of stores) {
    for (let page = 1; entries.length < MAX_ENTRIES_PER_SHARD; page += 1) {
      const result = await api.catalog.storeItems(store.id, { limit: PAGE_SIZE, offset: page });
      for (const item of result.products) entries.push({ path: productCanonicalPath(item) });
      if (!result.products.length || page * PAGE_SIZE >= result.total_size) break;
    }
  }
  return entries.slice(0, MAX_ENTRIES_PER_SHARD);
}
