import { and, eq, lte, type SQL } from 'drizzle-orm';
import { DEFAULT_REFUND_APPROVAL_SECONDS } from '@/domain/refund/rules';
import type { Db } from '../../db';
import { orders, refunds } from '../../db/schema';
import { announceOrderMove } from '../events/order-events';
import type { ApiLocale } from '../locale';
import { onceTransactionId, postWalletEntry } from '../wallet/ledger';

/**
 * The demo marketplace's answer to refund requests: REFUND_APPROVAL_SECONDS (default 60) after a
 * request the order is `refunded` and its amount credited to the member's wallet (an
 * `order_refund` entry, once). Evaluated lazily when orders are read, like the order simulation.
 */

/** Seconds before a refund request is approved, from REFUND_APPROVAL_SECONDS (≥ 0), else 60. */
export function refundApprovalSeconds(): number {
  const raw = process.env.REFUND_APPROVAL_SECONDS;
  const value = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_REFUND_APPROVAL_SECONDS;
}

type OrderRow = typeof orders.$inferSelect;

/** Refunds one order whose request is due; false when another reader refunded it first. */
async function approve(db: Db, order: OrderRow, at: Date, now: Date): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [moved] = await tx
      .update(orders)
      .set({ order_status: 'refunded', refunded: at, updated_at: now })
      .where(and(eq(orders.id, order.id), eq(orders.order_status, 'refund_requested')))
      .returning({ id: orders.id });
    if (!moved) return false;
    await tx
      .update(refunds)
      .set({ refund_status: 'refunded', refund_amount: order.order_amount, updated_at: now })
      .where(eq(refunds.order_id, order.id));
    if (!order.is_guest && order.order_amount > 0)
      await postWalletEntry(tx, {
        userId: order.user_id,
        type: 'order_refund',
        credit: order.order_amount,
        reference: String(order.id),
        transactionId: onceTransactionId('order_refund', order.id),
      });
    return true;
  });
}

/**
 * Approves the due refund requests among the orders matching `where` and announces each (an
 * `order_status` push message, in `locale` or the customer's language). Returns how many.
 */
export async function settleRefunds(
  db: Db,
  where: SQL | undefined,
  now: Date,
  locale?: ApiLocale,
): Promise<number> {
  const seconds = refundApprovalSeconds();
  const due = new Date(now.getTime() - seconds * 1000);
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(where, eq(orders.order_status, 'refund_requested'), lte(orders.refund_requested, due)),
    );
  let settled = 0;
  for (const order of rows) {
    const requested = order.refund_requested ?? now;
    const at = new Date(Math.min(now.getTime(), requested.getTime() + seconds * 1000));
    if (!(await approve(db, order, at, now))) continue;
    await announceOrderMove(db, order, { status: 'refunded', courierId: null, at: now }, locale);
    settled++;
  }
  return settled;
}
