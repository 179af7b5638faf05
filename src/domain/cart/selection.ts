import type { FoodVariation, Item, ItemVariation } from '@/api/catalogTypes';
import type { CartVariation, FoodVariationChoice } from '@/domain/order/item';

/**
 * Choosing an item (R-ITEM-3, R-ITEM-4): the state
 * of the item popup and the product page's buy box, and the rules that read it. Pure.
 */

/** What the customer has chosen for one item. */
export interface Selection {
  quantity: number;
  /** Non-food: the chosen option of each `choice_options` entry (same order). */
  choices: string[];
  /** Food: the chosen labels of each `food_variations` group (same order). */
  food: string[][];
  /** Checked add-ons with their own quantity, in the order they were checked. */
  addOns: { id: number; quantity: number }[];
}

/** The item fields the selection rules read. */
export type SelectableItem = Pick<
  Item,
  | 'id'
  | 'price'
  | 'store_id'
  | 'module_type'
  | 'food_variations'
  | 'variations'
  | 'choice_options'
  | 'add_ons'
  | 'stock'
  | 'maximum_cart_quantity'
  | 'available_date_starts'
  | 'available_time_starts'
  | 'available_time_ends'
  | 'schedule_order'
> &
  Partial<Pick<Item, 'discount' | 'discount_type' | 'store_discount'>>;

/** What the selection rules need to know about an existing cart line of the item. */
export interface CartLineChoice {
  quantity: number;
  variation: CartVariation[];
  addOns: { id: number; quantity: number }[];
}

/** A message key (the English text of the spec) with its interpolation values. */
export interface SelectionMessage {
  key: string;
  params?: Record<string, string | number>;
}

export const MESSAGES = {
  required: 'Variation {{name}} can not remain without selection',
  range: 'Selected variation named {{name}} must be in between Minimum {{min}} and Maximum {{max}}',
  hint: 'This Variation needs to be selected in between minimum {{min}} and Maximum {{max}} items',
  variationOutOfStock:
    'This variation is out of stock. Choose another variation to proceed further.',
  outOfStock: 'Out of Stock',
  stockLimit: 'Out of Limits',
  maxQuantity: 'Maximum cart quantity limit is {{count}}',
  updated: 'Item updated successfully',
  noChanges: 'No changes found to update',
  added: 'Item added to cart',
  removed: 'Removed from cart.',
  removedFromCart: 'Cart item remove successfully',
  moduleUnavailable: 'This item is not delivered to your location',
} as const;

export function foodGroups(item: Pick<Item, 'food_variations'>): FoodVariation[] {
  return Array.isArray(item.food_variations) ? item.food_variations : [];
}

const typeVariations = (item: Pick<Item, 'variations'>): ItemVariation[] =>
  Array.isArray(item.variations) ? item.variations : [];

const choiceOptions = (item: Pick<Item, 'choice_options'>) =>
  (Array.isArray(item.choice_options) ? item.choice_options : []).filter(
    (choice) => Array.isArray(choice.options) && choice.options.length > 0,
  );

/** Food rules (option groups, no stock) apply to the food module and to items with option groups. */
export function isFoodItem(item: Pick<Item, 'module_type' | 'food_variations'>): boolean {
  return item.module_type === 'food' || foodGroups(item).length > 0;
}

/** A non-empty available_date_starts marks a campaign item (R-ITEM-7). */
export function isCampaignItem(item: Pick<Item, 'available_date_starts'>): boolean {
  return Boolean(item.available_date_starts && String(item.available_date_starts).trim());
}

/** Items with variations (food option groups in food) open the popup instead of a direct add. */
export function hasVariations(
  item: Pick<Item, 'module_type' | 'food_variations' | 'variations' | 'choice_options'>,
): boolean {
  if (isFoodItem(item)) return foodGroups(item).length > 0;
  return typeVariations(item).length > 0 || choiceOptions(item).length > 0;
}

const compact = (text: string) => text.replace(/\s+/g, '');

/** The variation `type` of chosen options: joined with "-", without spaces (API-ITEMS-2). */
export function joinedType(choices: readonly string[]): string {
  return choices.map(compact).join('-');
}

/** The variation whose type matches the joined options, or null. */
export function chosenVariation(
  item: Pick<Item, 'variations'>,
  selection: Pick<Selection, 'choices'>,
): ItemVariation | null {
  if (!selection.choices.length) return null;
  const type = joinedType(selection.choices);
  return typeVariations(item).find((variation) => compact(variation.type) === type) ?? null;
}

/** Reads a variation type back into one option per choice entry. */
function choicesFromType(item: Pick<Item, 'choice_options'>, type: string): string[] {
  const parts = type.split('-');
  return choiceOptions(item).map(
    (choice, index) =>
      choice.options.find((option) => compact(option) === parts[index]) ?? choice.options[0],
  );
}

const isFoodChoice = (choice: CartVariation): choice is FoodVariationChoice =>
  typeof (choice as FoodVariationChoice).name === 'string' &&
  Boolean((choice as FoodVariationChoice).values);

/**
 * The starting selection: quantity 1 (or the cart line's), the first variation preselected when
 * there are variations (or the cart line's), the cart line's food options and add-ons.
 */
