import { and, desc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { translate } from '../../db/i18n';
import { itemCampaigns, items, reviews, stores, storeDiscounts, users } from '../../db/schema';
import { ASSET_FOLDERS } from '../../db/seed/assets';
import { storeMenuCategories } from '../catalog/categories';
import { productList, readCriteria } from '../catalog/lists';
import {
  formatItemHits,
  itemCriteriaSql,
  itemStoreColumns,
  listItems,
  queryItems,
  type ItemHit,
  type ReviewJsonRow,
} from '../catalog/items';
import {
  catalogPage,
  idField,
  idOrSlug,
  pathId,
  query,
  required,
  textField,
  typeField,
  type IdOrSlug,
} from '../catalog/params';
import { allOf, resolveScope, type Scope } from '../catalog/scope';
import { storeDetails, storeDetailsOf } from '../catalog/store-details';
import { activeDiscountOn, listStores, storeSearchSql, storeStats } from '../catalog/stores';
import { ApiError } from '../errors';
import { campaignAsItem } from '../format/item';
import { formatReview, type ReviewRow } from '../format/review';
import { paginated } from '../pagination';
import type { ApiContext, ApiEnv } from '../types';
import { assetUrl } from '../urls';
import { bool } from '../validation';

/** Items (API-ITEMS-1). */
export const itemRoutes = new Hono<ApiEnv>();

/** The public name lists (`/item/get-*-name-list`). */
export const itemNameRoutes = new Hono<ApiEnv>();

const scoped = (c: ApiContext) => resolveScope(c, { module: 'required', zone: 'required' });

/** A visible store (module-wide) named by id or slug, or undefined. */
async function menuStore(scope: Scope, ref: IdOrSlug | null) {
  if (!ref) return undefined;
  const [row] = await scope.db
    .select({ id: stores.id })
    .from(stores)
    .where(
      allOf([
        'id' in ref ? eq(stores.id, ref.id) : eq(stores.slug, ref.slug),
        eq(stores.status, 1),
        scope.module ? eq(stores.module_id, scope.module.id) : undefined,
      ]),
    )
    .limit(1);
  return row;
}

/**
 * GET /items/latest: the store menu. store_id (id or slug) and category_id (0 = all, CSV) and
 * limit/offset are required; `categories` are the store's menu tabs.
 */
itemRoutes.get('/latest', async (c) => {
  const scope = await scoped(c);
  const input = c.var.input;
  if (input.store_id === undefined) required('store_id');
  if (input.category_id === undefined) required('category_id');
  const { store_id } = query(input, { store_id: textField() });
  const page = catalogPage(input, 10, true);
  const criteria = readCriteria({ ...input, store_id: undefined });
  const store = await menuStore(scope, idOrSlug(store_id));
  if (!store) return c.json({ ...paginated('products', [], 0, page), categories: [] });
  const list = await productList(
    scope,
    page,
    { ...criteria, storeId: store.id },
    { order: [desc(items.created_at)], categories: false },
  );
  const menuIds = storeStats(scope, store.id).category_ids;
  return c.json({ ...list, categories: storeMenuCategories(scope, menuIds) });
});

/** GET /items/new-arrival: the newest items (limit 50). */
itemRoutes.get('/new-arrival', async (c) => {
  const scope = await scoped(c);
  const page = catalogPage(c.var.input, 50);
  return c.json(
    await productList(scope, page, readCriteria(c.var.input), { order: [desc(items.created_at)] }),
  );
});

/** GET /items/popular: by order count (limit 25). */
itemRoutes.get('/popular', async (c) => {
  const scope = await scoped(c);
  const page = catalogPage(c.var.input, 25);
  return c.json(
    await productList(scope, page, readCriteria(c.var.input), {
      order: [desc(items.order_count)],
    }),
  );
});

/** GET /items/most-reviewed: rated items by rating count (limit 25). */
itemRoutes.get('/most-reviewed', async (c) => {
  const scope = await scoped(c);
  const page = catalogPage(c.var.input, 25);
  return c.json(
    await productList(scope, page, readCriteria(c.var.input), {
      where: [gt(items.rating_count, 0)],
      order: [desc(items.rating_count), desc(items.avg_rating)],
    }),
  );
});

/** GET /items/discounted: items with an own, store or flash-sale discount (limit 25). */
itemRoutes.get('/discounted', async (c) => {
  const scope = await scoped(c);
  const page = catalogPage(c.var.input, 25);
  const criteria = readCriteria(c.var.input);
  criteria.filters?.add('discounted');
  return c.json(
    await productList(scope, page, criteria, {
      order: [desc(items.discount), desc(items.order_count)],
    }),
  );
});

/** Orderings of items/recommended's `filter`. */
const RECOMMENDED_ORDER: Record<string, SQL[]> = {
  all: [desc(items.order_count)],
  new_arrival: [desc(items.created_at)],
  top_rated: [desc(items.avg_rating), desc(items.rating_count)],
  best_selling: [desc(items.order_count)],
};

/**
 * `{total_size, limit, offset, items}` where total_size counts the returned page (API-CORE-4 quirk).
 * Paginated only when both limit and offset are given; otherwise up to 50.
 */
async function pageCountedList(
  c: ApiContext,
  scope: Scope,
  where: (SQL | undefined)[],
  order: SQL[],
) {
  const input = c.var.input;
  const both = input.limit !== undefined && input.offset !== undefined;
  const page = catalogPage(input, 50);
  const { products } = await listItems(scope, {
    where,
    order,
    limit: both ? page.limit : 50,
    skip: both ? page.skip : 0,
  });
  return c.json({
    total_size: products.length,
    limit: input.limit ?? null,
    offset: input.offset ?? null,
    items: products,
  });
}

/** GET /items/recommended?store_id&filter=all|new_arrival|top_rated|best_selling. */
itemRoutes.get('/recommended', async (c) => {
  const scope = await scoped(c);
  const params = query(c.var.input, {
    store_id: idField().optional(),
    filter: z.enum(['all', 'new_arrival', 'top_rated', 'best_selling']).optional(),
    type: typeField(),
  });
  const type = itemCriteriaSql(scope, { type: params.type });
  return pageCountedList(
    c,
    scope,
    [
      eq(items.recommended, 1),
      params.store_id ? eq(items.store_id, params.store_id) : undefined,
      ...type.where,
    ],
    RECOMMENDED_ORDER[params.filter ?? 'all'],
  );
});

/** GET /items/suggested?store_id: cart upsell from the same store (best sellers). */
itemRoutes.get('/suggested', async (c) => {
  const scope = await scoped(c);
  const params = query(c.var.input, {
    store_id: idField(),
    recommended: bool().optional(),
  });
  return pageCountedList(
    c,
    scope,
    [
      eq(items.store_id, params.store_id),
      params.recommended ? eq(items.recommended, 1) : undefined,
    ],
    [desc(items.order_count)],
  );
});

/** GET /items/basic: pharmacy basics (limit and offset required). */
itemRoutes.get('/basic', async (c) => {
  const scope = await scoped(c);
  const page = catalogPage(c.var.input, 10, true);
  return c.json(
    await productList(scope, page, readCriteria(c.var.input), {
      where: [eq(items.is_basic, 1)],
      order: [desc(items.order_count)],
    }),
  );
});

/** GET /items/search?name: name words (any locale), tags, category, generic name, brand, condition. */
itemRoutes.get('/search', async (c) => {
  const scope = await scoped(c);
  const { name } = query(c.var.input, { name: textField() });
  const page = catalogPage(c.var.input, 10);
  return c.json(
    await productList(
      scope,
      page,
      { ...readCriteria(c.var.input), search: name },
      {
        order: [desc(items.order_count)],
      },
    ),
  );
});

/** GET /items/search-suggestion?name: light item names for the search box. */
itemRoutes.get('/search-suggestion', async (c) => {
  const scope = await scoped(c);
  const { name } = query(c.var.input, { name: textField() });
  const page = catalogPage(c.var.input, 10);
  const pieces = itemCriteriaSql(scope, { search: name });
  const { hits, total } = await queryItems(scope, {
    where: pieces.where,
    order: [...pieces.order, desc(items.order_count)],
    limit: page.limit,
    skip: page.skip,
  });
  return c.json(
    paginated(
      'products',
      hits.map((hit) => slimItem(scope, hit)),
      total,
      page,
    ),
  );
});

function slimItem(scope: Scope, hit: ItemHit) {
  const { item } = hit;
  return {
    id: item.id,
    name: translate(item.translations, scope.locale, 'name', item.name),
    slug: item.slug,
    image: item.image,
    image_full_url: assetUrl(scope.origin, ASSET_FOLDERS.item, item.image),
    price: item.price,
    store_id: item.store_id,
    module_id: item.module_id,
    store_name: hit.store
      ? translate(hit.store.translations, scope.locale, 'name', hit.store.name)
      : null,
  };
}

/**
 * GET /items/item-or-store-search?name: suggestions for the search box, up to 50 items and 50
 * stores. Needs the latitude/longitude headers (403 `longitude-latitude`).
 */
itemRoutes.get('/item-or-store-search', async (c) => {
  const scope = await scoped(c);
  const { name } = query(c.var.input, { name: textField() });
  if (!scope.hasPosition)
    throw ApiError.of(403, 'longitude-latitude', 'Longitude and latitude are required.');
  const pieces = itemCriteriaSql(scope, { search: name });
  const [found, storeList] = await Promise.all([
    queryItems(scope, {
      where: pieces.where,
      order: [...pieces.order, desc(items.order_count)],
      limit: 50,
    }),
    listStores(scope, { where: [storeSearchSql(name)], limit: 50 }),
  ]);
  return c.json({
    items: found.hits.map((hit) => slimItem(scope, hit)),
    stores: storeList.stores.map((store) => ({
      id: store.id,
      name: store.name,
      slug: store.slug,
      logo: store.logo,
      logo_full_url: store.logo_full_url,
      module_id: store.module_id,
      zone_id: store.zone_id,
      open: store.open,
      active: store.active,
      distance: store.distance,
    })),
  });
});

/** GET /items/get-products?data_type=searched|discounted|new|category. */
itemRoutes.get('/get-products', async (c) => {
  const scope = await scoped(c);
  const input = c.var.input;
  const params = query(input, {
    data_type: z.enum(['searched', 'discounted', 'new', 'category', 'all', 'popular']).optional(),
    name: textField().optional(),
  });
  const criteria = readCriteria(input);
  if (params.data_type === 'searched') {
    if (!params.name) required('name');
    criteria.search = params.name;
  }
  if (params.data_type === 'category' && !criteria.categoryIds?.length) required('category_ids');
  if (params.data_type === 'discounted') criteria.filters?.add('discounted');
  const order = params.data_type === 'new' ? [desc(items.created_at)] : [desc(items.order_count)];
  return c.json(await productList(scope, catalogPage(input, 10), criteria, { order }));
});

/** A review read back from JSON as a row plus its author. */
function reviewFromJson(row: ReviewJsonRow) {
  const review = {
    ...row,
    created_at: new Date(String(row.created_at)),
    updated_at: new Date(String(row.updated_at)),
  } as unknown as ReviewRow;
  const user =
    row.user_id !== null
      ? { id: row.user_id, f_name: row.u_f_name, l_name: row.u_l_name, image: row.u_image }
      : undefined;
  return { review, user };
}

/** Full item formatting of one hit plus the details-only fields and the store page. */
async function itemDetails(scope: Scope, hit: ItemHit) {
  const [item] = formatItemHits(scope, [hit], { translations: true });
  // Regular items carry their store page; campaign items look it up.
  const store = hit.storeHit
    ? storeDetailsOf(scope, hit.storeHit)
    : await storeDetails(scope, { id: hit.item.store_id });
  const source = hit.item;
  return {
    ...item,
    module: store?.module ?? null,
    store_details: store ?? null,
    whislists_count: hit.wishlists ?? 0,
    tags: source.tags.map((tag, i) => ({ id: i + 1, tag })),
    nutritions: source.nutritions.map((nutrition, i) => ({ id: i + 1, nutrition })),
    allergies: source.allergies.map((allergy, i) => ({ id: i + 1, allergy })),
    reviews: (hit.reviews ?? []).map((row) => {
      const { review, user } = reviewFromJson(row);
      return formatReview(review, user, scope.origin);
    }),
  };
}

/** A campaign item by id or slug in the module (running or not: the page explains the dates). */
async function campaignHit(scope: Scope, ref: IdOrSlug): Promise<ItemHit | undefined> {
  const [row] = await scope.db
    .select({
      item: itemCampaigns,
      store: itemStoreColumns,
      discount: storeDiscounts,
    })
    .from(itemCampaigns)
    .innerJoin(stores, eq(stores.id, itemCampaigns.store_id))
    .leftJoin(storeDiscounts, activeDiscountOn(scope.now))
    .where(
      allOf([
        'id' in ref ? eq(itemCampaigns.id, ref.id) : eq(itemCampaigns.slug, ref.slug),
        eq(itemCampaigns.status, 1),
        eq(stores.status, 1),
        scope.module ? eq(itemCampaigns.module_id, scope.module.id) : undefined,
      ]),
    )
    .limit(1);
  return row ? { ...row, item: campaignAsItem(row.item), flash: null } : undefined;
}

const productNotFound = () =>
  new ApiError(404, { errors: { code: 'product-001', message: 'Product not found!' } });

/**
 * GET /items/details/{id|slug} (moduleId required; the item must be in that module). `campaign=1` or
 * `product_type=campaign` looks up a campaign item. Not found: 404 with `errors` as an object (API-CORE-2).
 */
itemRoutes.get('/details/:id', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'optional' });
  // `campaign=1` (Flutter) or `product_type=campaign` (the React storefront's product route).
  const params = query(c.var.input, {
    campaign: bool().optional(),
    product_type: z.enum(['item', 'campaign']).optional(),
  });
  const campaign = params.campaign || params.product_type === 'campaign';
  const ref = idOrSlug(c.req.param('id'));
  if (!ref) throw productNotFound();
  let hit: ItemHit | undefined;
  if (campaign) hit = await campaignHit(scope, ref);
  else {
    const { hits } = await queryItems(scope, {
      unscoped: true,
      details: true,
      where: [
        'id' in ref ? eq(items.id, ref.id) : eq(items.slug, ref.slug),
        eq(items.status, 1),
        eq(stores.status, 1),
        eq(items.module_id, scope.module!.id),
      ],
      limit: 1,
    });
    hit = hits[0];
  }
  if (!hit) throw productNotFound();
  return c.json(await itemDetails(scope, hit));
});

