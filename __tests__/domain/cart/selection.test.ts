import {
  addOnControls,
  blockMessage,
  canDecrease,
  cartButtonMode,
  changeAddOnQuantity,
  chooseOption,
  chosenVariation,
  groupHint,
  hasChanges,
  hasVariations,
  increaseBlock,
  initialSelection,
  isCampaignItem,
  joinedType,
  MESSAGES,
  selectionOutOfStock,
  stockLimit,
  toggleAddOn,
  toggleFoodOption,
  validateFoodSelection,
  variationPayload,
} from '@/domain/cart/selection';
import { keyboard, milk, pizza } from './fixtures';

describe('initialSelection', () => {
  it('starts at quantity 1 with nothing chosen for food', () => {
    expect(initialSelection(pizza)).toEqual({
      quantity: 1,
      choices: [],
      food: [[], []],
      addOns: [],
    });
  });

  it('preselects the first variation of a non-food item', () => {
    const selection = initialSelection(keyboard);
    expect(selection.choices).toEqual(['Black']);
    expect(chosenVariation(keyboard, selection)?.type).toBe('Black');
  });

  it('starts from the cart line: quantity, options and add-ons', () => {
    const selection = initialSelection(pizza, {
      quantity: 2,
      variation: [
        { name: 'Size', values: { label: ['Large'] } },
        { name: 'Extra toppings', values: { label: ['Olives', 'Unknown'] } },
      ],
      addOns: [{ id: 4, quantity: 2 }],
    });
    expect(selection).toEqual({
      quantity: 2,
      choices: [],
      food: [['Large'], ['Olives']],
      addOns: [{ id: 4, quantity: 2 }],
    });
    expect(
      initialSelection(keyboard, { quantity: 1, variation: [{ type: 'White' }], addOns: [] })
        .choices,
    ).toEqual(['White']);
  });
});

describe('option choice picks the variation whose type matches the joined options', () => {
  const shirt = {
    ...keyboard,
    choice_options: [
      { name: 'choice_1', title: 'Color', options: ['Dark Blue', 'Red'] },
      { name: 'choice_2', title: 'Size', options: ['XL', 'M'] },
    ],
    variations: [
      { type: 'DarkBlue-XL', price: 100, stock: 2 },
      { type: 'Red-M', price: 120, stock: 0 },
    ],
  };

  it('joins with "-" without spaces', () => {
    expect(joinedType(['Dark Blue', 'XL'])).toBe('DarkBlue-XL');
  });

  it('selects the matching variation, or none', () => {
    let selection = initialSelection(shirt);
    expect(selection.choices).toEqual(['Dark Blue', 'XL']);
    selection = chooseOption(selection, 0, 'Red');
    expect(chosenVariation(shirt, selection)).toBeNull();
    selection = chooseOption(selection, 1, 'M');
    expect(chosenVariation(shirt, selection)?.price).toBe(120);
    expect(selectionOutOfStock(shirt, selection)).toEqual({ outOfStock: true, variation: true });
  });
});

describe('food option groups', () => {
  it('single groups hold one option, and the chosen one may be toggled off', () => {
    let result = toggleFoodOption(pizza, initialSelection(pizza), 0, 'Small');
    result = toggleFoodOption(pizza, result.selection, 0, 'Large');
    expect(result.selection.food[0]).toEqual(['Large']);
    result = toggleFoodOption(pizza, result.selection, 0, 'Large');
    expect(result.selection.food[0]).toEqual([]);
  });

  it('multi groups refuse more than the maximum with the min/max message', () => {
    let selection = initialSelection(pizza);
    for (const label of ['Mushrooms', 'Olives', 'Extra cheese']) {
      selection = toggleFoodOption(pizza, selection, 1, label).selection;
    }
    const refused = toggleFoodOption(pizza, selection, 1, 'Jalapeños');
    expect(refused.selection).toBe(selection);
    expect(refused.error).toEqual({
      key: MESSAGES.range,
      params: { name: 'Extra toppings', min: 1, max: 3 },
    });
  });

  it('a required group without a choice cannot remain without selection', () => {
    expect(validateFoodSelection(pizza, initialSelection(pizza))).toEqual({
      key: 'Variation {{name}} can not remain without selection',
      params: { name: 'Size' },
    });
  });

  it('optional groups with a choice are checked against min and max', () => {
    const twoSauces = {
      ...pizza,
      food_variations: [
        {
          name: 'Choose 2 sauces',
          type: 'multi' as const,
          min: 2,
          max: 2,
          required: 'off' as const,
          values: [
            { label: 'Ketchup', optionPrice: '0' },
            { label: 'Barbecue', optionPrice: '2' },
          ],
        },
      ],
    };
    const none = initialSelection(twoSauces);
    expect(validateFoodSelection(twoSauces, none)).toBeNull();
    const one = toggleFoodOption(twoSauces, none, 0, 'Ketchup').selection;
    expect(validateFoodSelection(twoSauces, one)).toEqual({
      key: 'Selected variation named {{name}} must be in between Minimum {{min}} and Maximum {{max}}',
      params: { name: 'Choose 2 sauces', min: 2, max: 2 },
    });
    const two = toggleFoodOption(twoSauces, one, 0, 'Barbecue').selection;
    expect(validateFoodSelection(twoSauces, two)).toBeNull();
  });

  it('shows the hint for multi groups only', () => {
    const groups = Array.isArray(pizza.food_variations) ? pizza.food_variations : [];
    expect(groupHint(groups[0])).toBeNull();
    expect(groupHint(groups[1])).toEqual({
      key: 'This Variation needs to be selected in between minimum {{min}} and Maximum {{max}} items',
      params: { min: 1, max: 3 },
    });
  });
});

