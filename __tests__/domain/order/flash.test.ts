import { flashDiscountShares } from '@/domain/order';

describe('flashDiscountShares', () => {
  it('splits by the sale’s admin and vendor percentages when they add up to 100', () => {
    expect(flashDiscountShares(25, 60, 40)).toEqual({ admin: 15, store: 10 });
    expect(flashDiscountShares(12.5, 100, 0)).toEqual({ admin: 12.5, store: 0 });
    expect(flashDiscountShares(12.5, 0, 100)).toEqual({ admin: 0, store: 12.5 });
  });

  it('always adds up to the discount to the cent', () => {
    // 50 % of 0.05 is 0.025 either way: rounding both halves up would give 0.06.
    expect(flashDiscountShares(0.05, 50, 50)).toEqual({ admin: 0.03, store: 0.02 });
    for (const discount of [0.01, 0.03, 1.11, 7.77, 99.99]) {
      const { admin, store } = flashDiscountShares(discount, 33.33, 66.67);
      expect(Math.round((admin + store) * 100)).toBe(Math.round(discount * 100));
    }
  });

  it('takes the shares in proportion when the percentages do not add up to 100', () => {
    expect(flashDiscountShares(30, 30, 30)).toEqual({ admin: 15, store: 15 });
    expect(flashDiscountShares(30, 60, 60)).toEqual({ admin: 15, store: 15 });
    expect(flashDiscountShares(30, 20, 0)).toEqual({ admin: 30, store: 0 });
  });

  it('leaves a discount nobody took a share of to the store, and never goes negative', () => {
    expect(flashDiscountShares(30, 0, 0)).toEqual({ admin: 0, store: 30 });
    expect(flashDiscountShares(-5, 60, 40)).toEqual({ admin: 0, store: 0 });
    expect(flashDiscountShares(10, -20, 40)).toEqual({ admin: 0, store: 10 });
  });
});
