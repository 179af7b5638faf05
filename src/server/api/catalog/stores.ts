import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { localized } from '../../db/i18n';
import {
  categories,
  coupons,
  items,
  stores,
  storeDiscounts,
  storeSchedules,
} from '../../db/schema';
import { formatModule } from '../format/module';
import { formatStore, type StoreDiscountRow, type StoreJson, type StoreRow } from '../format/store';
import type { LocalNow } from './clock';
import { storeDistanceSql } from './geo';
import { revive, reviveOptional, rowJson } from './json-rows';
import { EMPTY_STATS, type StoreStats } from './reference';
import { likeEscape, searchWords } from './params';
import { allOf, outer, storeScope, type Scope } from './scope';

/** Join condition for the store's discount when it is running now (date and daily time window). */
export function activeDiscountOn(now: LocalNow): SQL {
  return and(
    eq(storeDiscounts.store_id, stores.id),
    lte(storeDiscounts.start_date, now.date),
    gte(storeDiscounts.end_date, now.date),
    lte(storeDiscounts.start_time, now.time),
    gte(storeDiscounts.end_time, now.time),
  )!;
}

/** Whether one of today's schedule rows covers the local time (split shifts; wrap past midnight). */
export function storeOpenSql(now: LocalNow): SQL<boolean> {
  const t = sql`${now.time}::time`;
  return sql<boolean>`exists (select 1 from ${storeSchedules} ss where ss.store_id = ${outer(stores.id)} and ss.day = ${now.day}
    and ((ss.opening_time <= ss.closing_time and ss.opening_time <= ${t} and ss.closing_time >= ${t})
      or (ss.opening_time > ss.closing_time and (${t} >= ss.opening_time or ${t} <= ss.closing_time))))`;
}

/** Details-only column: the store's coupons running today. */
export function couponsSql(now: LocalNow) {
  return sql<
    Record<string, unknown>[]
  >`(select coalesce(json_agg(cp order by cp.id), '[]'::json) from ${coupons} cp
    where cp.store_id = ${outer(stores.id)} and cp.status = 1 and cp.start_date <= ${now.date} and cp.expire_date >= ${now.date})`;
}

export interface StoreQuery {
  where?: (SQL | undefined)[];
  /** Orderings after "open first" (when `openFirst`); distance and id always break ties. */
  order?: SQL[];
  openFirst?: boolean;
  limit?: number;
  skip?: number;
  /** Skip the scope filters (stores/details is public). */
  unscoped?: boolean;
  /** Add the store page's running coupons. */
  details?: boolean;
}

export interface StoreHit {
  row: StoreRow;
  discount: StoreDiscountRow | null;
  open: boolean;
  distance: number;
  coupons?: Record<string, unknown>[];
}

/**
 * One query: the page of stores with the running discount, open state, distance and the total
 * (window count). Schedules, item and review figures and modules come from the reference cache, so
 * a list costs a single small round trip.
 */
export async function queryStores(
  scope: Scope,
  q: StoreQuery,
): Promise<{ hits: StoreHit[]; total: number }> {
  const open = storeOpenSql(scope.now);
  const distance = storeDistanceSql(scope.lat, scope.lng);
  const conditions = [...(q.unscoped ? [] : storeScope(scope)), ...(q.where ?? [])];
  let query = scope.db
    .select({
      row: rowJson<unknown>(stores),
      discount: rowJson<unknown>(storeDiscounts),
      open,
      distance,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      ...(q.details ? { coupons: couponsSql(scope.now) } : {}),
    })
    .from(stores)
    .leftJoin(storeDiscounts, activeDiscountOn(scope.now))
    .where(allOf(conditions))
    .orderBy(
      ...(q.openFirst === false ? [] : [desc(open)]),
      ...(q.order ?? []),
      asc(distance),
      asc(stores.id),
    )
    .$dynamic();
  if (q.limit !== undefined) query = query.limit(q.limit);
  if (q.skip) query = query.offset(q.skip);
  const rows = await query;
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.skip) {
    // A page past the end has no row to carry the window count.
    const [row] = await scope.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(stores)
      .leftJoin(storeDiscounts, activeDiscountOn(scope.now))
      .where(allOf(conditions));
    total = row?.n ?? 0;
  }
  const hits: StoreHit[] = rows.map((r) => ({
    ...r,
    row: revive<StoreRow>(r.row),
    discount: reviveOptional<StoreDiscountRow>(r.discount),
    open: Boolean(r.open),
  }));
  return { hits, total };
}

/** Formats query hits as Store JSON (no further queries). */
export function formatStoreHits(
  scope: Scope,
  hits: StoreHit[],
  opts: { translations?: boolean } = {},
): StoreJson[] {
  const formattedModules = new Map<number, unknown>();
  const moduleOf = (id: number) => {
    if (!formattedModules.has(id)) {
      const row = scope.ref.modules.get(id);
      formattedModules.set(id, row ? formatModule(row, scope.locale, scope.origin) : null);
    }
    return formattedModules.get(id);
  };
  return hits.map((hit) => {
    const stats = storeStats(scope, hit.row.id);
    return formatStore(
      hit.row,
      {
        now: scope.now,
        schedules: stats.schedules,
        discount: hit.discount,
        distance: hit.distance,
        total_items: stats.total_items,
        reviews_count: stats.reviews_count,
        category_ids: stats.category_ids,
        scheduleOrderEnabled: scope.ref.scheduleOrder,
        module: moduleOf(hit.row.module_id),
      },
      scope.locale,
      scope.origin,
      opts,
    );
  });
}

