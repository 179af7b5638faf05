import type { DiscountType, FoodVariation, ItemVariation } from '@/api/catalogTypes';

/** The item fields the price rules read. */
export interface PricedItem {
  price: number;
  discount?: number | null;
  discount_type?: DiscountType | string | null;
  store_discount?: number | null;
  /** 1 while a flash sale runs for the item: `discount` is then the sale's (API-ITEMS-3). */
  flash_sale?: number | null;
  variations?: ItemVariation[] | null;
  food_variations?: FoodVariation[] | '' | null;
}

export interface Discount {
  type: DiscountType;
  value: number;
}

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

const ownDiscount = (item: PricedItem): Discount | null =>
  positive(item.discount)
    ? { type: item.discount_type === 'amount' ? 'amount' : 'percent', value: item.discount }
    : null;

/**
 * The discount shown and applied (R-ITEM-6): the store's discount when it
 * is above 0 (a percentage), otherwise the item's own discount when above 0, as a percentage or an
 * amount. Null when there is none. A running flash sale comes first (API-ITEMS-3: a
 * running flash sale gives its discount): with `flash_sale` 1 the item's `discount` is the sale's
 * (6amMart then reports store_discount 0; this holds even when a backend still reports the store's).
 */
export function effectiveDiscount(item: PricedItem): Discount | null {
  if (item.flash_sale === 1) {
    const sale = ownDiscount(item);
    if (sale) return sale;
  }
  if (positive(item.store_discount)) return { type: 'percent', value: item.store_discount };
  return ownDiscount(item);
}

/** A price after the discount, never below 0. */
export function applyDiscount(price: number, discount: Discount | null): number {
  const base = Number.isFinite(price) ? Math.max(0, price) : 0;
  if (!discount) return base;
  const off =
    discount.type === 'percent' ? (base * Math.min(discount.value, 100)) / 100 : discount.value;
  return Math.max(0, base - off);
}

/** The item's unit price after its discount. */
export function discountedPrice(item: PricedItem, price: number = item.price): number {
  return applyDiscount(price, effectiveDiscount(item));
}

export interface PriceRange {
  min: number;
  max: number;
}

const optionPrice = (value: string | number): number => {
  const parsed = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : 0;
};

const atLeastOne = (value: number | string | undefined): number => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 1 ? Math.floor(parsed) : 1;
};

/**
 * The price range before discount. Non-food items with variations cost one of the variation prices.
 * Food items start at the base price plus the cheapest choice of each required option group (option
 * prices are parsed as integers, R-ITEM-5); optional extras are not a price range, so both
 * ends are that starting price. Without options, the range is the price.
 */
export function priceRange(item: PricedItem): PriceRange {
  const variations = Array.isArray(item.variations) ? item.variations : [];
  const prices = variations.map((variation) => Number(variation.price)).filter(Number.isFinite);
  if (prices.length) return { min: Math.min(...prices), max: Math.max(...prices) };

  const groups = Array.isArray(item.food_variations) ? item.food_variations : [];
  let start = item.price;
  for (const group of groups) {
    if (group.required !== 'on') continue;
    const options = (group.values ?? [])
      .map((value) => optionPrice(value.optionPrice))
      .sort((a, b) => a - b);
    const count = group.type === 'multi' ? Math.min(atLeastOne(group.min), options.length) : 1;
    start += options.slice(0, count).reduce((sum, value) => sum + value, 0);
  }
  return { min: start, max: start };
}

/** The range after the discount. */
export function discountedRange(item: PricedItem): PriceRange {
  const range = priceRange(item);
  return { min: discountedPrice(item, range.min), max: discountedPrice(item, range.max) };
}
