import type { Item } from '@/api/catalogTypes';
import { hasVariations } from '@/domain/cart/selection';

/**
 * What the add button of a wishlisted item does (R-WISH-1): an ecommerce item opens its product
 * page, another item with variations opens the details popup, a plain item goes to the cart.
 */
export function wishlistAddAction(
  item: Pick<Item, 'module_type' | 'food_variations' | 'variations' | 'choice_options'>,
): 'product' | 'popup' | 'add' {
  if (item.module_type === 'ecommerce') return 'product';
  return hasVariations(item) ? 'popup' : 'add';
}
