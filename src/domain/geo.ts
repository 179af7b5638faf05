import type { LatLng } from '@/api/types';

/** Used when the configuration has no usable default location. */
export const FALLBACK_LOCATION: LatLng = { lat: 33.5731, lng: -7.5898 };

export function defaultLocation(
  config: { default_location?: { lat: string | number; lng: string | number } } | null,
): LatLng {
  const lat = Number(config?.default_location?.lat);
  const lng = Number(config?.default_location?.lng);
  if (Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
    return { lat, lng };
  }
  return FALLBACK_LOCATION;
}

export function externalMapUrl(point: LatLng): string {
  return `https://www.google.com/maps/search/?api=1&query=${point.lat},${point.lng}`;
}
