import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { roundMoney } from '@/domain/order';
import type { WalletTransactionType } from '@/domain/wallet/rules';
import type { Db } from '../../db';
import { loyaltyPointTransactions, users, walletTransactions } from '../../db/schema';
import { catalogNow } from '../catalog/clock';

/**
 * The member's wallet and loyalty points as ledgers: every credit and debit is a row
 * (wallet_transactions, loyalty_point_transactions) holding the balance after it, and the user's
 * `wallet_balance` / `loyalty_point` is updated in the same transaction, under a row lock on the
 * user (`select … for update`), so two concurrent spends cannot both see the old balance. A
 * credit that must happen once (an order's cash back, a referral reward, a refund) carries a
 * transaction id derived from what it is for: a second attempt, from any process, inserts nothing
 * and changes nothing.
 */

/** A wallet debit larger than the balance; nothing was written. */
export class InsufficientBalance extends Error {
  constructor(readonly balance: number) {
    super('insufficient balance');
    this.name = 'InsufficientBalance';
  }
}

/** The transaction id of a once-only entry: a UUID (name-based, SHA-1) of `kind:reference`. */
export function onceTransactionId(kind: string, reference: string | number): string {
  const hex = createHash('sha1').update(`6ammart-ledger:${kind}:${reference}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The user's balances, the row locked until the transaction ends. */
export async function lockMember(
  db: Db,
  userId: number,
): Promise<{ wallet: number; points: number } | null> {
  const [row] = await db
    .select({ wallet: users.wallet_balance, points: users.loyalty_point })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ? { wallet: Number(row.wallet), points: row.points } : null;
}

export interface WalletEntry {
  userId: number;
  type: WalletTransactionType;
  credit?: number;
  debit?: number;
  /** A top-up's bonus, added to the balance with the credit. */
  adminBonus?: number;
  reference: string | null;
  /** Set for once-only entries (onceTransactionId); a random id otherwise. */
  transactionId?: string;
}

/**
 * Writes one wallet entry inside the caller's transaction `tx`: locks the user, refuses a debit
 * beyond the balance (InsufficientBalance), inserts the ledger row and moves the balance. Returns
 * the balance after it, or null when a once-only entry was already there (or the user is gone).
 */
export async function postWalletEntry(tx: Db, entry: WalletEntry): Promise<number | null> {
  const credit = roundMoney(entry.credit ?? 0);
  const debit = roundMoney(entry.debit ?? 0);
  const bonus = roundMoney(entry.adminBonus ?? 0);
  const locked = await lockMember(tx, entry.userId);
  if (!locked) return null;
  const balance = roundMoney(locked.wallet + credit + bonus - debit);
  if (debit > 0 && balance < 0) throw new InsufficientBalance(locked.wallet);
  const now = catalogNow();
  const inserted = await tx
    .insert(walletTransactions)
    .values({
      user_id: entry.userId,
      transaction_id: entry.transactionId ?? randomUUID(),
      credit,
      debit,
      admin_bonus: bonus,
      balance,
      transaction_type: entry.type,
      reference: entry.reference,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing({ target: walletTransactions.transaction_id })
    .returning({ id: walletTransactions.id });
  if (!inserted.length) return null;
  await tx
    .update(users)
    .set({ wallet_balance: balance, updated_at: now })
    .where(eq(users.id, entry.userId));
  return balance;
}

export interface PointEntry {
  userId: number;
  type: 'order_place' | 'point_to_wallet';
  credit?: number;
  debit?: number;
  reference: string | null;
  transactionId?: string;
}

/** postWalletEntry for loyalty points (a debit beyond the points is refused the same way). */
export async function postPointEntry(tx: Db, entry: PointEntry): Promise<number | null> {
  const credit = Math.trunc(entry.credit ?? 0);
  const debit = Math.trunc(entry.debit ?? 0);
  const locked = await lockMember(tx, entry.userId);
  if (!locked) return null;
  const balance = locked.points + credit - debit;
  if (debit > 0 && balance < 0) throw new InsufficientBalance(locked.points);
  const now = catalogNow();
  const inserted = await tx
    .insert(loyaltyPointTransactions)
    .values({
      user_id: entry.userId,
      transaction_id: entry.transactionId ?? randomUUID(),
      credit,
      debit,
      balance,
      transaction_type: entry.type,
      reference: entry.reference,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing({ target: loyaltyPointTransactions.transaction_id })
    .returning({ id: loyaltyPointTransactions.id });
  if (!inserted.length) return null;
  await tx
    .update(users)
    .set({ loyalty_point: balance, updated_at: now })
    .where(eq(users.id, entry.userId));
  return balance;
}

/** One wallet entry in a transaction of its own (for callers outside one). */
export const creditWallet = (db: Db, entry: WalletEntry): Promise<number | null> =>
  db.transaction((tx) => postWalletEntry(tx as unknown as Db, entry));
