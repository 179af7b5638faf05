import {
  addressesInZone,
  savedAddressList,
  type CheckoutAddress,
  type GuestInfo,
} from '@/domain/checkout/address';
import type { SavedAddress } from '@/domain/location/stored';

/** Where the address form's map starts: the selected address, else the stored location. */
export function formStart(
  selected: CheckoutAddress | null,
  current: CheckoutAddress | null,
): { lat: number; lng: number; address: string } | null {
  const from = selected ?? current;
  return from ? { lat: from.latitude, lng: from.longitude, address: from.address } : null;
}

/** A guest's contact and address as the address form saved them, kept for their next order. */
export function guestInfoFromAddress(address: CheckoutAddress): Partial<GuestInfo> {
  return {
    address: address.address,
    road: address.road ?? '',
    house: address.house ?? '',
    floor: address.floor ?? '',
    contact_person_name: address.contact_person_name ?? '',
    contact_person_number: address.contact_person_number ?? '',
    contact_person_email: address.contact_person_email ?? '',
  };
}

/**
 * The addresses the saved-address dialog offers: the stored location first when it is in the
 * store's zone, then the saved addresses in that zone.
 */
export function offeredAddresses(
  current: CheckoutAddress | null,
  saved: readonly SavedAddress[],
  storeZoneId: number | null,
): CheckoutAddress[] {
  const inZone = addressesInZone(saved, storeZoneId);
  const currentInZone =
    current && (!storeZoneId || current.zone_ids.includes(storeZoneId)) ? current : null;
  return savedAddressList(currentInZone, inZone);
}

/** An `aria-describedby` from the ids that apply; undefined when none does. */
export function describedByIds(ids: readonly (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
