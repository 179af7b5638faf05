import { and, asc, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { translate } from '../../db/i18n';
import { brands, items } from '../../db/schema';
import { ASSET_FOLDERS } from '../../db/seed/assets';
import { productList, readCriteria } from '../catalog/lists';
import { catalogPage, idOrSlug } from '../catalog/params';
import { itemCountsBy, resolveScope } from '../catalog/scope';
import { iso } from '../format/common';
import { paginated } from '../pagination';
import type { ApiEnv } from '../types';
import { assetUrl } from '../urls';

/** Brands of the ecommerce module (API-CONTENT-3). */
export const brandRoutes = new Hono<ApiEnv>();

/** GET /brand: the module's active brands with their item counts (in the zone when one is sent). */
brandRoutes.get('/', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'optional' });
  const moduleId = scope.module!.id;
  const rows = await scope.db
    .select()
    .from(brands)
    .where(and(eq(brands.module_id, moduleId), eq(brands.status, 1)))
    .orderBy(asc(brands.id));
  const countOf = await itemCountsBy(
    scope,
    items.brand_id,
    rows.map((row) => row.id),
  );
  return c.json(
    rows.map((row) => ({
      id: row.id,
      name: translate(row.translations, scope.locale, 'name', row.name),
      slug: row.slug,
      image: row.image,
      image_full_url: assetUrl(scope.origin, ASSET_FOLDERS.brand, row.image),
      status: row.status,
      module_id: row.module_id,
      items_count: countOf.get(row.id) ?? 0,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    })),
  );
});

/** GET /brand/items/{id|slug}?limit&offset&type: the brand's products. */
brandRoutes.get('/items/:id', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'required' });
  const page = catalogPage(c.var.input, 10);
  const criteria = readCriteria({ ...c.var.input, brand_ids: undefined, brand_id: undefined });
  const ref = idOrSlug(c.req.param('id'));
  const [brand] = ref
    ? await scope.db
        .select({ id: brands.id })
        .from(brands)
        .where(
          and(
            'id' in ref ? eq(brands.id, ref.id) : eq(brands.slug, ref.slug),
            eq(brands.module_id, scope.module!.id),
            eq(brands.status, 1),
          ),
        )
        .limit(1)
    : [];
  if (!brand) return c.json(paginated('products', [], 0, page));
  return c.json(
    await productList(
      scope,
      page,
      { ...criteria, brandIds: [brand.id] },
      { order: [desc(items.order_count)], categories: false },
    ),
  );
});
