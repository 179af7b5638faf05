import type { Category, Store } from '@/api/catalogTypes';

/** The item fields the stock rule reads. */
export interface StockedItem {
  stock?: number | null;
  module_type?: string | null;
  variations?: { stock?: number | null }[] | null;
}

const soldOut = (stock: number | null | undefined) =>
  typeof stock === 'number' && Number.isFinite(stock) && stock <= 0;

/**
 * Out of Stock (R-ITEM-3): stock 0, or every variation at stock 0. Stock is a non-food
 * notion (the food module does not keep stock, R-CART-3), so food items are never out.
 */
export function isOutOfStock(item: StockedItem): boolean {
  if (item.module_type === 'food') return false;
  if (soldOut(item.stock)) return true;
  const variations = Array.isArray(item.variations) ? item.variations : [];
  return variations.length > 0 && variations.every((variation) => soldOut(variation.stock));
}

/** One variation's stock state (non-food). */
export function isVariationOutOfStock(variation: { stock?: number | null }): boolean {
  return soldOut(variation.stock);
}

/** The store fields the open state reads. */
export type OpenableStore = Pick<Store, 'open' | 'active'>;

/**
 * A store is closed now when today's schedule has it closed (`open` 0) or it is temporarily inactive
 * (`active` false); the screens then show CLOSED NOW.
 */
export function isStoreClosed(store: OpenableStore): boolean {
  return store.active === false || store.open === 0;
}

export interface CategoryTab {
  id: number;
  name: string;
}

/**
 * Category tabs of a store menu: "All" (id 0) is added by the screen. The top-level categories are
 * the tabs (a parent's tab includes its sub-categories); a store whose categories are all
 * sub-categories shows those. Duplicates are dropped, the order is kept.
 */
export function categoryTabs(
  categories: Pick<Category, 'id' | 'name' | 'parent_id'>[] | null | undefined,
): CategoryTab[] {
  const list = Array.isArray(categories) ? categories : [];
  const parents = list.filter((category) => !category.parent_id);
  const chosen = parents.length ? parents : list;
  const seen = new Set<number>();
  const tabs: CategoryTab[] = [];
  for (const category of chosen) {
    if (seen.has(category.id) || !category.name) continue;
    seen.add(category.id);
    tabs.push({ id: category.id, name: category.name });
  }
  return tabs;
}

const MODULE_TYPES = ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel', 'rental'] as const;

/** A module type from API data or a query value; null when it is not one. */
export function asModuleType(value: unknown): (typeof MODULE_TYPES)[number] | null {
  const text = Array.isArray(value) ? value[0] : value;
  return MODULE_TYPES.find((type) => type === text) ?? null;
}
