import type { HttpClient } from '../http';
import type { MessageResponse } from '../types';

/** `customer/review-reminder` (API-CUSTOMER-4): the order waiting for a review, if any. */
export interface ReviewReminder {
  order_id: number | null;
  images: string[];
}

export interface ItemReviewInput {
  itemId: number;
  orderId: number;
  rating: number;
  comment?: string;
  attachments?: readonly Blob[];
}

export interface DeliveryManReviewInput {
  deliveryManId: number;
  orderId: number;
  rating: number;
  comment: string;
  attachments?: readonly Blob[];
}

/** Reviews (API-REVIEWS-1 item and delivery-man reviews, API-CUSTOMER-4 review-reminder). */
export function reviewApi(http: HttpClient) {
  return {
    /** Members only; silent: a guest or an expired session simply sees no prompt. */
    async reminder(): Promise<ReviewReminder> {
      const data = (
        await http.get<Partial<ReviewReminder>>('/customer/review-reminder', {
          silent: true,
        })
      ).data;
      const id = Number(data?.order_id);
      return {
        order_id: Number.isInteger(id) && id > 0 ? id : null,
        images: Array.isArray(data?.images)
          ? data.images.filter((url) => typeof url === 'string')
          : [],
      };
    },
    /** Closing the prompt dismisses it for that order (R-REVIEW-1). */
    async cancelReminder(orderId: number): Promise<void> {
      await http.get('/customer/review-reminder-cancel', {
        params: { order_id: orderId },
        silent: true,
      });
    },
    /** Multipart (API-REVIEWS-1). Silent: the form shows the message next to the item. */
    async submitItem(input: ItemReviewInput): Promise<MessageResponse> {
      const form = new FormData();
      form.append('item_id', String(input.itemId));
      form.append('order_id', String(input.orderId));
      form.append('rating', String(input.rating));
      form.append('comment', input.comment ?? '');
      for (const file of input.attachments ?? []) form.append('attachment[]', file);
      return (await http.post<MessageResponse>('/items/reviews/submit', form, { silent: true }))
        .data;
    },
    async submitDeliveryMan(input: DeliveryManReviewInput): Promise<MessageResponse> {
      const form = new FormData();
      form.append('delivery_man_id', String(input.deliveryManId));
      form.append('order_id', String(input.orderId));
      form.append('rating', String(input.rating));
      form.append('comment', input.comment);
      for (const file of input.attachments ?? []) form.append('attachment[]', file);
      return (
        await http.post<MessageResponse>('/delivery-man/reviews/submit', form, { silent: true })
      ).data;
    },
  };
}
