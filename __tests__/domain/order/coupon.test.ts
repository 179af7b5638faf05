import { COUPON_MIN_PURCHASE_MESSAGE, couponDiscount } from '@/domain/order';

describe('couponDiscount', () => {
  it('takes a percentage capped at max_discount', () => {
    const coupon = { discount: 10, discount_type: 'percent', max_discount: 15 };
    expect(couponDiscount(coupon, 100)).toEqual({ ok: true, discount: 10, freeDelivery: false });
    expect(couponDiscount(coupon, 400)).toEqual({ ok: true, discount: 15, freeDelivery: false });
    expect(couponDiscount({ ...coupon, max_discount: 0 }, 400)).toMatchObject({ discount: 40 });
  });

  it('takes a fixed amount, never more than the order', () => {
    expect(couponDiscount({ discount: 25, discount_type: 'amount' }, 100)).toMatchObject({
      discount: 25,
    });
    expect(couponDiscount({ discount: 25, discount_type: 'amount' }, 20)).toMatchObject({
      discount: 20,
    });
  });

  it('does not apply below the minimum purchase and says how much is missing', () => {
    expect(
      couponDiscount({ discount: 10, discount_type: 'percent', min_purchase: 150 }, 120.5),
    ).toEqual({
      ok: false,
      reason: 'min_purchase',
      minPurchase: 150,
      missing: 29.5,
      message: COUPON_MIN_PURCHASE_MESSAGE,
    });
    expect(COUPON_MIN_PURCHASE_MESSAGE).toBe(
      'To apply this coupon, total item amount should be minimum',
    );
  });

  it('applies at exactly the minimum', () => {
    expect(
      couponDiscount({ discount: 10, discount_type: 'percent', min_purchase: 150 }, 150),
    ).toMatchObject({ ok: true, discount: 15 });
  });

  it('makes delivery free instead of discounting for free_delivery coupons', () => {
    const coupon = {
      discount: 0,
      discount_type: 'amount',
      coupon_type: 'free_delivery',
      min_purchase: 50,
    };
    expect(couponDiscount(coupon, 60)).toEqual({ ok: true, discount: 0, freeDelivery: true });
    expect(couponDiscount(coupon, 40)).toMatchObject({ ok: false, reason: 'min_purchase' });
  });
});
