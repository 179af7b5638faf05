import type { AddOn, FoodVariation, Item } from '@/api/catalogTypes';
import { discountedPrice } from '@/domain/catalog/pricing';
import { linePrice, type CartVariation } from '@/domain/order/item';
import {
  isCampaignItem,
  isFoodItem,
  variationPayload,
  type CartLineChoice,
  type SelectableItem,
  type Selection,
} from './selection';

/**
 * Cart lines: the server's cart rows (API-CART-1) read into the storefront's cart line,
 * the add and update payloads (R-CART-5), and the cart rules (R-CART-3, R-CART-4). Pure.
 */

/** A cart row as `customer/cart/*` answers it (API-CART-2). */
export interface CartEntry {
  id: number;
  user_id?: number | string;
  module_id?: number;
  item_id: number;
  is_guest?: boolean | number;
  add_on_ids?: number[] | string | null;
  add_on_qtys?: number[] | string | null;
  item_type?: string;
  price: number | string;
  quantity: number | string;
  variation?: CartVariation[] | string | null;
  item?:
    | (Item & {
        addons?: (AddOn & { isChecked?: boolean; quantity?: number })[];
        food_variations?:
          | (FoodVariation & {
              values: (FoodVariation['values'][number] & { isSelected?: boolean })[];
            })[]
          | '';
        is_prescription_required?: number;
      })
    | null;
}

/** A selected add-on of a line. */
export interface LineAddOn {
  id: number;
  name: string;
  price: number;
  quantity: number;
}

/** The storefront's cart line (R-CART-5). */
export interface CartLine {
  /** The server cart row id. */
  cartItemId: number;
  /** The item id. */
  id: number;
  item: Item;
  name: string;
  quantity: number;
  /** Unit price with the chosen variation or options, before the discount. */
  price: number;
  /** Unit price after the discount. */
  discountedPrice: number;
  /** What the line costs: (unit × quantity) − discount + add-ons. */
  totalPrice: number;
  /** The item's base price. */
  itemBasePrice: number;
  variation: CartVariation[];
  /** Food groups with the chosen values flagged. */
  food_variations: { name: string; values: { label: string; isSelected: boolean }[] }[];
  selectedAddons: LineAddOn[];
  discount: number;
  discount_type: 'amount' | 'percent';
  store_discount: number;
  stock: number | null;
  maximum_cart_quantity: number | null;
  is_prescription_required: boolean;
  module_type: string | null;
  image_full_url: string | null;
  store_id: number;
  moduleId: number | null;
  model: 'Item' | 'ItemCampaign';
}

const parseList = <T>(value: T[] | string | null | undefined): T[] => {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value.trim()) {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? (parsed as T[]) : [];
    } catch {
      return [];
    }
  }
  return [];
};

const num = (value: unknown, fallback = 0) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** A server cart row as a cart line; null when the row has no item (deleted from the catalog). */
export function cartLineFromEntry(entry: CartEntry): CartLine | null {
  const item = entry.item;
  if (!item) return null;
  const variation = parseList<CartVariation>(entry.variation);
  const ids = parseList<number | string>(entry.add_on_ids).map((id) => num(id));
  const qtys = parseList<number | string>(entry.add_on_qtys).map((qty) => num(qty, 1));
  const quantity = Math.max(1, Math.floor(num(entry.quantity, 1)));
  const addOnSource: AddOn[] = [...(item.add_ons ?? []), ...(item.addons ?? [])];
  const priced = linePrice({
    item: { ...item, add_ons: addOnSource },
    quantity,
    variation,
    add_on_ids: ids,
    add_on_qtys: qtys,
  });
  const groups = Array.isArray(item.food_variations) ? item.food_variations : [];
  const chosen = (name: string) =>
    (
      variation.find((choice) => 'name' in choice && choice.name === name) as
        { values: { label: string[] } } | undefined
    )?.values.label ?? [];
  const stock = (() => {
    if (isFoodItem(item)) return null;
    const type = (variation[0] as { type?: string } | undefined)?.type;
    const match = type ? (item.variations ?? []).find((entry) => entry.type === type) : undefined;
    const value = match ? match.stock : item.stock;
    return typeof value === 'number' ? value : null;
  })();
  const max = num(item.maximum_cart_quantity, 0);
  const model: CartLine['model'] =
    entry.item_type?.includes('ItemCampaign') || isCampaignItem(item) ? 'ItemCampaign' : 'Item';
  return {
    cartItemId: entry.id,
    id: item.id ?? entry.item_id,
    item,
    name: item.name,
    quantity,
    price: priced.unitPrice,
    discountedPrice: discountedPrice(item, priced.unitPrice),
    totalPrice: priced.total,
    itemBasePrice: num(item.price),
    variation,
    food_variations: groups.map((group) => {
      const labels = chosen(group.name);
      return {
        name: group.name,
        values: group.values.map((value) => ({
          label: value.label,
          isSelected: labels.includes(value.label),
        })),
      };
    }),
    selectedAddons: priced.addOns,
    discount: num(item.discount),
    discount_type: item.discount_type === 'amount' ? 'amount' : 'percent',
    store_discount: num(item.store_discount),
    stock,
    maximum_cart_quantity: max > 0 ? max : null,
    is_prescription_required: Number(item.is_prescription_required) === 1,
    module_type: item.module_type ?? null,
    image_full_url: item.image_full_url ?? null,
    store_id: item.store_id,
    moduleId: entry.module_id ?? item.module_id ?? null,
    model,
  };
}

/** Every server answer replaces the local cart (R-CART-6). */
export function cartLinesFromEntries(entries: unknown): CartLine[] {
  if (!Array.isArray(entries)) return [];
  return (entries as CartEntry[])
    .map(cartLineFromEntry)
    .filter((line): line is CartLine => line !== null);
}