export function initialSelection(item: SelectableItem, line?: CartLineChoice | null): Selection {
  const groups = foodGroups(item);
  const chosenFood = (line?.variation ?? []).filter(isFoodChoice);
  const food = groups.map((group) => {
    const saved = chosenFood.find((choice) => choice.name === group.name);
    const labels = Array.isArray(saved?.values.label) ? saved.values.label : [];
    return labels.filter((label) => group.values.some((value) => value.label === label));
  });

  let choices: string[] = [];
  if (!isFoodItem(item) && choiceOptions(item).length) {
    const savedType = (line?.variation ?? []).find(
      (choice): choice is { type: string } =>
        typeof (choice as { type?: unknown }).type === 'string',
    )?.type;
    const firstType = typeVariations(item)[0]?.type;
    const type = savedType ?? firstType;
    choices = type
      ? choicesFromType(item, type)
      : choiceOptions(item).map((choice) => choice.options[0]);
  }

  return {
    quantity: line && line.quantity > 0 ? line.quantity : 1,
    choices,
    food,
    addOns: (line?.addOns ?? []).map((addOn) => ({ id: addOn.id, quantity: addOn.quantity })),
  };
}

/** Choosing an option of one choice entry (non-food). */
export function chooseOption(selection: Selection, index: number, option: string): Selection {
  const choices = [...selection.choices];
  choices[index] = option;
  return { ...selection, choices };
}

const groupLimits = (group: FoodVariation) => ({
  min: Math.max(0, Math.floor(Number(group.min) || 0)),
  max: Math.max(0, Math.floor(Number(group.max) || 0)),
});

/** The hint of a multi group (R-ITEM-4); null for single-choice groups. */
export function groupHint(group: FoodVariation): SelectionMessage | null {
  if (group.type !== 'multi') return null;
  const { min, max } = groupLimits(group);
  return { key: MESSAGES.hint, params: { min, max } };
}

export interface ToggleResult {
  selection: Selection;
  /** Set when the choice was refused (a multi group already holds its maximum). */
  error?: SelectionMessage;
}

/**
 * Ticks or unticks a food option. Single groups hold one option, and the chosen one may be toggled
 * off; multi groups hold up to their maximum.
 */
export function toggleFoodOption(
  item: Pick<Item, 'food_variations'>,
  selection: Selection,
  groupIndex: number,
  label: string,
): ToggleResult {
  const group = foodGroups(item)[groupIndex];
  if (!group) return { selection };
  const current = selection.food[groupIndex] ?? [];
  const food = selection.food.map((labels) => [...labels]);
  while (food.length <= groupIndex) food.push([]);
  if (current.includes(label)) {
    food[groupIndex] = current.filter((chosen) => chosen !== label);
    return { selection: { ...selection, food } };
  }
  if (group.type !== 'multi') {
    food[groupIndex] = [label];
    return { selection: { ...selection, food } };
  }
  const { min, max } = groupLimits(group);
  if (max > 0 && current.length >= max) {
    return { selection, error: { key: MESSAGES.range, params: { name: group.name, min, max } } };
  }
  food[groupIndex] = [...current, label];
  return { selection: { ...selection, food } };
}

/**
 * The first broken rule of the food option groups, or null: a required group without a choice, or
 * a multi group (required, or optional with a choice) whose count is outside min..max.
 */
export function validateFoodSelection(
  item: Pick<Item, 'food_variations'>,
  selection: Pick<Selection, 'food'>,
): SelectionMessage | null {
  const groups = foodGroups(item);
  for (let index = 0; index < groups.length; index += 1) {
    const group = groups[index];
    const count = (selection.food[index] ?? []).length;
    const required = group.required === 'on';
    if (required && count === 0) {
      return { key: MESSAGES.required, params: { name: group.name } };
    }
    if (group.type === 'multi' && (required || count > 0)) {
      const { min, max } = groupLimits(group);
      if (count < min || (max > 0 && count > max)) {
        return { key: MESSAGES.range, params: { name: group.name, min, max } };
      }
    }
  }
  return null;
}

/** Checking an add-on selects it with quantity 1; unchecking removes it. */
export function toggleAddOn(selection: Selection, id: number): Selection {
  const checked = selection.addOns.some((addOn) => addOn.id === id);
  return {
    ...selection,
    addOns: checked
      ? selection.addOns.filter((addOn) => addOn.id !== id)
      : [...selection.addOns, { id, quantity: 1 }],
  };
}

/** Plus and minus act only on a checked add-on; its quantity never goes below 0. */
export function changeAddOnQuantity(selection: Selection, id: number, delta: number): Selection {
  return {
    ...selection,
    addOns: selection.addOns.map((addOn) =>
      addOn.id === id ? { ...addOn, quantity: Math.max(0, addOn.quantity + delta) } : addOn,
    ),
  };
}

/** The add-on stepper: both buttons only when checked, minus disabled at 0. */
export function addOnControls(
  selection: Selection,
  id: number,
): { checked: boolean; quantity: number; plus: boolean; minus: boolean } {
  const addOn = selection.addOns.find((entry) => entry.id === id);
  if (!addOn) return { checked: false, quantity: 0, plus: false, minus: false };
  return { checked: true, quantity: addOn.quantity, plus: true, minus: addOn.quantity > 0 };
}

