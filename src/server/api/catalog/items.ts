import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { localized } from '../../db/i18n';
import {
  brands,
  categories,
  commonConditions,
  flashSaleItems,
  flashSales,
  items,
  reviews,
  stores,
  storeDiscounts,
  users,
  wishlists,
} from '../../db/schema';
import type { CategoryRow } from '../format/category';
import {
  formatItem,
  type FlashTerms,
  type ItemJson,
  type ItemSource,
  type ItemStore,
} from '../format/item';
import type { StoreDiscountRow, StoreRow } from '../format/store';
import type { LocalNow } from './clock';
import { storeDistanceSql } from './geo';
import { revive, reviveOptional, rowJson } from './json-rows';
import { likeEscape, searchWords } from './params';
import { allOf, itemScope, outer, type Scope } from './scope';
import { activeDiscountOn, couponsSql, storeOpenSql, type StoreHit } from './stores';

/** The store columns item lists carry (as one JSON object: see json-rows.ts). */
export const itemStoreJson = sql<ItemStore>`json_build_object('id', ${stores.id}, 'name', ${stores.name},
  'translations', ${stores.translations}, 'zone_id', ${stores.zone_id}, 'module_id', ${stores.module_id},
  'schedule_order', ${stores.schedule_order}, 'delivery_time', ${stores.delivery_time},
  'free_delivery', ${stores.free_delivery}, 'halal_tag_status', ${stores.halal_tag_status})`;

/** The same store columns for drizzle-typed selections. */
export const itemStoreColumns = {
  id: stores.id,
  name: stores.name,
  translations: stores.translations,
  zone_id: stores.zone_id,
  module_id: stores.module_id,
  schedule_order: stores.schedule_order,
  delivery_time: stores.delivery_time,
  free_delivery: stores.free_delivery,
  halal_tag_status: stores.halal_tag_status,
};

/** FROM/WHERE of the running flash-sale line of the current item (published, in its window, in stock). */
function flashFrom(now: LocalNow): SQL {
  const at = sql`${now.instant.toISOString()}::timestamptz`;
  return sql`from ${flashSaleItems} fsi join ${flashSales} fs on fs.id = fsi.flash_sale_id
    where fsi.item_id = ${outer(items.id)} and fsi.status = 1 and fsi.available_stock > 0
      and fs.status = 1 and fs.is_publish = 1 and fs.start_date <= ${at} and fs.end_date >= ${at}`;
}

export const flashTermsSql = (now: LocalNow) =>
  sql<FlashTerms | null>`(select json_build_object('id', fsi.id, 'flash_sale_id', fsi.flash_sale_id,
    'discount', fsi.discount::float8, 'discount_type', fsi.discount_type, 'available_stock', fsi.available_stock,
    'admin_discount_percentage', fs.admin_discount_percentage::float8,
    'vendor_discount_percentage', fs.vendor_discount_percentage::float8)
    ${flashFrom(now)} order by fs.start_date desc, fsi.id limit 1)`;

export const inFlashSaleSql = (now: LocalNow) => sql`exists (select 1 ${flashFrom(now)})`;

/** A JSON array column, or an empty array when it holds something else (food_variations may be ''). */
const jsonArray = (value: SQL) =>
  sql`(case when jsonb_typeof(${value}) = 'array' then ${value} else '[]'::jsonb end)`;

/** A JSON value as a number the way JavaScript's Number() reads a price (null when it is not one). */
const jsonNumber = (value: SQL) =>
  sql`(case when jsonb_typeof(${value}) = 'number' then (${value} #>> '{}')::numeric
    when (${value} #>> '{}') ~ '^\s*[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)\s*$' then trim(${value} #>> '{}')::numeric end)`;

/**
 * The price before discount an item card starts at (src/domain/catalog/pricing.ts `priceRange().min`):
 * the cheapest variation price; otherwise the base price plus the cheapest choices of each required
 * food option group (option prices read as integers; a multi group takes its `min` choices).
 */