describe('add-ons', () => {
  it('checking selects quantity 1; unchecking removes it', () => {
    const checked = toggleAddOn(initialSelection(pizza), 3);
    expect(checked.addOns).toEqual([{ id: 3, quantity: 1 }]);
    expect(toggleAddOn(checked, 3).addOns).toEqual([]);
  });

  it('steppers only when checked, minus disabled at 0', () => {
    const start = initialSelection(pizza);
    expect(addOnControls(start, 3)).toEqual({
      checked: false,
      quantity: 0,
      plus: false,
      minus: false,
    });
    expect(changeAddOnQuantity(start, 3, 1).addOns).toEqual([]);
    let selection = toggleAddOn(start, 3);
    selection = changeAddOnQuantity(selection, 3, 1);
    expect(addOnControls(selection, 3)).toEqual({
      checked: true,
      quantity: 2,
      plus: true,
      minus: true,
    });
    selection = changeAddOnQuantity(changeAddOnQuantity(selection, 3, -1), 3, -1);
    expect(addOnControls(selection, 3)).toEqual({
      checked: true,
      quantity: 0,
      plus: true,
      minus: false,
    });
    expect(changeAddOnQuantity(selection, 3, -1).addOns[0].quantity).toBe(0);
  });
});

describe('quantity limits', () => {
  it('minus is disabled at 1 or less', () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
  });

  it('plus is blocked at maximum_cart_quantity in any module', () => {
    expect(increaseBlock(pizza, 2, null)).toBeNull();
    expect(increaseBlock(pizza, 3, null)).toEqual({ reason: 'max', limit: 3 });
    expect(blockMessage({ reason: 'max', limit: 3 })).toEqual({
      key: MESSAGES.maxQuantity,
      params: { count: 3 },
    });
  });

  it('plus is blocked by stock outside food', () => {
    const selection = initialSelection(milk);
    expect(stockLimit(milk, selection)).toBe(5);
    expect(increaseBlock(milk, 4, 5)).toBeNull();
    expect(increaseBlock(milk, 5, 5)).toEqual({ reason: 'stock', limit: 5 });
    expect(stockLimit(pizza, initialSelection(pizza))).toBeNull();
  });
});

describe('out of stock', () => {
  it('is the item stock 0 or the chosen variation stock 0 (non-food)', () => {
    expect(selectionOutOfStock(milk, initialSelection(milk)).outOfStock).toBe(false);
    expect(selectionOutOfStock({ ...milk, stock: 0 }, initialSelection(milk))).toEqual({
      outOfStock: true,
      variation: false,
    });
    const white = chooseOption(initialSelection(keyboard), 0, 'White');
    expect(selectionOutOfStock(keyboard, white)).toEqual({ outOfStock: true, variation: true });
    expect(selectionOutOfStock({ ...pizza, stock: 0 }, initialSelection(pizza)).outOfStock).toBe(
      false,
    );
  });
});

describe('cart button mode and changes', () => {
  const line = {
    quantity: 1,
    variation: [{ name: 'Size', values: { label: ['Large'] } }],
    addOns: [],
  };

  it("reads 'Update to cart' for the same variation, else 'Add to cart'", () => {
    const same = initialSelection(pizza, line);
    expect(cartButtonMode(pizza, same, line)).toBe('update');
    const other = toggleFoodOption(pizza, same, 0, 'Small').selection;
    expect(cartButtonMode(pizza, other, line)).toBe('add');
    expect(cartButtonMode(pizza, same, null)).toBe('add');
  });

  it('finds no changes when quantity, options and add-ons are the same', () => {
    const same = initialSelection(pizza, line);
    expect(hasChanges(pizza, same, line)).toBe(false);
    expect(hasChanges(pizza, { ...same, quantity: 2 }, line)).toBe(true);
    expect(hasChanges(pizza, toggleAddOn(same, 3), line)).toBe(true);
  });
});

describe('item kinds', () => {
  it('campaign items have an available_date_starts', () => {
    expect(isCampaignItem({ available_date_starts: '2025-01-01' })).toBe(true);
    expect(isCampaignItem({ available_date_starts: null })).toBe(false);
    expect(isCampaignItem({ available_date_starts: '' })).toBe(false);
  });

  it('items with variations (option groups in food) open the popup', () => {
    expect(hasVariations(pizza)).toBe(true);
    expect(hasVariations({ ...pizza, food_variations: '' })).toBe(false);
    expect(hasVariations(keyboard)).toBe(true);
    expect(hasVariations(milk)).toBe(false);
  });

  it('builds the variation of the payload', () => {
    const chosen = toggleFoodOption(pizza, initialSelection(pizza), 0, 'Medium').selection;
    expect(variationPayload(pizza, chosen)).toEqual([
      { name: 'Size', values: { label: ['Medium'] } },
    ]);
    expect(variationPayload(keyboard, initialSelection(keyboard))).toEqual([
      { type: 'Black', price: 655, stock: 1 },
    ]);
    expect(variationPayload(milk, initialSelection(milk))).toEqual([]);
  });
});
