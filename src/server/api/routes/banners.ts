import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { translate } from '../../db/i18n';
import { banners, items, stores } from '../../db/schema';
import { ASSET_FOLDERS } from '../../db/seed/assets';
import { runningBasicCampaigns } from '../catalog/campaigns';
import { formatItemHits, queryItems } from '../catalog/items';
import { pathId, query } from '../catalog/params';
import { allOf, resolveScope } from '../catalog/scope';
import { formatStoreHits, queryStores } from '../catalog/stores';
import { iso } from '../format/common';
import type { ApiEnv } from '../types';
import { assetUrl } from '../urls';
import { bool } from '../validation';

/** Home banners (API-CONTENT-1). */
export const bannerRoutes = new Hono<ApiEnv>();

type BannerRow = typeof banners.$inferSelect;

const bannerImage = (origin: string, row: BannerRow) =>
  assetUrl(origin, ASSET_FOLDERS.banner, row.image);

/**
 * GET /banners[?featured=1] (moduleId optional): `{campaigns, banners}` for the zone. Store-wise and
 * item-wise banners embed the full Store / Item; featured requests get no campaigns.
 */
bannerRoutes.get('/', async (c) => {
  const scope = await resolveScope(c, { module: 'optional', zone: 'required' });
  const { featured } = query(c.var.input, { featured: bool().optional() });
  const rows = await scope.db
    .select()
    .from(banners)
    .where(
      allOf([
        eq(banners.status, 1),
        eq(banners.created_by, 'admin'),
        isNull(banners.store_id),
        inArray(banners.zone_id, scope.zoneIds!),
        scope.module ? eq(banners.module_id, scope.module.id) : undefined,
        featured ? eq(banners.featured, 1) : undefined,
      ]),
    )
    .orderBy(asc(banners.id));
  const ids = (type: string) =>
    rows.filter((r) => r.type === type && /^\d+$/.test(r.data ?? '')).map((r) => Number(r.data));
  const storeIds = ids('store_wise');
  const itemIds = ids('item_wise');
  const [storeHits, itemHits, campaigns] = await Promise.all([
    storeIds.length
      ? queryStores(scope, { where: [inArray(stores.id, storeIds)] })
      : Promise.resolve({ hits: [] }),
    itemIds.length
      ? queryItems(scope, { where: [inArray(items.id, itemIds)] })
      : Promise.resolve({ hits: [] }),
    featured ? Promise.resolve([]) : runningBasicCampaigns(scope),
  ]);
  const storeJson = new Map(
    formatStoreHits(scope, storeHits.hits).map((store) => [store.id, store]),
  );
  const itemJson = new Map(formatItemHits(scope, itemHits.hits).map((item) => [item.id, item]));
  return c.json({
    campaigns,
    banners: rows.map((row) => ({
      id: row.id,
      title: translate(row.translations, scope.locale, 'title', row.title),
      type: row.type,
      image: row.image,
      image_full_url: bannerImage(scope.origin, row),
      link: row.type === 'default' ? row.default_link : null,
      zone_id: row.zone_id,
      module_id: row.module_id,
      featured: row.featured,
      store: row.type === 'store_wise' ? (storeJson.get(Number(row.data)) ?? null) : null,
      item: row.type === 'item_wise' ? (itemJson.get(Number(row.data)) ?? null) : null,
    })),
  });
});

/** GET /banners/{store_id}: the store's own banners (raw rows + image_full_url). */
bannerRoutes.get('/:store_id', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'none' });
  const storeId = pathId(c, 'store_id');
  const rows = await scope.db
    .select()
    .from(banners)
    .where(and(eq(banners.store_id, storeId), eq(banners.status, 1)))
    .orderBy(asc(banners.id));
  return c.json(
    rows.map((row) => ({
      id: row.id,
      title: translate(row.translations, scope.locale, 'title', row.title),
      type: row.type,
      image: row.image,
      status: row.status,
      data: row.data ?? String(row.store_id),
      zone_id: row.zone_id,
      module_id: row.module_id,
      featured: row.featured,
      default_link: row.default_link,
      created_by: row.created_by,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      image_full_url: bannerImage(scope.origin, row),
    })),
  );
});
