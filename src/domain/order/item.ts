import type { AddOn, FoodVariation, ItemVariation } from '@/api/catalogTypes';
import {
  applyDiscount,
  effectiveDiscount,
  type Discount,
  type PricedItem,
} from '../catalog/pricing';
import { nonNegative, roundMoney } from './money';

/** A chosen food variation group, as the cart stores it (API-CART-1): `{name, values: {label: [...]}}`. */
export interface FoodVariationChoice {
  name: string;
  values: { label: string[] };
}

/** A chosen non-food variation (API-CART-1): only `type` is matched. */
export interface TypeVariationChoice {
  type: string;
  price?: number;
  stock?: number;
}

export type CartVariation = FoodVariationChoice | TypeVariationChoice;

/** The item fields the order price rules read (a subset of the Item JSON, API-ITEMS-2). */
export interface OrderPricedItem extends PricedItem {
  variations?: ItemVariation[] | null;
  food_variations?: FoodVariation[] | '' | null;
  add_ons?: AddOn[] | null;
}

/** A chosen food group resolved against the item, as an order line stores it (API-ORDERS-6). */
export interface ResolvedFoodVariation {
  name: string;
  values: { label: string; optionPrice: number }[];
}

export type VariationProblem =
  | { kind: 'unknown_group'; group: string }
  | { kind: 'unknown_option'; group: string; label: string }
  | { kind: 'unknown_variation'; type: string };

export interface UnitPrice {
  /** Unit price with the chosen variation or options, before any discount. */
  price: number;
  /** Food: the chosen groups with their option prices. Non-food: the matched variation (or []). */
  variation: ResolvedFoodVariation[] | ItemVariation[];
  /** Non-food: the matched variation type (the order line's `variant`), else null. */
  variant: string | null;
  /** Choices that do not exist on the item (a server must reject these). */
  problems: VariationProblem[];
}

const isFoodChoice = (choice: CartVariation): choice is FoodVariationChoice =>
  typeof (choice as FoodVariationChoice).name === 'string' &&
  typeof (choice as FoodVariationChoice).values === 'object' &&
  (choice as FoodVariationChoice).values !== null;