/** The item row behind a related-items call, or a 404. */
async function itemOr404(scope: Scope, id: number) {
  const [row] = await scope.db
    .select({ id: items.id, category_id: items.category_id, store_id: items.store_id })
    .from(items)
    .where(and(eq(items.id, id), eq(items.module_id, scope.module!.id)))
    .limit(1);
  if (!row) throw ApiError.of(404, 'product-001', 'Product not found!');
  return row;
}

/** GET /items/related-items/{id}: up to 10 items of the same category. */
itemRoutes.get('/related-items/:id', async (c) => {
  const scope = await scoped(c);
  const source = await itemOr404(scope, pathId(c, 'id', 'item_id'));
  const { products } = await listItems(scope, {
    where: [
      source.category_id === null ? sql`false` : eq(items.category_id, source.category_id),
      sql`${items.id} <> ${source.id}`,
    ],
    order: [desc(items.order_count)],
    limit: 10,
  });
  return c.json(products);
});

/** GET /items/related-store-items/{id}: up to 10 other items of the same store. */
itemRoutes.get('/related-store-items/:id', async (c) => {
  const scope = await scoped(c);
  const source = await itemOr404(scope, pathId(c, 'id', 'item_id'));
  const { products } = await listItems(scope, {
    where: [eq(items.store_id, source.store_id), sql`${items.id} <> ${source.id}`],
    order: [desc(items.order_count)],
    limit: 10,
  });
  return c.json(products);
});

