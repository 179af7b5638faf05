import type { Item } from '@/api/catalogTypes';
import type { Selection } from '@/domain/cart/selection';

/** What a card, a buy box, the popup or a drawer asks the cart runner to do. */
export type CartAction =
  /** Add the item (plain items: quantity 1, no options) after the location and other-store checks. */
  | { type: 'add'; item: Item; selection?: Selection; closePopup?: boolean }
  /** Replace a cart line with a new choice ('Update to cart'). */
  | { type: 'update'; item: Item; cartItemId: number; selection: Selection }
  /** Plus or minus on a cart line (the card stepper and the cart drawer). */
  | { type: 'quantity'; cartItemId: number; delta: 1 | -1 }
  /**
   * Delete a cart line, asking first. From the cart itself (the drawer) the message is 'Cart item
   * remove successfully'; from an item's own controls, 'Removed from cart.' (R-CART-2).
   */
  | { type: 'remove'; cartItemId: number; fromCart?: boolean }
  /** Open the item popup (a cart line's choice when given). */
  | { type: 'popup'; item: Item; cartItemId?: number }
  /** Buy Now / campaign Order Now: remember the choice and go to checkout. */
  | { type: 'buyNow'; item: Item; selection: Selection };
