import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db';
import { vehicles } from '../db/schema';

/**
 * The delivery surcharge for a distance in km: the extra charge of the first active vehicle whose
 * coverage holds the distance, 0 when none does. GET vehicle/extra_charge quotes what a delivery order
 * of that distance is charged, so both must read this one rule.
 */
export async function vehicleExtraCharge(db: Db, distanceKm: number): Promise<number> {
  const [vehicle] = await db
    .select({ extra: vehicles.extra_charges })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.status, 1),
        lte(vehicles.starting_coverage_area, distanceKm),
        gte(vehicles.maximum_coverage_area, distanceKm),
      ),
    )
    .orderBy(vehicles.id)
    .limit(1);
  return vehicle?.extra ?? 0;
}
