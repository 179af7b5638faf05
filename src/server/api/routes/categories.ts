import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { items, stores } from '../../db/schema';
import { byPriority } from '../catalog/categories';
import { inCategoriesSql, listItems } from '../catalog/items';
import { productList, readCriteria } from '../catalog/lists';
import {
  catalogPage,
  idList,
  idOrSlug,
  pathId,
  query,
  required,
  typeField,
} from '../catalog/params';
import { allOf, itemScope, resolveScope, type Scope } from '../catalog/scope';
import { listStores, storeCriteriaSql } from '../catalog/stores';
import { formatCategory, formatSlimCategory, type CategoryRow } from '../format/category';
import { paginated } from '../pagination';
import type { ApiContext, ApiEnv } from '../types';
import { bool } from '../validation';

/** Categories (API-CONTENT-2). Category rows come from the reference cache. */
export const categoryRoutes = new Hono<ApiEnv>();

const activeCategories = (scope: Scope) =>
  [...scope.ref.categories.values()]
    .filter((row) => row.status === 1 && (!scope.module || row.module_id === scope.module.id))
    .sort(byPriority);

/** A category of the scope's module by id or slug. */
function findCategory(scope: Scope, raw: string | undefined): CategoryRow | undefined {
  const ref = idOrSlug(raw);
  if (!ref) return undefined;
  const row =
    'id' in ref
      ? scope.ref.categories.get(ref.id)
      : [...scope.ref.categories.values()].find((c) => c.slug === ref.slug);
  if (!row || row.status !== 1 || (scope.module && row.module_id !== scope.module.id))
    return undefined;
  return row;
}

/**
 * GET /categories[?featured=1] (moduleId optional): top-level categories by priority in the 3.5 slim
 * shape with `childes`.
 */
categoryRoutes.get('/', async (c) => {
  const scope = await resolveScope(c, { module: 'optional', zone: 'none' });
  const { featured } = query(c.var.input, { featured: bool().optional() });
  const rows = activeCategories(scope);
  return c.json(
    rows
      .filter((row) => row.parent_id === 0 && (!featured || row.featured === 1))
      .map((row) =>
        formatSlimCategory(
          row,
          rows.filter((child) => child.parent_id === row.id),
          scope.locale,
          scope.origin,
        ),
      ),
  );
});

/** GET /categories/childes/{id}: the sub-categories, each with its `parent`. */
categoryRoutes.get('/childes/:id', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'none' });
  const id = pathId(c, 'id', 'category_id');
  const parent = scope.ref.categories.get(id);
  const rows = activeCategories(scope).filter((row) => row.parent_id === id);
  const parentJson = parent ? formatCategory(parent, scope.locale, scope.origin) : null;
  return c.json(
    rows.map((row) => ({ ...formatCategory(row, scope.locale, scope.origin), parent: parentJson })),
  );
});

/** Category ids of `category_ids` (JSON array, CSV or key[]); 403 when absent. */
function categoryIdsParam(c: ApiContext): number[] {
  const ids = idList(c.var.input.category_ids, 'category_ids');
  if (!ids.length) required('category_ids');
  return ids;
}

/** GET /categories/items/list?category_ids=[..]: products of several categories. */
categoryRoutes.get('/items/list', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'required' });
  const categoryIds = categoryIdsParam(c);
  const page = catalogPage(c.var.input, 10);
  const list = await productList(
    scope,
    page,
    { ...readCriteria({ ...c.var.input, category_ids: undefined }), categoryIds },
    { order: [desc(items.order_count)], categories: false },
  );
  return c.json(list);
});

/** GET /categories/stores/list?category_ids=[..]: stores selling in several categories. */
categoryRoutes.get('/stores/list', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'required' });
  const categoryIds = categoryIdsParam(c);
  const { type } = query(c.var.input, { type: typeField() });
  const page = catalogPage(c.var.input, 10);
  const criteria = storeCriteriaSql(scope, { categoryIds, type });
  const { stores: list, total } = await listStores(scope, {
    ...criteria,
    limit: page.limit,
    skip: page.skip,
  });
  return c.json(paginated('stores', list, total, page));
});

/** GET /categories/featured/items: featured categories and their products. */
categoryRoutes.get('/featured/items', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'required' });
  const page = catalogPage(c.var.input, 10);
  const rows = activeCategories(scope);
  const featured = rows.filter((row) => row.parent_id === 0 && row.featured === 1);
  const list = featured.length
    ? await productList(
        scope,
        page,
        { ...readCriteria(c.var.input), categoryIds: featured.map((row) => row.id) },
        { order: [desc(items.order_count)], categories: false },
      )
    : paginated('products', [], 0, page);
  return c.json({
    ...list,
    categories: featured.map((row) => ({
      ...formatCategory(row, scope.locale, scope.origin),
      childes: rows
        .filter((child) => child.parent_id === row.id)
        .map((child) => formatCategory(child, scope.locale, scope.origin)),
    })),
  });
});

/** GET /categories/popular: top-level categories by the orders of their items in the zone. */
categoryRoutes.get('/popular', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'required' });
  const topId = sql<number>`(select (e->>'id')::int from jsonb_array_elements(${items.category_ids}) e
    where (e->>'position')::int = 1 limit 1)`;
  const rows = await scope.db
    .select({ id: topId, orders: sql<number>`sum(${items.order_count})`.mapWith(Number) })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.store_id))
    .where(allOf(itemScope(scope)))
    .groupBy(topId)
    .orderBy(desc(sql`2`));
  return c.json(
    rows.flatMap((row) => {
      const category = scope.ref.categories.get(Number(row.id));
      return category && category.status === 1
        ? [formatCategory(category, scope.locale, scope.origin)]
        : [];
    }),
  );
});

/** GET /categories/items/{id}/all: every product of the category (and its sub-categories). */
categoryRoutes.get('/items/:id/all', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'required' });
  const category = findCategory(scope, c.req.param('id'));
  if (!category) return c.json([]);
  const { type } = query(c.var.input, { type: typeField() });
  const { products } = await listItems(scope, {
    where: [
      inCategoriesSql([category.id]),
      type === 'veg' ? eq(items.veg, 1) : type === 'non_veg' ? eq(items.veg, 0) : undefined,
    ],
    order: [desc(items.order_count)],
    limit: 200,
  });
  return c.json(products);
});

/** GET /categories/items/{id|slug}?limit&offset&type: products including sub-categories. */
categoryRoutes.get('/items/:id', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'required' });
  const page = catalogPage(c.var.input, 10, true);
  const criteria = readCriteria({
    ...c.var.input,
    category_ids: undefined,
    category_id: undefined,
  });
  const category = findCategory(scope, c.req.param('id'));
  if (!category) return c.json(paginated('products', [], 0, page));
  return c.json(
    await productList(
      scope,
      page,
      { ...criteria, categoryIds: [category.id] },
      { order: [desc(items.order_count)], categories: false },
    ),
  );
});

/** GET /categories/stores/{id|slug}?limit&offset&type: stores selling in the category. */
categoryRoutes.get('/stores/:id', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'required' });
  const page = catalogPage(c.var.input, 10, true);
  const { type } = query(c.var.input, { type: typeField() });
  const category = findCategory(scope, c.req.param('id'));
  if (!category) return c.json(paginated('stores', [], 0, page));
  const { stores: list, total } = await listStores(scope, {
    ...storeCriteriaSql(scope, { categoryIds: [category.id], type }),
    limit: page.limit,
    skip: page.skip,
  });
  return c.json(paginated('stores', list, total, page));
});
