import {
  couponPart,
  flashShares,
  linesSubtotal,
  parcelDeliveryCharge,
  referralDiscount,
  storeDeliveryCharge,
  totalsOf,
} from '@/server/api/orders/place/pricing';
import { flashTerms, line, refusal, settingsOf, storeRow, zoneRow } from './fixtures';

describe('linesSubtotal', () => {
  const storeDiscounted = (storeDiscount: {
    discount: number;
    min_purchase: number;
    max_discount: number;
  }) =>
    line({
      price: { unitPrice: 100, unitDiscount: 10, discountBy: 'store' },
      storeDiscount,
    });

  it('sums the lines with their discounts', () => {
    const sub = linesSubtotal([
      line({ price: { unitPrice: 20, quantity: 2, unitDiscount: 5, discountBy: 'item' } }),
      line({ itemId: 2, price: { unitPrice: 15 } }),
    ]);
    expect(sub).toMatchObject({ subtotal: 55, discount: 10, total: 45 });
  });

  it("drops the store's discount below its minimum purchase and caps it at its maximum", () => {
    const belowMinimum = storeDiscounted({ discount: 10, min_purchase: 500, max_discount: 0 });
    expect(linesSubtotal([belowMinimum])).toMatchObject({ subtotal: 100, discount: 0 });
    const capped = storeDiscounted({ discount: 10, min_purchase: 0, max_discount: 4 });
    expect(linesSubtotal([capped])).toMatchObject({ subtotal: 100, discount: 4, total: 96 });
  });
});

describe('flashShares', () => {
  it("splits the flash-sale lines' discount between the admin and the store", () => {
    const sale = line({
      price: { unitPrice: 50, unitDiscount: 5, quantity: 2 },
      flash: flashTerms(),
    });
    const plain = line({ itemId: 2, price: { unitPrice: 50, unitDiscount: 5 } });
    const campaign = line({
      itemId: 3,
      campaign: true,
      flash: flashTerms(),
      price: { unitDiscount: 5 },
    });
    expect(flashShares([sale, plain, campaign])).toEqual({ admin: 6, store: 4 });
    expect(flashShares([])).toEqual({ admin: 0, store: 0 });
  });
});

describe('couponPart', () => {
  it('is nothing without a coupon', () => {
    expect(couponPart(null, 100, 'en')).toEqual({ amount: 0, freeDelivery: false });
  });

  it("takes the coupon's discount off the items, or makes delivery free", () => {
    const percent = { discount: 10, discount_type: 'percent', max_discount: 0, min_purchase: 0 };
    expect(couponPart(percent, 80, 'en')).toEqual({ amount: 8, freeDelivery: false });
    const free = { ...percent, coupon_type: 'free_delivery' };
    expect(couponPart(free, 80, 'en')).toEqual({ amount: 0, freeDelivery: true });
  });

  it('refuses an order below its minimum purchase', () => {
    const coupon = { discount: 5, discount_type: 'amount', min_purchase: 100 };
    expect(refusal(() => couponPart(coupon, 99, 'en'))).toEqual({ status: 403, code: 'coupon' });
  });
});

describe('referralDiscount', () => {
  const first = {
    is_valid_for_discount: true,
    discount_amount: 10,
    discount_amount_type: 'percentage',
  };

  it('takes a percentage of the base, or a fixed amount, while the discount is valid', () => {
    expect(referralDiscount(first, 55)).toBe(5.5);
    expect(referralDiscount(first, -5)).toBe(0);
    expect(referralDiscount({ ...first, discount_amount_type: 'amount' }, 55)).toBe(10);
    expect(referralDiscount({ ...first, is_valid_for_discount: false }, 55)).toBe(0);
  });
});

