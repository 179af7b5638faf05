import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../index';
import * as s from '../schema';

const MINUTE = 60_000;

/** The demo customer's chat identity (the welcome chat creates it; made here when it is missing). */
async function customerInfoId(db: Db, userId: number): Promise<number> {
  const [found] = await db
    .select({ id: s.userInfos.id })
    .from(s.userInfos)
    .where(eq(s.userInfos.user_id, userId))
    .limit(1);
  if (found) return found.id;
  const [user] = await db.select().from(s.users).where(eq(s.users.id, userId)).limit(1);
  const [created] = await db
    .insert(s.userInfos)
    .values({
      f_name: user?.f_name,
      l_name: user?.l_name,
      phone: user?.phone,
      email: user?.email,
      user_id: userId,
    })
    .returning({ id: s.userInfos.id });
  return created.id;
}

interface SeedLine {
  /** true: the customer wrote it; false: the counterpart. */
  mine: boolean;
  text: string;
  at: Date;
  seen: boolean;
}

/** One conversation of the customer with `counterpartId` holding `lines`, about `orderId`. */
async function seedConversation(
  db: Db,
  me: number,
  counterpart: { id: number; type: string },
  orderId: number,
  lines: SeedLine[],
): Promise<void> {
  const unread = lines.filter((l) => !l.mine && !l.seen).length;
  const [conversation] = await db
    .insert(s.conversations)
    .values({
      sender_id: me,
      sender_type: 'customer',
      receiver_id: counterpart.id,
      receiver_type: counterpart.type,
      unread_message_count: unread,
      created_at: lines[0].at,
      updated_at: lines[lines.length - 1].at,
    })
    .returning({ id: s.conversations.id });
  let lastId = 0;
  for (const line of lines) {
    const [row] = await db
      .insert(s.messages)
      .values({
        conversation_id: conversation.id,
        sender_id: line.mine ? me : counterpart.id,
        message: line.text,
        is_seen: line.seen ? 1 : 0,
        order_id: orderId,
        created_at: line.at,
        updated_at: line.at,
      })
      .returning({ id: s.messages.id });
    lastId = row.id;
  }
  await db
    .update(s.conversations)
    .set({ last_message_id: lastId, last_message_time: lines[lines.length - 1].at })
    .where(eq(s.conversations.id, conversation.id));
}

/**
 * The demo customer's chats about their order on the way: a short exchange with the store (read) and
 * the courier's unread "on my way", plus a broadcast announcing the chat. Call after the demo
 * customer's orders and welcome chat exist; does nothing when the customer has no order on the way.
 */
export async function seedDemoConversations(db: Db, userId: number, now: Date): Promise<void> {
  const [order] = await db
    .select()
    .from(s.orders)
    .where(
      and(
        eq(s.orders.user_id, userId),
        eq(s.orders.is_guest, false),
        eq(s.orders.order_status, 'picked_up'),
        isNotNull(s.orders.delivery_man_id),
      ),
    )
    .orderBy(desc(s.orders.id))
    .limit(1);
  if (!order?.store_id || !order.delivery_man_id) return;
  const [store] = await db.select().from(s.stores).where(eq(s.stores.id, order.store_id)).limit(1);
  const identity = (where: ReturnType<typeof eq>) =>
    db.select({ id: s.userInfos.id }).from(s.userInfos).where(where).orderBy(asc(s.userInfos.id));
  const [vendor] = store?.vendor_id
    ? await identity(eq(s.userInfos.vendor_id, store.vendor_id))
    : [];
  const [courier] = await identity(eq(s.userInfos.deliveryman_id, order.delivery_man_id));
  const me = await customerInfoId(db, userId);
  const placed = order.created_at;
  const after = (minutes: number) => new Date(placed.getTime() + minutes * MINUTE);

  if (vendor)
    await seedConversation(db, me, { id: vendor.id, type: 'vendor' }, order.id, [
      {
        mine: true,
        text: 'Hi! Could you add some extra napkins, please?',
        at: after(3),
        seen: true,
      },
      { mine: false, text: 'Of course, they are in the bag. Enjoy!', at: after(5), seen: true },
    ]);
  if (courier)
    await seedConversation(db, me, { id: courier.id, type: 'delivery_man' }, order.id, [
      {
        mine: false,
        text: `On my way with your order #${order.id}! I'll be there soon.`,
        at: order.picked_up ?? after(20),
        seen: false,
      },
    ]);
  await db.insert(s.notifications).values({
    title: 'Chat with your store and courier',
    description: 'Questions about an order? Message the store or your courier from My orders.',
    tergat: 'customer',
    data: {
      title: 'Chat with your store and courier',
      description: 'Questions about an order? Message the store or your courier from My orders.',
      order_id: '',
      image: null,
      type: 'push_notification',
    },
    created_at: new Date(now.getTime() - 2 * 60 * MINUTE),
  });
}
