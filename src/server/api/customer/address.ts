import { z } from 'zod';
import type { Db } from '../../db';
import type { customerAddresses } from '../../db/schema';
import { zonesContaining } from '../../geo';
import { allZones } from '../catalog';
import { plainText } from '../catalog/params';
import { ApiError } from '../errors';
import { iso } from '../format/common';
import { t, type ApiLocale } from '../locale';
import { email, latitude, longitude } from '../validation';

export type AddressRow = typeof customerAddresses.$inferSelect;

/**
 * The address form (API-CUSTOMER-2, R-CHECKOUT-5): name, type, phone, address and position are required.
 * `address_type` is free text: the storefront sends the label of an "other" address in its place.
 * The storefront's `additional_information` and `address_label` have no column and are ignored.
 */
export const addressSchema = z.object({
  contact_person_name: plainText(100),
  address_type: plainText(50),
  contact_person_number: plainText(32),
  contact_person_email: email().optional(),
  address: plainText(500),
  latitude: latitude(),
  longitude: longitude(),
  floor: plainText(100).optional(),
  road: plainText(191).optional(),
  house: plainText(100).optional(),
});

export type AddressInput = z.output<typeof addressSchema>;

/** Active zones containing the point, smallest first; 403 `coordinates` when there is none. */
export async function addressZones(
  db: Db,
  point: { lat: number; lng: number },
  locale: ApiLocale,
): Promise<number[]> {
  const zones = (await allZones(db)).filter((zone) => zone.status === 1);
  const ids = zonesContaining(point, zones).map((zone) => zone.id);
  if (!ids.length) throw ApiError.of(403, 'coordinates', t(locale, 'service_unavailable'));
  return ids;
}

/** The row's columns from validated input (coordinates are stored as strings, as 6amMart does). */
export function addressValues(input: AddressInput, zoneIds: number[]) {
  return {
    contact_person_name: input.contact_person_name,
    contact_person_number: input.contact_person_number,
    contact_person_email: input.contact_person_email ?? null,
    address_type: input.address_type,
    address: input.address,
    latitude: String(input.latitude),
    longitude: String(input.longitude),
    floor: input.floor ?? null,
    road: input.road ?? null,
    house: input.house ?? null,
    zone_id: zoneIds[0],
    zone_ids: zoneIds,
  };
}

/** Address JSON (API-CUSTOMER-2). */
export function formatAddress(row: AddressRow) {
  return {
    id: row.id,
    user_id: row.user_id,
    address_type: row.address_type,
    contact_person_name: row.contact_person_name,
    contact_person_number: row.contact_person_number,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    floor: row.floor,
    road: row.road,
    house: row.house,
    zone_id: row.zone_id,
    zone_ids: row.zone_ids,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
