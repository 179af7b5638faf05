import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { Hono } from 'hono';
import { translate } from '../../db/i18n';
import { advertisements, stores } from '../../db/schema';
import { ASSET_FOLDERS } from '../../db/seed/assets';
import { resolveScope } from '../catalog/scope';
import { formatStoreHits, queryStores, storeStats } from '../catalog/stores';
import { iso } from '../format/common';
import type { ApiEnv } from '../types';
import { assetUrl } from '../urls';

/** GET /advertisement/list: approved, running store and video promotions of visible stores. */
export const advertisementRoutes = new Hono<ApiEnv>();

advertisementRoutes.get('/list', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'required' });
  const rows = await scope.db
    .select()
    .from(advertisements)
    .where(
      and(
        eq(advertisements.module_id, scope.module!.id),
        eq(advertisements.status, 'approved'),
        eq(advertisements.active, 1),
        lte(advertisements.start_date, scope.now.date),
        gte(advertisements.end_date, scope.now.date),
      ),
    )
    .orderBy(asc(advertisements.priority), asc(advertisements.id));
  const storeIds = [...new Set(rows.map((row) => row.store_id))];
  const { hits } = storeIds.length
    ? await queryStores(scope, { where: [inArray(stores.id, storeIds)] })
    : { hits: [] };
  const storeJson = new Map(formatStoreHits(scope, hits).map((store) => [store.id, store]));
  const url = (file: string | null) => assetUrl(scope.origin, ASSET_FOLDERS.advertisement, file);
  return c.json(
    rows.flatMap((row) => {
      const store = storeJson.get(row.store_id);
      if (!store) return []; // the store is not visible in this zone
      return [
        {
          id: row.id,
          store_id: row.store_id,
          module_id: row.module_id,
          add_type: row.add_type,
          title: translate(row.translations, scope.locale, 'title', row.title),
          description: translate(row.translations, scope.locale, 'description', row.description),
          start_date: row.start_date,
          end_date: row.end_date,
          cover_image: row.cover_image,
          profile_image: row.profile_image,
          video_attachment: row.video_attachment,
          cover_image_full_url: url(row.cover_image),
          profile_image_full_url: url(row.profile_image),
          video_attachment_full_url: url(row.video_attachment),
          priority: row.priority,
          is_rating_active: row.is_rating_active,
          is_review_active: row.is_review_active,
          status: row.status,
          active: row.active,
          created_at: iso(row.created_at),
          updated_at: iso(row.updated_at),
          store,
          reviews_comments_count: storeStats(scope, row.store_id).comments,
          average_rating: store.avg_rating,
        },
      ];
    }),
  );
});
