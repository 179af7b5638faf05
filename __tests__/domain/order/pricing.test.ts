import {
  deliveryTerms,
  linePrice,
  orderZone,
  packagingCharge,
  partialWalletShare,
  priceOrder,
  referralDiscount,
  surgePercent,
  walletShare,
  type OrderPricingInput,
} from '@/domain/order';

const item = { id: 1, price: 50, discount: 10, discount_type: 'percent', store_discount: 0 };

/** Two items of 50 at −10 %, delivered 5 km at 2 per km (minimum 5), nothing else. */
const input = (over: Partial<OrderPricingInput> = {}): OrderPricingInput => ({
  orderType: 'delivery',
  lines: [{ price: linePrice({ item, quantity: 2 }) }],
  store: { tax: 0 },
  marketplace: {},
  delivery: {
    distanceKm: 5,
    rate: { per_km_shipping_charge: 2, minimum_shipping_charge: 5 },
    vehicleExtraCharge: 0,
    zone: null,
  },
  ...over,
});

describe('priceOrder', () => {
  it('prices the items with their discounts, tax and the delivery charge', () => {
    expect(priceOrder(input({ store: { tax: 10 } }))).toMatchObject({
      subtotal: 100,
      discount: 10,
      tax: 9,
      deliveryCharge: 10,
      originalDelivery: 10,
      total: 109,
      deliveryPending: false,
    });
  });

  it("drops the store's discount below its minimum purchase and caps it at its maximum", () => {
    const byStore = { ...item, discount: 0, store_discount: 10 };
    const lines = [{ price: linePrice({ item: byStore, quantity: 2 }) }];
    const below = { discount: 10, min_purchase: 500, max_discount: 0 };
    expect(priceOrder(input({ lines, store: { discount: below } })).discount).toBe(0);
    const capped = { discount: 10, min_purchase: 0, max_discount: 4 };
    expect(priceOrder(input({ lines, store: { discount: capped } })).discount).toBe(4);
  });

  it('splits a flash sale’s discount between the admin and the store', () => {
    const lines = [
      {
        price: linePrice({ item, quantity: 2 }),
        flashSale: { admin_discount_percentage: 60, vendor_discount_percentage: 40 },
      },
    ];
    expect(priceOrder(input({ lines }))).toMatchObject({
      discount: 10,
      flash: { admin: 6, store: 4 },
      storeDiscount: 0,
    });
  });

  it('takes the coupon, capped, and then the first-order discount on what is left', () => {
    const coupon = { discount: 50, discount_type: 'percent', max_discount: 30, min_purchase: 0 };
    const firstOrder = {
      is_valid_for_discount: true,
      discount_amount: 10,
      discount_amount_type: 'percentage',
    };
    const priced = priceOrder(input({ coupon, firstOrder }));
    expect(priced).toMatchObject({ couponDiscount: 30, referralDiscount: 6, total: 90 - 36 + 10 });
    // No lines (a prescription order): no first-order discount.
    expect(priceOrder(input({ lines: [], firstOrder })).referralDiscount).toBe(0);
  });

  it('does not apply a coupon below its minimum purchase', () => {
    const coupon = { discount: 5, discount_type: 'amount', min_purchase: 100 };
    const priced = priceOrder(input({ coupon }));
    expect(priced.coupon).toMatchObject({ ok: false, minPurchase: 100 });
    expect(priced.couponDiscount).toBe(0);
  });

  it('adds the zone surge and the vehicle extra charge, and waits while one is unknown', () => {
    const delivery = {
      ...input().delivery,
      vehicleExtraCharge: 3,
      zone: { increased_delivery_fee: 10, increased_delivery_fee_status: 1 },
    };
    expect(priceOrder(input({ delivery })).deliveryCharge).toBe(14);
    const unknown = { ...delivery, vehicleExtraCharge: null };
    expect(priceOrder(input({ delivery: unknown }))).toMatchObject({
      deliveryPending: true,
      deliveryCharge: 0,
    });
  });

  it('makes delivery free by the first rule that applies, and says who bears it', () => {
    const store = { free_delivery: true };
    expect(priceOrder(input({ store }))).toMatchObject({
      deliveryCharge: 0,
      originalDelivery: 10,
      freeDelivery: 'store',
      freeDeliveryBy: 'vendor',
    });
    const coupon = {
      discount: 0,
      discount_type: 'amount',
      coupon_type: 'free_delivery',
      created_by: 'admin',
    };
    expect(priceOrder(input({ coupon })).freeDeliveryBy).toBe('admin');
    const over = {
      admin_free_delivery: {
        status: 1,
        type: 'free_delivery_by_order_amount',
        free_delivery_over: 90,
      },
    };
    expect(priceOrder(input({ marketplace: over })).freeDelivery).toBe('admin_over_amount');
  });

  it('adds tips while delivering and tips are on, the service fee when on, chosen packaging', () => {
    const marketplace = { dm_tips_status: 1, additional_charge_status: 1, additional_charge: 2 };
    const store = { extra_packaging_status: true, extra_packaging_amount: 4 };
    expect(priceOrder(input({ tips: 3 })).tips).toBe(0);
    expect(priceOrder(input({ tips: 3, marketplace, store, extraPackaging: true }))).toMatchObject({
      tips: 3,
      serviceFee: 2,
      packaging: 4,
      total: 90 + 10 + 9,
    });
    const takeAway = priceOrder(input({ orderType: 'take_away', tips: 3, marketplace }));
    expect(takeAway).toMatchObject({ tips: 0, deliveryCharge: 0, serviceFee: 2, total: 92 });
  });

  it("charges a parcel its category's charge, never free", () => {
    const marketplace = { admin_free_delivery: { status: 1, type: 'free_delivery_to_all_store' } };
    expect(
      priceOrder(input({ orderType: 'parcel', lines: [], parcelCharge: 20, marketplace })),
    ).toMatchObject({ deliveryCharge: 20, freeDelivery: null, total: 20 });
  });
});

