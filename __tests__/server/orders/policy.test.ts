import { localNow } from '@/server/api/catalog/clock';
import {
  checkCheckout,
  checkStore,
  checkZonePayment,
  deliveryZone,
  parseLocalDateTime,
  scheduleTime,
} from '@/server/api/orders/place/policy';
import { allDay, NOW, refusal, settingsOf, storeRow, zoneRow } from './fixtures';

const ALL_ON = {
  guest_checkout_status: true,
  cash_on_delivery: true,
  digital_payment: true,
  customer_wallet_status: true,
  offline_payment_status: true,
  partial_payment_status: true,
};

describe('checkCheckout', () => {
  const ctx = (over: Partial<Parameters<typeof checkCheckout>[1]> = {}) => ({
    isGuest: false,
    moduleType: 'grocery',
    settings: settingsOf(ALL_ON),
    locale: 'en' as const,
    ...over,
  });
  const delivery = { order_type: 'delivery', payment_method: 'cash_on_delivery' } as const;

  it('answers the order kind and payment when every rule allows it', () => {
    expect(checkCheckout(delivery, ctx())).toEqual({
      isParcel: false,
      method: 'cash_on_delivery',
      partial: false,
    });
    expect(
      checkCheckout(
        { order_type: 'parcel', payment_method: 'digital_payment', partial_payment: true },
        ctx({ moduleType: 'parcel' }),
      ),
    ).toEqual({ isParcel: true, method: 'digital_payment', partial: true });
  });

  it('refuses a guest while guest checkout is off', () => {
    const settings = settingsOf({ ...ALL_ON, guest_checkout_status: false });
    expect(refusal(() => checkCheckout(delivery, ctx({ isGuest: true, settings })))).toEqual({
      status: 403,
      code: 'guest_checkout',
    });
  });

  it('takes parcels in parcel modules only, and the order types the marketplace offers', () => {
    expect(refusal(() => checkCheckout(delivery, ctx({ moduleType: 'parcel' }))).code).toBe(
      'order_type',
    );
    const parcel = { ...delivery, order_type: 'parcel' } as const;
    expect(refusal(() => checkCheckout(parcel, ctx())).code).toBe('order_type');
    const noDelivery = settingsOf({ ...ALL_ON, home_delivery_status: false });
    expect(refusal(() => checkCheckout(delivery, ctx({ settings: noDelivery }))).code).toBe(
      'order_type',
    );
    const takeAway = { ...delivery, order_type: 'take_away' } as const;
    const noTakeAway = settingsOf({ ...ALL_ON, takeaway_status: false });
    expect(refusal(() => checkCheckout(takeAway, ctx({ settings: noTakeAway }))).code).toBe(
      'order_type',
    );
  });

  it('refuses a payment method that is off, and the wallet for guests', () => {
    const noCod = settingsOf({ ...ALL_ON, cash_on_delivery: false });
    expect(refusal(() => checkCheckout(delivery, ctx({ settings: noCod })))).toEqual({
      status: 403,
      code: 'payment_method',
    });
    const wallet = { ...delivery, payment_method: 'wallet' } as const;
    expect(checkCheckout(wallet, ctx()).method).toBe('wallet');
    expect(refusal(() => checkCheckout(wallet, ctx({ isGuest: true }))).code).toBe(
      'payment_method',
    );
  });

  it('allows a partial payment for members, with another method, while it is on', () => {
    const partial = { ...delivery, partial_payment: true };
    expect(checkCheckout(partial, ctx()).partial).toBe(true);
    expect(refusal(() => checkCheckout(partial, ctx({ isGuest: true }))).code).toBe(
      'payment_method',
    );
    expect(refusal(() => checkCheckout({ ...partial, payment_method: 'wallet' }, ctx())).code).toBe(
      'payment_method',
    );
    const off = settingsOf({ ...ALL_ON, partial_payment_status: false });
    expect(refusal(() => checkCheckout(partial, ctx({ settings: off }))).code).toBe(
      'payment_method',
    );
  });

  it('makes a parcel whose receiver pays cash on delivery', () => {
    const parcel = { order_type: 'parcel', charge_payer: 'receiver' } as const;
    const parcelCtx = ctx({ moduleType: 'parcel' });
    expect(
      checkCheckout({ ...parcel, payment_method: 'cash_on_delivery' }, parcelCtx).isParcel,
    ).toBe(true);
    expect(
      refusal(() => checkCheckout({ ...parcel, payment_method: 'digital_payment' }, parcelCtx)),
    ).toEqual({ status: 403, code: 'payment_method' });
  });
});

describe('parseLocalDateTime and scheduleTime', () => {
  it('reads a marketplace-local time as the instant that shows it', () => {
    const at = parseLocalDateTime('2024-06-05 14:30');
    expect(localNow(at)).toMatchObject({ date: '2024-06-05', time: '14:30:00' });
    expect(localNow(parseLocalDateTime('2024-12-31 23:59:30')).time).toBe('23:59:30');
  });

  it('is null without a schedule and refuses one more than a minute past', () => {
    expect(scheduleTime(undefined, NOW, 'en')).toBeNull();
    const stamp = (d: Date) => {
      const local = localNow(d);
      return `${local.date} ${local.time}`;
    };
    const halfMinuteAgo = new Date(NOW.instant.getTime() - 30_000);
    expect(scheduleTime(stamp(halfMinuteAgo), NOW, 'en')?.getTime()).toBe(halfMinuteAgo.getTime());
    const twoMinutesAgo = new Date(NOW.instant.getTime() - 120_000);
    expect(refusal(() => scheduleTime(stamp(twoMinutesAgo), NOW, 'en'))).toEqual({
      status: 403,
      code: 'schedule_at',
    });
  });
});

