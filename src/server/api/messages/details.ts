import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db';
import { messages } from '../../db/schema';
import { ApiError } from '../errors';
import type { ApiLocale } from '../locale';
import { currentUser } from '../middleware/guards';
import { readPage, type Page } from '../pagination';
import type { ApiContext } from '../types';
import { validate } from '../validation';
import { conversationParts, findConversation, markSeen, ownConversation } from './conversations';
import { formatConversation, formatMessage, messageOrders, type ConversationRow } from './format';
import {
  counterpartIdentity,
  findCustomerIdentity,
  identitiesById,
  type CounterpartType,
  type UserInfoRow,
} from './identities';
import { chatInt, optionalChatId } from './params';
import { chatDb } from './session';
import { chatAllowed } from './status';
import { cm } from './texts';

/** Messages per page when `limit` is absent. */
export const MESSAGES_PER_PAGE = 25;

/**
 * `{total_size, limit, offset, status, messages, conversation}` for the customer's conversation with
 * the counterpart (none yet: no messages and a null conversation). Messages come newest first.
 */
export async function conversationView(
  db: Db,
  userId: number,
  conversation: ConversationRow | undefined,
  counterpart: UserInfoRow,
  page: Page,
  origin: string,
) {
  const where = eq(messages.conversation_id, conversation?.id ?? 0);
  const [rows, [{ total }], status] = await Promise.all([
    conversation
      ? db
          .select()
          .from(messages)
          .where(where)
          .orderBy(desc(messages.created_at), desc(messages.id))
          .limit(page.limit)
          .offset(page.skip)
      : Promise.resolve([]),
    conversation
      ? db.select({ total: count() }).from(messages).where(where)
      : Promise.resolve([{ total: 0 }]),
    chatAllowed(db, userId, counterpart),
  ]);
  const [orderMap, parts] = await Promise.all([
    messageOrders(db, rows),
    conversation ? conversationParts(db, [conversation]) : Promise.resolve(null),
  ]);
  return {
    total_size: Number(total),
    limit: page.rawLimit ?? page.limit,
    offset: page.rawOffset ?? page.offset,
    status,
    messages: rows.map((row) => formatMessage(row, origin, orderMap)),
    conversation: conversation && parts ? formatConversation(conversation, parts, origin) : null,
  };
}

const detailsSchema = z.object({
  conversation_id: optionalChatId(),
  admin_id: chatInt().pipe(z.number().min(0)).optional(),
  vendor_id: chatInt().pipe(z.number().min(1)).optional(),
  delivery_man_id: chatInt().pipe(z.number().min(1)).optional(),
});

type DetailsInput = z.infer<typeof detailsSchema>;

const notOwnConversation = (locale: ApiLocale) =>
  ApiError.of(403, 'conversation_id', cm(locale, 'conversation_not_found'));

/** The counterpart named by admin_id, vendor_id or delivery_man_id (403 when unknown or absent). */
async function namedCounterpart(
  db: Db,
  input: DetailsInput,
  locale: ApiLocale,
): Promise<UserInfoRow> {
  const named: [CounterpartType, keyof DetailsInput][] = [
    ['admin', 'admin_id'],
    ['vendor', 'vendor_id'],
    ['delivery_man', 'delivery_man_id'],
  ];
  const hit = named.find(([, field]) => input[field] !== undefined);
  if (!hit) throw ApiError.of(403, 'conversation_id', cm(locale, 'conversation_required'));
  const [type, field] = hit;
  const counterpart = await counterpartIdentity(db, type, input[field]);
  if (!counterpart) throw ApiError.of(403, field, cm(locale, 'receiver_not_found'));
  return counterpart;
}

/** GET customer/message/details: one conversation, newest first; marks the counterpart's messages seen. */
export async function conversationDetails(c: ApiContext) {
  const input = validate(detailsSchema, c.var.input);
  const page = readPage(c.var.input, { defaultLimit: MESSAGES_PER_PAGE });
  const { locale, origin } = c.var.ctx;
  const db = await chatDb(c);
  const user = currentUser(c);
  const me = await findCustomerIdentity(db, user.id);
  let conversation: ConversationRow | undefined;
  let counterpart: UserInfoRow | undefined;
  if (input.conversation_id !== undefined) {
    conversation = me ? await ownConversation(db, me.id, input.conversation_id) : undefined;
    if (!conversation) throw notOwnConversation(locale);
    counterpart = (await identitiesById(db, [conversation.receiver_id])).get(
      conversation.receiver_id,
    );
    if (!counterpart) throw notOwnConversation(locale);
  } else {
    counterpart = await namedCounterpart(db, input, locale);
    conversation = me ? await findConversation(db, me.id, counterpart.id) : undefined;
  }
  if (conversation) {
    await markSeen(db, conversation);
    conversation = { ...conversation, unread_message_count: 0 };
  }
  return c.json(await conversationView(db, user.id, conversation, counterpart, page, origin));
}
