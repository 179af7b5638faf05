import type { CartLine } from '@/domain/cart/lines';
import {
  checkoutDelivery,
  checkoutSummary,
  checkoutVehicleExtraCharge,
  summaryLine,
  type CheckoutSources,
} from '@/domain/checkout/summary';

const pizza = {
  id: 1,
  price: 100,
  discount: 10,
  discount_type: 'percent',
  store_discount: 0,
  add_ons: [{ id: 7, name: 'Cheese', price: 5 }],
};
/** A cart line as cartLineFromEntry reads it (only the fields the pricing reads). */
const cartLine = (quantity = 2, addOns = [{ id: 7, quantity: 2 }]): CartLine =>
  ({
    item: pizza,
    quantity,
    variation: [],
    selectedAddons: addOns.map((a) => ({ ...a, name: 'Cheese', price: 5 })),
  }) as unknown as CartLine;
const pivot = {
  per_km_shipping_charge: 5,
  minimum_shipping_charge: 10,
  maximum_shipping_charge: 60,
  maximum_cod_order_amount: 300,
  delivery_charge_type: 'distance',
};
const zone = { id: 1, cash_on_delivery: true, modules: [{ id: 1, pivot }] };

/** The page's sources: a delivery of 4 km in zone 1, module 1, nothing chosen. */
const sources = (over: Partial<CheckoutSources> = {}): CheckoutSources => ({
  lines: [cartLine()],
  store: { tax: 0, zone_id: 1, module_id: 1 },
  config: {},
  zones: [zone],
  moduleId: 1,
  customer: null,
  coupon: null,
  orderType: 'delivery',
  distanceKm: 4,
  vehicleExtraCharge: 0,
  tips: 0,
  extraPackaging: false,
  ...over,
});

