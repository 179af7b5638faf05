import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { translate } from '../../db/i18n';
import { otherBanners, parcelCategories } from '../../db/schema';
import { ASSET_FOLDERS } from '../../db/seed/assets';
import { resolveScope } from '../catalog/scope';
import { iso } from '../format/common';
import type { ApiContext, ApiEnv } from '../types';
import { assetUrl } from '../urls';

/** GET /parcel-category: the module's active parcel categories. */
export const parcelCategoryRoutes = new Hono<ApiEnv>();

parcelCategoryRoutes.get('/', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'none' });
  const rows = await scope.db
    .select()
    .from(parcelCategories)
    .where(and(eq(parcelCategories.module_id, scope.module!.id), eq(parcelCategories.status, 1)))
    .orderBy(asc(parcelCategories.id));
  return c.json(
    rows.map((row) => ({
      id: row.id,
      image: row.image,
      image_full_url: assetUrl(scope.origin, ASSET_FOLDERS.parcel_category, row.image),
      name: translate(row.translations, scope.locale, 'name', row.name),
      description: translate(row.translations, scope.locale, 'description', row.description),
      status: row.status,
      orders_count: row.orders_count,
      module_id: row.module_id,
      parcel_per_km_shipping_charge: row.parcel_per_km_shipping_charge,
      parcel_minimum_shipping_charge: row.parcel_minimum_shipping_charge,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    })),
  );
});

/** Per-module banners and content blocks ("other banners", API-CONTENT-7). */
export const otherBannerRoutes = new Hono<ApiEnv>();

type OtherBannerRow = typeof otherBanners.$inferSelect;

const bannerUrl = (origin: string, file: unknown) =>
  assetUrl(origin, ASSET_FOLDERS.banner, typeof file === 'string' ? file : null);

async function rowsOf(c: ApiContext, keys?: string[]) {
  const scope = await resolveScope(c, { module: 'required', zone: 'none' });
  const rows = await scope.db
    .select()
    .from(otherBanners)
    .where(and(eq(otherBanners.module_id, scope.module!.id), eq(otherBanners.status, 1)))
    .orderBy(asc(otherBanners.position), asc(otherBanners.id));
  return { scope, rows: keys ? rows.filter((row) => keys.includes(row.key)) : rows };
}

function bannerEntry(row: OtherBannerRow, locale: string, origin: string) {
  return {
    id: row.id,
    module_id: row.module_id,
    key: row.key,
    value: row.value,
    value_full_url: bannerUrl(origin, row.value),
    image: row.value,
    image_full_url: bannerUrl(origin, row.value),
    title: translate(row.translations, locale, 'title', row.title),
    short_description: translate(
      row.translations,
      locale,
      'short_description',
      row.short_description,
    ),
    status: row.status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/**
 * GET /other-banners: parcel modules get `{banners}`; others a flat map of banner keys to file names
 * plus `<key>_full_url`; `{}` when nothing is configured.
 */
otherBannerRoutes.get('/', async (c) => {
  const { scope, rows } = await rowsOf(c);
  if (scope.module!.module_type === 'parcel') {
    return c.json({
      banners: rows
        .filter((row) => row.key === 'parcel_banner')
        .map((row) => bannerEntry(row, scope.locale, scope.origin)),
    });
  }
  const out: Record<string, string | null> = {};
  for (const row of rows) {
    if (row.key === 'why_choose' || row.key === 'video_content' || row.key === 'parcel_banner')
      continue;
    out[row.key] = row.value;
    out[`${row.key}_full_url`] = bannerUrl(scope.origin, row.value);
  }
  // The storefront spec also reads promotional_banner_url.
  if ('promotional_banner' in out) out.promotional_banner_url = out.promotional_banner_full_url;
  return c.json(out);
});

/** GET /other-banners/video-content: the "how it works" section, localised; `{}` when none. */
otherBannerRoutes.get('/video-content', async (c) => {
  const { scope, rows } = await rowsOf(c, ['video_content']);
  const row = rows[0];
  if (!row?.data) return c.json({});
  const data = row.data;
  const locales = (data.locales ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const local = locales[scope.locale] ?? {};
  const pick = (key: string) => (local[key] ?? data[key] ?? null) as unknown;
  return c.json({
    section_title: pick('section_title'),
    banner_type: data.banner_type ?? null,
    banner_video: data.banner_video ?? null,
    banner_video_full_url: bannerUrl(scope.origin, data.banner_video),
    banner_image: data.banner_image ?? null,
    banner_image_full_url: bannerUrl(scope.origin, data.banner_image),
    banner_video_content: data.banner_video_content ?? null,
    banner_video_content_full_url: bannerUrl(scope.origin, data.banner_video_content),
    banner_contents: Array.isArray(pick('banner_contents')) ? pick('banner_contents') : [],
  });
});

/** GET /other-banners/why-choose: `{banners}` with title and short description. */
otherBannerRoutes.get('/why-choose', async (c) => {
  const { scope, rows } = await rowsOf(c, ['why_choose']);
  return c.json({ banners: rows.map((row) => bannerEntry(row, scope.locale, scope.origin)) });
});
