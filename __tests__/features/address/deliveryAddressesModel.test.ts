import type { CheckoutAddress } from '@/domain/checkout/address';
import type { SavedAddress } from '@/domain/location/stored';
import {
  describedByIds,
  formStart,
  guestInfoFromAddress,
  offeredAddresses,
} from '@/features/address/deliveryAddressesModel';

const current: CheckoutAddress = {
  id: null,
  address: 'Maarif, Casablanca',
  address_type: 'other',
  latitude: 33.58,
  longitude: -7.63,
  zone_ids: [1],
};

const chosen: CheckoutAddress = {
  id: 4,
  address: '12 Rue Tarik, Rabat',
  address_type: 'home',
  latitude: 34.02,
  longitude: -6.83,
  zone_ids: [2],
};

const saved: SavedAddress[] = [
  { id: 4, address: '12 Rue Tarik, Rabat', latitude: 34.02, longitude: -6.83, zone_ids: [2] },
  { id: 5, address: 'Anfa, Casablanca', latitude: 33.59, longitude: -7.66, zone_id: 1 },
];

describe('formStart', () => {
  it('starts the map at the selected address, else at the stored location', () => {
    expect(formStart(chosen, current)).toEqual({
      lat: 34.02,
      lng: -6.83,
      address: '12 Rue Tarik, Rabat',
    });
    expect(formStart(null, current)).toEqual({
      lat: 33.58,
      lng: -7.63,
      address: 'Maarif, Casablanca',
    });
    expect(formStart(null, null)).toBeNull();
  });
});

describe('guestInfoFromAddress', () => {
  it('keeps the address and the contact, empty strings for what the form left out', () => {
    expect(
      guestInfoFromAddress({
        ...current,
        road: 'Bd Zerktouni',
        contact_person_name: 'Guest Tester',
        contact_person_number: '+212612345678',
      }),
    ).toEqual({
      address: 'Maarif, Casablanca',
      road: 'Bd Zerktouni',
      house: '',
      floor: '',
      contact_person_name: 'Guest Tester',
      contact_person_number: '+212612345678',
      contact_person_email: '',
    });
  });
});

describe('offeredAddresses', () => {
  it("offers the stored location first, then the saved addresses in the store's zone", () => {
    const list = offeredAddresses(current, saved, 1);
    expect(list.map((address) => address.id)).toEqual([null, 5]);
  });

  it("leaves out a stored location outside the store's zone", () => {
    expect(offeredAddresses(current, saved, 2).map((address) => address.id)).toEqual([4]);
  });

  it('offers everything when the store has no zone', () => {
    expect(offeredAddresses(current, saved, null).map((address) => address.id)).toEqual([
      null,
      4,
      5,
    ]);
  });
});

describe('describedByIds', () => {
  it('joins the ids that apply, and gives none when none does', () => {
    expect(describedByIds(['hint-a', false, undefined, 'outside-zone'])).toBe(
      'hint-a outside-zone',
    );
    expect(describedByIds([false, undefined])).toBeUndefined();
  });
});
