/** Great-circle and travel estimates for the offline map endpoints (no routing engine offline). */

export type Point = { lat: number; lng: number };

const EARTH_RADIUS_M = 6_371_008.8;

/** Streets are not straight lines: a common rule of thumb for urban detours. */
export const ROAD_FACTOR = 1.3;

export type TravelMode = 'WALK' | 'DRIVE';

/** Average speeds in km/h used to turn a road distance into a duration. */
export const SPEED_KMH: Record<TravelMode, number> = { WALK: 5, DRIVE: 30 };

const toRad = (deg: number) => (deg * Math.PI) / 180;

export function haversineMeters(a: Point, b: Point): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type TravelEstimate = { distanceMeters: number; durationSeconds: number };

export function estimateTravel(
  origin: Point,
  destination: Point,
  mode: TravelMode,
): TravelEstimate {
  const distanceMeters = Math.round(haversineMeters(origin, destination) * ROAD_FACTOR);
  const metersPerSecond = (SPEED_KMH[mode] * 1000) / 3600;
  return { distanceMeters, durationSeconds: Math.round(distanceMeters / metersPerSecond) };
}

/** Accepts the Routes API names (WALK, DRIVE) and the legacy Distance Matrix ones (walking, driving). */
export function parseTravelMode(value: string | undefined): TravelMode | null {
  if (value === undefined || value === '') return 'WALK';
  switch (value.trim().toUpperCase()) {
    case 'WALK':
    case 'WALKING':
      return 'WALK';
    case 'DRIVE':
    case 'DRIVING':
      return 'DRIVE';
    default:
      return null;
  }
}
