import { count, desc, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { loyaltyPointTransactions, walletTransactions } from '../../db/schema';
import { iso } from '../format/common';
import { paginated, type Page } from '../pagination';

type LedgerTable = typeof walletTransactions | typeof loyaltyPointTransactions;
type LedgerRow =
  typeof walletTransactions.$inferSelect | typeof loyaltyPointTransactions.$inferSelect;

/** An entry as the contract's transaction lists show it; the wallet's also carry `admin_bonus`. */
function entryJson(row: LedgerRow) {
  return {
    id: row.id,
    user_id: row.user_id,
    transaction_id: row.transaction_id,
    credit: row.credit,
    debit: row.debit,
    ...('admin_bonus' in row ? { admin_bonus: row.admin_bonus } : {}),
    balance: row.balance,
    transaction_type: row.transaction_type,
    reference: row.reference,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/**
 * One page of a ledger (the wallet's or the loyalty points'), newest first, in the contract's
 * `{total_size, limit, offset, data}`.
 */
export async function ledgerHistory(
  db: Db,
  table: LedgerTable,
  where: SQL | undefined,
  page: Page,
) {
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(table).where(where),
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(table.created_at), desc(table.id))
      .limit(page.limit)
      .offset(page.skip),
  ]);
  return paginated('data', (rows as LedgerRow[]).map(entryJson), Number(n), page);
}
