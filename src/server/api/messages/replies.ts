import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db';
import { chatReplies, conversations, userInfos } from '../../db/schema';
import { catalogNow } from '../catalog/clock';
import type { ApiLocale } from '../locale';
import { postFromCounterpart, type NewMessage } from './conversations';
import type { ConversationRow } from './format';
import { participantType, type CounterpartType, type UserInfoRow } from './identities';
import { cm, type ChatMessageKey } from './texts';

/**
 * The built-in API's living demo: a store, courier or support agent answers a customer's message
 * after MESSAGE_REPLY_SECONDS (default 5). Like the order simulation, the answer is written lazily by
 * the first read of the customer's chat or event stream once it is due; a conditional update claims it
 * so that only one process (or request) writes it.
 */

const DEFAULT_REPLY_SECONDS = 5;

/** Seconds before the simulated answer, from MESSAGE_REPLY_SECONDS (≥ 0), else 5. */
export function replySeconds(): number {
  const raw = process.env.MESSAGE_REPLY_SECONDS;
  const value = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_REPLY_SECONDS;
}

const REPLY_TEXT: Record<CounterpartType, ChatMessageKey> = {
  vendor: 'reply_vendor',
  delivery_man: 'reply_delivery_man',
  admin: 'reply_admin',
};

/**
 * Schedules the counterpart's answer to a message the customer just sent, in the customer's language.
 * While one is pending for the conversation, further messages do not add another.
 */
export async function scheduleReply(
  db: Db,
  userId: number,
  conversation: ConversationRow,
  counterpart: UserInfoRow,
  locale: ApiLocale,
  orderId: number | null,
): Promise<void> {
  const type = participantType(counterpart);
  if (type === 'customer') return;
  const now = catalogNow();
  await db
    .insert(chatReplies)
    .values({
      conversation_id: conversation.id,
      user_id: userId,
      sender_id: counterpart.id,
      message: cm(locale, REPLY_TEXT[type]),
      order_id: orderId,
      due_at: new Date(now.getTime() + replySeconds() * 1000),
      created_at: now,
    })
    .onConflictDoNothing();
}

/**
 * Writes the customer's due answers into their conversations (each with its `message` event).
 * Returns how many were written. Safe to call on every read, from any number of processes.
 */
export async function deliverDueReplies(
  db: Db,
  userId: number,
  now: Date = catalogNow(),
): Promise<number> {
  const due = await db
    .select({ reply: chatReplies, conversation: conversations, sender: userInfos })
    .from(chatReplies)
    .innerJoin(conversations, eq(conversations.id, chatReplies.conversation_id))
    .innerJoin(userInfos, eq(userInfos.id, chatReplies.sender_id))
    .where(
      and(
        eq(chatReplies.user_id, userId),
        isNull(chatReplies.delivered_at),
        lte(chatReplies.due_at, now),
      ),
    )
    .orderBy(asc(chatReplies.due_at));
  let written = 0;
  for (const { reply, conversation, sender } of due) {
    const message: Omit<NewMessage, 'senderId'> = {
      text: reply.message,
      orderId: reply.order_id,
      at: reply.due_at,
    };
    const done = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(chatReplies)
        .set({ delivered_at: now })
        .where(and(eq(chatReplies.id, reply.id), isNull(chatReplies.delivered_at)))
        .returning({ id: chatReplies.id });
      if (!claimed.length) return false;
      // The event's "Image" fallback never applies: an answer always has text.
      await postFromCounterpart(tx, userId, conversation, sender, message, 'en');
      return true;
    });
    if (done) written++;
  }
  return written;
}