/** Active reviews of an item (for a page past the end, which has no row to carry the count). */
async function reviewCount(scope: Scope, itemId: number) {
  const [row] = await scope.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(reviews)
    .where(and(eq(reviews.item_id, itemId), eq(reviews.status, 1)));
  return row?.n ?? 0;
}

/** GET /items/reviews/{id}: `{total_size, limit, offset, reviews}` newest first. */
itemRoutes.get('/reviews/:id', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'optional' });
  const itemId = pathId(c, 'id', 'item_id');
  const page = catalogPage(c.var.input, 25);
  const rows = await scope.db
    .select({
      review: reviews,
      user: { id: users.id, f_name: users.f_name, l_name: users.l_name, image: users.image },
      item_name: items.name,
      item_translations: items.translations,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(reviews)
    .innerJoin(items, eq(items.id, reviews.item_id))
    .leftJoin(users, eq(users.id, reviews.user_id))
    .where(and(eq(reviews.item_id, itemId), eq(reviews.status, 1)))
    .orderBy(desc(reviews.created_at), desc(reviews.id))
    .limit(page.limit)
    .offset(page.skip);
  return c.json(
    paginated(
      'reviews',
      rows.map((r) => ({
        ...formatReview(r.review, r.user ?? undefined, scope.origin),
        item_name: translate(r.item_translations, scope.locale, 'name', r.item_name),
      })),
      rows[0]?.total ?? (page.skip ? await reviewCount(scope, itemId) : 0),
      page,
    ),
  );
});

