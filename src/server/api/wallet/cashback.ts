import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { bestCashback, cashbackBase } from '@/domain/wallet/cashback';
import type { Db } from '../../db';
import { cashBackHistories, cashbacks, orders } from '../../db/schema';
import { catalogNow, localNow } from '../catalog/clock';
import { onceTransactionId, postWalletEntry } from './ledger';

/**
 * Cash back: the offers a member can still use (running today, addressed to everyone or to them,
 * used fewer times than same_user_limit), and the credit of a delivered order's cash back, once.
 */

export type CashbackRow = typeof cashbacks.$inferSelect;

const forCustomer = (row: { customer_id: (string | number)[] }, userId: number) =>
  row.customer_id.some((id) => id === 'all' || Number(id) === userId);

/** The offers the member can use on `today` (YYYY-MM-DD, the marketplace's date), by id. */
export async function usableCashbacks(
  db: Db,
  userId: number,
  today: string = localNow(catalogNow()).date,
): Promise<CashbackRow[]> {
  const [rows, uses] = await Promise.all([
    db
      .select()
      .from(cashbacks)
      .where(
        and(
          eq(cashbacks.status, 1),
          lte(cashbacks.start_date, today),
          gte(cashbacks.end_date, today),
          inArray(cashbacks.is_rental, [0]),
        ),
      )
      .orderBy(asc(cashbacks.id)),
    db
      .select({ id: cashBackHistories.cash_back_id, n: count() })
      .from(cashBackHistories)
      .where(eq(cashBackHistories.user_id, userId))
      .groupBy(cashBackHistories.cash_back_id),
  ]);
  const used = new Map(uses.map((u) => [u.id, Number(u.n)] as const));
  return rows.filter(
    (row) =>
      forCustomer(row, userId) &&
      (row.same_user_limit <= 0 || (used.get(row.id) ?? 0) < row.same_user_limit),
  );
}

type DeliveredOrder = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'user_id'
  | 'order_amount'
  | 'delivery_charge'
  | 'dm_tips'
  | 'additional_charge'
  | 'extra_packaging_amount'
>;

/**
 * Credits a delivered member order's cash back: the best usable offer on the order's items amount,
 * as a `CashBack` wallet entry. The history row (unique per order) and the once-only ledger id
 * make a second call, from any process, change nothing. Returns what was credited.
 */
export async function creditOrderCashback(db: Db, order: DeliveredOrder): Promise<number> {
  const best = bestCashback(await usableCashbacks(db, order.user_id), cashbackBase(order));
  if (!best) return 0;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const { rule, value } = best;
    const inserted = await tx
      .insert(cashBackHistories)
      .values({
        user_id: order.user_id,
        order_id: order.id,
        cash_back_id: rule.id,
        calculated_amount: value,
        cashback_type: rule.cashback_type,
        cashback_amount: rule.cashback_amount,
        min_purchase: rule.min_purchase,
        max_discount: rule.max_discount,
      })
      .onConflictDoNothing({ target: cashBackHistories.order_id })
      .returning({ id: cashBackHistories.id });
    if (!inserted.length) return 0;
    await postWalletEntry(tx, {
      userId: order.user_id,
      type: 'CashBack',
      credit: value,
      reference: String(order.id),
      transactionId: onceTransactionId('cashback', order.id),
    });
    await tx
      .update(cashbacks)
      .set({ total_used: sql`${cashbacks.total_used} + 1` })
      .where(eq(cashbacks.id, rule.id));
    await tx.update(orders).set({ cashback_amount: value }).where(eq(orders.id, order.id));
    return value;
  });
}
