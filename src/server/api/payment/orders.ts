import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db';
import { orderPayments, orders } from '../../db/schema';
import { FINISHED_STATUSES } from '../orders/read';
import { paymentLink } from './link';

/**
 * Which orders the demo gateway takes (API-ORDERS-4): those paid digitally, including the rest of a
 * partial payment whose remainder is digital; never cash on delivery, wallet or offline payment,
 * and nothing already paid or past being paid.
 */

type OrderRow = typeof orders.$inferSelect;
export type GatewayOrder = Pick<
  OrderRow,
  'id' | 'user_id' | 'payment_method' | 'payment_status' | 'order_status'
>;

/** `pay`: the page offers Pay, Fail and Cancel; `paid`: it says so; the others refuse. */
export type GatewayState = 'pay' | 'paid' | 'not_gateway' | 'closed';

/** Paid at the door, from the wallet or by bank transfer: never through the gateway. */
const NOT_GATEWAY = new Set(['cash_on_delivery', 'wallet', 'offline_payment']);
/**
 * Statuses after which an unpaid order can no longer be paid: the finished ones but `failed`, which
 * the gateway may still pay (a retry after Fail or Cancel).
 */
const CLOSED = new Set(FINISHED_STATUSES.filter((status) => status !== 'failed'));

/**
 * The gateway's view of an order; `remainderMethod` is how a partial payment's unpaid part is paid
 * (null for other orders). After a gateway payment `payment_method` holds the gateway key.
 */
export function gatewayState(order: GatewayOrder, remainderMethod: string | null): GatewayState {
  if (NOT_GATEWAY.has(order.payment_method)) return 'not_gateway';
  if (order.payment_method === 'partial_payment' && remainderMethod !== 'digital_payment')
    return 'not_gateway';
  if (order.payment_status === 'paid') return 'paid';
  return CLOSED.has(order.order_status) ? 'closed' : 'pay';
}

/** gatewayState, reading a partial payment's non-wallet leg. */
export async function orderGatewayState(db: Db, order: GatewayOrder): Promise<GatewayState> {
  if (order.payment_method !== 'partial_payment') return gatewayState(order, null);
  const [leg] = await db
    .select({ payment_method: orderPayments.payment_method })
    .from(orderPayments)
    .where(and(eq(orderPayments.order_id, order.id), ne(orderPayments.payment_method, 'wallet')))
    .limit(1);
  return gatewayState(order, leg?.payment_method ?? null);
}

/** The owner's link to pay `order` on the gateway, or null when the gateway has nothing to take. */
export async function orderPaymentLink(
  db: Db,
  origin: string,
  order: GatewayOrder & Pick<OrderRow, 'is_guest'>,
  now: Date,
): Promise<string | null> {
  if ((await orderGatewayState(db, order)) !== 'pay') return null;
  const owner = { customerId: order.user_id, guest: order.is_guest };
  return paymentLink(db, origin, { kind: 'order', id: order.id, ...owner }, now);
}

/**
 * Marks the order paid with `method` and confirmed, once: the update holds only while the order is
 * unpaid and still has the payment method and the status it was read with (a switch to cash on
 * delivery or a cancellation in between wins; the new status is derived from the one read).
 * Returns whether it changed the order.
 */
export async function markPaid(
  db: Db,
  order: OrderRow,
  method: string,
  reference: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(orders)
      .set({
        payment_status: 'paid',
        payment_method: order.payment_method === 'partial_payment' ? 'partial_payment' : method,
        transaction_reference: reference,
        order_status:
          order.order_status === 'pending' || order.order_status === 'failed'
            ? 'confirmed'
            : order.order_status,
        confirmed: order.confirmed ?? now,
        failed: null,
        simulation_started_at: order.simulation_started_at ?? now,
        updated_at: now,
      })
      .where(
        and(
          eq(orders.id, order.id),
          ne(orders.payment_status, 'paid'),
          eq(orders.payment_method, order.payment_method),
          eq(orders.order_status, order.order_status),
        ),
      )
      .returning({ id: orders.id });
    if (!changed.length) return false;
    await tx
      .update(orderPayments)
      .set({ payment_status: 'paid', transaction_ref: reference, updated_at: now })
      .where(and(eq(orderPayments.order_id, order.id), eq(orderPayments.payment_status, 'unpaid')));
    return true;
  });
}

/**
 * Fail or Cancel on the gateway: a pending order still unpaid by the method it was read with turns
 * `failed`, so the storefront offers cash on delivery or cancelling it (R-PAY-2); any other changes
 * nothing.
 */
export async function markFailed(db: Db, order: OrderRow, now: Date): Promise<void> {
  await db
    .update(orders)
    .set({ order_status: 'failed', failed: now, updated_at: now })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.order_status, 'pending'),
        ne(orders.payment_status, 'paid'),
        eq(orders.payment_method, order.payment_method),
      ),
    );
}
