import { lazyNamespace } from '@/lib/i18n/lazyNamespace';

export const ORDER_NS = 'order';

/**
 * The ordering screens (item popup, card add control, cart and wishlist drawers, hearts) translate
 * from the `order` namespace only: `t` reads the first namespace of a list, so every text they show
 * is in order.json. Catalog pages load it on the server; elsewhere it arrives as a small chunk the
 * first time a drawer or dialog opens (see `useOrderMessages`).
 */
export const ORDER_NAMESPACES = [ORDER_NS];

const order = lazyNamespace(ORDER_NS, {
  en: () => import('../../../public/locales/en/order.json'),
  ar: () => import('../../../public/locales/ar/order.json'),
  fr: () => import('../../../public/locales/fr/order.json'),
});

export const ensureOrderMessages = order.ensure;
export const useOrderMessages = order.useMessages;
