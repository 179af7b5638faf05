import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idColumn } from './common';
import { conversations } from './customer';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What a customer event carries: the push message's title and body plus its type's own fields. */
export interface CustomerEventPayload {
  title: string;
  body: string;
  [key: string]: unknown;
}

/**
 * The customer's push messages (chat message, order status, referral code), in the order they
 * happened. Exactly one of user_id (a member) or guest_id (a guest) is set. The live stream
 * (GET customer/event-stream) sends them with their id, so a client that reconnects with the last id it
 * saw gets the rest; customer/notifications lists the recent ones. Ids start high so that they never
 * equal a `notifications` id in that merged list.
 */
export const customerEvents = pgTable(
  'customer_events',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedByDefaultAsIdentity({ startWith: 1_000_000 }),
    user_id: integer('user_id'),
    guest_id: bigint('guest_id', { mode: 'number' }),
    /** message | order_status | referral_code */
    type: text('type').notNull(),
    payload: jsonb('payload').$type<CustomerEventPayload>().notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('customer_events_user_idx').on(t.user_id, t.id),
    index('customer_events_guest_idx').on(t.guest_id, t.id),
  ],
);

/**
 * The simulated counterpart's answer to a customer's chat message, due at `due_at` and written into
 * the conversation (and `delivered_at` set) by the first read after that. At most one is pending per
 * conversation, so several messages in a row get one answer.
 */
export const chatReplies = pgTable(
  'chat_replies',
  {
    id: idColumn(),
    conversation_id: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The customer (users.id) whose reads deliver it. */
    user_id: integer('user_id').notNull(),
    /** The counterpart's user_infos id. */
    sender_id: integer('sender_id').notNull(),
    /** Already in the customer's language of the moment they wrote. */
    message: text('message').notNull(),
    order_id: integer('order_id'),
    due_at: at('due_at').notNull(),
    delivered_at: at('delivered_at'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_replies_pending_uq')
      .on(t.conversation_id)
      .where(sql`${t.delivered_at} is null`),
    index('chat_replies_user_due_idx').on(t.user_id, t.due_at),
  ],
);

export type CustomerEvent = typeof customerEvents.$inferSelect;