describe('parcelDeliveryCharge', () => {
  const settings = settingsOf({
    parcel_per_km_shipping_charge: 2,
    parcel_minimum_shipping_charge: 15,
  });

  it("uses the category's rates, else the marketplace's", () => {
    expect(parcelDeliveryCharge(10, null, settings)).toBe(20);
    expect(parcelDeliveryCharge(3, undefined, settings)).toBe(15);
    const category = { parcel_per_km_shipping_charge: 5, parcel_minimum_shipping_charge: 1 };
    expect(parcelDeliveryCharge(10, category, settings)).toBe(50);
  });
});

describe('storeDeliveryCharge', () => {
  const base = {
    distance: 5,
    rate: { per_km_shipping_charge: 2, minimum_shipping_charge: 5 },
    extraCharge: 0,
    zoneRow: zoneRow(),
    storeFreeDelivery: false,
    freeDeliveryCoupon: false,
    couponCreatedBy: null,
    orderAmount: 40,
    settings: settingsOf(),
  };

  it("charges by distance, with the zone's surge and the vehicle's extra charge", () => {
    expect(storeDeliveryCharge(base)).toEqual({ charge: 10, original: 10, freeBy: null });
    const surge = zoneRow({ increased_delivery_fee_status: 1, increased_delivery_fee: 10 });
    expect(storeDeliveryCharge({ ...base, zoneRow: surge, extraCharge: 3 }).charge).toBe(14);
    const surgeOff = zoneRow({ increased_delivery_fee_status: 0, increased_delivery_fee: 10 });
    expect(storeDeliveryCharge({ ...base, zoneRow: surgeOff }).charge).toBe(10);
  });

  it('is free by the first free-delivery rule that applies, and says who bears it', () => {
    expect(storeDeliveryCharge({ ...base, storeFreeDelivery: true })).toEqual({
      charge: 0,
      original: 10,
      freeBy: 'vendor',
    });
    expect(storeDeliveryCharge({ ...base, freeDeliveryCoupon: true }).freeBy).toBe('admin');
    expect(
      storeDeliveryCharge({ ...base, freeDeliveryCoupon: true, couponCreatedBy: 'vendor' }).freeBy,
    ).toBe('vendor');
    const overForty = settingsOf({
      admin_free_delivery: {
        status: 1,
        type: 'free_delivery_by_order_amount',
        free_delivery_over: 40,
      },
    });
    expect(storeDeliveryCharge({ ...base, settings: overForty })).toEqual({
      charge: 0,
      original: 10,
      freeBy: 'admin',
    });
    expect(storeDeliveryCharge({ ...base, settings: overForty, orderAmount: 39 }).charge).toBe(10);
  });
});

describe('totalsOf', () => {
  const base = {
    sub: { subtotal: 100, discount: 10 },
    couponAmount: 5,
    referral: 5,
    deliveryCharge: 7,
    store: storeRow({ tax: 10 }),
    input: { order_type: 'delivery' as const, dm_tips: 3, extra_packaging_amount: 1 },
    settings: settingsOf(),
  };

  it('adds the tax on the discounted items and the delivery charge', () => {
    expect(totalsOf(base)).toMatchObject({ discountedSubtotal: 80, tax: 8, tips: 0, total: 95 });
  });

  it('adds tips while delivering and tips are on, the service fee and the packaging', () => {
    const settings = settingsOf({
      dm_tips_status: true,
      additional_charge_status: true,
      additional_charge: 2,
    });
    const store = storeRow({ tax: 10, extra_packaging_status: true, extra_packaging_amount: 4 });
    expect(totalsOf({ ...base, settings, store })).toMatchObject({
      tips: 3,
      serviceFee: 2,
      packaging: 4,
      total: 104,
    });
    const takeAway = { ...base.input, order_type: 'take_away' as const };
    expect(totalsOf({ ...base, settings, input: takeAway }).tips).toBe(0);
    expect(
      totalsOf({ ...base, settings, store, input: { ...base.input, extra_packaging_amount: 0 } })
        .packaging,
    ).toBe(0);
  });
});
