import type { ParcelDraft } from '@/features/parcel/draft';
import {
  numberOrNull,
  parcelOrderBody,
  parsePending,
  partyPhone,
} from '@/features/parcel/parcelOrder';

const party = {
  name: ' Amina ',
  phone: '612345678',
  country: 'MA',
  address: ' Rue 1 ',
  lat: 33.5,
  lng: -7.6,
  zoneIds: '[1]',
  road: ' ',
  house: '4',
  floor: '',
};
const draft: ParcelDraft = {
  moduleId: 5,
  category: { id: 2, name: 'Documents' },
  sender: { ...party, email: ' a@example.com ' },
  receiver: { ...party, name: 'Omar', lat: 34, lng: -6.8 },
} as unknown as ParcelDraft;

describe('parcel order helpers', () => {
  it('reads config numbers that may be strings', () => {
    expect(numberOrNull('2.5')).toBe(2.5);
    expect(numberOrNull(3)).toBe(3);
    expect(numberOrNull('x')).toBeNull();
    expect(numberOrNull(null)).toBeNull();
  });

  it('reads the order kept during the payment', () => {
    expect(parsePending('{"orderId":12,"phone":"+2126"}')).toEqual({ orderId: 12, phone: '+2126' });
    expect(parsePending('{"orderId":12}')).toEqual({ orderId: 12, phone: '' });
    expect(parsePending('{"orderId":"12"}')).toBeNull();
    expect(parsePending('not json')).toBeNull();
    expect(parsePending(null)).toBeNull();
  });

  it('writes a party phone with its country code', () => {
    expect(partyPhone(party)).toBe('+212612345678');
  });

  it('builds the order body from the draft, leaving out empty texts', () => {
    const body = parcelOrderBody(draft, {
      payment: 'cash_on_delivery',
      payer: 'receiver',
      km: 4.2,
      note: '  ',
      guestId: 'g-1',
    });
    expect(body).toMatchObject({
      order_type: 'parcel',
      payment_method: 'cash_on_delivery',
      parcel_category_id: 2,
      charge_payer: 'receiver',
      distance: 4.2,
      address: 'Rue 1',
      latitude: '33.5',
      longitude: '-7.6',
      address_type: 'other',
      house: '4',
      contact_person_name: 'Amina',
      contact_person_number: '+212612345678',
      contact_person_email: 'a@example.com',
      guest_id: 'g-1',
    });
    expect(body.road).toBeUndefined();
    expect(body.floor).toBeUndefined();
    expect(body.order_note).toBeUndefined();
    expect(JSON.parse(body.receiver_details)).toMatchObject({
      contact_person_name: 'Omar',
      contact_person_number: '+212612345678',
    });
    expect(parcelOrderBody(draft, { ...BASE, guestId: null }).guest_id).toBeUndefined();
  });
});

const BASE = { payment: 'wallet' as const, payer: 'sender' as const, km: 1, note: 'Fragile' };
