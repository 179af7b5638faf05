import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { orders } from '../../db/schema';
import { catalogNow } from '../catalog/clock';
import type { ApiLocale } from '../locale';
import { deliverDueReplies } from '../messages/replies';
import { advanceOrders } from '../orders/simulation';
import type { EventOwner } from './store';

/**
 * Brings the owner's living demo up to date before a read: their simulated orders advance (which
 * appends order_status events and the courier's "on my way") and a member's due chat answers are
 * written. The same lazy, idempotent steps as the order reads, so any process may run them.
 */
export async function refreshOwner(db: Db, owner: EventOwner, locale: ApiLocale): Promise<void> {
  const member = 'userId' in owner;
  const where = member
    ? and(eq(orders.user_id, owner.userId), eq(orders.is_guest, false))
    : and(eq(orders.user_id, owner.guestId), eq(orders.is_guest, true));
  const now = catalogNow();
  await advanceOrders(db, where, now, locale);
  if (member) await deliverDueReplies(db, owner.userId, now);
}