/**
 * The `variation` of the cart payload (API-CART-1): food groups with a choice as
 * `{name, values: {label: [...]}}`; otherwise the chosen variation `{type, price, stock}`; or [].
 */
export function variationPayload(item: SelectableItem, selection: Selection): CartVariation[] {
  if (isFoodItem(item)) {
    return foodGroups(item)
      .map((group, index) => ({ name: group.name, values: { label: selection.food[index] ?? [] } }))
      .filter((choice) => choice.values.label.length > 0);
  }
  const variation = chosenVariation(item, selection);
  return variation
    ? [{ type: variation.type, price: variation.price, stock: variation.stock ?? 0 }]
    : [];
}

/** Stock that limits the quantity: the chosen variation's, else the item's. Null for food. */
export function stockLimit(
  item: SelectableItem,
  selection: Pick<Selection, 'choices'>,
): number | null {
  if (isFoodItem(item)) return null;
  const variation = chosenVariation(item, selection);
  const stock = variation ? variation.stock : item.stock;
  return typeof stock === 'number' && Number.isFinite(stock) ? stock : null;
}

/** Out of stock (non-food): the item's stock is 0, or the chosen variation's stock is 0. */
export function selectionOutOfStock(
  item: SelectableItem,
  selection: Pick<Selection, 'choices'>,
): { outOfStock: boolean; variation: boolean } {
  if (isFoodItem(item)) return { outOfStock: false, variation: false };
  const variation = chosenVariation(item, selection);
  if (variation && typeof variation.stock === 'number' && variation.stock <= 0) {
    return { outOfStock: true, variation: true };
  }
  const itemOut = typeof item.stock === 'number' && item.stock <= 0;
  return { outOfStock: itemOut, variation: false };
}

export type QuantityBlock = { reason: 'max'; limit: number } | { reason: 'stock'; limit: number };

/**
 * Whether the quantity may go up by one: blocked at maximum_cart_quantity (any module) and, outside
 * food, when the stock is reached. Null when allowed.
 */
export function increaseBlock(
  item: Pick<Item, 'maximum_cart_quantity'> & {
    module_type?: string;
    food_variations?: Item['food_variations'];
  },
  quantity: number,
  stock: number | null,
): QuantityBlock | null {
  const max = Number(item.maximum_cart_quantity);
  if (Number.isFinite(max) && max > 0 && quantity >= max) return { reason: 'max', limit: max };
  if (!isFoodItem(item) && stock !== null && quantity + 1 > stock) {
    return { reason: 'stock', limit: Math.max(0, stock) };
  }
  return null;
}

/** The message of a blocked increase. */
export function blockMessage(block: QuantityBlock): SelectionMessage {
  return block.reason === 'max'
    ? { key: MESSAGES.maxQuantity, params: { count: block.limit } }
    : { key: MESSAGES.stockLimit };
}

/** Minus is disabled at quantity 1 or less. */
export function canDecrease(quantity: number): boolean {
  return quantity > 1;
}

const sameLabels = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/** Two cart variations are the same choice (food: same labels per group; others: same type). */
export function sameVariation(a: readonly CartVariation[], b: readonly CartVariation[]): boolean {
  const foodA = a.filter(isFoodChoice);
  const foodB = b.filter(isFoodChoice);
  if (foodA.length || foodB.length) {
    if (foodA.length !== foodB.length) return false;
    return foodA.every((choice) => {
      const other = foodB.find((entry) => entry.name === choice.name);
      return Boolean(other) && sameLabels(choice.values.label ?? [], other?.values.label ?? []);
    });
  }
  const typeOf = (list: readonly CartVariation[]) =>
    compact((list[0] as { type?: string } | undefined)?.type ?? '');
  return typeOf(a) === typeOf(b);
}

const sameAddOns = (
  a: readonly { id: number; quantity: number }[],
  b: readonly { id: number; quantity: number }[],
) => {
  const key = (list: readonly { id: number; quantity: number }[]) =>
    list
      .filter((entry) => entry.quantity > 0)
      .map((entry) => `${entry.id}:${entry.quantity}`)
      .sort()
      .join(',');
  return key(a) === key(b);
};

/** 'Update to cart' when the item is in the cart with the same variation, else 'Add to cart'. */
export function cartButtonMode(
  item: SelectableItem,
  selection: Selection,
  line: CartLineChoice | null | undefined,
): 'add' | 'update' {
  if (!line) return 'add';
  return sameVariation(line.variation, variationPayload(item, selection)) ? 'update' : 'add';
}

/** An update with nothing changed shows 'No changes found to update' instead of calling the API. */
export function hasChanges(
  item: SelectableItem,
  selection: Selection,
  line: CartLineChoice,
): boolean {
  return (
    line.quantity !== selection.quantity ||
    !sameVariation(line.variation, variationPayload(item, selection)) ||
    !sameAddOns(line.addOns, selection.addOns)
  );
}
