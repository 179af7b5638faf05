/**
 * My orders rules: paging (R-ORDER-1: page size 10, pages from 1 while the last page had
 * items), what a customer may do with an order (cancel only while pending, API-ORDERS-5), the
 * order's address (an object or a JSON string, API-ORDERS-6) and display helpers.
 */

import { PHONE, TEXT_LIMITS } from '@/domain/validation/fields';

export const ORDERS_PAGE_SIZE = 10;

/** 6amMart's web client asks for the first 10 customer reasons (R-ORDER-3). */
export const CANCEL_REASONS_PAGE = { limit: 10, offset: 1 } as const;

export interface OrdersPageLike {
  total_size?: number | string | null;
  orders?: unknown[] | null;
}

/**
 * The next 1-based offset for infinite scroll, or undefined when done: the last page came back
 * empty or everything counted by total_size is loaded.
 */
export function nextOrdersOffset(pages: readonly OrdersPageLike[]): number | undefined {
  if (!pages.length) return 1;
  const last = pages[pages.length - 1];
  const lastCount = last.orders?.length ?? 0;
  if (!lastCount) return undefined;
  const loaded = pages.reduce((sum, page) => sum + (page.orders?.length ?? 0), 0);
  const total = Number(last.total_size);
  if (Number.isFinite(total) && total > 0 && loaded >= total) return undefined;
  return pages.length + 1;
}

/** Customers cancel only while the order is pending (API-ORDERS-5). */
export function canCancel(order: { order_status?: string | null }): boolean {
  return order.order_status === 'pending';
}

/** A member may rate the items of a delivered order. */
export function canReview(order: { order_status?: string | null; order_type?: string | null }) {
  return order.order_status === 'delivered' && order.order_type !== 'parcel';
}

export type OrderTab = 'running' | 'history';

export function orderTabOf(value: unknown): OrderTab {
  return value === 'history' ? 'history' : 'running';
}

/** The English label (and translation key) of an order status. */
export function statusLabel(status: string | null | undefined): string {
  switch (status) {
    case 'pending':
      return 'Pending';
    case 'accepted':
      return 'Accepted';
    case 'confirmed':
      return 'Confirmed';
    case 'processing':
      return 'Processing';
    case 'handover':
      return 'Ready for handover';
    case 'picked_up':
      return 'On the Way';
    case 'delivered':
      return 'Delivered';
    case 'canceled':
      return 'Canceled';
    case 'failed':
      return 'Failed';
    case 'refund_requested':
      return 'Refund requested';
    case 'refunded':
      return 'Refunded';
    case 'refund_request_canceled':
      return 'Refund request canceled';
    case 'returned':
      return 'Returned';
    default:
      return 'Pending';
  }
}

export type StatusTone = 'info' | 'success' | 'error' | 'warning';

export function statusTone(status: string | null | undefined): StatusTone {
  if (status === 'delivered' || status === 'refunded') return 'success';
  if (status === 'canceled' || status === 'failed' || status === 'returned') return 'error';
  if (status === 'pending' || status === 'refund_requested') return 'warning';
  return 'info';
}

export function paymentMethodLabel(method: string | null | undefined): string {
  switch (method) {
    case 'cash_on_delivery':
      return 'Cash on delivery';
    case 'wallet':
      return 'Wallet';
    case 'offline_payment':
      return 'Offline payment';
    case 'partial_payment':
      return 'Partial payment';
    case 'digital_payment':
    case null:
    case undefined:
    case '':
      return 'Digital payment';
    default:
      // After a successful digital payment the method is the gateway key.
      return 'Digital payment';
  }
}

export interface AddressLike {
  contact_person_name?: string | null;
  contact_person_number?: string | null;
  address?: string | null;
  address_type?: string | null;
  road?: string | null;
  house?: string | null;
  floor?: string | null;
  latitude?: string | number | null;
  longitude?: string | number | null;
}

/** The order's address: an object, or a JSON string on some endpoints (API-ORDERS-6). */
export function parseOrderAddress(value: unknown): AddressLike | null {
  if (!value) return null;
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed && typeof parsed === 'object' ? (parsed as AddressLike) : null;
    } catch {
      return { address: value };
    }
  }
  return typeof value === 'object' ? (value as AddressLike) : null;
}

/** 'Road, House, Floor' with the missing parts left out (R-CHECKOUT-7). */
export function addressExtras(address: AddressLike | null): string {
  if (!address) return '';
  return [address.road, address.house, address.floor]
    .map((part) => (part ?? '').toString().trim())
    .filter(Boolean)
    .join(', ');
}

/** The delivery person of an order: the API sends a one-element array (API-ORDERS-6). */
export function firstDeliveryMan<T>(value: T[] | T | null | undefined): T | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

/** Phones display with a plus prefix (R-CHECKOUT-7). */
export function withPlus(phone: string | null | undefined): string {
  const text = (phone ?? '').trim();
  if (!text) return '';
  return text.startsWith('+') ? text : `+${text}`;
}

/** Order ids a customer types: digits only (ids are ints from 100000, API-ORDERS-6). */
export function cleanOrderId(value: string): string {
  return value.trim().replace(/^#/, '').trim();
}

export interface TrackFormValues {
  orderId: string;
  phone: string;
}

/**
 * The track-order form (R-ORDER-5): the order id is required ('Need a order id'); a guest
 * also needs a phone ('Need a contact number') that the API's length takes; signed-in customers need
 * none.
 */
export function trackFormErrors(
  values: TrackFormValues,
  signedIn: boolean,
): Partial<Record<keyof TrackFormValues, string>> {
  const errors: Partial<Record<keyof TrackFormValues, string>> = {};
  if (!cleanOrderId(values.orderId)) errors.orderId = 'Need a order id';
  else if (!/^\d{1,12}$/.test(cleanOrderId(values.orderId)))
    errors.orderId = 'Enter a valid order id';
  if (!signedIn && !values.phone.trim()) errors.phone = 'Need a contact number';
  // The "+" withPlus adds counts towards the API's limit on contact_number.
  else if (!signedIn && withPlus(values.phone).length > TEXT_LIMITS.trackPhone)
    errors.phone = PHONE.messages.invalid;
  return errors;
}
