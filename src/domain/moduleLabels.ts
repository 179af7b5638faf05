import type { ModuleType } from '@/api/types';

/**
 * Labels that depend on the module (R-MOD-1): food says Restaurants and Foods, every
 * other module Stores and Items.
 */
export function moduleLabels(moduleType: ModuleType | null | undefined) {
  const food = moduleType === 'food';
  return {
    stores: food ? 'Restaurants' : 'Stores',
    items: food ? 'Foods' : 'Items',
    noFavouriteItems: food ? 'No favourite foods found' : 'No favourite items found',
    noFavouriteStores: food ? 'No favourite restaurants found' : 'No favourite stores found',
  };
}
