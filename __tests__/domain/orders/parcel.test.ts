import {
  EMPTY_PARCEL_CONTACT,
  firstZoneId,
  haversineKm,
  kmFromMeters,
  PARCEL_MESSAGES,
  parcelContactErrors,
  parcelFee,
  parcelPaymentMethods,
  parcelPrice,
  parcelRates,
  receiverDetailsJson,
} from '@/domain/orders/parcel';

describe('parcel fee', () => {
  const config = { parcel_per_km_shipping_charge: 5, parcel_minimum_shipping_charge: 20 };

  it("uses the category's charges, else the configuration's", () => {
    expect(
      parcelRates(
        { parcel_per_km_shipping_charge: '8', parcel_minimum_shipping_charge: 30 },
        config,
      ),
    ).toEqual({ perKm: 8, minimum: 30 });
    expect(parcelRates({ parcel_per_km_shipping_charge: null }, config)).toEqual({
      perKm: 5,
      minimum: 20,
    });
    expect(parcelRates(null, null)).toEqual({ perKm: 0, minimum: 0 });
  });

  it('is the distance times the per-km charge, never below the minimum', () => {
    expect(parcelFee(10, null, config)).toBe(50);
    expect(parcelFee(2, null, config)).toBe(20);
    expect(parcelFee(3.333, { parcel_per_km_shipping_charge: 7 }, config)).toBe(23.33);
    expect(parcelFee(Number.NaN, null, config)).toBe(20);
  });

  it('costs the fee plus the service fee, as the API charges a parcel order', () => {
    const fees = { additional_charge_status: 1, additional_charge: 5 };
    expect(parcelPrice(50, fees)).toMatchObject({ deliveryCharge: 50, serviceFee: 5, total: 55 });
    expect(parcelPrice(50, { ...fees, additional_charge_status: 0 }).total).toBe(50);
  });

  it('reads metres from the distance API and measures straight lines', () => {
    expect(kmFromMeters(12345)).toBe(12.345);
    expect(kmFromMeters('800')).toBe(0.8);
    expect(kmFromMeters(undefined)).toBeNull();
    // Casablanca to Rabat is about 87 km as the crow flies.
    const km = haversineKm({ lat: 33.5731, lng: -7.5898 }, { lat: 34.0209, lng: -6.8416 });
    expect(km).toBeGreaterThan(80);
    expect(km).toBeLessThan(95);
  });
});

describe('who pays', () => {
  const all = { cashOnDelivery: true, digitalPayment: true, wallet: true, signedIn: true };

  it('lets a receiver pay cash on delivery only', () => {
    expect(parcelPaymentMethods('receiver', all)).toEqual(['cash_on_delivery']);
    expect(parcelPaymentMethods('receiver', { ...all, cashOnDelivery: false })).toEqual([]);
  });

  it('offers a sender every enabled method, the wallet to members only', () => {
    expect(parcelPaymentMethods('sender', all)).toEqual([
      'cash_on_delivery',
      'wallet',
      'digital_payment',
    ]);
    expect(parcelPaymentMethods('sender', { ...all, signedIn: false })).toEqual([
      'cash_on_delivery',
      'digital_payment',
    ]);
  });
});

describe('sender and receiver', () => {
  const filled = {
    ...EMPTY_PARCEL_CONTACT,
    name: 'Omar',
    phone: '612345678',
    address: 'Bd Anfa, Casablanca',
    lat: 33.59,
    lng: -7.63,
    zoneIds: '[1]',
  };

  it('needs a name, a phone and an address with the form messages', () => {
    expect(parcelContactErrors(EMPTY_PARCEL_CONTACT)).toEqual({
      name: 'Name is required',
      phone: 'Phone Number is required',
      address: 'Address is required',
      location: PARCEL_MESSAGES.location,
    });
    expect(parcelContactErrors(filled)).toEqual({});
  });

  it('needs the point inside a served zone and a plausible phone', () => {
    expect(parcelContactErrors({ ...filled, zoneIds: null }).location).toBe(PARCEL_MESSAGES.zone);
    expect(parcelContactErrors({ ...filled, phone: '12' }).phone).toBe(
      PARCEL_MESSAGES.phoneInvalid,
    );
  });

  it('writes receiver_details as the contract names them', () => {
    expect(firstZoneId('[2,1]')).toBe(2);
    expect(firstZoneId('bad')).toBeNull();
    expect(JSON.parse(receiverDetailsJson({ ...filled, house: '4' }, '+212612345678'))).toEqual({
      contact_person_name: 'Omar',
      contact_person_number: '+212612345678',
      address: 'Bd Anfa, Casablanca',
      address_type: 'other',
      latitude: '33.59',
      longitude: '-7.63',
      zone_id: 1,
      floor: '',
      road: '',
      house: '4',
    });
  });
});
