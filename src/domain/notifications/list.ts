/**
 * One entry of `customer/notifications` (API-CUSTOMER-5) as the account shows it: broadcast entries
 * carry their texts at the top level, personal ones inside `data`.
 */
export interface NotificationLike {
  id: number;
  title?: string | null;
  description?: string | null;
  image?: string | null;
  created_at: string;
  data?: {
    title?: string | null;
    description?: string | null;
    order_id?: number | string | null;
    image?: string | null;
  } | null;
}

export interface NotificationView {
  title: string;
  description: string | null;
  image: string | null;
  orderId: number | null;
  createdAt: string;
}

export function notificationView(entry: NotificationLike): NotificationView {
  const data = entry.data ?? {};
  const orderId = Number(data.order_id);
  return {
    title: entry.title || data.title || '',
    description: entry.description || data.description || null,
    image: entry.image || data.image || null,
    orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null,
    createdAt: entry.created_at,
  };
}
