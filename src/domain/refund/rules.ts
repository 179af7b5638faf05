/**
 * Refund rules shared by the storefront and the built-in API (no server or React imports): which
 * orders may ask for a refund, and when the demo marketplace answers a request.
 */

/** At most this many photos go with a refund request (as with every other upload). */
export const MAX_REFUND_IMAGES = 3;

/** The demo marketplace approves a refund request this long after it was made, by default. */
export const DEFAULT_REFUND_APPROVAL_SECONDS = 60;

/** Why an order may not ask for a refund, or null when it may. */
export type RefundRequestError = 'refund_off' | 'not_delivered' | 'already_requested';

const REQUESTED = ['refund_requested', 'refunded', 'refund_request_canceled'];

export function refundRequestError(
  order: { order_status: string },
  config: { refundActive: boolean },
): RefundRequestError | null {
  if (!config.refundActive) return 'refund_off';
  if (REQUESTED.includes(order.order_status)) return 'already_requested';
  if (order.order_status !== 'delivered') return 'not_delivered';
  return null;
}

/** Whether a refund request made at `requestedAt` is answered at `now`. */
export function refundApprovalDue(requestedAt: Date, now: Date, approvalSeconds: number): boolean {
  return now.getTime() - requestedAt.getTime() >= approvalSeconds * 1000;
}
