import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../index';
import * as s from '../schema';
import { buildSeed, type SeedRows } from './build';
import { seedDemoCustomer } from './customer';

export { DEMO_CUSTOMER } from './customer';
export { ASSET_FOLDERS } from './assets';

export interface SeedOptions {
  /** Clock for relative dates (campaign windows, flash sale, "closed today"). Default: now. */
  now?: Date;
  /** Skip the demo customer account (and its orders). Default false. */
  skipCustomer?: boolean;
}

export type SeedCounts = Record<string, number>;

/** Table object for every key of SeedRows, in insertion order. */
const TABLES: { [K in keyof SeedRows]: PgTable } = {
  businessSettings: s.businessSettings,
  zones: s.zones,
  modules: s.modules,
  zoneModules: s.zoneModules,
  units: s.units,
  attributes: s.attributes,
  addonCategories: s.addonCategories,
  commonConditions: s.commonConditions,
  brands: s.brands,
  categories: s.categories,
  stores: s.stores,
  storeSchedules: s.storeSchedules,
  storeDiscounts: s.storeDiscounts,
  addOns: s.addOns,
  items: s.items,
  reviews: s.reviews,
  basicCampaigns: s.basicCampaigns,
  campaignStores: s.campaignStores,
  itemCampaigns: s.itemCampaigns,
  flashSales: s.flashSales,
  flashSaleItems: s.flashSaleItems,
  coupons: s.coupons,
  cashbacks: s.cashbacks,
  banners: s.banners,
  otherBanners: s.otherBanners,
  advertisements: s.advertisements,
  walletBonuses: s.walletBonuses,
  parcelCategories: s.parcelCategories,
  parcelInstructions: s.parcelInstructions,
  cancellationReasons: s.cancellationReasons,
  refundReasons: s.refundReasons,
  automatedMessages: s.automatedMessages,
  vehicles: s.vehicles,
  offlinePaymentMethods: s.offlinePaymentMethods,
  deliveryMen: s.deliveryMen,
  dmReviews: s.dmReviews,
  notifications: s.notifications,
  userInfos: s.userInfos,
};

/** Tables without an identity `id` column. */
const NO_IDENTITY = new Set<keyof SeedRows>(['businessSettings', 'zoneModules']);

/** Rows per INSERT statement (keeps bind parameters well under PostgreSQL's 65535). */
const BATCH = 250;

/** True when the marketplace has been seeded (any module exists). */
export async function isSeeded(db: Db): Promise<boolean> {
  const result = await db.select({ n: sql<number>`count(*)::int` }).from(s.modules);
  return (result[0]?.n ?? 0) > 0;
}

/**
 * Seeds the demo marketplace when the database is empty, in one transaction. Idempotent: returns null
 * (and writes nothing) when modules already exist. Returns the number of rows inserted per table.
 */
export async function seedDatabase(db: Db, opts: SeedOptions = {}): Promise<SeedCounts | null> {
  if (await isSeeded(db)) return null;
  const now = opts.now ?? new Date();
  const rows = buildSeed(now);
  const started = Date.now();
  const counts = await db.transaction(async (tx) => {
    // Re-check inside the transaction: another opener may have seeded meanwhile.
    if (await isSeeded(tx as unknown as Db)) return null;
    const out: SeedCounts = {};
    for (const key of Object.keys(TABLES) as (keyof SeedRows)[]) {
      const table = TABLES[key];
      const list = rows[key] as Record<string, unknown>[];
      for (let i = 0; i < list.length; i += BATCH) {
        // Rows are typed per table in SeedRows; the loop is generic over tables.
        await tx.insert(table).values(list.slice(i, i + BATCH) as never);
      }
      out[getTableName(table)] = list.length;
    }
    // Explicit ids were inserted: move every identity sequence past them.
    for (const key of Object.keys(TABLES) as (keyof SeedRows)[]) {
      if (NO_IDENTITY.has(key)) continue;
      const name = getTableName(TABLES[key]);
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce((select max(id) from "${name}"), 1), (select count(*) > 0 from "${name}"))`,
        ),
      );
    }
    if (!opts.skipCustomer) {
      Object.assign(out, await seedDemoCustomer(tx as unknown as Db, rows, now));
    }
    await tx
      .insert(s.businessSettings)
      .values({ key: 'seeded_at', value: now.toISOString() })
      .onConflictDoNothing();
    return out;
  });
  if (counts) counts.seed_ms = Date.now() - started;
  return counts;
}
