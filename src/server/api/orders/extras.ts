import { inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { offlinePayments, refunds } from '../../db/schema';
import { iso } from '../format/common';
import { attachmentUrl } from './uploads';

/**
 * An order's refund request and offline payment information, as the Order JSON carries them
 * (`refund`, `refund_customer_note`, `offline_payment`; null when there is none).
 */

type RefundRow = typeof refunds.$inferSelect;
type OfflineRow = typeof offlinePayments.$inferSelect;

export function formatRefund(row: RefundRow, origin: string) {
  return {
    id: row.id,
    order_id: row.order_id,
    user_id: row.user_id,
    order_status: row.order_status,
    customer_reason: row.customer_reason,
    customer_note: row.customer_note,
    admin_note: row.admin_note,
    refund_method: row.refund_method,
    image: JSON.stringify(row.image),
    image_full_url: row.image.map((file) => attachmentUrl(origin, file)),
    refund_status: row.refund_status,
    refund_amount: row.refund_amount,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function formatOfflinePayment(row: OfflineRow) {
  return {
    id: row.id,
    order_id: row.order_id,
    method_id: row.method_id,
    payment_info: row.payment_info,
    customer_note: row.customer_note,
    status: row.status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export type OrderExtras = {
  refund: ReturnType<typeof formatRefund> | null;
  refund_customer_note: string | null;
  offline_payment: ReturnType<typeof formatOfflinePayment> | null;
};

/** The extras of each order id (orders without any are absent from the map). */
export async function orderExtras(
  db: Db,
  orderIds: readonly number[],
  origin: string,
): Promise<Map<number, OrderExtras>> {
  const out = new Map<number, OrderExtras>();
  if (!orderIds.length) return out;
  const ids = [...orderIds];
  const [refundRows, offlineRows] = await Promise.all([
    db.select().from(refunds).where(inArray(refunds.order_id, ids)),
    db.select().from(offlinePayments).where(inArray(offlinePayments.order_id, ids)),
  ]);
  const entry = (id: number): OrderExtras => {
    const found = out.get(id) ?? {
      refund: null,
      refund_customer_note: null,
      offline_payment: null,
    };
    out.set(id, found);
    return found;
  };
  for (const row of refundRows) {
    const extras = entry(row.order_id);
    extras.refund = formatRefund(row, origin);
    extras.refund_customer_note = row.customer_note;
  }
  for (const row of offlineRows) entry(row.order_id).offline_payment = formatOfflinePayment(row);
  return out;
}