function startPriceSql(): SQL {
  const i = (column: AnyPgColumn) => outer(column);
  const optionPrice = sql`(case when jsonb_typeof(o.value->'optionPrice') = 'number'
    then (o.value->>'optionPrice')::numeric
    else coalesce(substring(o.value->>'optionPrice' from '^\s*([+-]?[0-9]+)')::numeric, 0) end)`;
  const choices = sql`(case when g.value->>'type' = 'multi'
    then greatest(floor(coalesce(${jsonNumber(sql`g.value->'min'`)}, 1)), 1) else 1 end)`;
  const required = sql`(select coalesce(sum(pick.total), 0) from jsonb_array_elements(${jsonArray(i(items.food_variations))}) g
    cross join lateral (select coalesce(sum(cheap.p), 0) as total from (select ${optionPrice} as p
      from jsonb_array_elements(${jsonArray(sql`g.value->'values'`)}) o order by 1 limit ${choices}) cheap) pick
    where g.value->>'required' = 'on')`;
  const variation = sql`(select min(${jsonNumber(sql`v.value->'price'`)}) from jsonb_array_elements(${jsonArray(i(items.variations))}) v)`;
  return sql`coalesce(${variation}, ${i(items.price)} + ${required})`;
}

/**
 * The price an item card shows first (src/domain/catalog/pricing.ts `discountedRange().min`): the
 * starting price after the discount the storefront applies. A running flash sale gives its own
 * discount (API-ITEMS-3; the store discount is then 0); otherwise the store's running percentage
 * when above 0 (R-ITEM-6: store_discount first), otherwise the item's own
 * discount (percent or amount). Percentages are capped at 100 and the price never goes below 0.
 * Needs `store_discounts` joined on the running discount (as every item query does).
 */
export function shownPriceSql(now: LocalNow): SQL {
  const off = (value: SQL, type: SQL) =>
    sql`(case when ${value} <= 0 then 0 when ${type} = 'amount' then ${value}
      else base.v * least(${value}, 100) / 100 end)`;
  const store = outer(storeDiscounts.discount);
  return sql`(select greatest(0, base.v - case
      when sale.d is not null then ${off(sql`sale.d`, sql`sale.t`)}
      when ${outer(storeDiscounts.discount_type)} = 'percent' and ${store} > 0
        then base.v * least(${store}, 100) / 100
      else ${off(outer(items.discount), outer(items.discount_type))}
    end)
    from (select greatest(0, ${startPriceSql()}) as v) base
    left join lateral (select fsi.discount as d, fsi.discount_type as t ${flashFrom(now)}
      order by fs.start_date desc, fsi.id limit 1) sale on true)`;
}

/** Whether the item's daily availability window covers the local time (wraps past midnight). */
export function availableNowSql(now: LocalNow): SQL {
  const t = sql`${now.time}::time`;
  const s = items.available_time_starts;
  const e = items.available_time_ends;
  return sql`(case when ${s} <= ${e} then ${s} <= ${t} and ${e} >= ${t} else ${t} >= ${s} or ${t} <= ${e} end)`;
}

export interface ItemHit {
  item: ItemSource;
  store: ItemStore | null;
  discount: StoreDiscountRow | null;
  flash: FlashTerms | null;
  wishlists?: number;
  reviews?: ReviewJsonRow[];
  /** With `details`: the item's store as a store-list hit (for store_details). */
  storeHit?: StoreHit;
}

/** A review row (with its author's name and image) as read back from JSON. */
export type ReviewJsonRow = Record<string, unknown> & {
  user_id: number | null;
  u_f_name: string | null;
  u_l_name: string | null;
  u_image: string | null;
};

/**
 * Details-only columns: wish-list count, the 20 newest reviews with their authors, and the store
 * page (row, running coupons, open state, distance) so a product page costs one round trip.
 */
