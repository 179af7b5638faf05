import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { orders } from '../../../db/schema';
import type { Shopper } from '../../customer/shopper';
import type { Input } from '../../types';

/** A double submit of the same body by the same owner within this window returns the first order. */
export const IDEMPOTENCY_WINDOW_MS = 30_000;

export type OrderRow = typeof orders.$inferSelect;

/** The body's fingerprint for the automatic double-submit guard (files by size and name). */
export function fingerprint(moduleId: number, raw: Input, prescription: boolean): string {
  const entries = Object.entries(raw)
    .filter(([key]) => key !== 'guest_id')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => {
      const list = Array.isArray(value) ? value : [value];
      const norm = list.map((v) => (v instanceof File ? `file:${v.name}:${v.size}` : v));
      return [key, norm];
    });
  return createHash('sha256')
    .update(JSON.stringify([moduleId, prescription, entries]))
    .digest('hex');
}

/** The order's idempotency key: the Idempotency-Key header's, else the body's fingerprint. */
export const idempotencyKey = (
  headerKey: string | undefined,
  moduleId: number,
  raw: Input,
  prescription: boolean,
): string => (headerKey ? `key:${headerKey}` : `auto:${fingerprint(moduleId, raw, prescription)}`);

/**
 * Whether an earlier order with the same key answers this request: always for a header key, and
 * for the automatic fingerprint only within IDEMPOTENCY_WINDOW_MS (a later identical order is a
 * new one).
 */
export const replaysPrevious = (
  previous: Pick<OrderRow, 'created_at'>,
  headerKey: string | undefined,
  now: Date,
): boolean =>
  Boolean(headerKey) || now.getTime() - previous.created_at.getTime() < IDEMPOTENCY_WINDOW_MS;

/**
 * In the placement's transaction (under the owner's cart lock): the owner's earlier order with
 * this key when it answers this request (replaysPrevious), else null, after freeing a stale
 * automatic key so the new order can take it.
 */
export async function previousOrder(
  db: Db,
  shopper: Shopper,
  key: string,
  headerKey: string | undefined,
  now: Date,
): Promise<OrderRow | null> {
  const [previous] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.user_id, shopper.id),
        eq(orders.is_guest, shopper.isGuest),
        eq(orders.idempotency_key, key),
      ),
    )
    .limit(1);
  if (!previous) return null;
  if (replaysPrevious(previous, headerKey, now)) return previous;
  await db.update(orders).set({ idempotency_key: null }).where(eq(orders.id, previous.id));
  return null;
}
