import { adminFreeDelivery } from '@/server/api/format/config';
import {
  marketplaceTerms,
  orderPricingInput,
  parcelDeliveryCharge,
  pricedOrder,
} from '@/server/api/orders/place/pricing';
import { flashTerms, line, refusal, settingsOf, storeRow, zoneRow } from './fixtures';

/** The order's inputs as the placement reads them, with the given overrides. */
const inputOf = (over: Partial<Parameters<typeof orderPricingInput>[0]> = {}) =>
  orderPricingInput({
    input: { order_type: 'delivery', distance: 5 },
    lines: [line({ price: { unitPrice: 40 } })],
    store: storeRow(),
    coupon: null,
    firstOrder: null,
    settings: settingsOf(),
    delivery: {
      rate: { per_km_shipping_charge: 2, minimum_shipping_charge: 5 },
      vehicleExtraCharge: 0,
      zone: zoneRow(),
    },
    ...over,
  });

describe('orderPricingInput', () => {
  it("reads the store's running discount rule from the lines and the flash sale of each", () => {
    const storeDiscount = { discount: 10, min_purchase: 500, max_discount: 0 };
    const sale = flashTerms();
    const input = inputOf({
      lines: [
        line({ price: { unitPrice: 100, unitDiscount: 10, discountBy: 'store' }, storeDiscount }),
        line({ itemId: 2, flash: sale, price: { unitPrice: 50, unitDiscount: 5 } }),
        line({ itemId: 3, campaign: true, flash: sale }),
      ],
    });
    expect(input.store?.discount).toEqual(storeDiscount);
    expect(input.lines.map((l) => l.flashSale)).toEqual([null, sale, null]);
  });

  it('opts in to packaging when the body asks for it, and reads the marketplace terms', () => {
    const settings = settingsOf({
      dm_tips_status: 1,
      additional_charge_status: true,
      additional_charge: 2,
    });
    const input = inputOf({
      input: { order_type: 'delivery', distance: 5, dm_tips: 3, extra_packaging_amount: 1 },
      settings,
    });
    expect(input).toMatchObject({ tips: 3, extraPackaging: true });
    expect(marketplaceTerms(settings)).toEqual({
      admin_free_delivery: { status: false, type: null, free_delivery_over: 0 },
      dm_tips_status: true,
      additional_charge_status: true,
      additional_charge: 2,
    });
  });

  it('reads the admin free-delivery rule as config reports it, from the flat settings too', () => {
    const flat = settingsOf({
      admin_free_delivery_status: '1',
      admin_free_delivery_option: 'free_delivery_by_order_amount',
      free_delivery_over: '30',
    });
    const terms = marketplaceTerms(flat).admin_free_delivery;
    expect(terms).toEqual({
      status: true,
      type: 'free_delivery_by_order_amount',
      free_delivery_over: 30,
    });
    expect(terms).toEqual(adminFreeDelivery(flat));
    // The order over 30 the checkout shows with free delivery is priced with free delivery.
    const priced = pricedOrder(inputOf({ settings: flat }), 'en');
    expect(priced).toMatchObject({ freeDelivery: 'admin_over_amount', deliveryCharge: 0 });
    // A stored object whose status is text counts as config says.
    const stored = settingsOf({
      admin_free_delivery: { status: '1', type: 'free_delivery_to_all_store' },
    });
    expect(pricedOrder(inputOf({ settings: stored }), 'en').freeDelivery).toBe('admin_all_stores');
  });
});

describe('pricedOrder', () => {
  it('prices with the shared rules: surge, vehicle extra charge, packaging', () => {
    const store = storeRow({ tax: 10, extra_packaging_status: true, extra_packaging_amount: 4 });
    const priced = pricedOrder(
      inputOf({
        input: { order_type: 'delivery', distance: 5, extra_packaging_amount: 1 },
        store,
        delivery: {
          rate: { per_km_shipping_charge: 2, minimum_shipping_charge: 5 },
          vehicleExtraCharge: 3,
          zone: zoneRow({ increased_delivery_fee_status: 1, increased_delivery_fee: 10 }),
        },
      }),
      'en',
    );
    // 40 + 4 tax + (10 + 10 % surge + 3) delivery + 4 packaging
    expect(priced).toMatchObject({ tax: 4, deliveryCharge: 14, packaging: 4, total: 62 });
  });

  it('refuses an order below its coupon minimum purchase with 403 coupon', () => {
    const coupon = { discount: 5, discount_type: 'amount', min_purchase: 100 };
    expect(refusal(() => pricedOrder(inputOf({ coupon }), 'en'))).toEqual({
      status: 403,
      code: 'coupon',
    });
  });

  it('takes the first-order discount and says who bears free delivery', () => {
    const first = {
      is_valid_for_discount: true,
      discount_amount: 10,
      discount_amount_type: 'percentage',
    };
    const coupon = { discount: 0, discount_type: 'amount', coupon_type: 'free_delivery' };
    const priced = pricedOrder(
      inputOf({ firstOrder: first, coupon: { ...coupon, created_by: 'vendor' } }),
      'en',
    );
    expect(priced).toMatchObject({
      referralDiscount: 4,
      deliveryCharge: 0,
      originalDelivery: 10,
      freeDeliveryBy: 'vendor',
      total: 36,
    });
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