/** The part of a cart line the selection rules read. */
export function lineChoice(line: CartLine): CartLineChoice {
  return {
    quantity: line.quantity,
    variation: line.variation,
    addOns: line.selectedAddons.map((addOn) => ({ id: addOn.id, quantity: addOn.quantity })),
  };
}

/** The cart line to start the popup from: the item's first line in the cart. */
export function lineOfItem(lines: readonly CartLine[], itemId: number): CartLine | null {
  return lines.find((line) => line.id === itemId) ?? null;
}

/** The total quantity of an item across its cart lines (the card's count). */
export function quantityInCart(lines: readonly CartLine[], itemId: number): number {
  return lines.filter((line) => line.id === itemId).reduce((sum, line) => sum + line.quantity, 0);
}

/** Adding an item while the cart holds another store's items asks to clear the cart first. */
export function isFromAnotherStore(
  lines: readonly Pick<CartLine, 'store_id'>[],
  item: Pick<Item, 'store_id'>,
): boolean {
  return lines.some((line) => line.store_id !== item.store_id);
}

/** The add-to-cart payload (R-CART-5). */
export interface CartAddPayload {
  guest_id?: string;
  model: 'Item' | 'ItemCampaign';
  add_on_ids: number[];
  add_on_qtys: number[];
  item_id: number;
  price: number;
  quantity: number;
  variation: CartVariation[];
}

/** The update payload: the add payload plus cart_id. */
export interface CartUpdatePayload extends CartAddPayload {
  cart_id: number;
}

/** Add-on ids and their own quantities, same order; unchecked or zero add-ons are left out. */
function addOnFields(selection: Selection) {
  const chosen = selection.addOns.filter((addOn) => addOn.quantity > 0);
  return {
    add_on_ids: chosen.map((addOn) => addOn.id),
    add_on_qtys: chosen.map((a) => a.quantity),
  };
}

/** The unit price the client sends (display only: the server recomputes, API-ORDERS-3). */
export function selectionUnitPrice(item: SelectableItem, selection: Selection): number {
  return linePrice({ item, quantity: 1, variation: variationPayload(item, selection) }).unitPrice;
}

export function buildAddPayload(
  item: SelectableItem,
  selection: Selection,
  guestId: string | null,
): CartAddPayload {
  return {
    ...(guestId ? { guest_id: guestId } : {}),
    model: isCampaignItem(item) ? 'ItemCampaign' : 'Item',
    ...addOnFields(selection),
    item_id: item.id,
    price: selectionUnitPrice(item, selection),
    quantity: Math.max(1, Math.floor(selection.quantity)),
    variation: variationPayload(item, selection),
  };
}

export function buildUpdatePayload(
  cartId: number,
  item: SelectableItem,
  selection: Selection,
  guestId: string | null,
): CartUpdatePayload {
  return { cart_id: cartId, ...buildAddPayload(item, selection, guestId) };
}

/** A quantity change of an existing line keeps its variation and add-ons. */
export function lineQuantityPayload(
  line: CartLine,
  quantity: number,
  guestId: string | null,
): CartUpdatePayload {
  const selection: Selection = {
    quantity,
    choices: [],
    food: [],
    addOns: line.selectedAddons.map((addOn) => ({ id: addOn.id, quantity: addOn.quantity })),
  };
  return {
    cart_id: line.cartItemId,
    ...(guestId ? { guest_id: guestId } : {}),
    model: line.model,
    ...addOnFields(selection),
    item_id: line.id,
    price: line.price,
    quantity: Math.max(1, Math.floor(quantity)),
    variation: line.variation,
  };
}

export type IncreaseDecision =
  | { update: true; error: null }
  | { update: boolean; error: { reason: 'max' | 'stock'; limit: number } };

/**
 * Plus on a cart line (R-CART-3): outside food, blocked with the stock-limit error when
 * the quantity has reached the stock; in any module blocked with the maximum-cart-quantity error at
 * maximum_cart_quantity, except that food still issues the update.
 */
export function increaseDecision(line: CartLine): IncreaseDecision {
  const food = isFoodItem(line.item);
  if (!food && line.stock !== null && line.quantity + 1 > line.stock) {
    return { update: false, error: { reason: 'stock', limit: Math.max(0, line.stock) } };
  }
  const max = line.maximum_cart_quantity;
  if (max !== null && line.quantity >= max) {
    return { update: food, error: { reason: 'max', limit: max } };
  }
  return { update: true, error: null };
}

/** The cart subtotal: the sum of the line totals. */
export function cartSubtotal(lines: readonly Pick<CartLine, 'totalPrice'>[]): number {
  return Math.round(lines.reduce((sum, line) => sum + line.totalPrice, 0) * 100) / 100;
}

export type CheckoutRoute =
  { kind: 'home' } | { kind: 'checkout' } | { kind: 'login-or-guest' } | { kind: 'sign-in' };

/**
 * Proceed To Checkout (R-CART-7): an empty cart goes to /home; signed in goes to
 * /checkout?page=cart; a guest gets the login-or-guest dialog when guest_checkout_status is 1,
 * otherwise sign-in.
 */
export function proceedToCheckout(input: {
  lineCount: number;
  signedIn: boolean;
  guestCheckoutStatus: number | boolean | null | undefined;
}): CheckoutRoute {
  if (input.lineCount === 0) return { kind: 'home' };
  if (input.signedIn) return { kind: 'checkout' };
  if (Number(input.guestCheckoutStatus) === 1) return { kind: 'login-or-guest' };
  return { kind: 'sign-in' };
}
