/**
 * Every text of the order, tracking, review and parcel screens lives in the 'order' namespace
 * (react-i18next binds `t` to the first namespace), so pages showing them list 'order'.
 */
export const ORDER_NS = 'order';
export const ORDER_NAMESPACES = [ORDER_NS];
