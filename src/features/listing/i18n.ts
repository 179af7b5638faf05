import { CART_NS } from '@/features/cart/i18n';

/**
 * Listing and search screens translate from the `search` namespace; cards inside them use
 * `catalog`, and their add controls and hearts `cart`. Pages that show them load all three:
 * `storefrontPage(load, { namespaces: LISTING_NAMESPACES })`.
 */
export const SEARCH_NAMESPACES = ['search'];
export const LISTING_NAMESPACES = ['search', 'catalog', CART_NS];