/** GET /items/rating/{id}: the average rating as a bare number. */
itemRoutes.get('/rating/:id', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'optional' });
  const [row] = await scope.db
    .select({ avg: items.avg_rating })
    .from(items)
    .where(eq(items.id, pathId(c, 'id', 'item_id')))
    .limit(1);
  if (!row) throw ApiError.of(404, 'product-001', 'Product not found!');
  return c.json(Math.round(Number(row.avg) * 100) / 100);
});

/** GET /items/common-conditions?store_id: pharmacy items linked to a common condition. */
itemRoutes.get('/common-conditions', async (c) => {
  const scope = await scoped(c);
  const page = catalogPage(c.var.input, 10);
  return c.json(
    await productList(scope, page, readCriteria(c.var.input), {
      where: [isNotNull(items.common_condition_id)],
      order: [desc(items.order_count)],
      categories: false,
    }),
  );
});

/** Distinct strings of a jsonb string-array column over active items, sorted. */
function nameList(column: 'generic_name' | 'allergies' | 'nutritions') {
  return async (c: ApiContext) => {
    const db = await c.var.deps.getDb();
    const rows = await db
      .selectDistinct({ name: sql<string>`jsonb_array_elements_text(${items[column]})` })
      .from(items)
      .where(eq(items.status, 1));
    return c.json(rows.map((r) => r.name).sort((a, b) => a.localeCompare(b)));
  };
}

itemNameRoutes.get('/get-generic-name-list', nameList('generic_name'));
itemNameRoutes.get('/get-allergy-name-list', nameList('allergies'));
itemNameRoutes.get('/get-nutrition-name-list', nameList('nutritions'));