describe('the parts', () => {
  it('reads the first-order discount, the surge and the packaging', () => {
    const first = { is_valid_for_discount: true, discount_amount: 10 };
    expect(referralDiscount({ ...first, discount_amount_type: 'percentage' }, 55)).toBe(5.5);
    expect(referralDiscount({ ...first, discount_amount_type: 'percentage' }, -5)).toBe(0);
    expect(referralDiscount({ ...first, discount_amount_type: 'amount' }, 55)).toBe(10);
    expect(referralDiscount({ ...first, is_valid_for_discount: false }, 55)).toBe(0);
    expect(referralDiscount(null, 55)).toBe(0);
    expect(surgePercent({ increased_delivery_fee: 10, increased_delivery_fee_status: true })).toBe(
      10,
    );
    expect(surgePercent({ increased_delivery_fee: 10, increased_delivery_fee_status: 0 })).toBe(0);
    expect(packagingCharge({ extra_packaging_status: 1, extra_packaging_amount: 5 }, true)).toBe(5);
    expect(packagingCharge({ extra_packaging_status: 0, extra_packaging_amount: 5 }, true)).toBe(0);
  });

  it("uses a self-delivering store's rates without a COD cap, else the pivot's", () => {
    const own = { self_delivery_system: 1, per_km_shipping_charge: 3 };
    const pivot = { per_km_shipping_charge: 5, maximum_cod_order_amount: 300 };
    expect(deliveryTerms(own, pivot)).toEqual({
      rate: expect.objectContaining({ per_km_shipping_charge: 3 }),
      maxCod: null,
    });
    expect(deliveryTerms({}, pivot)).toEqual({ rate: pivot, maxCod: 300 });
    expect(deliveryTerms({}, undefined)).toEqual({ rate: {}, maxCod: null });
  });

  it("delivers in the store's zone when it holds the point, else the first", () => {
    expect(orderZone([{ id: 3 }, { id: 1 }], 1)).toEqual({ id: 1 });
    expect(orderZone([{ id: 3 }, { id: 4 }], 1)).toEqual({ id: 3 });
    expect(orderZone(null, 1)).toBeNull();
  });
});

describe('walletShare', () => {
  const pay = (method: string, partial: boolean, balance: number) =>
    walletShare({ method, partial, balance, total: 80 });

  it('pays a wallet order in full, when the balance covers it', () => {
    expect(pay('wallet', false, 100)).toEqual({ walletPaid: 80, due: 0 });
    expect(pay('wallet', false, 79.99)).toBeNull();
  });

  it('pays what the balance holds of a partial payment, which needs a balance', () => {
    expect(pay('cash_on_delivery', true, 30.5)).toEqual({ walletPaid: 30.5, due: 49.5 });
    expect(pay('digital_payment', true, 500)).toEqual({ walletPaid: 80, due: 0 });
    expect(pay('cash_on_delivery', true, 0)).toBeNull();
  });

  it('takes nothing from the wallet otherwise', () => {
    expect(pay('cash_on_delivery', false, 500)).toEqual({ walletPaid: 0, due: 80 });
  });

  it("gives a partial payment's wallet part before a method is chosen", () => {
    expect(partialWalletShare(30.5, 80)).toEqual({ walletPaid: 30.5, due: 49.5 });
    expect(partialWalletShare(500, 80)).toEqual({ walletPaid: 80, due: 0 });
    expect(partialWalletShare(0, 80)).toBeNull();
  });
});