const detailColumns = (scope: Scope) => ({
  storeRow: rowJson<unknown>(stores),
  storeOpen: storeOpenSql(scope.now),
  storeDistance: storeDistanceSql(scope.lat, scope.lng),
  storeCoupons: couponsSql(scope.now),
  wishlists:
    sql<number>`(select count(*) from ${wishlists} w where w.item_id = ${outer(items.id)})`.mapWith(
      Number,
    ),
  reviews: sql<
    ReviewJsonRow[]
  >`(select coalesce(json_agg(r order by r.created_at desc, r.id desc), '[]'::json) from (
      select rv.*, u.f_name as u_f_name, u.l_name as u_l_name, u.image as u_image
      from ${reviews} rv left join ${users} u on u.id = rv.user_id
      where rv.item_id = ${outer(items.id)} and rv.status = 1 order by rv.created_at desc, rv.id desc limit 20) r)`,
});

export interface ItemQuery {
  where?: (SQL | undefined)[];
  order?: SQL[];
  limit?: number;
  skip?: number;
  /** Skip the scope filters (module/zone/status); callers add their own. */
  unscoped?: boolean;
  /** Add the product page's columns (wish-list count, reviews). */
  details?: boolean;
}

/** One query: items with their store, the store's running discount and the running flash sale. */
export async function queryItems(
  scope: Scope,
  q: ItemQuery,
): Promise<{ hits: ItemHit[]; total: number }> {
  const where = allOf([...(q.unscoped ? [] : itemScope(scope)), ...(q.where ?? [])]);
  const order = [...(q.order ?? []), desc(items.id)];
  const heavy = {
    item: rowJson<unknown>(items),
    store: itemStoreJson,
    discount: rowJson<unknown>(storeDiscounts),
    flash: flashTermsSql(scope.now),
    ...(q.details ? detailColumns(scope) : {}),
  };
  let rows: {
    item: unknown;
    store: ItemStore;
    discount: unknown;
    flash: FlashTerms | null;
    total: number;
    // Details-only columns.
    storeRow?: unknown;
    storeOpen?: boolean;
    storeDistance?: number;
    storeCoupons?: Record<string, unknown>[];
  }[];
  if (q.limit === undefined || q.limit <= 1) {
    let query = scope.db
      .select({ ...heavy, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(items)
      .innerJoin(stores, eq(stores.id, items.store_id))
      .leftJoin(storeDiscounts, activeDiscountOn(scope.now))
      .where(where)
      .orderBy(...order)
      .$dynamic();
    if (q.limit !== undefined) query = query.limit(q.limit);
    if (q.skip) query = query.offset(q.skip);
    rows = await query;
  } else {
    // Page first, then build the JSON of that page only: the select list (row JSON, flash-sale
    // look-up) would otherwise be computed for every matching row before the sort and limit.
    const page = scope.db.$with('page').as(
      scope.db
        .select({
          id: items.id,
          total: sql<number>`count(*) over ()`.as('total'),
          rn: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('rn'),
        })
        .from(items)
        .innerJoin(stores, eq(stores.id, items.store_id))
        .leftJoin(storeDiscounts, activeDiscountOn(scope.now))
        .where(where)
        .orderBy(...order)
        .limit(q.limit)
        .offset(q.skip ?? 0),
    );
    rows = await scope.db
      .with(page)
      .select({ ...heavy, total: sql<number>`${page.total}`.mapWith(Number) })
      .from(page)
      .innerJoin(items, eq(items.id, page.id))
      .innerJoin(stores, eq(stores.id, items.store_id))
      .leftJoin(storeDiscounts, activeDiscountOn(scope.now))
      .orderBy(asc(page.rn));
  }
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.skip) {
    // A page past the end has no row to carry the window count.
    const [row] = await scope.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(items)
      .innerJoin(stores, eq(stores.id, items.store_id))
      .leftJoin(storeDiscounts, activeDiscountOn(scope.now))
      .where(where);
    total = row?.n ?? 0;
  }
  const hits: ItemHit[] = rows.map((r) => {
    const discount = reviveOptional<StoreDiscountRow>(r.discount);
    return {
      ...r,
      item: revive<ItemSource>(r.item),
      discount,
      storeHit: r.storeRow
        ? {
            row: revive<StoreRow>(r.storeRow),
            discount,
            open: Boolean(r.storeOpen),
            distance: r.storeDistance ?? 0,
            coupons: r.storeCoupons ?? [],
          }
        : undefined,
    };
  });
  return { hits, total };
}

/** Formats items; categories, add-ons, units and modules come from the reference cache. */
export function formatItemHits(
  scope: Scope,
  hits: ItemHit[],
  opts: { translations?: boolean; scheduleOrder?: boolean } = {},
): ItemJson[] {
  const { ref } = scope;
  return hits.map((hit) =>
    formatItem(
      hit.item,
      {
        store: hit.store,
        storeDiscount: hit.discount,
        flash: hit.flash,
        categories: ref.categories,
        addOns: ref.addOns,
        units: ref.units,
        module: ref.modules.get(hit.item.module_id),
        scheduleOrderEnabled: opts.scheduleOrder ?? ref.scheduleOrder,
      },
      scope.locale,
      scope.origin,
      { translations: opts.translations },
    ),
  );
}

export async function listItems(scope: Scope, q: ItemQuery) {
  const { hits, total } = await queryItems(scope, q);
  return { products: formatItemHits(scope, hits), total };
}

// ---- Criteria shared by the list endpoints

/** Every `filter` token an item list understands (each endpoint accepts the whole set). */
export const ITEM_FILTERS = [
  'all',
  'popular',
  'high',
  'low',
  'discounted',
  'available_now',
  'un_available_now',
  'top_rated',
  'most_loved',
  'latest',
  'new',
  'new_arrival',
  'a_to_z',
  'z_to_a',
  'nearby',
  'currently_open',
  'open',
  'best_selling',
  'veg',
  'non_veg',
  'free_delivery',
  'fast_delivery',
  'coupon',
] as const;
export type ItemFilter = (typeof ITEM_FILTERS)[number];

export interface ItemCriteria {
  storeId?: number;
  /** Categories; items of their sub-categories match too. */
  categoryIds?: number[];
  brandIds?: number[];
  excludeId?: number;
  minPrice?: number;
  maxPrice?: number;
  /** Minimum average rating. */
  minRating?: number;
  type?: 'all' | 'veg' | 'non_veg';
  filters?: Set<ItemFilter>;
  search?: string;
}

/** Items in the categories or their sub-categories (items.category_id is the leaf; indexed). */
export function inCategoriesSql(ids: number[]): SQL {
  return inArray(
    items.category_id,
    sql`(select ${categories.id} from ${categories} where ${or(inArray(categories.id, ids), inArray(categories.parent_id, ids))})`,
  );
}

/** Name words, in any locale, against the item, its tags, nutrition and allergy names, category,
 * generic names, brand and common condition. Any word may match. */
export function itemSearchSql(text: string): SQL | undefined {
  const words = searchWords(text);
  if (!words.length) return undefined;
  const anyName = (name: SQL | AnyPgColumn, translations: SQL | AnyPgColumn, p: string) =>
    sql`(${name} ilike ${p} or exists (select 1 from jsonb_each(${translations}) tr where tr.value->>'name' ilike ${p}))`;
  const inList = (column: AnyPgColumn, p: string) =>
    sql`exists (select 1 from jsonb_array_elements_text(${column}) v where v ilike ${p})`;
  return or(
    ...words.map((word) => {
      const p = `%${likeEscape(word)}%`;
      return or(
        anyName(items.name, items.translations, p),
        inList(items.tags, p),
        inList(items.generic_name, p),
        inList(items.nutritions, p),
        inList(items.allergies, p),
        sql`exists (select 1 from jsonb_array_elements(${items.category_ids}) e join ${categories} c on c.id = (e->>'id')::int
          where ${anyName(sql`c.name`, sql`c.translations`, p)})`,
        sql`${items.brand_id} in (select b.id from ${brands} b where ${anyName(sql`b.name`, sql`b.translations`, p)})`,
        sql`${items.common_condition_id} in (select cc.id from ${commonConditions} cc where ${anyName(sql`cc.name`, sql`cc.translations`, p)})`,
      );
    }),
  );
}

/** Exact (localised) name matches first, then names starting with the text. */
export function searchRankSql(scope: Scope, text: string): SQL[] {
  const name = localized(items.name, items.translations, scope.locale);
  const exact = text.toLowerCase();
  return [
    sql`(lower(${name}) = ${exact}) desc`,
    sql`(lower(${name}) like ${`${likeEscape(exact)}%`}) desc`,
  ];
}

/** WHERE and ORDER BY pieces for the criteria (the endpoint appends its own default ordering). */
export function itemCriteriaSql(scope: Scope, c: ItemCriteria): { where: SQL[]; order: SQL[] } {
  const where: SQL[] = [];
  const order: SQL[] = [];
  const f = c.filters ?? new Set<ItemFilter>();
  if (c.storeId !== undefined) where.push(eq(items.store_id, c.storeId));
  if (c.categoryIds?.length) where.push(inCategoriesSql(c.categoryIds));
  if (c.brandIds?.length) where.push(inArray(items.brand_id, c.brandIds));
  if (c.excludeId !== undefined) where.push(ne(items.id, c.excludeId));
  if (c.minPrice !== undefined) where.push(gte(items.price, c.minPrice));
  if (c.maxPrice !== undefined) where.push(lte(items.price, c.maxPrice));
  if (c.minRating !== undefined && c.minRating > 0) where.push(gte(items.avg_rating, c.minRating));
  if (c.type === 'veg' || f.has('veg')) where.push(eq(items.veg, 1));
  if (c.type === 'non_veg' || f.has('non_veg')) where.push(eq(items.veg, 0));
  if (c.search) {
    const match = itemSearchSql(c.search);
    if (match) where.push(match);
    order.push(...searchRankSql(scope, c.search));
  }
  if (f.has('discounted'))
    where.push(
      or(
        sql`${items.discount} > 0`,
        sql`${storeDiscounts.id} is not null`,
        inFlashSaleSql(scope.now),
      )!,
    );
  if (f.has('available_now')) where.push(availableNowSql(scope.now));
  if (f.has('un_available_now')) where.push(sql`not ${availableNowSql(scope.now)}`);
  if (f.has('currently_open') || f.has('open'))
    where.push(and(eq(stores.active, true), storeOpenSql(scope.now))!);
  if (f.has('free_delivery')) where.push(eq(stores.free_delivery, true));

  const name = localized(items.name, items.translations, scope.locale);
  // Price sorts follow the price the card shows (discounted), not the base price.
  if (f.has('high')) order.push(sql`${shownPriceSql(scope.now)} desc`);
  if (f.has('low')) order.push(sql`${shownPriceSql(scope.now)} asc`);
  if (f.has('a_to_z')) order.push(asc(name));
  if (f.has('z_to_a')) order.push(desc(name));
  if (f.has('top_rated')) order.push(desc(items.avg_rating), desc(items.rating_count));
  if (f.has('most_loved')) order.push(desc(items.rating_count));
  if (f.has('popular') || f.has('best_selling')) order.push(desc(items.order_count));
  if (f.has('latest') || f.has('new') || f.has('new_arrival')) order.push(desc(items.created_at));
  if (f.has('nearby')) order.push(asc(storeDistanceSql(scope.lat, scope.lng)));
  return { where, order };
}

/**
 * Top-level categories of the items matching `where` (for a list's `categories`), in priority order.
 * One query; it joins what the item query joins so the same conditions apply.
 */
export async function topCategoriesOf(scope: Scope, where: (SQL | undefined)[]) {
  const rows = await scope.db
    .selectDistinct({ id: items.category_id })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.store_id))
    .leftJoin(storeDiscounts, activeDiscountOn(scope.now))
    .where(allOf([...itemScope(scope), ...where]));
  // Leaf categories → their top-level category (reference cache).
  const tops = new Set<number>();
  for (const { id } of rows) {
    const leaf = id === null ? undefined : scope.ref.categories.get(id);
    if (leaf) tops.add(leaf.parent_id || leaf.id);
  }
  return [...tops]
    .map((id) => scope.ref.categories.get(id))
    .filter((row): row is CategoryRow => row !== undefined && row.status === 1)
    .sort((a, b) => b.priority - a.priority || a.id - b.id);
}
