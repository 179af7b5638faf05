import {
  addFundAmountError,
  bonusLine,
  fundResult,
  walletRowAmount,
  walletRowLabel,
} from '@/domain/wallet/display';
import { newsletterEmailError } from '@/domain/footer';
import { couponLines, usableCoupons } from '@/domain/coupons/display';
import { referralLines, referralLink } from '@/domain/referral/terms';

const money = {
  currency_symbol: 'DH',
  currency_symbol_direction: 'right' as const,
  digit_after_decimal_point: 2,
};

describe('member coupons (R-ACCOUNT-6)', () => {
  it('says what a coupon gives and asks', () => {
    expect(
      couponLines(
        {
          code: 'SAVE20',
          discount: 20,
          discount_type: 'percent',
          max_discount: 50,
          min_purchase: 100,
          store: { id: 3, name: 'Green Basket' },
        },
        money,
      ).map((line) => line.key),
    ).toEqual(['{{value}} off, up to {{max}}', 'Only at {{store}}', 'Minimum purchase {{amount}}']);
    expect(
      couponLines(
        { code: 'FREE', discount: 0, discount_type: 'amount', coupon_type: 'free_delivery' },
        money,
      ),
    ).toEqual([{ key: 'Free delivery' }]);
    expect(
      couponLines(
        { code: 'TEN', discount: 10, discount_type: 'amount', coupon_type: 'first_order' },
        money,
      )[1],
    ).toEqual({
      key: 'First order only',
    });
  });

  it('keeps usable coupons, soonest to expire first', () => {
    const list = usableCoupons(
      [
        { code: 'A', discount: 1, discount_type: 'amount', expire_date: '2026-12-31' },
        { code: 'B', discount: 1, discount_type: 'amount', expire_date: '2026-11-01' },
        { code: 'C', discount: 1, discount_type: 'amount', expire_date: null },
        { code: 'D', discount: 1, discount_type: 'amount', expire_date: '2026-11-27' },
      ],
      '2026-11-27',
    );
    expect(list.map((coupon) => coupon.code)).toEqual(['D', 'A', 'C']);
  });
});

describe('referral terms (R-REFERRAL-1)', () => {
  it('explains the reward and the friend’s discount from the configuration', () => {
    expect(
      referralLines({
        ...money,
        ref_earning_status: 1,
        ref_earning_exchange_rate: 20,
        new_customer_discount_status: 1,
        new_customer_discount_amount: 10,
        new_customer_discount_amount_type: 'percentage',
        new_customer_discount_amount_validity: 30,
        new_customer_discount_validity_type: 'day',
      }),
    ).toEqual([
      expect.objectContaining({ reward: expect.stringContaining('20') }),
      expect.objectContaining({ discount: '10%', count: 30, unit: 'days' }),
    ]);
    expect(referralLines({ ref_earning_status: 0, ref_earning_exchange_rate: 20 })).toEqual([]);
    expect(referralLink('https://shop.test', 'AB 12')).toBe(
      'https://shop.test/auth/sign-up?ref_code=AB%2012',
    );
  });
});

describe('newsletter e-mail (R-SHELL-15)', () => {
  it('needs a valid address', () => {
    expect(newsletterEmailError('')).toBe('Email is required');
    expect(newsletterEmailError('a@b')).toBe('Must be a valid email');
    expect(newsletterEmailError(' me@shop.test ')).toBeNull();
  });
});

describe('wallet display (R-WALLET-1, R-WALLET-2)', () => {
  it('labels rows and signs their amounts', () => {
    expect(walletRowLabel('add_fund')).toBe('Fund added');
    expect(walletRowLabel('something_new')).toBe('Wallet transaction');
    expect(walletRowAmount({ credit: 100, admin_bonus: 10, debit: 0 })).toBe(110);
    expect(walletRowAmount({ credit: 0, debit: 45.5 })).toBe(-45.5);
  });

  it('describes offers and reads the gateway’s answer', () => {
    expect(
      bonusLine(
        {
          bonus_type: 'percentage',
          bonus_amount: 10,
          minimum_add_amount: 100,
          maximum_bonus_amount: 50,
        },
        money,
      ),
    ).toMatchObject({ key: '{{percent}}% bonus on {{min}} or more, up to {{max}}', percent: 10 });
    expect(
      bonusLine(
        {
          bonus_type: 'amount',
          bonus_amount: 20,
          minimum_add_amount: 200,
          maximum_bonus_amount: 0,
        },
        money,
      ).key,
    ).toBe('{{amount}} bonus on {{min}} or more');
    expect(fundResult('success')).toBe('success');
    expect(fundResult(['cancel'])).toBe('cancel');
    expect(fundResult('hack')).toBeNull();
  });

  it('refuses top-ups out of bounds', () => {
    expect(addFundAmountError('')).toBe('Enter the amount to add');
    expect(addFundAmountError('abc')).toBe('Enter the amount to add');
    expect(addFundAmountError('0.5')).toBe('The amount must be at least {{min}}');
    expect(addFundAmountError('99999999')).toBe('The amount must be at most {{max}}');
    expect(addFundAmountError('150,50')).toBeNull();
  });
});

describe('coupons limited to a module', () => {
  it('names the module when no store limits the coupon', () => {
    const lines = couponLines(
      { code: 'PHARMA10', discount: 10, discount_type: 'percent', module_id: 3 },
      money,
      (id) => (id === 3 ? 'Pharmacy' : null),
    );
    expect(lines).toContainEqual({ key: 'Only in {{module}}', module: 'Pharmacy' });
  });
});
