import type { LatLng } from '@/api/types';

/** React Query keys of the location screens (points are rounded by the caller). */
export const locationKeys = {
  geocode: (locale: string, point: LatLng) => ['geocode', locale, point.lat, point.lng] as const,
  zone: (point: LatLng) => ['zone-id', point.lat, point.lng] as const,
  addresses: (token: string | null) => ['customer-addresses', token ? 'member' : 'guest'] as const,
};
