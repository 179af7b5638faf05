import { and, count, eq, getTableName, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db';
import { items, modules, stores } from '../../db/schema';
import { ApiError } from '../errors';
import type { ModuleRow } from '../format/module';
import { t, type ApiLocale } from '../locale';
import type { ApiContext } from '../types';
import { localNow, type LocalNow } from './clock';
import { reference, type Reference } from './reference';

/** Everything a catalogue query needs to know about the request. */
export interface Scope {
  db: Db;
  locale: ApiLocale;
  origin: string;
  /** The moduleId header's module, or null when the route allows it to be absent. */
  module: ModuleRow | null;
  /** The zoneId header's zones, or null when the route does not scope by zone. */
  zoneIds: number[] | null;
  /** Visitor position from the latitude/longitude headers; 0 when absent, as 6amMart does. */
  lat: number;
  lng: number;
  hasPosition: boolean;
  now: LocalNow;
  /** Cached modules, categories, units and add-ons. */
  ref: Reference;
}

export type ZoneRule =
  /** 403 zoneId when missing. */
  | 'required'
  /** Campaigns and flash sales: the same error body with HTTP 200 (API-CORE-2). */
  | 'required200'
  /** Used when present (a malformed header is still a 403). */
  | 'optional'
  /** Ignored entirely (public routes). */
  | 'none';

/**
 * Resolves the module-check and zone rules of a route, in 6amMart's order: the module middleware
 * answers before the controller looks at the zone.
 */
export async function resolveScope(
  c: ApiContext,
  opts: { module: 'required' | 'optional' | 'none'; zone: ZoneRule },
): Promise<Scope> {
  const { ctx } = c.var;
  const db = await c.var.deps.getDb();
  const ref = await reference(db);
  let moduleRow: ModuleRow | null = null;
  // module-check (API-CORE-3), answered from the cached module table.
  if (opts.module !== 'none') {
    if (ctx.moduleHeader === 'missing') {
      if (opts.module === 'required')
        throw ApiError.of(403, 'moduleId', t(ctx.locale, 'module_required'));
    } else {
      moduleRow = (ctx.moduleId !== null && ref.modules.get(ctx.moduleId)) || null;
      if (!moduleRow) throw ApiError.of(403, 'moduleId', t(ctx.locale, 'module_not_found'));
    }
  }
  let zoneIds: number[] | null = null;
  if (opts.zone !== 'none') {
    // Ids beyond the integer columns' range would make PostgreSQL fail: treat them as malformed.
    const usable =
      ctx.zoneHeader === 'ok' && ctx.zoneIds?.every((id) => id <= 2_147_483_647)
        ? ctx.zoneIds
        : null;
    const state = ctx.zoneHeader === 'ok' && !usable ? 'invalid' : ctx.zoneHeader;
    if (usable) zoneIds = usable;
    else if (opts.zone !== 'optional' || state === 'invalid') {
      const status = opts.zone === 'required200' ? 200 : 403;
      throw ApiError.of(
        status,
        'zoneId',
        t(ctx.locale, state === 'invalid' ? 'zone_invalid' : 'zone_required'),
      );
    }
  }
  return {
    db,
    ref,
    locale: ctx.locale,
    origin: ctx.origin,
    module: moduleRow,
    zoneIds,
    lat: ctx.lat ?? 0,
    lng: ctx.lng ?? 0,
    hasPosition: ctx.lat !== null && ctx.lng !== null,
    now: localNow(),
  };
}

/**
 * Stores visible in the scope: approved (status 1), of the module, and in one of the zones unless the
 * module serves every zone (all_zone_service, e.g. ecommerce).
 */
export function storeScope(scope: Scope): SQL[] {
  const out: SQL[] = [eq(stores.status, 1)];
  if (scope.module) out.push(eq(stores.module_id, scope.module.id));
  if (scope.zoneIds) {
    if (!scope.module) {
      out.push(
        or(
          inArray(stores.zone_id, scope.zoneIds),
          sql`exists (select 1 from ${modules} where ${modules.id} = ${stores.module_id} and ${modules.all_zone_service} = 1)`,
        )!,
      );
    } else if (scope.module.all_zone_service !== 1) {
      out.push(inArray(stores.zone_id, scope.zoneIds));
    }
  }
  return out;
}

/** Items visible in the scope (the query joins `stores`): active, approved, in a visible store. */
export function itemScope(scope: Scope): SQL[] {
  const out: SQL[] = [eq(items.status, 1), eq(items.is_approved, 1), ...storeScope(scope)];
  if (scope.module) out.push(eq(items.module_id, scope.module.id));
  return out;
}

export const allOf = (conditions: (SQL | undefined)[]) =>
  and(...conditions.filter((c): c is SQL => c !== undefined));

/**
 * A column as a table-qualified SQL reference. drizzle strips the table name from columns inside
 * selected SQL when a query has no join, which would rebind an outer reference in a correlated
 * subquery (e.g. "id") to the subquery's own table.
 */
export const outer = (column: AnyPgColumn): SQL =>
  sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

/**
 * How many items visible in the scope point at each of `ids` through `column` (brand, condition …),
 * as a map; ids without items are absent.
 */
export async function itemCountsBy(
  scope: Scope,
  column: typeof items.brand_id | typeof items.common_condition_id,
  ids: number[],
): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await scope.db
    .select({ id: column, n: count() })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.store_id))
    .where(allOf([...itemScope(scope), inArray(column, ids)]))
    .groupBy(column);
  return new Map(rows.map((row) => [Number(row.id), Number(row.n)]));
}
