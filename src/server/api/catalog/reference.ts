import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  addOns,
  businessSettings,
  categories,
  items,
  modules,
  reviews,
  storeSchedules,
  units,
} from '../../db/schema';
import type { CategoryRow } from '../format/category';
import type { AddOnRow, UnitRow } from '../format/item';
import type { ModuleRow } from '../format/module';
import type { ScheduleRow } from '../format/store';
import { toBool } from '../settings';

/** Per-store figures that change only with the catalogue (items, schedules, reviews). */
export interface StoreStats {
  schedules: ScheduleRow[];
  /** Category and parent-category ids of the store's active items, ascending. */
  category_ids: number[];
  total_items: number;
  min_price: number;
  max_price: number;
  reviews_count: number;
  /** Reviews with a written comment. */
  comments: number;
}

/**
 * Reference data the catalogue formats with on every request: modules, categories, units, add-ons,
 * per-store figures and the schedule_order switch. They change only with the seed or the rare
 * catalogue edit, so they are read once per database and kept for a short while. Every PGlite round
 * trip costs milliseconds of CPU, mostly parsing and planning, which matters when product pages are
 * rendered on the server; keeping these aggregates out of the hot queries keeps those queries small.
 */
export interface Reference {
  modules: Map<number, ModuleRow>;
  categories: Map<number, CategoryRow>;
  units: Map<number, UnitRow>;
  addOns: Map<number, AddOnRow>;
  stores: Map<number, StoreStats>;
  /** Global schedule_order business setting. */
  scheduleOrder: boolean;
}

export const EMPTY_STATS: StoreStats = {
  schedules: [],
  category_ids: [],
  total_items: 0,
  min_price: 0,
  max_price: 0,
  reviews_count: 0,
  comments: 0,
};

const TTL_MS = 30_000;

const cache = new WeakMap<Db, { at: number; value: Promise<Reference> }>();

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

async function load(db: Db): Promise<Reference> {
  const [
    moduleRows,
    categoryRows,
    unitRows,
    addOnRows,
    scheduleRows,
    itemRows,
    reviewRows,
    setting,
  ] = await Promise.all([
    db.select().from(modules),
    db.select().from(categories),
    db.select().from(units),
    db.select().from(addOns),
    db.select().from(storeSchedules),
    db
      .select({
        store_id: items.store_id,
        n: sql<number>`count(*)`.mapWith(Number),
        min_price: sql<number>`min(${items.price})`.mapWith(Number),
        max_price: sql<number>`max(${items.price})`.mapWith(Number),
        leaves: sql<(number | null)[]>`json_agg(distinct ${items.category_id})`,
      })
      .from(items)
      .where(eq(items.status, 1))
      .groupBy(items.store_id),
    db
      .select({
        store_id: reviews.store_id,
        n: sql<number>`count(*)`.mapWith(Number),
        comments: sql<number>`count(${reviews.comment})`.mapWith(Number),
      })
      .from(reviews)
      .where(eq(reviews.status, 1))
      .groupBy(reviews.store_id),
    db
      .select({ value: businessSettings.value })
      .from(businessSettings)
      .where(eq(businessSettings.key, 'schedule_order')),
  ]);
  const categoryMap = byId(categoryRows);
  const stats = new Map<number, StoreStats>();
  const statsOf = (storeId: number) => {
    let entry = stats.get(storeId);
    if (!entry) {
      entry = { ...EMPTY_STATS, schedules: [] };
      stats.set(storeId, entry);
    }
    return entry;
  };
  const sortedSchedules = [...scheduleRows].sort(
    (a, b) => a.day - b.day || a.opening_time.localeCompare(b.opening_time) || a.id - b.id,
  );
  for (const row of sortedSchedules) statsOf(row.store_id).schedules.push(row);
  for (const row of itemRows) {
    const entry = statsOf(row.store_id);
    const ids = new Set<number>();
    // Leaf categories plus their parents, as items' category_ids list them.
    for (const leaf of row.leaves ?? []) {
      if (leaf === null) continue;
      ids.add(leaf);
      const parent = categoryMap.get(leaf)?.parent_id;
      if (parent) ids.add(parent);
    }
    Object.assign(entry, {
      category_ids: [...ids].sort((a, b) => a - b),
      total_items: row.n,
      min_price: row.min_price,
      max_price: row.max_price,
    });
  }
  for (const row of reviewRows) {
    if (row.store_id === null) continue;
    Object.assign(statsOf(row.store_id), { reviews_count: row.n, comments: row.comments });
  }
  return {
    modules: byId(moduleRows),
    categories: categoryMap,
    units: byId(unitRows),
    addOns: byId(addOnRows),
    stores: stats,
    scheduleOrder: toBool(setting[0]?.value, false),
  };
}

export function reference(db: Db, now = Date.now()): Promise<Reference> {
  const hit = cache.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  const value = load(db);
  cache.set(db, { at: now, value });
  // A failed load must not stick.
  value.catch(() => {
    if (cache.get(db)?.value === value) cache.delete(db);
  });
  return value;
}

/** Forgets the cached reference data (tests that edit these tables). */
export function clearReference(db: Db): void {
  cache.delete(db);
}
