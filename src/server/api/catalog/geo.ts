import { sql, type SQL } from 'drizzle-orm';
import { stores } from '../../db/schema';

/** Mean Earth radius in metres (MySQL's ST_Distance_Sphere uses 6370986; the difference is < 0.01%). */
const EARTH_RADIUS_M = 6_371_000;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function haversineMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Same formula in SQL against the store's coordinates (text columns), for ordering and filtering. */
export function storeDistanceSql(lat: number, lng: number): SQL<number> {
  const sLat = sql`(${stores.latitude})::float8`;
  const sLng = sql`(${stores.longitude})::float8`;
  return sql<number>`(2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(
    power(sin(radians(${sLat} - ${lat}::float8) / 2), 2) +
    cos(radians(${lat}::float8)) * cos(radians(${sLat})) * power(sin(radians(${sLng} - ${lng}::float8) / 2), 2)
  ))))`.mapWith(Number);
}

/** Distance rounded like the API reports it (metres, 2 dp). */
export const roundDistance = (metres: number) => Math.round(metres * 100) / 100;
