import type { LatLng, ZoneData, ZoneLookup } from '@/api/types';

/** Parses the stored zone id string; tolerates a bare number as the contract allows. */
export function parseZoneIds(value: string | null | undefined): number[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  } catch {
    return [];
  }
}

/** What `locationSet` stores (and the mirror writes to location, currentLatLng and zoneid). */
export interface StoredLocation {
  address: string;
  latitude: number;
  longitude: number;
  /** The zone id string sent verbatim as the zoneId header, e.g. "[2,1]". */
  zoneIds: string;
  zoneData: ZoneData[];
}

/**
 * The zone id string to store. The contract's get-zone-id answers a string holding a JSON array,
 * kept verbatim; a bare number or an array (older backends) becomes that string. Null when the
 * answer holds no usable zone.
 */
export function zoneIdString(value: unknown): string | null {
  let text: string | null = null;
  if (typeof value === 'string') text = value.trim();
  else if (typeof value === 'number') text = `[${value}]`;
  else if (Array.isArray(value)) text = JSON.stringify(value.map(Number));
  if (!text) return null;
  return parseZoneIds(text).length ? text : null;
}

/** Zone data without the zone polygon, which is large and never read on the client. */
export function storableZoneData(zones: readonly ZoneData[] | null | undefined): ZoneData[] {
  return (zones ?? []).map((zone) => {
    const { coordinates: _coordinates, ...rest } = zone as ZoneData & { coordinates?: unknown };
    return rest;
  });
}

function finite(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function validPoint(lat: unknown, lng: unknown): LatLng | null {
  const latitude = finite(lat);
  const longitude = finite(lng);
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { lat: latitude, lng: longitude };
}

/**
 * A stored location that ordering can use (R-LOC-6: adding to the cart needs a
 * stored location): a point and its zone ids.
 */
export function hasStoredLocation(location: {
  latitude: number | null;
  longitude: number | null;
  zoneIds: string | null;
}): boolean {
  return location.latitude !== null && location.longitude !== null && Boolean(location.zoneIds);
}

/**
 * The location to store after a successful zone lookup (R-LOC-2: the location, its
 * coordinates and the zone id are saved). Null without an address, coordinates or zone.
 */
export function storedLocationFrom(
  place: LatLng & { address: string | null | undefined },
  answer: Pick<ZoneLookup, 'zone_id'> & { zone_data?: ZoneData[] | null },
): StoredLocation | null {
  const address = place.address?.trim();
  const point = validPoint(place.lat, place.lng);
  const zoneIds = zoneIdString(answer.zone_id);
  if (!address || !point || !zoneIds) return null;
  return {
    address,
    latitude: point.lat,
    longitude: point.lng,
    zoneIds,
    zoneData: storableZoneData(answer.zone_data),
  };
}

/** A saved address as `customer/address/list` answers it (API-CUSTOMER-2). */
export interface SavedAddress {
  id: number;
  address_type?: string | null;
  address?: string | null;
  contact_person_name?: string | null;
  contact_person_number?: string | null;
  latitude?: string | number | null;
  longitude?: string | number | null;
  zone_id?: number | null;
  zone_ids?: number[] | null;
  road?: string | null;
  house?: string | null;
  floor?: string | null;
}

/**
 * The location to store when a saved address is picked (R-LOC-7: its zone ids, location
 * and coordinates). The zone ids come from the address; zone data, when known, from a look-up.
 */
export function storedLocationFromAddress(
  address: SavedAddress,
  zoneData: readonly ZoneData[] = [],
): StoredLocation | null {
  const text = address.address?.trim();
  const point = validPoint(address.latitude, address.longitude);
  const zoneIds = zoneIdString(
    address.zone_ids?.length ? address.zone_ids : (address.zone_id ?? null),
  );
  if (!text || !point || !zoneIds) return null;
  return {
    address: text,
    latitude: point.lat,
    longitude: point.lng,
    zoneIds,
    zoneData: storableZoneData(zoneData),
  };
}

/** Address types are shown capitalised and translated (R-CHECKOUT-7): home, office, other. */
export function addressTypeLabel(type: string | null | undefined): 'Home' | 'Office' | 'Other' {
  const value = (type ?? '').trim().toLowerCase();
  if (value === 'home') return 'Home';
  if (value === 'office') return 'Office';
  return 'Other';
}
