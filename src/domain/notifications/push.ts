/**
 * What the shop does with a push message (R-PUSH-1): a chat message on the chat page refreshes the
 * chat, elsewhere it shows 'You have a new message'; a referral_code message shows a custom toast
 * for 5 seconds; an order_status message shows a clickable toast and, on the profile page, refreshes
 * order tracking. Clicking a toast opens the chat or the my-orders page. The same rules serve the
 * built-in API's live stream and Firebase Cloud Messaging.
 */

export type PushKind = 'message' | 'order_status' | 'referral_code';

export interface PushPayload {
  type: PushKind;
  title?: string | null;
  body?: string | null;
  conversation_id?: number | string | null;
  sender_type?: string | null;
  order_id?: number | string | null;
}

/** What the shop shows the push on. */
export interface PushContext {
  /** The route's pathname without locale (`/chatting`, `/profile`, `/track-order`…). */
  pathname: string;
  /** The route's `page` query parameter, for `/profile?page=…`. */
  page?: string | null;
}

/** Data the push makes stale. */
export type PushRefresh =
  'chat' | 'conversations' | 'orders' | 'order' | 'profile' | 'notifications';

export interface PushToast {
  kind: 'message' | 'order_status' | 'referral_code';
  /** The toast's text: a fixed message for chat, else the push's title and body. */
  title: string;
  body: string | null;
  durationMs: number;
  /** Where a click on the toast goes; null when it is not clickable. */
  href: string | null;
}

export interface PushReaction {
  refresh: PushRefresh[];
  toast: PushToast | null;
}

export const NEW_MESSAGE_TEXT = 'You have a new message';
export const REFERRAL_TOAST_MS = 5000;
export const DEFAULT_TOAST_MS = 4000;
export const MY_ORDERS_HREF = '/profile?page=my-orders';

const PUSH_KINDS: readonly string[] = ['message', 'order_status', 'referral_code'];

/** A push payload from untyped data (FCM data fields are strings), or null when it is none. */
export function parsePush(data: unknown): PushPayload | null {
  if (!data || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  const type = String(record.type ?? '');
  if (!PUSH_KINDS.includes(type)) return null;
  const text = (value: unknown) => (value === undefined || value === null ? null : String(value));
  return {
    type: type as PushKind,
    title: text(record.title),
    body: text(record.body ?? record.description),
    conversation_id: text(record.conversation_id),
    sender_type: text(record.sender_type),
    order_id: text(record.order_id),
  };
}

/** Whether the customer is looking at the chat: the chat page or the profile's inbox. */
export function onChatPage(context: PushContext): boolean {
  return (
    context.pathname === '/chatting' ||
    (context.pathname === '/profile' && context.page === 'inbox')
  );
}

/** The chat a message push opens. */
export function messageHref(payload: PushPayload): string {
  const params = new URLSearchParams();
  if (payload.conversation_id) params.set('conversationId', String(payload.conversation_id));
  if (payload.sender_type) params.set('type', payload.sender_type);
  const query = params.toString();
  return query ? `/chatting?${query}` : '/chatting';
}

/** Where a click on a push's notification goes (the service worker's rule too). */
export function pushHref(payload: PushPayload): string {
  if (payload.type === 'message') return messageHref(payload);
  if (payload.type === 'order_status') return MY_ORDERS_HREF;
  return '/';
}

/** The customer's choice of which pushes show as toasts (R-PUSH-2); missing means on. */
export interface PushPreferences {
  notifyMessages?: boolean;
  notifyOrders?: boolean;
}

/** The reaction without the toasts the customer turned off; refreshes always happen. */
export function withPreferences(
  reaction: PushReaction,
  preferences: PushPreferences,
): PushReaction {
  const kind = reaction.toast?.kind;
  const off =
    (kind === 'message' && preferences.notifyMessages === false) ||
    (kind === 'order_status' && preferences.notifyOrders === false);
  return off ? { ...reaction, toast: null } : reaction;
}

/** The shop's reaction to one push message where the customer is. */
export function pushReaction(payload: PushPayload, context: PushContext): PushReaction {
  switch (payload.type) {
    case 'message':
      if (onChatPage(context)) return { refresh: ['chat', 'conversations'], toast: null };
      return {
        refresh: ['conversations'],
        toast: {
          kind: 'message',
          title: NEW_MESSAGE_TEXT,
          body: null,
          durationMs: DEFAULT_TOAST_MS,
          href: messageHref(payload),
        },
      };
    case 'order_status':
      return {
        refresh: ['orders', 'order', 'notifications'],
        toast: {
          kind: 'order_status',
          title: payload.title ?? '',
          body: payload.body ?? null,
          durationMs: DEFAULT_TOAST_MS,
          href: MY_ORDERS_HREF,
        },
      };
    default:
      return {
        refresh: ['profile', 'notifications'],
        toast: {
          kind: 'referral_code',
          title: payload.title ?? '',
          body: payload.body ?? null,
          durationMs: REFERRAL_TOAST_MS,
          href: null,
        },
      };
  }
}
