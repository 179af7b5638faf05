import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { orders, stores } from '../../db/schema';
import { FINISHED_STATUSES } from '../orders/read';
import { participantType, type UserInfoRow } from './identities';

/**
 * Whether the customer may write to the counterpart (the details' `status`): support always; a store
 * or courier only while the customer has an order with them that is not finished (delivered,
 * canceled, failed, refunded…).
 */
export async function chatAllowed(
  db: Db,
  userId: number,
  counterpart: UserInfoRow,
): Promise<boolean> {
  const type = participantType(counterpart);
  if (type === 'admin') return true;
  const withThem =
    type === 'vendor' && counterpart.vendor_id !== null
      ? inArray(
          orders.store_id,
          db
            .select({ id: stores.id })
            .from(stores)
            .where(eq(stores.vendor_id, counterpart.vendor_id)),
        )
      : type === 'delivery_man' && counterpart.deliveryman_id !== null
        ? eq(orders.delivery_man_id, counterpart.deliveryman_id)
        : undefined;
  if (!withThem) return false;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.user_id, userId),
        eq(orders.is_guest, false),
        notInArray(orders.order_status, FINISHED_STATUSES),
        withThem,
      ),
    )
    .limit(1);
  return Boolean(row);
}
