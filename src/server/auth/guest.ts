import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { carts } from '../db/schema';

type CartRow = typeof carts.$inferSelect;

/** Two lines are the same when item, module and the chosen variation/add-ons match. */
const lineKey = (row: CartRow) =>
  JSON.stringify([
    row.module_id,
    row.item_type,
    row.item_id,
    row.variation,
    row.add_on_ids,
    row.add_on_qtys,
  ]);

/**
 * Moves a guest's cart lines to the user who just signed in (contract §1.7). A guest line that the
 * user's cart already holds is dropped; the user's own line wins.
 */
export async function mergeGuestCart(db: Db, guestId: number, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const guestRows = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.user_id, guestId), eq(carts.is_guest, true)));
    if (guestRows.length === 0) return 0;
    const userRows = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.user_id, userId), eq(carts.is_guest, false)));
    const existing = new Set(userRows.map(lineKey));
    const duplicates: number[] = [];
    const moved: number[] = [];
    for (const row of guestRows) {
      const key = lineKey(row);
      if (existing.has(key)) duplicates.push(row.id);
      else {
        existing.add(key);
        moved.push(row.id);
      }
    }
    if (duplicates.length) await tx.delete(carts).where(inArray(carts.id, duplicates));
    if (moved.length) {
      await tx
        .update(carts)
        .set({ user_id: userId, is_guest: false, updated_at: new Date() })
        .where(inArray(carts.id, moved));
    }
    return moved.length;
  });
}
