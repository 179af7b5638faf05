import {
  buildAddPayload,
  buildUpdatePayload,
  cartLineFromEntry,
  cartLinesFromEntries,
  cartSubtotal,
  increaseDecision,
  isFromAnotherStore,
  lineChoice,
  lineQuantityPayload,
  proceedToCheckout,
  quantityInCart,
  type CartEntry,
} from '@/domain/cart/lines';
import { initialSelection, toggleAddOn, toggleFoodOption } from '@/domain/cart/selection';
import { keyboard, milk, pizza } from './fixtures';

const pizzaEntry: CartEntry = {
  id: 71,
  item_id: 1,
  module_id: 1,
  add_on_ids: [3, 4],
  add_on_qtys: [1, 2],
  item_type: 'App\\Models\\Item',
  price: 77,
  quantity: 2,
  variation: [
    { name: 'Size', values: { label: ['Large'] } },
    { name: 'Extra toppings', values: { label: ['Olives'] } },
  ],
  item: { ...pizza, image_full_url: '/demo/pizza.svg' },
};

describe('cart payloads (R-CART-5)', () => {
  it('builds the add payload: model, add_on_ids with their own add_on_qtys, variation labels', () => {
    let selection = initialSelection(pizza);
    selection = toggleFoodOption(pizza, selection, 0, 'Large').selection;
    selection = toggleFoodOption(pizza, selection, 1, 'Olives').selection;
    selection = toggleAddOn(toggleAddOn(selection, 4), 3);
    selection = {
      ...selection,
      addOns: [
        { id: 4, quantity: 2 },
        { id: 3, quantity: 1 },
      ],
    };
    selection = { ...selection, quantity: 2 };
    expect(buildAddPayload(pizza, selection, '5001')).toEqual({
      guest_id: '5001',
      model: 'Item',
      add_on_ids: [4, 3],
      add_on_qtys: [2, 1],
      item_id: 1,
      price: 81,
      quantity: 2,
      variation: [
        { name: 'Size', values: { label: ['Large'] } },
        { name: 'Extra toppings', values: { label: ['Olives'] } },
      ],
    });
  });

  it('leaves out add-ons at quantity 0 and the guest id for members', () => {
    const selection = { ...initialSelection(milk), addOns: [{ id: 9, quantity: 0 }] };
    expect(buildAddPayload(milk, selection, null)).toEqual({
      model: 'Item',
      add_on_ids: [],
      add_on_qtys: [],
      item_id: 168,
      price: 8,
      quantity: 1,
      variation: [],
    });
  });

  it('uses ItemCampaign for campaign items and the variation price for non-food', () => {
    const campaign = { ...keyboard, available_date_starts: '2025-01-01' };
    const payload = buildUpdatePayload(12, campaign, initialSelection(campaign), null);
    expect(payload).toMatchObject({
      cart_id: 12,
      model: 'ItemCampaign',
      price: 655,
      variation: [{ type: 'Black', price: 655, stock: 1 }],
    });
  });
});

