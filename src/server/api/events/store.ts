import { and, asc, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { customerEvents, type CustomerEvent, type CustomerEventPayload } from '../../db/schema';
import { catalogNow } from '../catalog/clock';

/** Whose push messages: a member (users.id) or a guest (guest id from auth/guest/request). */
export type EventOwner = { userId: number } | { guestId: number };

export type CustomerEventType = 'message' | 'order_status' | 'referral_code';

/** The owner of an order's events: orders keep the guest id in user_id when is_guest. */
export const orderEventOwner = (order: { user_id: number; is_guest: boolean }): EventOwner =>
  order.is_guest ? { guestId: order.user_id } : { userId: order.user_id };

export const ownerWhere = (owner: EventOwner): SQL =>
  'userId' in owner
    ? eq(customerEvents.user_id, owner.userId)
    : eq(customerEvents.guest_id, owner.guestId);

/**
 * Appends a push message for the owner; the live stream sends it on its next tick and
 * customer/notifications lists it. `payload` needs `title` and `body`; `type` is added to it so a
 * client can handle every event in one place.
 */
export async function appendCustomerEvent(
  db: Db,
  owner: EventOwner,
  type: CustomerEventType,
  payload: CustomerEventPayload,
): Promise<CustomerEvent> {
  const [row] = await db
    .insert(customerEvents)
    .values({
      user_id: 'userId' in owner ? owner.userId : null,
      guest_id: 'guestId' in owner ? owner.guestId : null,
      type,
      payload: { ...payload, type },
      created_at: catalogNow(),
    })
    .returning();
  return row;
}

/** The owner's events after `afterId`, oldest first. */
export function eventsAfter(
  db: Db,
  owner: EventOwner,
  afterId: number,
  limit = 100,
): Promise<CustomerEvent[]> {
  return db
    .select()
    .from(customerEvents)
    .where(and(ownerWhere(owner), gt(customerEvents.id, afterId)))
    .orderBy(asc(customerEvents.id))
    .limit(limit);
}

/** The id of the owner's latest event, 0 when there is none. */
export async function latestEventId(db: Db, owner: EventOwner): Promise<number> {
  const [row] = await db
    .select({ id: customerEvents.id })
    .from(customerEvents)
    .where(ownerWhere(owner))
    .orderBy(desc(customerEvents.id))
    .limit(1);
  return row?.id ?? 0;
}
