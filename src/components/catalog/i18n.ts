/**
 * The catalog pieces translate from the `catalog` namespace only: react-i18next binds `t` to the
 * first namespace of a list, so every key they use (Home and Try again included) lives there.
 * Pages that show these pieces load it: `storefrontPage(load, { namespaces: ['catalog'] })`.
 */
export const CATALOG_NAMESPACES = ['catalog'];
