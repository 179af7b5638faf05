import { asc, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { translate } from '../../db/i18n';
import { commonConditions, items } from '../../db/schema';
import { productList, readCriteria } from '../catalog/lists';
import { catalogPage, idOrSlug } from '../catalog/params';
import { itemCountsBy, resolveScope } from '../catalog/scope';
import type { ApiEnv } from '../types';

/** Pharmacy common conditions (API-CONTENT-6). */
export const commonConditionRoutes = new Hono<ApiEnv>();

/** GET /common-condition: active conditions with their item counts (in the zone when sent). */
commonConditionRoutes.get('/', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'optional' });
  const rows = await scope.db
    .select()
    .from(commonConditions)
    .where(eq(commonConditions.status, 1))
    .orderBy(asc(commonConditions.id));
  const countOf = await itemCountsBy(
    scope,
    items.common_condition_id,
    rows.map((row) => row.id),
  );
  return c.json(
    rows.map((row) => ({
      id: row.id,
      name: translate(row.translations, scope.locale, 'name', row.name),
      slug: row.slug,
      status: row.status,
      items_count: countOf.get(row.id) ?? 0,
    })),
  );
});

/** GET /common-condition/list: [{id, name}]. */
commonConditionRoutes.get('/list', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'none' });
  const rows = await scope.db
    .select()
    .from(commonConditions)
    .where(eq(commonConditions.status, 1))
    .orderBy(asc(commonConditions.id));
  return c.json(
    rows.map((row) => ({
      id: row.id,
      name: translate(row.translations, scope.locale, 'name', row.name),
    })),
  );
});

/** GET /common-condition/items/{id|slug}?limit&offset: the condition's products. */
commonConditionRoutes.get('/items/:id', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'required' });
  const page = catalogPage(c.var.input, 10);
  const criteria = readCriteria(c.var.input);
  const ref = idOrSlug(c.req.param('id'));
  const [row] = ref
    ? await scope.db
        .select({ id: commonConditions.id })
        .from(commonConditions)
        .where('id' in ref ? eq(commonConditions.id, ref.id) : eq(commonConditions.slug, ref.slug))
        .limit(1)
    : [];
  return c.json(
    await productList(scope, page, criteria, {
      where: [eq(items.common_condition_id, row?.id ?? 0)],
      order: [desc(items.order_count)],
      categories: false,
    }),
  );
});
