import { lazyNamespace } from '@/lib/i18n/lazyNamespace';

export const CART_NS = 'cart';
export const ORDER_NS = 'order';

/**
 * Choosing and keeping items (the buy box and the item popup, card add controls, hearts, the cart
 * and wishlist drawers, the login-or-guest question) translates from the small `cart` namespace.
 * The catalog pages that render these on the server load it; elsewhere it arrives as a small chunk
 * the first time a drawer or dialog opens (see `useCartMessages`).
 */
export const CART_NAMESPACES = [CART_NS];

/**
 * Checkout, orders, tracking, reviews and parcel: their own texts in `order`, then the cart's
 * (`t` reads the listed namespaces in order). Pages showing them load both.
 */
export const ORDER_NAMESPACES = [ORDER_NS, CART_NS];

const cart = lazyNamespace(CART_NS, {
  en: () => import('../../../public/locales/en/cart.json'),
  ar: () => import('../../../public/locales/ar/cart.json'),
  fr: () => import('../../../public/locales/fr/cart.json'),
});

const order = lazyNamespace(ORDER_NS, {
  en: () => import('../../../public/locales/en/order.json'),
  ar: () => import('../../../public/locales/ar/order.json'),
  fr: () => import('../../../public/locales/fr/order.json'),
});

export const useCartMessages = cart.useMessages;

/** For an order screen shown on a page without `order` (the review reminder on /home). */
export function useOrderMessages(): boolean {
  const cartReady = cart.useMessages();
  const orderReady = order.useMessages();
  return cartReady && orderReady;
}
