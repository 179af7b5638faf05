import type { ChatParty, ChatPartnerType, ChatTarget } from '@/domain/chat/conversations';
import { detailsParams } from '@/domain/chat/conversations';
import type { NotificationLike } from '@/domain/notifications/list';
import type { HttpClient } from '../http';

/** A chat identity (API-MESSAGES-1): a customer, store, courier or support. */
export type UserInfo = ChatParty & {
  phone?: string | null;
  email?: string | null;
  image?: string | null;
};

export interface ChatMessage {
  id: number;
  conversation_id: number;
  /** The UserInfo id of the author. */
  sender_id: number;
  message: string | null;
  /** Stored image paths as a JSON string. */
  file?: string | null;
  file_full_url?: string[] | null;
  is_seen: number | boolean;
  order_id?: number | null;
  created_at: string;
  updated_at?: string;
}

export interface Conversation {
  id: number;
  sender_id: number;
  sender_type: string;
  receiver_id: number;
  receiver_type: string;
  last_message_id?: number | null;
  last_message_time?: string | null;
  unread_message_count?: number | null;
  created_at?: string;
  updated_at?: string;
  sender?: UserInfo | null;
  receiver?: UserInfo | null;
  last_message?: ChatMessage | null;
}

export interface ConversationPage {
  type?: string;
  total_size: number;
  limit: number | string;
  offset: number | string;
  conversations: Conversation[];
}

export interface MessageDetails {
  total_size: number;
  limit: number | string;
  offset: number | string;
  /** Whether the customer may write: an active order with that store or courier; support always. */
  status: boolean;
  messages: ChatMessage[];
  conversation: Conversation | null;
}

export interface SendMessageInput {
  target: ChatTarget;
  /** The partner's type when the target is a conversation id. */
  receiverType?: ChatPartnerType;
  /** The partner's store or courier id when the target is a conversation id. */
  receiverId?: number | null;
  text: string;
  images: readonly Blob[];
  orderId?: number | null;
}

export const CHAT_PAGE_SIZE = 20;

function pageShape(data: Partial<ConversationPage> | null | undefined): ConversationPage {
  return {
    type: data?.type,
    total_size: Number(data?.total_size ?? 0),
    limit: data?.limit ?? CHAT_PAGE_SIZE,
    offset: data?.offset ?? 1,
    conversations: Array.isArray(data?.conversations) ? data.conversations : [],
  };
}

/** The multipart body of `message/send`. */
export function sendMessageForm(input: SendMessageInput): FormData {
  const form = new FormData();
  form.append('message', input.text);
  const { target } = input;
  if (target.kind === 'conversation') {
    form.append('conversation_id', String(target.conversationId));
    form.append('receiver_type', input.receiverType ?? 'admin');
    if (input.receiverId) form.append('receiver_id', String(input.receiverId));
  } else {
    form.append('receiver_type', target.kind);
    if (target.kind !== 'admin') form.append('receiver_id', String(target.id));
  }
  if (input.orderId) form.append('order_id', String(input.orderId));
  input.images.forEach((image, index) => {
    const name = image instanceof File ? image.name : `image-${index + 1}.png`;
    form.append('image[]', image, name);
  });
  return form;
}

/**
 * Messages with stores, couriers and support (API-MESSAGES-1, members only). Loaded with the chat
 * screens, not with the catalog: built on the shared HTTP client by `useMessageApi`.
 */
export function messageApi(http: HttpClient) {
  return {
    async list(offset = 1, limit = CHAT_PAGE_SIZE): Promise<ConversationPage> {
      const response = await http.get<Partial<ConversationPage>>('/customer/message/list', {
        params: { limit, offset },
        silent: true,
      });
      return pageShape(response.data);
    },
    async search(name: string): Promise<ConversationPage> {
      const response = await http.get<Partial<ConversationPage>>('/customer/message/search-list', {
        params: { name },
        silent: true,
      });
      return pageShape(response.data);
    },
    async details(target: ChatTarget, offset = 1, limit = CHAT_PAGE_SIZE): Promise<MessageDetails> {
      const response = await http.get<MessageDetails>('/customer/message/details', {
        params: { ...detailsParams(target), limit, offset },
      });
      return response.data;
    },
    async send(input: SendMessageInput): Promise<MessageDetails & { message?: string }> {
      const response = await http.post<MessageDetails & { message?: string }>(
        '/customer/message/send',
        sendMessageForm(input),
        { silent: true },
      );
      return response.data;
    },
  };
}

/** A personal or broadcast notification of the last 15 days (API-CUSTOMER-5). */
export type NotificationEntry = NotificationLike;

export function notificationApi(http: HttpClient) {
  return {
    async list(): Promise<NotificationEntry[]> {
      const response = await http.get<NotificationEntry[]>('/customer/notifications', {
        silent: true,
      });
      return Array.isArray(response.data) ? response.data : [];
    },
    /** Registers this browser's push token for the signed-in customer (API-CUSTOMER-5). */
    async saveFirebaseToken(token: string): Promise<void> {
      await http.post(
        '/customer/cm-firebase-token',
        { cm_firebase_token: token, _method: 'put' },
        { silent: true },
      );
    },
  };
}