describe('checkout summary', () => {
  it('prices lines with the shared rules and charges delivery by distance', () => {
    const summary = checkoutSummary(
      sources({
        tips: 5,
        config: { dm_tips_status: 1, additional_charge_status: 1, additional_charge: 5 },
      }),
    );
    // 2 x 100 = 200, -10% = 180, + add-ons 2 x 5 = 10 -> 190; delivery max(4 x 5, 10) = 20
    expect(summary).toMatchObject({
      subtotal: 210,
      discount: 20,
      deliveryCharge: 20,
      originalDelivery: 20,
      tips: 5,
      serviceFee: 5,
      total: 220,
      freeDelivery: null,
      deliveryPending: false,
      maxCod: 300,
    });
  });

  it('counts tips only while the marketplace takes them', () => {
    expect(checkoutSummary(sources({ tips: 5 })).tips).toBe(0);
  });

  it("takes a referred customer's first-order discount after the coupon", () => {
    const customer = {
      is_valid_for_discount: true,
      discount_amount: 10,
      discount_amount_type: 'percentage',
    };
    const coupon = { code: 'A', discount: 40, discount_type: 'amount', min_purchase: 0 };
    const summary = checkoutSummary(sources({ customer, coupon }));
    // (190 − 40) × 10 %
    expect(summary.referralDiscount).toBe(15);
    expect(summary.total).toBe(190 - 40 - 15 + 20);
    expect(
      checkoutSummary(sources({ customer: { ...customer, is_valid_for_discount: false } }))
        .referralDiscount,
    ).toBe(0);
  });

  it('adds the vehicle extra charge, and waits for it', () => {
    expect(checkoutSummary(sources({ vehicleExtraCharge: 10 })).deliveryCharge).toBe(30);
    const waiting = checkoutSummary(sources({ vehicleExtraCharge: null }));
    expect(waiting).toMatchObject({ deliveryPending: true, deliveryCharge: 0 });
  });

  it('waits for the vehicle extra charge only while it is being looked up', () => {
    const charge = checkoutVehicleExtraCharge;
    expect(charge(4, { status: 'pending', data: undefined })).toBeNull();
    expect(charge(null, { status: 'success', data: 10 })).toBeNull();
    expect(charge(4, { status: 'success', data: 10 })).toBe(10);
    // A backend without vehicle/extra_charge (404, error, timeout): no extra charge, not stuck.
    const failed = charge(4, { status: 'error', data: undefined });
    expect(failed).toBe(0);
    expect(checkoutSummary(sources({ vehicleExtraCharge: failed }))).toMatchObject({
      deliveryPending: false,
      deliveryCharge: 20,
    });
    // A refetch that failed keeps the earlier answer.
    expect(charge(4, { status: 'error', data: 10 })).toBe(10);
  });

  it("adds the store's extra packaging when the customer opts in", () => {
    const store = { zone_id: 1, extra_packaging_status: true, extra_packaging_amount: 5 };
    expect(checkoutSummary(sources({ store, extraPackaging: true })).packaging).toBe(5);
    expect(checkoutSummary(sources({ store })).packaging).toBe(0);
  });

  it('makes delivery free over the admin threshold and shows the coupon message below its minimum', () => {
    const summary = checkoutSummary(
      sources({
        lines: [cartLine(6, [])],
        store: { zone_id: 1 },
        distanceKm: 20,
        config: {
          admin_free_delivery: {
            status: true,
            type: 'free_delivery_by_order_amount',
            free_delivery_over: 500,
          },
        },
        coupon: { code: 'BIG', discount: 10, discount_type: 'amount', min_purchase: 1000 },
      }),
    );
    expect(summary.freeDelivery).toBe('admin_over_amount');
    expect(summary.deliveryCharge).toBe(0);
    expect(summary.originalDelivery).toBe(60);
    expect(summary.coupon).toMatchObject({
      ok: false,
      message: 'To apply this coupon, total item amount should be minimum',
    });
    expect(summary.total).toBe(540);
  });

  it('charges no delivery or tips for take-away and waits for the distance otherwise', () => {
    const takeAway = checkoutSummary(
      sources({
        orderType: 'take_away',
        distanceKm: null,
        vehicleExtraCharge: null,
        tips: 9,
        config: { dm_tips_status: 1 },
      }),
    );
    expect(takeAway).toMatchObject({
      deliveryCharge: 0,
      tips: 0,
      deliveryPending: false,
      total: 190,
    });
    expect(checkoutSummary(sources({ distanceKm: null })).deliveryPending).toBe(true);
    expect(checkoutSummary(sources({ zones: null })).deliveryPending).toBe(true);
  });

  it('applies a percent coupon', () => {
    const summary = checkoutSummary(
      sources({
        orderType: 'take_away',
        coupon: {
          code: 'P',
          discount: 50,
          discount_type: 'percent',
          max_discount: 30,
          min_purchase: 0,
        },
      }),
    );
    expect(summary.couponDiscount).toBe(30);
    expect(summary.total).toBe(160);
  });
});

describe('delivery rate and zone', () => {
  it("uses the store's own rates and no COD cap when it delivers itself, else the zone's pivot", () => {
    const own = checkoutDelivery({
      store: { self_delivery_system: 1, per_km_shipping_charge: 2, minimum_shipping_charge: 3 },
      zones: null,
      moduleId: 1,
    });
    expect(own.rate).toMatchObject({ per_km_shipping_charge: 2, minimum_shipping_charge: 3 });
    expect(own.maxCod).toBeNull();
    const zoned = checkoutDelivery({ store: { zone_id: 1 }, zones: [zone], moduleId: 1 });
    expect(zoned).toMatchObject({ rate: pivot, maxCod: 300 });
    expect(checkoutDelivery({ store: {}, zones: [zone], moduleId: 2 }).rate).toEqual({});
    expect(checkoutDelivery({ store: {}, zones: null, moduleId: 1 }).rate).toBeNull();
  });
});

describe('summaryLine', () => {
  it('joins both add-on lists and lists the chosen add-ons', () => {
    const summary = summaryLine({
      item: { id: 3, add_ons: [{ id: 1 }], addons: [{ id: 2 }] },
      quantity: 2,
      variation: [],
      selectedAddons: [{ id: 2, quantity: 3 }],
    } as unknown as CartLine);
    expect(summary.item.add_ons).toEqual([{ id: 1 }, { id: 2 }]);
    expect(summary.add_on_ids).toEqual([2]);
    expect(summary.add_on_qtys).toEqual([3]);
    expect(summary.quantity).toBe(2);
  });
});