/** Food option prices are strings parsed as integers (R-ITEM-5). */
export function parseOptionPrice(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0;
  if (typeof value !== 'string') return 0;
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

/**
 * The unit price of an item with the chosen variation: non-food items cost the price of the variation
 * whose `type` matches; food items cost the base price plus the chosen options' prices. Without a
 * variation the base price applies.
 */
export function itemUnitPrice(
  item: OrderPricedItem,
  chosen: readonly CartVariation[] | null | undefined,
): UnitPrice {
  const choices = Array.isArray(chosen) ? chosen : [];
  const base = nonNegative(item.price);
  const problems: VariationProblem[] = [];
  const groups = Array.isArray(item.food_variations) ? item.food_variations : [];
  const variations = Array.isArray(item.variations) ? item.variations : [];

  const foodChoices = choices.filter(isFoodChoice);
  if (groups.length || foodChoices.length) {
    let price = base;
    const resolved: ResolvedFoodVariation[] = [];
    for (const choice of foodChoices) {
      const group = groups.find((g) => g.name === choice.name);
      if (!group) {
        problems.push({ kind: 'unknown_group', group: choice.name });
        continue;
      }
      const labels = Array.isArray(choice.values.label) ? choice.values.label : [];
      const values: ResolvedFoodVariation['values'] = [];
      for (const label of labels) {
        const option = group.values.find((v) => v.label === label);
        if (!option) {
          problems.push({ kind: 'unknown_option', group: group.name, label });
          continue;
        }
        const optionPrice = parseOptionPrice(option.optionPrice);
        price += optionPrice;
        values.push({ label, optionPrice });
      }
      if (values.length) resolved.push({ name: group.name, values });
    }
    return { price: roundMoney(price), variation: resolved, variant: null, problems };
  }

  const typeChoice = choices.find(
    (choice): choice is TypeVariationChoice =>
      typeof (choice as TypeVariationChoice).type === 'string' &&
      (choice as TypeVariationChoice).type !== '',
  );
  if (!typeChoice) return { price: base, variation: [], variant: null, problems };
  const match = variations.find((v) => v.type === typeChoice.type);
  if (!match) {
    problems.push({ kind: 'unknown_variation', type: typeChoice.type });
    return { price: base, variation: [], variant: null, problems };
  }
  return {
    price: nonNegative(match.price),
    variation: [{ type: match.type, price: nonNegative(match.price), stock: match.stock ?? 0 }],
    variant: match.type,
    problems,
  };
}

export interface PricedAddOn {
  id: number;
  name: string;
  price: number;
  quantity: number;
}

export interface AddOnTotal {
  addOns: PricedAddOn[];
  total: number;
  /** Ids that are not add-ons of the item (a server must reject these). */
  unknownIds: number[];
}

/**
 * Add-ons with per-add-on quantities (`add_on_ids` with `add_on_qtys`, same order; a missing or
 * invalid quantity counts as 1; quantity 0 drops the add-on): Σ price × quantity.
 */
export function addOnTotal(
  available: readonly AddOn[] | null | undefined,
  ids: readonly number[] | null | undefined,
  quantities?: readonly number[] | null,
): AddOnTotal {
  const list = Array.isArray(available) ? available : [];
  const addOns: PricedAddOn[] = [];
  const unknownIds: number[] = [];
  (Array.isArray(ids) ? ids : []).forEach((id, index) => {
    const raw = quantities?.[index];
    const quantity =
      typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 ? Math.floor(raw) : 1;
    if (quantity === 0) return;
    const addOn = list.find((a) => Number(a.id) === Number(id));
    if (!addOn) {
      unknownIds.push(Number(id));
      return;
    }
    addOns.push({ id: addOn.id, name: addOn.name, price: nonNegative(addOn.price), quantity });
  });
  const total = roundMoney(addOns.reduce((sum, a) => sum + a.price * a.quantity, 0));
  return { addOns, total, unknownIds };
}

export interface LineInput {
  item: OrderPricedItem;
  quantity: number;
  variation?: readonly CartVariation[] | null;
  add_on_ids?: readonly number[] | null;
  add_on_qtys?: readonly number[] | null;
}

export interface LinePrice {
  quantity: number;
  /** Unit price with the variation/options, before discount. */
  unitPrice: number;
  /** The discount applied (store discount first, else the item's; R-ITEM-6). */
  discount: Discount | null;
  /** Whose discount it is: the store's running discount or the item's own. */
  discountBy: 'store' | 'item' | null;
  /** Discount per unit (an amount discount never exceeds the unit price). */
  unitDiscount: number;
  /** unitPrice × quantity, before discount. */
  itemsTotal: number;
  /** unitDiscount × quantity. */
  discountTotal: number;
  addOns: PricedAddOn[];
  addOnTotal: number;
  /** itemsTotal − discountTotal + addOnTotal: what the line costs. */
  total: number;
  variation: UnitPrice['variation'];
  variant: string | null;
  problems: VariationProblem[];
  unknownAddOnIds: number[];
}

const wholeQuantity = (value: number): number =>
  Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/**
 * One cart or order line (R-ITEM-5): (unit price + option
 * prices) × quantity, then the item or store discount, then the add-ons added (add-ons are not
 * discounted).
 */
export function linePrice(line: LineInput): LinePrice {
  const quantity = wholeQuantity(line.quantity);
  const unit = itemUnitPrice(line.item, line.variation);
  const discount = effectiveDiscount(line.item);
  const unitDiscount = roundMoney(unit.price - applyDiscount(unit.price, discount));
  const addOns = addOnTotal(line.item.add_ons, line.add_on_ids, line.add_on_qtys);
  const itemsTotal = roundMoney(unit.price * quantity);
  const discountTotal = roundMoney(unitDiscount * quantity);
  return {
    quantity,
    unitPrice: unit.price,
    discount,
    discountBy: discount ? (nonNegative(line.item.store_discount) > 0 ? 'store' : 'item') : null,
    unitDiscount,
    itemsTotal,
    discountTotal,
    addOns: addOns.addOns,
    addOnTotal: addOns.total,
    total: roundMoney(itemsTotal - discountTotal + addOns.total),
    variation: unit.variation,
    variant: unit.variant,
    problems: unit.problems,
    unknownAddOnIds: addOns.unknownIds,
  };
}

/** The store's running discount (Store JSON `discount`, API-STORES-2). */
export interface StoreDiscountRule {
  /** Percent. */
  discount: number;
  min_purchase?: number | null;
  max_discount?: number | null;
}

export interface CartSubtotal {
  /** Σ unit price × quantity, before discounts. */
  itemsTotal: number;
  addOnTotal: number;
  /** itemsTotal + addOnTotal: the contract's "subtotal" (Σ (unit + add-ons) × quantity). */
  subtotal: number;
  /** The product / store discount of all lines after the store rule's minimum and cap. */
  discount: number;
  /** subtotal − discount: the amount coupons and free-delivery thresholds are measured on. */
  total: number;
}

/**
 * Cart subtotal over priced lines. When the store's running discount has a minimum purchase that the
 * cart does not reach, the store-discount part is dropped; it is capped at `max_discount` when > 0.
 */
export function cartSubtotal(
  lines: readonly LinePrice[],
  storeDiscount?: StoreDiscountRule | null,
): CartSubtotal {
  const itemsTotal = roundMoney(lines.reduce((sum, l) => sum + l.itemsTotal, 0));
  const addOnTotal = roundMoney(lines.reduce((sum, l) => sum + l.addOnTotal, 0));
  const subtotal = roundMoney(itemsTotal + addOnTotal);
  let discount = roundMoney(lines.reduce((sum, l) => sum + l.discountTotal, 0));
  if (storeDiscount && nonNegative(storeDiscount.discount) > 0) {
    const storePart = roundMoney(
      lines.filter((l) => l.discountBy === 'store').reduce((sum, l) => sum + l.discountTotal, 0),
    );
    const min = nonNegative(storeDiscount.min_purchase);
    const max = nonNegative(storeDiscount.max_discount);
    let allowed = storePart;
    if (min > 0 && subtotal < min) allowed = 0;
    else if (max > 0) allowed = Math.min(storePart, max);
    discount = roundMoney(discount - storePart + allowed);
  }
  return { itemsTotal, addOnTotal, subtotal, discount, total: roundMoney(subtotal - discount) };
}
