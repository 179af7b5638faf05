import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { items, modules, stores, zoneModules, zones } from '../db/schema';
import type { ModuleRow } from './format/module';
import type { ZoneModuleRow, ZoneRow } from './format/zone';

/** Shared reads of zones and modules used by config, module and zone endpoints. */

export async function activeModules(db: Db): Promise<ModuleRow[]> {
  return db.select().from(modules).where(eq(modules.status, 1)).orderBy(asc(modules.id));
}

export async function allZones(db: Db): Promise<ZoneRow[]> {
  return db.select().from(zones).orderBy(asc(zones.id));
}

export async function zoneLinks(db: Db, zoneIds?: number[]): Promise<ZoneModuleRow[]> {
  const query = db.select().from(zoneModules);
  return zoneIds ? query.where(inArray(zoneModules.zone_id, zoneIds)) : query;
}

/** The modules linked to a zone, each with its pivot row, in module order. */
export function modulesOfZone(zoneId: number, links: ZoneModuleRow[], modules: ModuleRow[]) {
  return modules.flatMap((module) => {
    const link = links.find((l) => l.zone_id === zoneId && l.module_id === module.id);
    return link ? [{ module, link }] : [];
  });
}

type Tally = { module_id: number; zone_id: number; n: number };

export type ModuleCounts = (
  module: ModuleRow,
  zoneIds: number[] | null,
) => {
  stores_count: number;
  items_count: number;
};

/**
 * Active stores and items per module, restricted to `zoneIds` (null = everywhere). Modules with
 * all_zone_service (ecommerce) count everywhere: their stores serve every zone.
 */
export async function moduleCounter(db: Db): Promise<ModuleCounts> {
  const [storeRows, itemRows] = await Promise.all([
    db
      .select({ module_id: stores.module_id, zone_id: stores.zone_id, n: count() })
      .from(stores)
      .where(eq(stores.status, 1))
      .groupBy(stores.module_id, stores.zone_id),
    db
      .select({ module_id: stores.module_id, zone_id: stores.zone_id, n: count() })
      .from(items)
      .innerJoin(stores, eq(stores.id, items.store_id))
      .where(and(eq(items.status, 1), eq(stores.status, 1)))
      .groupBy(stores.module_id, stores.zone_id),
  ]);
  const sum = (rows: Tally[], module: ModuleRow, zoneIds: number[] | null) =>
    rows
      .filter(
        (row) =>
          row.module_id === module.id &&
          (!zoneIds || module.all_zone_service === 1 || zoneIds.includes(row.zone_id)),
      )
      .reduce((total, row) => total + Number(row.n), 0);
  return (module, zoneIds) => ({
    stores_count: sum(storeRows, module, zoneIds),
    items_count: sum(itemRows, module, zoneIds),
  });
}