/** The store's cached schedules and item/review figures. */
export const storeStats = (scope: Scope, storeId: number): StoreStats =>
  scope.ref.stores.get(storeId) ?? EMPTY_STATS;

/** Query + format in one call. */
export async function listStores(scope: Scope, q: StoreQuery) {
  const { hits, total } = await queryStores(scope, q);
  return { stores: formatStoreHits(scope, hits), total };
}

// ---- Criteria shared by the store list endpoints

/** Store name words in any locale (any word may match). */
export function storeSearchSql(text: string): SQL | undefined {
  const words = searchWords(text);
  if (!words.length) return undefined;
  return or(
    ...words.map((word) => {
      const p = `%${likeEscape(word)}%`;
      return sql`(${stores.name} ilike ${p} or exists (select 1 from jsonb_each(${stores.translations}) tr where tr.value->>'name' ilike ${p}))`;
    }),
  );
}

/** Exact (localised) store name first, then names starting with the text. */
export function storeSearchRankSql(scope: Scope, text: string): SQL[] {
  const name = localized(stores.name, stores.translations, scope.locale);
  const exact = text.toLowerCase();
  return [
    sql`(lower(${name}) = ${exact}) desc`,
    sql`(lower(${name}) like ${`${likeEscape(exact)}%`}) desc`,
  ];
}

/** Stores selling items of the categories (or their sub-categories). */
export function storeInCategoriesSql(ids: number[]): SQL {
  return sql`exists (select 1 from ${items} i where i.store_id = ${outer(stores.id)} and i.status = 1 and i.category_id in
    (select ${categories.id} from ${categories} where ${or(inArray(categories.id, ids), inArray(categories.parent_id, ids))}))`;
}

/** The store runs a coupon of its own today. */
export function storeHasCouponSql(now: LocalNow): SQL {
  return sql`exists (select 1 from ${coupons} cp where cp.store_id = ${outer(stores.id)} and cp.status = 1
    and cp.start_date <= ${now.date} and cp.expire_date >= ${now.date})`;
}

/** The store runs a discount now, or sells a discounted item. */
export const storeDiscountedSql = sql`(${storeDiscounts.id} is not null or exists (select 1 from ${items} i where i.store_id = ${outer(stores.id)} and i.status = 1 and i.discount > 0))`;

/** Stores by the minimum of their "30-40 min" delivery time. */
export const fastDeliveryOrder = sql`coalesce((substring(${stores.delivery_time} from '[0-9]+'))::int, 999) asc`;

export const STORE_FILTERS = [
  'all',
  'free_delivery',
  'coupon',
  'currently_open',
  'open',
  'top_rated',
  'popular',
  'discounted',
  'nearby',
  'fast_delivery',
  'latest',
  'new',
  'newly_joined',
  'a_to_z',
  'z_to_a',
  'veg',
  'non_veg',
  'high',
  'low',
  'available_now',
  'un_available_now',
  'most_loved',
] as const;
export type StoreFilter = (typeof STORE_FILTERS)[number];

export interface StoreCriteria {
  type?: 'all' | 'veg' | 'non_veg';
  categoryIds?: number[];
  search?: string;
  minRating?: number;
  filters?: Set<StoreFilter>;
}

export function storeCriteriaSql(scope: Scope, c: StoreCriteria): { where: SQL[]; order: SQL[] } {
  const where: SQL[] = [];
  const order: SQL[] = [];
  const f = c.filters ?? new Set<StoreFilter>();
  if (c.type === 'veg' || f.has('veg')) where.push(eq(stores.veg, 1));
  if (c.type === 'non_veg' || f.has('non_veg')) where.push(eq(stores.non_veg, 1));
  if (c.categoryIds?.length) where.push(storeInCategoriesSql(c.categoryIds));
  if (c.minRating !== undefined && c.minRating > 0) where.push(gte(stores.avg_rating, c.minRating));
  if (c.search) {
    const match = storeSearchSql(c.search);
    if (match) where.push(match);
    order.push(...storeSearchRankSql(scope, c.search));
  }
  if (f.has('free_delivery')) where.push(eq(stores.free_delivery, true));
  if (f.has('coupon')) where.push(storeHasCouponSql(scope.now));
  if (f.has('currently_open') || f.has('open') || f.has('available_now'))
    where.push(and(eq(stores.active, true), storeOpenSql(scope.now))!);
  if (f.has('un_available_now'))
    where.push(sql`not (${stores.active} and ${storeOpenSql(scope.now)})`);
  if (f.has('discounted')) where.push(storeDiscountedSql);
  const name = localized(stores.name, stores.translations, scope.locale);
  if (f.has('a_to_z')) order.push(asc(name));
  if (f.has('z_to_a')) order.push(desc(name));
  if (f.has('top_rated') || f.has('most_loved'))
    order.push(desc(stores.avg_rating), desc(stores.rating_count));
  if (f.has('popular')) order.push(desc(stores.order_count));
  if (f.has('latest') || f.has('new') || f.has('newly_joined')) order.push(desc(stores.created_at));
  if (f.has('fast_delivery')) order.push(fastDeliveryOrder);
  if (f.has('nearby')) order.push(asc(storeDistanceSql(scope.lat, scope.lng)));
  return { where, order };
}
