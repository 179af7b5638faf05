import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { conversations, messages } from '../../db/schema';
import { appendCustomerEvent } from '../events/store';
import type { ApiLocale } from '../locale';
import type { ConversationParts, ConversationRow, MessageRow } from './format';
import { displayName, identitiesById, participantType, type UserInfoRow } from './identities';
import { cm } from './texts';

/**
 * Conversations of the built-in API always have the customer as sender (sender_type "customer") and
 * the store, courier or support as receiver, whoever wrote first.
 */
export const customerSide = (customerInfoId: number) =>
  and(eq(conversations.sender_type, 'customer'), eq(conversations.sender_id, customerInfoId))!;

/** The customer's conversation with `counterpartId`, if any. */
export async function findConversation(
  db: Db,
  customerInfoId: number,
  counterpartId: number,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(customerSide(customerInfoId), eq(conversations.receiver_id, counterpartId)))
    .orderBy(conversations.id)
    .limit(1);
  return row;
}

/** The conversation `id` when it is the customer's, else undefined. */
export async function ownConversation(
  db: Db,
  customerInfoId: number,
  id: number,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(customerSide(customerInfoId), eq(conversations.id, id)))
    .limit(1);
  return row;
}

/** The customer's conversation with the counterpart, created when there is none yet. */
export async function openConversation(
  db: Db,
  customer: UserInfoRow,
  counterpart: UserInfoRow,
  now: Date,
): Promise<ConversationRow> {
  const existing = await findConversation(db, customer.id, counterpart.id);
  if (existing) return existing;
  const [created] = await db
    .insert(conversations)
    .values({
      sender_id: customer.id,
      sender_type: 'customer',
      receiver_id: counterpart.id,
      receiver_type: participantType(counterpart),
      created_at: now,
      updated_at: now,
    })
    .returning();
  return created;
}

export interface NewMessage {
  senderId: number;
  text: string | null;
  files?: string[];
  orderId?: number | null;
  at: Date;
}

/**
 * Adds a message and makes it the conversation's last one. A message from the counterpart counts as
 * unread for the customer until they open the conversation.
 */
export async function postMessage(
  db: Db,
  conversation: ConversationRow,
  input: NewMessage,
): Promise<MessageRow> {
  const [row] = await db
    .insert(messages)
    .values({
      conversation_id: conversation.id,
      sender_id: input.senderId,
      message: input.text,
      file: input.files ?? [],
      order_id: input.orderId ?? null,
      created_at: input.at,
      updated_at: input.at,
    })
    .returning();
  const fromCounterpart = input.senderId === conversation.receiver_id;
  await db
    .update(conversations)
    .set({
      last_message_id: row.id,
      last_message_time: input.at,
      updated_at: input.at,
      ...(fromCounterpart && {
        unread_message_count: sql`${conversations.unread_message_count} + 1`,
      }),
    })
    .where(eq(conversations.id, conversation.id));
  return row;
}

/**
 * A message from the store, courier or support to the customer `userId`, announced by a `message`
 * push event (title: the sender's name; body: the text, or "Image" for a picture alone).
 */
export async function postFromCounterpart(
  db: Db,
  userId: number,
  conversation: ConversationRow,
  counterpart: UserInfoRow,
  input: Omit<NewMessage, 'senderId'>,
  locale: ApiLocale,
): Promise<MessageRow> {
  const row = await postMessage(db, conversation, { ...input, senderId: counterpart.id });
  await appendCustomerEvent(db, { userId }, 'message', {
    title: displayName(counterpart),
    body: input.text || cm(locale, 'image'),
    conversation_id: conversation.id,
    sender_type: participantType(counterpart),
    order_id: input.orderId ?? null,
    image: null,
  });
  return row;
}

/** Marks the counterpart's messages in the conversation as seen by the customer. */
export async function markSeen(db: Db, conversation: ConversationRow): Promise<void> {
  await db
    .update(messages)
    .set({ is_seen: 1 })
    .where(
      and(
        eq(messages.conversation_id, conversation.id),
        ne(messages.sender_id, conversation.sender_id),
        eq(messages.is_seen, 0),
      ),
    );
  await db
    .update(conversations)
    .set({ unread_message_count: 0 })
    .where(eq(conversations.id, conversation.id));
}

/** Identities, last messages and unread counts for formatting a page of conversations. */
export async function conversationParts(
  db: Db,
  rows: ConversationRow[],
): Promise<ConversationParts> {
  const ids = rows.map((r) => r.id);
  const lastIds = rows.map((r) => r.last_message_id).filter((id): id is number => id !== null);
  const [identities, lastRows, unreadRows] = await Promise.all([
    identitiesById(
      db,
      rows.flatMap((r) => [r.sender_id, r.receiver_id]),
    ),
    lastIds.length
      ? db.select().from(messages).where(inArray(messages.id, lastIds))
      : Promise.resolve([] as MessageRow[]),
    ids.length
      ? db
          .select({ id: messages.conversation_id, n: count() })
          .from(messages)
          .innerJoin(conversations, eq(conversations.id, messages.conversation_id))
          .where(
            and(
              inArray(messages.conversation_id, ids),
              ne(messages.sender_id, conversations.sender_id),
              eq(messages.is_seen, 0),
            ),
          )
          .groupBy(messages.conversation_id)
      : Promise.resolve([]),
  ]);
  return {
    identities,
    lastMessages: new Map(lastRows.map((m) => [m.id, m] as const)),
    unread: new Map(unreadRows.map((r) => [r.id, Number(r.n)] as const)),
  };
}
