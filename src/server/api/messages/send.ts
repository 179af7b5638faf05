import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db';
import { orders } from '../../db/schema';
import { catalogNow } from '../catalog/clock';
import { ApiError } from '../errors';
import type { ApiLocale } from '../locale';
import { currentUser } from '../middleware/guards';
import { readImages, removeImages, saveImages } from '../orders/uploads';
import { readPage } from '../pagination';
import type { ApiContext } from '../types';
import { int, str, validate } from '../validation';
import { openConversation, ownConversation, postMessage } from './conversations';
import { conversationView, MESSAGES_PER_PAGE } from './details';
import type { ConversationRow } from './format';
import {
  COUNTERPART_TYPES,
  counterpartIdentity,
  customerIdentity,
  identitiesById,
  type CounterpartType,
  type UserInfoRow,
} from './identities';
import { optionalChatId } from './params';
import { scheduleReply } from './replies';
import { chatDb } from './session';
import { chatAllowed } from './status';
import { cm } from './texts';

/** Longest text message accepted. */
export const MAX_MESSAGE_CHARS = 2000;

const sendSchema = z.object({
  message: str().pipe(z.string().max(MAX_MESSAGE_CHARS)).optional(),
  receiver_type: z.enum(COUNTERPART_TYPES as [CounterpartType, ...CounterpartType[]]).optional(),
  receiver_id: int().pipe(z.number().min(1)).optional(),
  conversation_id: optionalChatId(),
  order_id: int().pipe(z.number().min(1)).optional(),
  image: z.unknown().optional(),
});

type SendInput = z.infer<typeof sendSchema>;

interface Target {
  counterpart: UserInfoRow;
  conversation?: ConversationRow;
}

/** Whom the message goes to: the given conversation's counterpart (the customer's own only), or the receiver. */
async function resolveTarget(
  db: Db,
  me: UserInfoRow,
  input: SendInput,
  locale: ApiLocale,
): Promise<Target> {
  if (input.conversation_id !== undefined) {
    const conversation = await ownConversation(db, me.id, input.conversation_id);
    const counterpart = conversation
      ? (await identitiesById(db, [conversation.receiver_id])).get(conversation.receiver_id)
      : undefined;
    if (!conversation || !counterpart)
      throw ApiError.of(403, 'conversation_id', cm(locale, 'conversation_not_found'));
    return { conversation, counterpart };
  }
  // conversation_id=0 (support, from the web client) counts as absent, so the type decides.
  if (input.receiver_type === undefined)
    throw ApiError.of(403, 'receiver_type', 'The receiver type field is required.');
  const counterpart = await counterpartIdentity(db, input.receiver_type, input.receiver_id);
  if (!counterpart) throw ApiError.of(403, 'receiver_id', cm(locale, 'receiver_not_found'));
  return { counterpart };
}

/** 403 `order_id` unless the order is the customer's own. */
async function assertOwnOrder(db: Db, userId: number, orderId: number, locale: ApiLocale) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.user_id, userId), eq(orders.is_guest, false)))
    .limit(1);
  if (!row) throw ApiError.of(403, 'order_id', cm(locale, 'order_not_found'));
}

/**
 * POST customer/message/send (multipart): text and/or up to 3 images (image[]) to support, a store or
 * a courier (the latter two only during an active order with them). Answers as details, plus
 * `message: "successfully sent!"`; the counterpart's simulated answer follows (replies.ts).
 */
export async function sendMessage(c: ApiContext) {
  const input = validate(sendSchema, c.var.input, {
    requireOneOf: [['receiver_type', 'conversation_id']],
  });
  const { locale, origin } = c.var.ctx;
  const images = await readImages(input.image, 'image', locale);
  if (!input.message && !images.length)
    throw ApiError.of(403, 'message', cm(locale, 'message_required'));
  const db = await chatDb(c);
  const user = currentUser(c);
  const me = await customerIdentity(db, user.id);
  const target = await resolveTarget(db, me, input, locale);
  if (input.order_id !== undefined) await assertOwnOrder(db, user.id, input.order_id, locale);
  if (!(await chatAllowed(db, user.id, target.counterpart)))
    throw ApiError.of(403, 'status', cm(locale, 'chat_closed'));

  const files = await saveImages(images);
  let conversation: ConversationRow;
  try {
    const now = catalogNow();
    conversation = target.conversation ?? (await openConversation(db, me, target.counterpart, now));
    await postMessage(db, conversation, {
      senderId: me.id,
      text: input.message ?? null,
      files,
      orderId: input.order_id ?? null,
      at: now,
    });
  } catch (error) {
    await removeImages(files);
    throw error;
  }
  await scheduleReply(
    db,
    user.id,
    conversation,
    target.counterpart,
    locale,
    input.order_id ?? null,
  );
  const page = readPage(c.var.input, { defaultLimit: MESSAGES_PER_PAGE });
  const fresh = (await ownConversation(db, me.id, conversation.id)) ?? conversation;
  const view = await conversationView(db, user.id, fresh, target.counterpart, page, origin);
  return c.json({ ...view, message: cm(locale, 'sent') });
}
