/**
 * Listing and search screens translate from the `search` namespace; cards inside them use
 * `catalog`. Pages that show them load both: `storefrontPage(load, { namespaces: LISTING_NAMESPACES })`.
 */
export const SEARCH_NAMESPACES = ['search'];
export const LISTING_NAMESPACES = ['search', 'catalog'];
