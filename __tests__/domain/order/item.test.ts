import {
  addOnTotal,
  cartSubtotal,
  itemUnitPrice,
  linePrice,
  parseOptionPrice,
  type OrderPricedItem,
} from '@/domain/order';

const burger: OrderPricedItem = {
  price: 50,
  discount: 10,
  discount_type: 'percent',
  food_variations: [
    {
      name: 'Size',
      type: 'single',
      required: 'on',
      values: [
        { label: 'Small', optionPrice: '0' },
        { label: 'Large', optionPrice: '15' },
      ],
    },
    {
      name: 'Sauce',
      type: 'multi',
      min: 0,
      max: 2,
      required: 'off',
      values: [
        { label: 'BBQ', optionPrice: '5.9' },
        { label: 'Mayo', optionPrice: 3 },
      ],
    },
  ],
  add_ons: [
    { id: 1, name: 'Cheese', price: 4 },
    { id: 2, name: 'Bacon', price: 7.5 },
  ],
};

const shirt: OrderPricedItem = {
  price: 100,
  discount: 12,
  discount_type: 'amount',
  variations: [
    { type: 'Red-XL', price: 120, stock: 3 },
    { type: 'Blue-M', price: 90, stock: 0 },
  ],
};

describe('parseOptionPrice (option prices are parsed as integers, R-ITEM-5)', () => {
  it('parses strings and numbers to integers, anything else to 0', () => {
    expect(parseOptionPrice('15')).toBe(15);
    expect(parseOptionPrice('5.9')).toBe(5);
    expect(parseOptionPrice(3.7)).toBe(3);
    expect(parseOptionPrice('abc')).toBe(0);
    expect(parseOptionPrice(null)).toBe(0);
  });
});

describe('itemUnitPrice', () => {
  it('adds the chosen food options to the base price', () => {
    const unit = itemUnitPrice(burger, [
      { name: 'Size', values: { label: ['Large'] } },
      { name: 'Sauce', values: { label: ['BBQ', 'Mayo'] } },
    ]);
    expect(unit.price).toBe(50 + 15 + 5 + 3);
    expect(unit.variation).toEqual([
      { name: 'Size', values: [{ label: 'Large', optionPrice: 15 }] },
      {
        name: 'Sauce',
        values: [
          { label: 'BBQ', optionPrice: 5 },
          { label: 'Mayo', optionPrice: 3 },
        ],
      },
    ]);
    expect(unit.problems).toEqual([]);
  });

  it('reports unknown groups and options without pricing them', () => {
    const unit = itemUnitPrice(burger, [
      { name: 'Size', values: { label: ['Huge'] } },
      { name: 'Drink', values: { label: ['Cola'] } },
    ]);
    expect(unit.price).toBe(50);
    expect(unit.problems).toEqual([
      { kind: 'unknown_option', group: 'Size', label: 'Huge' },
      { kind: 'unknown_group', group: 'Drink' },
    ]);
  });

  it('uses the price of the non-food variation whose type matches', () => {
    const unit = itemUnitPrice(shirt, [{ type: 'Red-XL', price: 1 }]);
    expect(unit.price).toBe(120);
    expect(unit.variant).toBe('Red-XL');
    expect(unit.variation).toEqual([{ type: 'Red-XL', price: 120, stock: 3 }]);
  });

  it('never trusts a client price and flags an unknown variation', () => {
    const unit = itemUnitPrice(shirt, [{ type: 'Green-S', price: 1 }]);
    expect(unit.price).toBe(100);
    expect(unit.problems).toEqual([{ kind: 'unknown_variation', type: 'Green-S' }]);
  });

  it('is the base price without a variation', () => {
    expect(itemUnitPrice(shirt, []).price).toBe(100);
    expect(itemUnitPrice({ price: 20 }, null).price).toBe(20);
  });
});

describe('addOnTotal', () => {
  it('multiplies each add-on by its own quantity', () => {
    const total = addOnTotal(burger.add_ons, [1, 2], [2, 1]);
    expect(total.total).toBe(4 * 2 + 7.5);
    expect(total.addOns).toEqual([
      { id: 1, name: 'Cheese', price: 4, quantity: 2 },
      { id: 2, name: 'Bacon', price: 7.5, quantity: 1 },
    ]);
  });

  it('counts a missing quantity as 1, drops quantity 0 and reports unknown ids', () => {
    const total = addOnTotal(burger.add_ons, [1, 2, 99], [0]);
    expect(total.addOns.map((a) => a.id)).toEqual([2]);
    expect(total.total).toBe(7.5);
    expect(total.unknownIds).toEqual([99]);
  });
});

describe('linePrice: (unit + options) × quantity, then the discount, then add-ons', () => {
  it('applies a percent discount to the options too, not to the add-ons', () => {
    const line = linePrice({
      item: burger,
      quantity: 2,
      variation: [{ name: 'Size', values: { label: ['Large'] } }],
      add_on_ids: [1],
      add_on_qtys: [3],
    });
    expect(line.unitPrice).toBe(65);
    expect(line.itemsTotal).toBe(130);
    expect(line.discountTotal).toBe(13);
    expect(line.addOnTotal).toBe(12);
    expect(line.total).toBe(130 - 13 + 12);
    expect(line.discountBy).toBe('item');
  });

  it('takes an amount discount per unit', () => {
    const line = linePrice({ item: shirt, quantity: 3, variation: [{ type: 'Red-XL' }] });
    expect(line.unitDiscount).toBe(12);
    expect(line.total).toBe(3 * (120 - 12));
  });

  it('prefers the store discount (a percentage) over the item discount', () => {
    const line = linePrice({ item: { ...shirt, store_discount: 20 }, quantity: 1 });
    expect(line.discount).toEqual({ type: 'percent', value: 20 });
    expect(line.discountBy).toBe('store');
    expect(line.total).toBe(80);
  });

  it('never lets an amount discount make a unit negative and floors the quantity', () => {
    const line = linePrice({
      item: { price: 5, discount: 8, discount_type: 'amount' },
      quantity: 2.7,
    });
    expect(line.quantity).toBe(2);
    expect(line.total).toBe(0);
    expect(linePrice({ item: { price: 5 }, quantity: -1 }).total).toBe(0);
  });
});

describe('cartSubtotal', () => {
  const lines = [
    linePrice({ item: { price: 40, store_discount: 10 }, quantity: 2, add_on_ids: [] }),
    linePrice({ item: { price: 20, discount: 5, discount_type: 'amount' }, quantity: 1 }),
  ];

  it('sums items, add-ons and discounts', () => {
    const sum = cartSubtotal(lines);
    expect(sum).toEqual({ itemsTotal: 100, addOnTotal: 0, subtotal: 100, discount: 13, total: 87 });
  });

  it("drops the store discount below the store's minimum purchase and caps it", () => {
    expect(cartSubtotal(lines, { discount: 10, min_purchase: 150 }).discount).toBe(5);
    expect(cartSubtotal(lines, { discount: 10, max_discount: 3 }).discount).toBe(8);
    expect(cartSubtotal(lines, { discount: 10, min_purchase: 50, max_discount: 0 }).discount).toBe(
      13,
    );
  });
});
