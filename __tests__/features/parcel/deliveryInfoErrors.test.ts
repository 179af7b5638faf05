import { EMPTY_PARCEL_CONTACT, PARCEL_MESSAGES } from '@/domain/orders/parcel';
import { deliveryInfoErrors, firstInvalidFieldId } from '@/features/parcel/deliveryInfoErrors';

const valid = {
  ...EMPTY_PARCEL_CONTACT,
  name: 'Amina',
  phone: '612345678',
  country: 'MA',
  address: 'Rue 1',
  lat: 33.5,
  lng: -7.6,
  zoneIds: '[1]',
};

describe('deliveryInfoErrors', () => {
  it('accepts two valid parties at different places', () => {
    const found = deliveryInfoErrors({ ...valid, email: '' }, { ...valid, lat: 34 }, false);
    expect(found).toEqual({ sender: {}, receiver: {} });
    expect(firstInvalidFieldId(found)).toBeNull();
  });

  it('asks a guest sender for a valid e-mail', () => {
    expect(
      deliveryInfoErrors({ ...valid, email: '' }, { ...valid, lat: 34 }, true).sender.email,
    ).toBe('Email is required');
    expect(
      deliveryInfoErrors({ ...valid, email: 'nope' }, { ...valid, lat: 34 }, true).sender.email,
    ).toBe('Must be a valid email');
  });

  it('refuses a receiver at the sender place; the focus goes to its address', () => {
    const found = deliveryInfoErrors({ ...valid, email: '' }, valid, false);
    expect(found.receiver.location).toBe(PARCEL_MESSAGES.samePlace);
    expect(firstInvalidFieldId(found)).toBe('receiver-address');
  });

  it("the sender's first problem comes first", () => {
    const found = deliveryInfoErrors(
      { ...valid, name: '', email: '' },
      { ...EMPTY_PARCEL_CONTACT },
      false,
    );
    expect(firstInvalidFieldId(found)).toBe('sender-name');
  });
});
