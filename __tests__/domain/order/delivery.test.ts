import {
  deliveryCharge,
  freeDeliveryBy,
  freeDeliveryProgress,
  freeDeliveryReason,
  freeDeliveryThreshold,
  parcelCharge,
} from '@/domain/order';

const rate = {
  per_km_shipping_charge: 3,
  minimum_shipping_charge: 10,
  maximum_shipping_charge: 40,
};

describe('deliveryCharge', () => {
  it('is max(distance × per_km, minimum)', () => {
    expect(deliveryCharge({ distance: 2, rate })).toBe(10);
    expect(deliveryCharge({ distance: 5, rate })).toBe(15);
  });

  it('is capped at the maximum, and uncapped when the maximum is 0', () => {
    expect(deliveryCharge({ distance: 20, rate })).toBe(40);
    expect(deliveryCharge({ distance: 20, rate: { ...rate, maximum_shipping_charge: 0 } })).toBe(
      60,
    );
  });

  it('adds the surge percent and the vehicle extra charge after the cap', () => {
    expect(deliveryCharge({ distance: 20, rate, extraCharge: 5 })).toBe(45);
    expect(deliveryCharge({ distance: 5, rate, increasedFeePercent: 20 })).toBe(18);
  });

  it('uses the fixed charge for fixed-rate zones and treats bad distances as 0', () => {
    expect(
      deliveryCharge({
        distance: 50,
        rate: { delivery_charge_type: 'fixed', fixed_shipping_charge: 12 },
      }),
    ).toBe(12);
    expect(deliveryCharge({ distance: Number.NaN, rate })).toBe(10);
    expect(deliveryCharge({ distance: -3, rate })).toBe(10);
  });
});

describe('free delivery', () => {
  const overAmount = {
    status: true,
    type: 'free_delivery_by_order_amount',
    free_delivery_over: 200,
  };

  it('is free for every store when the admin says so', () => {
    expect(
      freeDeliveryReason({
        admin: { status: 1, type: 'free_delivery_to_all_store' },
        orderAmount: 1,
      }),
    ).toBe('admin_all_stores');
  });

  it('is free over the admin threshold only', () => {
    expect(freeDeliveryReason({ admin: overAmount, orderAmount: 200 })).toBe('admin_over_amount');
    expect(freeDeliveryReason({ admin: overAmount, orderAmount: 199.99 })).toBeNull();
    expect(
      freeDeliveryReason({ admin: { ...overAmount, status: false }, orderAmount: 500 }),
    ).toBeNull();
  });

  it('is free for free-delivery stores and with a free-delivery coupon', () => {
    expect(freeDeliveryReason({ storeFreeDelivery: true, orderAmount: 1 })).toBe('store');
    expect(freeDeliveryReason({ freeDeliveryCoupon: true, orderAmount: 1 })).toBe('coupon');
    expect(freeDeliveryReason({ storeFreeDelivery: 0, orderAmount: 1 })).toBeNull();
  });

  it('names who pays for it', () => {
    expect(freeDeliveryBy('store')).toBe('vendor');
    expect(freeDeliveryBy('coupon', 'vendor')).toBe('vendor');
    expect(freeDeliveryBy('coupon', 'admin')).toBe('admin');
    expect(freeDeliveryBy('admin_over_amount')).toBe('admin');
    expect(freeDeliveryBy(null)).toBeNull();
  });

  it('has a threshold only for the active "over X" rule', () => {
    expect(freeDeliveryThreshold(overAmount)).toBe(200);
    expect(freeDeliveryThreshold({ status: true, type: 'free_delivery_to_all_store' })).toBeNull();
    expect(freeDeliveryThreshold(null)).toBeNull();
  });
});

describe('freeDeliveryProgress (R-CART-8)', () => {
  it('is total ÷ threshold as a percent, with the amount left', () => {
    expect(freeDeliveryProgress(50, 200)).toEqual({
      threshold: 200,
      percent: 25,
      remaining: 150,
      reached: false,
    });
  });

  it('is limited to 100 and reached at the threshold', () => {
    expect(freeDeliveryProgress(250, 200)).toEqual({
      threshold: 200,
      percent: 100,
      remaining: 0,
      reached: true,
    });
    expect(freeDeliveryProgress(-5, 200)?.percent).toBe(0);
  });

  it('is null without a threshold', () => {
    expect(freeDeliveryProgress(10, null)).toBeNull();
    expect(freeDeliveryProgress(10, 0)).toBeNull();
  });
});

describe('parcelCharge', () => {
  const config = { parcel_per_km_shipping_charge: 4, parcel_minimum_shipping_charge: 15 };
  it("uses the category's rates, else the configuration's", () => {
    expect(
      parcelCharge(
        10,
        { parcel_per_km_shipping_charge: 2, parcel_minimum_shipping_charge: 5 },
        config,
      ),
    ).toBe(20);
    expect(parcelCharge(10, null, config)).toBe(40);
    expect(parcelCharge(1, { parcel_per_km_shipping_charge: null }, config)).toBe(15);
  });
});
