/**
 * The module-home pieces translate from the `home` namespace first (react-i18next binds `t` to the
 * first namespace); the catalog cards they hold use `catalog`. /home and /all-brands load both.
 */
export const HOME_NAMESPACES = ['home', 'catalog'];
