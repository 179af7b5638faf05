import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import { isApiLocale, type ApiLocale } from '../locale';
import { openConversation, postFromCounterpart } from '../messages/conversations';
import { counterpartIdentity, customerIdentity } from '../messages/identities';
import { cm, statusBodyKey } from '../messages/texts';
import { appendCustomerEvent, orderEventOwner } from './store';

/** The order fields a status change is announced with. */
export interface MovedOrder {
  id: number;
  user_id: number;
  is_guest: boolean;
  /** Set when the order had already been picked up before this change. */
  picked_up: Date | null;
}

export interface OrderMove {
  status: string;
  /** When the order reached picked_up, if this change passed it. */
  pickedUpAt?: Date;
  courierId: number | null;
  at: Date;
}

/** A member's language of the moment (customer/info records it); guests read English. */
async function ownerLocale(db: Db, order: MovedOrder): Promise<ApiLocale> {
  if (order.is_guest) return 'en';
  const [row] = await db
    .select({ locale: users.current_language_key })
    .from(users)
    .where(eq(users.id, order.user_id))
    .limit(1);
  return row && isApiLocale(row.locale) ? row.locale : 'en';
}

/** Appends the order_status push message ("Order #100123" / "Your order is on the way"). */
export async function appendOrderStatusEvent(
  db: Db,
  order: Pick<MovedOrder, 'id' | 'user_id' | 'is_guest'>,
  status: string,
  locale: ApiLocale,
): Promise<void> {
  await appendCustomerEvent(db, orderEventOwner(order), 'order_status', {
    title: cm(locale, 'order_title', { id: order.id }),
    body: cm(locale, statusBodyKey(status)),
    order_id: order.id,
    order_status: status,
    image: null,
  });
}

/** The courier writes to a member when they leave with the order (conversation created if needed). */
async function courierOnTheWay(
  db: Db,
  order: MovedOrder,
  courierId: number,
  at: Date,
  locale: ApiLocale,
): Promise<void> {
  const courier = await counterpartIdentity(db, 'delivery_man', courierId);
  if (!courier) return;
  const customer = await customerIdentity(db, order.user_id);
  const conversation = await openConversation(db, customer, courier, at);
  await postFromCounterpart(
    db,
    order.user_id,
    conversation,
    courier,
    { text: cm(locale, 'courier_on_my_way', { id: order.id }), orderId: order.id, at },
    locale,
  );
}

/**
 * Announces a status change the order simulation just made (once: only the process whose conditional
 * update moved the order calls this). `locale` is the reader's language when known.
 */
export async function announceOrderMove(
  db: Db,
  order: MovedOrder,
  move: OrderMove,
  locale?: ApiLocale,
): Promise<void> {
  const language = locale ?? (await ownerLocale(db, order));
  await appendOrderStatusEvent(db, order, move.status, language);
  if (!order.is_guest && move.pickedUpAt && !order.picked_up && move.courierId !== null)
    await courierOnTheWay(db, order, move.courierId, move.pickedUpAt, language);
}
