import type { Point } from './distance';

/**
 * Ray casting on the raw lat/lng ring. Zones are city-sized, so treating degrees as planar is accurate
 * enough; the ring may be open (first point != last point).
 */
export function pointInPolygon(point: Point, ring: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    const crosses =
      a.lat > point.lat !== b.lat > point.lat &&
      point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** Approximate area in square metres (shoelace on an equirectangular projection around the ring). */
export function polygonAreaM2(ring: readonly Point[]): number {
  if (ring.length < 3) return 0;
  const meanLat = ring.reduce((sum, p) => sum + p.lat, 0) / ring.length;
  const mPerDegLat = 111_320;
  const mPerDegLng = 111_320 * Math.cos((meanLat * Math.PI) / 180);
  let twiceArea = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const xi = ring[i].lng * mPerDegLng;
    const yi = ring[i].lat * mPerDegLat;
    const xj = ring[j].lng * mPerDegLng;
    const yj = ring[j].lat * mPerDegLat;
    twiceArea += xj * yi - xi * yj;
  }
  return Math.abs(twiceArea) / 2;
}
