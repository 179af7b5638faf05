import type { Point } from './distance';
import { pointInPolygon, polygonAreaM2 } from './polygon';

export type ZoneShape = { id: number; coordinates: readonly Point[] };

/** Zones containing the point, smallest area first (the contract's get-zone-id order). */
export function zonesContaining<Z extends ZoneShape>(point: Point, zones: readonly Z[]): Z[] {
  return zones
    .filter((zone) => zone.coordinates.length >= 3 && pointInPolygon(point, zone.coordinates))
    .map((zone) => ({ zone, area: polygonAreaM2(zone.coordinates) }))
    .sort((a, b) => a.area - b.area || a.zone.id - b.zone.id)
    .map((entry) => entry.zone);
}
