import type { Order } from '@/api/modules/order';
import { isOn } from '@/domain/flags';

/**
 * The prescription images of an order (R-ORDER-2; API-ORDERS-6 `order_attachment_full_url`;
 * the details call of an order without lines decodes `order_attachment` into URLs, API-ORDERS-5). Pure.
 */
export function orderAttachmentUrls(
  order: Pick<Order, 'order_attachment_full_url'> & { order_attachment?: unknown },
): string[] {
  const isUrl = (value: unknown): value is string =>
    typeof value === 'string' && /^(https?:\/\/|\/(?!\/))/i.test(value);
  if (Array.isArray(order.order_attachment_full_url)) {
    const urls = order.order_attachment_full_url.filter(isUrl);
    if (urls.length) return urls;
  }
  const attachment = order.order_attachment;
  return Array.isArray(attachment) ? attachment.filter(isUrl) : [];
}

/** A pharmacy order placed with only a prescription: it has no lines until the pharmacy prices it. */
export function isPrescriptionOnlyOrder(
  order: Pick<Order, 'prescription_order' | 'details_count'>,
): boolean {
  return isOn(order.prescription_order) && !(Number(order.details_count) > 0);
}
