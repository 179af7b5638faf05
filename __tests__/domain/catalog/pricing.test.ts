import {
  applyDiscount,
  discountedPrice,
  discountedRange,
  effectiveDiscount,
  priceRange,
} from '@/domain/catalog/pricing';

describe('effectiveDiscount (R-ITEM-6)', () => {
  it('uses the store discount when it is above 0, as a percentage', () => {
    expect(
      effectiveDiscount({ price: 100, store_discount: 15, discount: 20, discount_type: 'amount' }),
    ).toEqual({ type: 'percent', value: 15 });
  });

  it('otherwise uses the item discount when above 0, percent or amount', () => {
    expect(
      effectiveDiscount({ price: 100, store_discount: 0, discount: 10, discount_type: 'percent' }),
    ).toEqual({ type: 'percent', value: 10 });
    expect(effectiveDiscount({ price: 100, discount: 12.5, discount_type: 'amount' })).toEqual({
      type: 'amount',
      value: 12.5,
    });
  });

  it('gives a running flash sale its own discount over the store discount (API-ITEMS-3)', () => {
    // Flash-sale item in a store running 12% off: the item JSON carries the sale's 30% in `discount`.
    const item = {
      price: 200,
      flash_sale: 1,
      discount: 30,
      discount_type: 'percent',
      store_discount: 12,
    };
    expect(effectiveDiscount(item)).toEqual({ type: 'percent', value: 30 });
    expect(discountedPrice(item)).toBe(140);
    expect(
      effectiveDiscount({ ...item, discount: 25, discount_type: 'amount', store_discount: 0 }),
    ).toEqual({ type: 'amount', value: 25 });
    // Not in a sale (or a sale without a discount): the store discount still comes first.
    expect(effectiveDiscount({ ...item, flash_sale: 0 })).toEqual({ type: 'percent', value: 12 });
    expect(effectiveDiscount({ ...item, discount: 0 })).toEqual({ type: 'percent', value: 12 });
  });

  it('is null without a positive discount', () => {
    expect(effectiveDiscount({ price: 100, discount: 0, discount_type: 'percent' })).toBeNull();
    expect(effectiveDiscount({ price: 100, discount: -5, store_discount: -1 })).toBeNull();
    expect(effectiveDiscount({ price: 100 })).toBeNull();
    expect(effectiveDiscount({ price: 100, discount: Number.NaN })).toBeNull();
  });
});

describe('applyDiscount / discountedPrice', () => {
  it('takes a percentage or an amount off', () => {
    expect(applyDiscount(80, { type: 'percent', value: 25 })).toBe(60);
    expect(applyDiscount(80, { type: 'amount', value: 15 })).toBe(65);
    expect(applyDiscount(80, null)).toBe(80);
  });

  it('never goes below 0', () => {
    expect(applyDiscount(10, { type: 'amount', value: 25 })).toBe(0);
    expect(applyDiscount(10, { type: 'percent', value: 150 })).toBe(0);
    expect(applyDiscount(-3, null)).toBe(0);
  });

  it('applies the item discount to its price or to a given variation price', () => {
    const item = { price: 57, discount: 10, discount_type: 'percent', store_discount: 10 };
    expect(discountedPrice(item)).toBeCloseTo(51.3);
    expect(discountedPrice(item, 100)).toBe(90);
  });
});

describe('priceRange', () => {
  it('is the price without options', () => {
    expect(priceRange({ price: 42 })).toEqual({ min: 42, max: 42 });
    expect(priceRange({ price: 42, variations: [], food_variations: '' })).toEqual({
      min: 42,
      max: 42,
    });
  });

  it('spans the variation prices of non-food items', () => {
    expect(
      priceRange({
        price: 10,
        variations: [
          { type: 'Red-S', price: 12, stock: 1 },
          { type: 'Red-XL', price: 18, stock: 0 },
          { type: 'Blue-M', price: 9, stock: 3 },
        ],
      }),
    ).toEqual({ min: 9, max: 18 });
  });

  it('starts food items at the base price plus the cheapest required options', () => {
    expect(
      priceRange({
        price: 50,
        food_variations: [
          {
            name: 'Size',
            type: 'single',
            required: 'on',
            values: [
              { label: 'Large', optionPrice: '20' },
              { label: 'Medium', optionPrice: '10' },
            ],
          },
          {
            name: 'Sauces',
            type: 'multi',
            min: 2,
            max: 3,
            required: 'on',
            values: [
              { label: 'A', optionPrice: 3 },
              { label: 'B', optionPrice: '1' },
              { label: 'C', optionPrice: '2.9' },
            ],
          },
          {
            name: 'Extras',
            type: 'multi',
            min: 0,
            max: 2,
            required: 'off',
            values: [{ label: 'Cheese', optionPrice: '8' }],
          },
        ],
      }),
    ).toEqual({ min: 63, max: 63 });
  });

  it('applies the discount to both ends', () => {
    expect(
      discountedRange({
        price: 10,
        discount: 5,
        discount_type: 'amount',
        variations: [
          { type: 'S', price: 20 },
          { type: 'L', price: 40 },
        ],
      }),
    ).toEqual({ min: 15, max: 35 });
  });
});