describe('checkStore', () => {
  const ctx = (over: Partial<Parameters<typeof checkStore>[1]> = {}) => ({
    orderType: 'delivery' as const,
    prescription: false,
    scheduleAt: null,
    now: NOW,
    schedules: allDay(),
    settings: settingsOf({ schedule_order: true, prescription_order_status: true }),
    locale: 'en' as const,
    ...over,
  });

  it('passes an open store that takes the order type', () => {
    expect(() => checkStore(storeRow(), ctx())).not.toThrow();
  });

  it('takes prescriptions only where the store and the marketplace do', () => {
    expect(refusal(() => checkStore(storeRow(), ctx({ prescription: true })))).toEqual({
      status: 403,
      code: 'store_id',
    });
    const reader = storeRow({ prescription_order: true });
    expect(() => checkStore(reader, ctx({ prescription: true }))).not.toThrow();
    const off = settingsOf({ prescription_order_status: false });
    expect(refusal(() => checkStore(reader, ctx({ prescription: true, settings: off }))).code).toBe(
      'store_id',
    );
  });

  it('refuses an order type the store does not offer', () => {
    expect(refusal(() => checkStore(storeRow({ delivery: false }), ctx())).code).toBe('order_type');
    expect(
      refusal(() => checkStore(storeRow({ take_away: false }), ctx({ orderType: 'take_away' })))
        .code,
    ).toBe('order_type');
  });

  it('takes a later schedule only where the store and the marketplace schedule orders', () => {
    const later = new Date(NOW.instant.getTime() + 3_600_000);
    expect(refusal(() => checkStore(storeRow(), ctx({ scheduleAt: later }))).code).toBe(
      'schedule_at',
    );
    expect(() =>
      checkStore(storeRow({ schedule_order: true }), ctx({ scheduleAt: later })),
    ).not.toThrow();
    // Within a minute the order is for now.
    const soon = new Date(NOW.instant.getTime() + 30_000);
    expect(() => checkStore(storeRow(), ctx({ scheduleAt: soon }))).not.toThrow();
  });

  it('refuses a store closed at the chosen time, or switched off', () => {
    expect(refusal(() => checkStore(storeRow(), ctx({ schedules: [] })))).toEqual({
      status: 403,
      code: 'store',
    });
    expect(refusal(() => checkStore(storeRow({ active: false }), ctx())).code).toBe('store');
    const morning = [
      { id: 1, store_id: 7, day: NOW.day, opening_time: '06:00:00', closing_time: '09:00:00' },
    ];
    expect(refusal(() => checkStore(storeRow(), ctx({ schedules: morning }))).code).toBe('store');
    const scheduled = storeRow({ schedule_order: true });
    const tomorrowMorning = parseLocalDateTime(
      `${localNow(new Date(NOW.instant.getTime() + 86_400_000)).date} 07:00`,
    );
    const tomorrow = [{ ...morning[0], day: (NOW.day + 1) % 7 }];
    expect(() =>
      checkStore(scheduled, ctx({ schedules: tomorrow, scheduleAt: tomorrowMorning })),
    ).not.toThrow();
  });
});

describe('deliveryZone', () => {
  const inside = { lat: 5, lng: 5 };
  const other = zoneRow({
    id: 2,
    coordinates: [
      { lat: 20, lng: 20 },
      { lat: 20, lng: 30 },
      { lat: 30, lng: 30 },
      { lat: 30, lng: 20 },
    ],
  });
  const ctx = (over: Partial<Parameters<typeof deliveryZone>[1]> = {}) => ({
    point: inside,
    store: { zone_id: 1 },
    allZones: false,
    isParcel: false,
    zoneHeader: true,
    locale: 'en' as const,
    ...over,
  });

  it("finds the address in the store's zone; the order's zone is the store's", () => {
    expect(deliveryZone([zoneRow(), other], ctx())).toEqual({ zoneRow: zoneRow(), zoneId: 1 });
  });

  it("refuses an address outside the store's zone unless the module serves all zones", () => {
    const far = { lat: 25, lng: 25 };
    expect(refusal(() => deliveryZone([zoneRow(), other], ctx({ point: far })))).toEqual({
      status: 403,
      code: 'zone',
    });
    expect(deliveryZone([zoneRow(), other], ctx({ point: far, allZones: true }))).toEqual({
      zoneRow: other,
      zoneId: 1,
    });
  });

  it("gives a parcel the address's zone, and needs the zoneId header", () => {
    const parcel = ctx({ store: null, isParcel: true, point: { lat: 25, lng: 25 } });
    expect(deliveryZone([zoneRow(), other], parcel).zoneId).toBe(2);
    expect(
      refusal(() => deliveryZone([zoneRow(), other], { ...parcel, zoneHeader: false })),
    ).toEqual({ status: 403, code: 'zoneId' });
  });
});

describe('checkZonePayment', () => {
  it('refuses cash on delivery and digital payment where the zone does not take them', () => {
    const zone = { cash_on_delivery: false, digital_payment: false };
    expect(refusal(() => checkZonePayment('cash_on_delivery', zone, 'en')).code).toBe(
      'payment_method',
    );
    expect(refusal(() => checkZonePayment('digital_payment', zone, 'en')).code).toBe(
      'payment_method',
    );
    expect(() => checkZonePayment('wallet', zone, 'en')).not.toThrow();
    expect(() => checkZonePayment('cash_on_delivery', undefined, 'en')).not.toThrow();
  });
});
