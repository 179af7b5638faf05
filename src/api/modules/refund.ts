import type { HttpClient } from '../http';
import type { MessageResponse } from '../types';

export interface RefundReason {
  id: number;
  reason: string;
}

export interface RefundRequestInput {
  orderId: number;
  reason: string;
  note: string;
  images: readonly File[];
}

/** Refund requests on delivered orders (API-REFUND-1, members only); loaded with the dialog. */
export function refundApi(http: HttpClient) {
  return {
    async reasons(): Promise<RefundReason[]> {
      const response = await http.get<{ refund_reasons?: RefundReason[] }>(
        '/customer/order/refund-reasons',
        { silent: true },
      );
      return Array.isArray(response.data?.refund_reasons) ? response.data.refund_reasons : [];
    },
    /** Silent: the dialog shows a refusal beside the form. */
    async request(input: RefundRequestInput): Promise<MessageResponse> {
      const form = new FormData();
      form.append('order_id', String(input.orderId));
      form.append('customer_reason', input.reason);
      form.append('customer_note', input.note);
      form.append('refund_method', 'wallet');
      input.images.forEach((image) => form.append('image[]', image, image.name));
      return (
        await http.post<MessageResponse>('/customer/order/refund-request', form, { silent: true })
      ).data;
    },
  };
}
