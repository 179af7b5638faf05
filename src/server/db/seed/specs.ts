import { foodCategories, foodProducts, foodStores } from './data/food';
import { groceryCategories, groceryProducts, groceryStores } from './data/grocery';
import { pharmacyCategories, pharmacyProducts, pharmacyStores } from './data/pharmacy';
import { shopCategories, shopProducts, shopStores } from './data/shop';
import type { CategorySpec, ModuleKey, ProductTemplate, StoreSpec } from './types';

/** Modules with stores, categories and items (parcel has none). */
export type CatalogModule = Exclude<ModuleKey, 'parcel'>;

/** Every store, in id order (store id = index + 1). */
export const ALL_STORE_SPECS: StoreSpec[] = [
  ...foodStores,
  ...groceryStores,
  ...pharmacyStores,
  ...shopStores,
];

export const CATEGORY_SPECS: Record<CatalogModule, CategorySpec[]> = {
  food: foodCategories,
  grocery: groceryCategories,
  pharmacy: pharmacyCategories,
  shop: shopCategories,
};

export const PRODUCT_SPECS: Record<CatalogModule, ProductTemplate[]> = {
  food: foodProducts,
  grocery: groceryProducts,
  pharmacy: pharmacyProducts,
  shop: shopProducts,
};
