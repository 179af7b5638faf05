import { inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { conversations, messages, orders } from '../../db/schema';
import { iso } from '../format/common';
import { attachmentUrl } from '../orders/uploads';
import { formatUserInfo, type UserInfoRow } from './identities';

export type MessageRow = typeof messages.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;

/** The order a message is about, as the chat shows it (id, status, amount, store). */
export type MessageOrder = {
  id: number;
  order_status: string;
  order_type: string;
  order_amount: number;
  store_id: number | null;
  created_at: string | null;
};

/** The orders messages refer to, by id. */
export async function messageOrders(
  db: Db,
  rows: MessageRow[],
): Promise<Map<number, MessageOrder>> {
  const ids = [...new Set(rows.map((r) => r.order_id).filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const found = await db
    .select({
      id: orders.id,
      order_status: orders.order_status,
      order_type: orders.order_type,
      order_amount: orders.order_amount,
      store_id: orders.store_id,
      created_at: orders.created_at,
    })
    .from(orders)
    .where(inArray(orders.id, ids));
  return new Map(found.map((o) => [o.id, { ...o, created_at: iso(o.created_at) }] as const));
}

/** Message JSON: `file` is a JSON string of stored names, `file_full_url` their URLs. */
export function formatMessage(
  row: MessageRow,
  origin: string,
  ordersById: Map<number, MessageOrder> = new Map(),
) {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    message: row.message,
    file: JSON.stringify(row.file),
    file_full_url: row.file.map((name) => attachmentUrl(origin, name)),
    is_seen: row.is_seen,
    order_id: row.order_id,
    order: row.order_id !== null ? (ordersById.get(row.order_id) ?? null) : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export interface ConversationParts {
  identities: Map<number, UserInfoRow>;
  lastMessages: Map<number, MessageRow>;
  /** Messages from the counterpart the customer has not seen, per conversation. */
  unread: Map<number, number>;
}

/** Conversation JSON with its sender, receiver and last message. */
export function formatConversation(row: ConversationRow, parts: ConversationParts, origin: string) {
  const last = row.last_message_id !== null ? parts.lastMessages.get(row.last_message_id) : null;
  return {
    id: row.id,
    sender_id: row.sender_id,
    sender_type: row.sender_type,
    receiver_id: row.receiver_id,
    receiver_type: row.receiver_type,
    last_message_id: row.last_message_id,
    last_message_time: iso(row.last_message_time),
    unread_message_count: parts.unread.get(row.id) ?? 0,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    sender: formatUserInfo(parts.identities.get(row.sender_id), origin),
    receiver: formatUserInfo(parts.identities.get(row.receiver_id), origin),
    last_message: last ? formatMessage(last, origin) : null,
  };
}
