/**
 * Order tracking rules (R-ORDER-4, R-ORDER-6):
 * - four steps: pending (Order Placed), confirmed (Order Confirmed), picked_up (On the Way),
 *   delivered (Delivered); the highlighted step moves in that order;
 * - timestamps shown as 'D MMM, h:mm A';
 * - tracking refetches every 10 seconds until the order reaches a final status.
 */
import moment from 'moment';
import 'moment/locale/fr';
import 'moment/locale/ar-ma';

// Importing a moment locale makes it the global one: formatting always names its locale instead.
moment.locale('en');

export const TRACKING_POLL_MS = 10_000;

/** The tracking map's default zoom (R-ORDER-6). */
export const TRACKING_MAP_ZOOM = 10;

export const TRACKING_TIME_FORMAT = 'D MMM, h:mm A';

export type TrackingStepKey = 'pending' | 'confirmed' | 'picked_up' | 'delivered';

export interface TrackingStep {
  key: TrackingStepKey;
  /** English text, also the translation key. */
  label: 'Order Placed' | 'Order Confirmed' | 'On the Way' | 'Delivered';
}

export const TRACKING_STEPS: readonly TrackingStep[] = [
  { key: 'pending', label: 'Order Placed' },
  { key: 'confirmed', label: 'Order Confirmed' },
  { key: 'picked_up', label: 'On the Way' },
  { key: 'delivered', label: 'Delivered' },
];

/** Statuses after which an order does not move any more: polling stops there. */
export const FINAL_STATUSES = [
  'delivered',
  'canceled',
  'failed',
  'refund_requested',
  'refunded',
  'refund_request_canceled',
  'returned',
] as const;

/** Statuses of the history tab (API-ORDERS-5 `order/list`); every other one is running. */
export function isFinalStatus(status: string | null | undefined): boolean {
  return (FINAL_STATUSES as readonly string[]).includes(status ?? '');
}

/**
 * Where the order stopped without being delivered: the steps are then not the whole story. A refund
 * (requested, done or declined) comes after a delivery, so those orders did go through.
 */
export function isStoppedStatus(status: string | null | undefined): boolean {
  return status === 'canceled' || status === 'failed' || status === 'returned';
}

/**
 * Whether the delivery is still to come: only then do the delivery code and the live map mean
 * anything (a delivered or refunded order shows neither).
 */
export function isDeliveryAhead(status: string | null | undefined): boolean {
  return !isFinalStatus(status);
}

const STEP_OF_STATUS: Record<string, number> = {
  pending: 0,
  accepted: 1,
  confirmed: 1,
  processing: 1,
  handover: 1,
  picked_up: 2,
  delivered: 3,
  refund_requested: 3,
  refunded: 3,
  refund_request_canceled: 3,
  returned: 3,
};

/**
 * The index of the highlighted step (0-3). Statuses between the named ones (accepted, processing,
 * handover) keep the last step reached; canceled and failed orders stay on Order Placed.
 */
export function trackingStepIndex(status: string | null | undefined): number {
  return STEP_OF_STATUS[status ?? ''] ?? 0;
}

export interface TrackingTimes {
  pending?: string | null;
  accepted?: string | null;
  confirmed?: string | null;
  processing?: string | null;
  handover?: string | null;
  picked_up?: string | null;
  delivered?: string | null;
  created_at?: string | null;
}

/** The time a step was reached: its own timestamp, else the closest earlier one the API kept. */
export function stepTime(order: TrackingTimes, step: TrackingStepKey): string | null {
  switch (step) {
    case 'pending':
      return order.pending ?? order.created_at ?? null;
    case 'confirmed':
      return order.confirmed ?? order.accepted ?? order.processing ?? null;
    case 'picked_up':
      return order.picked_up ?? null;
    case 'delivered':
      return order.delivered ?? null;
  }
}

const MOMENT_LOCALE: Record<string, string> = { en: 'en', fr: 'fr', ar: 'ar-ma' };

/**
 * 'D MMM, h:mm A' in the page's language (Arabic with Western digits, as the Moroccan locale
 * writes them). Null for a missing or unreadable time.
 */
export function formatTrackingTime(value: string | null | undefined, locale = 'en'): string | null {
  if (!value) return null;
  const parsed = moment(value, [moment.ISO_8601, 'YYYY-MM-DD HH:mm:ss'], true);
  if (!parsed.isValid()) return null;
  return parsed.locale(MOMENT_LOCALE[locale] ?? 'en').format(TRACKING_TIME_FORMAT);
}

/**
 * React Query's refetchInterval for a tracked order: every 10 s until a final status, then off.
 * Before the first answer it polls too (the first fetch decides).
 */
export function trackingRefetchInterval(
  order: { order_status?: string | null } | null | undefined,
): number | false {
  if (order && isFinalStatus(order.order_status)) return false;
  return TRACKING_POLL_MS;
}

export interface Point {
  lat: number;
  lng: number;
}

function coordinate(value: unknown, limit: number): number | null {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || Math.abs(number) > limit) {
    return null;
  }
  return number;
}

/** A map point from loose API values (strings, numbers, nulls), or null when unusable. */
export function pointOf(lat: unknown, lng: unknown): Point | null {
  const latitude = coordinate(lat, 90);
  const longitude = coordinate(lng, 180);
  if (latitude === null || longitude === null) return null;
  if (latitude === 0 && longitude === 0) return null;
  return { lat: latitude, lng: longitude };
}

/**
 * A directions link to an external map (R-ORDER-6): from the delivery person (or
 * the store) to the delivery address when both are known, else to whichever point is known.
 */
export function directionsUrl(from: Point | null, to: Point | null): string | null {
  if (from && to) {
    return `https://www.google.com/maps/dir/?api=1&origin=${from.lat},${from.lng}&destination=${to.lat},${to.lng}`;
  }
  const only = to ?? from;
  return only ? `https://www.google.com/maps/dir/?api=1&destination=${only.lat},${only.lng}` : null;
}
