import { couponDiscountText, couponExpiry } from '@/domain/home/coupons';

const config = {
  currency_symbol: 'DH',
  currency_symbol_direction: 'right' as const,
  digit_after_decimal_point: 2,
};

describe('couponDiscountText', () => {
  it('percent coupons show a percentage, amount coupons the currency', () => {
    expect(couponDiscountText({ code: 'A', discount: 10, discount_type: 'percent' }, config)).toBe(
      '10%',
    );
    expect(couponDiscountText({ code: 'A', discount: 50, discount_type: 'amount' }, config)).toBe(
      '50.00 DH',
    );
    expect(
      couponDiscountText(
        { code: 'A', discount: 0, discount_type: 'amount', coupon_type: 'free_delivery' },
        config,
      ),
    ).toBeNull();
  });
});

describe('couponExpiry', () => {
  const now = new Date(2026, 0, 10, 15, 0, 0);

  it('today, tomorrow, a later date or expired', () => {
    expect(couponExpiry('2026-01-10', now, 'en')).toEqual({ key: 'Expires today' });
    expect(couponExpiry('2026-01-11', now, 'en')).toEqual({ key: 'Expires tomorrow' });
    expect(couponExpiry('2026-01-09', now, 'en')).toEqual({ key: 'Expired' });
    expect(couponExpiry('2026-02-20', now, 'en')).toEqual({
      key: 'Valid until {{date}}',
      date: 'Feb 20, 2026',
    });
    expect(couponExpiry(null, now, 'en')).toBeNull();
  });
});
