import { bestCashback, cashbackBase, cashbackFor } from '@/domain/wallet/cashback';
import { ADD_FUND, bestBonus, bonusFor, WALLET_FILTER_TYPES } from '@/domain/wallet/rules';

const amountBonus = {
  bonus_type: 'amount',
  bonus_amount: 20,
  minimum_add_amount: 200,
  maximum_bonus_amount: 20,
};
const percentBonus = {
  bonus_type: 'percentage',
  bonus_amount: 5,
  minimum_add_amount: 500,
  maximum_bonus_amount: 50,
};

describe('wallet top-up bonus', () => {
  it('pays nothing below the minimum, a fixed amount, or a capped percentage', () => {
    expect(bonusFor(amountBonus, 199.99)).toBe(0);
    expect(bonusFor(amountBonus, 200)).toBe(20);
    expect(bonusFor(percentBonus, 600)).toBe(30);
    expect(bonusFor(percentBonus, 5000)).toBe(50);
    expect(bonusFor({ ...percentBonus, maximum_bonus_amount: 0 }, 5000)).toBe(250);
    expect(bonusFor(amountBonus, Number.NaN)).toBe(0);
  });

  it('picks the offer that pays the most', () => {
    expect(bestBonus([amountBonus, percentBonus], 100)).toBeNull();
    expect(bestBonus([amountBonus, percentBonus], 300)).toEqual({ bonus: amountBonus, value: 20 });
    expect(bestBonus([amountBonus, percentBonus], 600)).toEqual({ bonus: percentBonus, value: 30 });
  });

  it('bounds a top-up and groups the history filters', () => {
    expect(ADD_FUND.min).toBe(1);
    expect(ADD_FUND.max).toBeGreaterThan(ADD_FUND.min);
    expect(WALLET_FILTER_TYPES.order).toEqual(['order_place', 'partial_payment', 'order_refund']);
  });
});

describe('cash back', () => {
  const percent = {
    cashback_type: 'percentage',
    cashback_amount: 5,
    min_purchase: 200,
    max_discount: 30,
  };
  const flat = { cashback_type: 'amount', cashback_amount: 25, min_purchase: 500, max_discount: 0 };

  it('pays an offer from its minimum purchase, percentages capped', () => {
    expect(cashbackFor(percent, 100)).toBe(0);
    expect(cashbackFor(percent, 300)).toBe(15);
    expect(cashbackFor(percent, 1000)).toBe(30);
    expect(cashbackFor(flat, 500)).toBe(25);
    expect(bestCashback([percent, flat], 1000)).toEqual({ rule: percent, value: 30 });
    expect(bestCashback([percent, flat], 100)).toBeNull();
  });

  it('earns on the items part of an order', () => {
    expect(
      cashbackBase({
        order_amount: 250,
        delivery_charge: 15,
        dm_tips: 5,
        additional_charge: 5,
        extra_packaging_amount: 0,
      }),
    ).toBe(225);
  });
});
