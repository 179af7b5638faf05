import { COD_LIMIT_MESSAGE, codAllowed, orderTotals, roundMoney, toAmount } from '@/domain/order';

describe('orderTotals', () => {
  it('is subtotal − discounts − coupon + tax + delivery + tips + service fee + packaging', () => {
    const totals = orderTotals({
      subtotal: 200,
      discount: 20,
      couponDiscount: 30,
      taxPercent: 10,
      deliveryCharge: 15,
      tips: 5,
      serviceFee: 2.5,
      packaging: 3,
    });
    expect(totals.discountedSubtotal).toBe(150);
    expect(totals.tax).toBe(15);
    expect(totals.total).toBe(150 + 15 + 15 + 5 + 2.5 + 3);
  });

  it('reports included tax without adding it', () => {
    const totals = orderTotals({ subtotal: 110, discount: 0, taxPercent: 10, taxIncluded: true });
    expect(totals.tax).toBe(10);
    expect(totals.total).toBe(110);
  });

  it('never lets discounts take the items below 0', () => {
    const totals = orderTotals({
      subtotal: 50,
      discount: 60,
      couponDiscount: 10,
      referralDiscount: 10,
      deliveryCharge: 10,
    });
    expect(totals.discount).toBe(50);
    expect(totals.couponDiscount).toBe(0);
    expect(totals.referralDiscount).toBe(0);
    expect(totals.total).toBe(10);
  });

  it('applies the referral discount after the coupon', () => {
    const totals = orderTotals({
      subtotal: 100,
      discount: 0,
      couponDiscount: 90,
      referralDiscount: 20,
    });
    expect(totals.referralDiscount).toBe(10);
    expect(totals.total).toBe(0);
  });
});

describe('codAllowed', () => {
  it('needs COD enabled in the configuration and the zone', () => {
    expect(codAllowed({ configEnabled: false }, 10)).toEqual({
      allowed: false,
      reason: 'disabled',
    });
    expect(codAllowed({ configEnabled: true, zoneEnabled: false }, 10)).toEqual({
      allowed: false,
      reason: 'disabled',
    });
    expect(codAllowed({ configEnabled: true }, 10)).toEqual({ allowed: true });
  });

  it('refuses orders over the maximum COD amount with the spec message', () => {
    const rules = { configEnabled: true, zoneEnabled: true, maxAmount: 500 };
    expect(codAllowed(rules, 500)).toEqual({ allowed: true });
    expect(codAllowed(rules, 500.01)).toEqual({
      allowed: false,
      reason: 'over_limit',
      maxAmount: 500,
      message: COD_LIMIT_MESSAGE,
    });
    expect(codAllowed({ ...rules, maxAmount: 0 }, 1e6)).toEqual({ allowed: true });
  });
});

describe('money helpers', () => {
  it('rounds to cents and parses amounts', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(Number.NaN)).toBe(0);
    expect(toAmount('12.5')).toBe(12.5);
    expect(toAmount('', 3)).toBe(3);
    expect(toAmount('x')).toBe(0);
  });
});