describe('cart lines from server answers', () => {
  it('reads a row into the spec cart line with the money rules', () => {
    const line = cartLineFromEntry(pizzaEntry);
    expect(line).toMatchObject({
      cartItemId: 71,
      id: 1,
      name: 'Margherita Pizza',
      quantity: 2,
      price: 81,
      itemBasePrice: 57,
      model: 'Item',
      store_id: 1,
      moduleId: 1,
      stock: null,
      maximum_cart_quantity: 3,
      image_full_url: '/demo/pizza.svg',
      selectedAddons: [
        { id: 3, name: 'Garlic bread', price: 14.5, quantity: 1 },
        { id: 4, name: 'Harissa dip', price: 3, quantity: 2 },
      ],
    });
    // (57 + 20 + 4) × 2 = 162, minus 10 % = 145.8, plus add-ons 14.5 + 6 = 166.3
    expect(line?.totalPrice).toBeCloseTo(166.3, 2);
    expect(line?.discountedPrice).toBeCloseTo(72.9, 2);
    expect(line?.food_variations[0].values.map((value) => value.isSelected)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('accepts JSON strings and drops rows without an item', () => {
    const lines = cartLinesFromEntries([
      { ...pizzaEntry, add_on_ids: '[3]', add_on_qtys: '[2]', variation: '[]' },
      { ...pizzaEntry, id: 72, item: null },
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0].selectedAddons).toEqual([
      { id: 3, name: 'Garlic bread', price: 14.5, quantity: 2 },
    ]);
    expect(cartLinesFromEntries({ errors: [] })).toEqual([]);
  });

  it('gives the popup its starting choice and the card its count', () => {
    const line = cartLineFromEntry(pizzaEntry);
    if (!line) throw new Error('line expected');
    expect(lineChoice(line)).toEqual({
      quantity: 2,
      variation: pizzaEntry.variation,
      addOns: [
        { id: 3, quantity: 1 },
        { id: 4, quantity: 2 },
      ],
    });
    expect(quantityInCart([line, { ...line, quantity: 1 }], 1)).toBe(3);
    expect(quantityInCart([line], 2)).toBe(0);
  });

  it('keeps variation and add-ons on a quantity change', () => {
    const line = cartLineFromEntry(pizzaEntry);
    if (!line) throw new Error('line expected');
    expect(lineQuantityPayload(line, 3, '9')).toEqual({
      cart_id: 71,
      guest_id: '9',
      model: 'Item',
      add_on_ids: [3, 4],
      add_on_qtys: [1, 2],
      item_id: 1,
      price: 81,
      quantity: 3,
      variation: pizzaEntry.variation,
    });
  });
});

describe('cart rules (R-CART-3, R-CART-4, R-CART-7)', () => {
  const milkLine = cartLineFromEntry({
    id: 5,
    item_id: 168,
    price: 8,
    quantity: 5,
    variation: [],
    item: milk,
  });
  const pizzaLine = cartLineFromEntry(pizzaEntry);
  if (!milkLine || !pizzaLine) throw new Error('lines expected');

  it('non-food: plus is blocked at the stock', () => {
    expect(increaseDecision(milkLine)).toEqual({
      update: false,
      error: { reason: 'stock', limit: 5 },
    });
    expect(increaseDecision({ ...milkLine, quantity: 4 })).toEqual({ update: true, error: null });
  });

  it('any module: maximum_cart_quantity errors; food still issues the update', () => {
    expect(increaseDecision({ ...milkLine, quantity: 12, stock: 50 })).toEqual({
      update: false,
      error: { reason: 'max', limit: 12 },
    });
    expect(increaseDecision({ ...pizzaLine, quantity: 3 })).toEqual({
      update: true,
      error: { reason: 'max', limit: 3 },
    });
  });

  it('detects another store in the cart', () => {
    expect(isFromAnotherStore([pizzaLine], { store_id: 1 })).toBe(false);
    expect(isFromAnotherStore([pizzaLine], { store_id: 7 })).toBe(true);
    expect(isFromAnotherStore([], { store_id: 7 })).toBe(false);
  });

  it('sums the subtotal', () => {
    expect(cartSubtotal([{ totalPrice: 10.1 }, { totalPrice: 20.2 }])).toBe(30.3);
  });

  it('routes Proceed To Checkout', () => {
    expect(proceedToCheckout({ lineCount: 0, signedIn: true, guestCheckoutStatus: 1 })).toEqual({
      kind: 'home',
    });
    expect(proceedToCheckout({ lineCount: 2, signedIn: true, guestCheckoutStatus: 0 })).toEqual({
      kind: 'checkout',
    });
    expect(proceedToCheckout({ lineCount: 2, signedIn: false, guestCheckoutStatus: 1 })).toEqual({
      kind: 'login-or-guest',
    });
    expect(proceedToCheckout({ lineCount: 2, signedIn: false, guestCheckoutStatus: 0 })).toEqual({
      kind: 'sign-in',
    });
  });
});
