import { checkoutSummary, deliveryRate, deliveryZone } from '@/domain/checkout/summary';

const pizza = {
  id: 1,
  price: 100,
  discount: 10,
  discount_type: 'percent',
  store_discount: 0,
  add_ons: [{ id: 7, name: 'Cheese', price: 5 }],
};
const line = { item: pizza, quantity: 2, variation: [], add_on_ids: [7], add_on_qtys: [2] };
const pivot = {
  per_km_shipping_charge: 5,
  minimum_shipping_charge: 10,
  maximum_shipping_charge: 60,
  delivery_charge_type: 'distance',
};
const zone = { id: 1, cash_on_delivery: true, modules: [{ id: 1, pivot }] };

describe('checkout summary', () => {
  it('prices lines with the shared rules and charges delivery by distance', () => {
    const summary = checkoutSummary({
      lines: [line],
      store: { tax: 0 },
      orderType: 'delivery',
      distanceKm: 4,
      rate: pivot,
      zone,
      tips: 5,
      serviceFee: 5,
    });
    // 2 x 100 = 200, -10% = 180, + add-ons 2 x 5 = 10 -> 190; delivery max(4 x 5, 10) = 20
    expect(summary).toMatchObject({
      subtotal: 210,
      discount: 20,
      deliveryCharge: 20,
      chargedDelivery: 20,
      tips: 5,
      serviceFee: 5,
      total: 220,
      freeDelivery: null,
      deliveryPending: false,
    });
  });

  it('makes delivery free over the admin threshold and shows the coupon message below its minimum', () => {
    const summary = checkoutSummary({
      lines: [{ ...line, quantity: 6, add_on_ids: [], add_on_qtys: [] }],
      store: {},
      orderType: 'delivery',
      distanceKm: 20,
      rate: pivot,
      zone,
      admin: { status: true, type: 'free_delivery_by_order_amount', free_delivery_over: 500 },
      coupon: { code: 'BIG', discount: 10, discount_type: 'amount', min_purchase: 1000 },
    });
    expect(summary.freeDelivery).toBe('admin_over_amount');
    expect(summary.deliveryCharge).toBe(0);
    expect(summary.chargedDelivery).toBe(60);
    expect(summary.coupon).toMatchObject({
      ok: false,
      message: 'To apply this coupon, total item amount should be minimum',
    });
    expect(summary.total).toBe(540);
  });

  it('charges no delivery or tips for take-away and waits for the distance otherwise', () => {
    const takeAway = checkoutSummary({
      lines: [line],
      store: {},
      orderType: 'take_away',
      distanceKm: null,
      rate: null,
      zone: null,
      tips: 9,
    });
    expect(takeAway).toMatchObject({
      deliveryCharge: 0,
      tips: 0,
      deliveryPending: false,
      total: 190,
    });
    const pending = checkoutSummary({
      lines: [line],
      store: {},
      orderType: 'delivery',
      distanceKm: null,
      rate: pivot,
      zone,
    });
    expect(pending.deliveryPending).toBe(true);
  });

  it('applies a percent coupon', () => {
    const summary = checkoutSummary({
      lines: [line],
      store: {},
      orderType: 'take_away',
      distanceKm: null,
      rate: null,
      zone: null,
      coupon: {
        code: 'P',
        discount: 50,
        discount_type: 'percent',
        max_discount: 30,
        min_purchase: 0,
      },
    });
    expect(summary.couponDiscount).toBe(30);
    expect(summary.total).toBe(160);
  });
});

describe('delivery rate and zone', () => {
  it("uses the store's own rates when it delivers itself, else the zone's module pivot", () => {
    expect(
      deliveryRate(
        { self_delivery_system: 1, per_km_shipping_charge: 2, minimum_shipping_charge: 3 },
        zone,
        1,
      ),
    ).toMatchObject({
      per_km_shipping_charge: 2,
      minimum_shipping_charge: 3,
    });
    expect(deliveryRate({}, zone, 1)).toBe(pivot);
    expect(deliveryRate({}, zone, 2)).toBeNull();
  });
  it("picks the store's zone among the point's zones", () => {
    expect(deliveryZone([{ id: 3 }, { id: 1 }], 1)).toEqual({ id: 1 });
    expect(deliveryZone([{ id: 3 }], 1)).toEqual({ id: 3 });
    expect(deliveryZone([], 1)).toBeNull();
  });
});
