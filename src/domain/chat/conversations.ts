/**
 * Conversations of the customer with stores, couriers and support (R-CHAT-1, API-MESSAGES-1): which
 * conversation a URL names, who the other side is, and how a thread is laid out.
 */

export type ChatPartnerType = 'vendor' | 'delivery_man' | 'admin';

/** A conversation named by its id, or by the store, courier or support it is with. */
export type ChatTarget =
  | { kind: 'conversation'; conversationId: number }
  | { kind: 'vendor' | 'delivery_man'; id: number }
  | { kind: 'admin' };

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function positiveId(value: string | string[] | undefined): number | null {
  const text = first(value);
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

function partnerType(value: string | string[] | undefined): ChatPartnerType | null {
  const text = first(value);
  if (text === 'vendor' || text === 'store') return 'vendor';
  if (text === 'delivery_man' || text === 'deliveryman') return 'delivery_man';
  if (text === 'admin' || text === 'support') return 'admin';
  return null;
}

/**
 * The conversation a page's query names: `/chatting?conversationId=` (with `type`), or `type` with
 * `id` (`/profile?page=inbox&type=delivery_man&id=`), or `type=admin` for support. Null: none.
 */
export function chatTargetFromQuery(query: Query): ChatTarget | null {
  const conversationId = positiveId(query.conversationId ?? query.conversation_id);
  if (conversationId) return { kind: 'conversation', conversationId };
  const type = partnerType(query.type);
  if (type === 'admin') return { kind: 'admin' };
  const id = positiveId(query.id);
  if (type && id) return { kind: type, id };
  return null;
}

/** The query of `customer/message/details` (and of `send`'s receiver) for a target. */
export function detailsParams(target: ChatTarget): Record<string, number> {
  switch (target.kind) {
    case 'conversation':
      return { conversation_id: target.conversationId };
    case 'vendor':
      return { vendor_id: target.id };
    case 'delivery_man':
      return { delivery_man_id: target.id };
    default:
      return { admin_id: 0 };
  }
}

/** Where a chat opens: the chat page with the target (and the order it is about) in its query. */
export function chatHref(target: ChatTarget, chatFrom?: string, orderId?: number): string {
  const params = new URLSearchParams();
  if (target.kind === 'conversation') params.set('conversationId', String(target.conversationId));
  else {
    params.set('type', target.kind);
    if (target.kind !== 'admin') params.set('id', String(target.id));
  }
  if (chatFrom) params.set('chatFrom', chatFrom);
  if (orderId) params.set('orderId', String(orderId));
  return `/chatting?${params.toString()}`;
}

/** Whether two targets name the same conversation (ids compared where both sides know them). */
export function sameTarget(a: ChatTarget | null, b: ChatTarget | null): boolean {
  if (!a || !b || a.kind !== b.kind) return false;
  if (a.kind === 'conversation' && b.kind === 'conversation')
    return a.conversationId === b.conversationId;
  if (a.kind === 'admin') return true;
  return 'id' in a && 'id' in b && a.id === b.id;
}

export interface ChatParty {
  id: number;
  f_name?: string | null;
  l_name?: string | null;
  image_full_url?: string | null;
  vendor_id?: number | null;
  deliveryman_id?: number | null;
  admin_id?: number | null;
  user_id?: number | null;
}

export interface ConversationLike {
  id: number;
  sender_type: string;
  receiver_type: string;
  sender?: ChatParty | null;
  receiver?: ChatParty | null;
  unread_message_count?: number | null;
  last_message_time?: string | null;
}

/** The side of a conversation that is not the customer, with its type. */
export function partnerOf(conversation: ConversationLike): {
  type: ChatPartnerType;
  party: ChatParty | null;
} {
  const customerSends = conversation.sender_type === 'customer';
  const type = partnerType(customerSends ? conversation.receiver_type : conversation.sender_type);
  return {
    type: type ?? 'admin',
    party: (customerSends ? conversation.receiver : conversation.sender) ?? null,
  };
}

/** The display name of a partner; support without a name is called support. */
export function partnerName(party: ChatParty | null, type: ChatPartnerType): string {
  const name = [party?.f_name, party?.l_name].filter(Boolean).join(' ').trim();
  if (name) return name;
  return type === 'admin' ? 'Support' : type === 'vendor' ? 'Store' : 'Delivery man';
}

/** Unread messages over all conversations, for the header's badge. */
export function unreadTotal(conversations: readonly ConversationLike[]): number {
  return conversations.reduce(
    (sum, conversation) => sum + Math.max(0, Number(conversation.unread_message_count) || 0),
    0,
  );
}

export interface MessageLike {
  id: number;
  created_at: string;
}

/** The calendar day of a timestamp in the customer's time zone, as YYYY-MM-DD. */
function dayOf(timestamp: string, timeZone?: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/**
 * A thread in reading order (oldest first, the newest at the bottom) cut into days, from pages of
 * messages that the API gives newest first. Duplicates (a message on two pages) appear once.
 */
export function threadDays<T extends MessageLike>(
  pagesNewestFirst: readonly (readonly T[])[],
  timeZone?: string,
): { day: string; messages: T[] }[] {
  const seen = new Set<number>();
  const messages = pagesNewestFirst
    .flat()
    .filter((message) => (seen.has(message.id) ? false : (seen.add(message.id), true)))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  const days: { day: string; messages: T[] }[] = [];
  for (const message of messages) {
    const day = dayOf(message.created_at, timeZone);
    const last = days[days.length - 1];
    if (last && last.day === day) last.messages.push(message);
    else days.push({ day, messages: [message] });
  }
  return days;
}
