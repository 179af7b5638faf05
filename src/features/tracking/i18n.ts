/**
 * The order, tracking, review and parcel screens translate from 'order' then 'cart' (see
 * src/features/cart/i18n.ts), so pages showing them list both.
 */
export { ORDER_NAMESPACES } from '@/features/cart/i18n';
