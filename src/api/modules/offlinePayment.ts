import type { OfflineMethod } from '@/domain/checkout/payment';
import type { HttpClient } from '../http';

/**
 * Offline payment (R-PAY-3, API-REFUND-1): the methods the shop takes (a bank transfer and its
 * details), and what the customer tells about their payment once the order is placed.
 */
export function offlinePaymentApi(http: HttpClient) {
  return {
    /** The active methods; the backend answers `{}` when there are none. */
    async methods(): Promise<OfflineMethod[]> {
      const data = (
        await http.get<OfflineMethod[] | Record<string, never>>('/offline_payment_method_list', {
          silent: true,
        })
      ).data;
      return Array.isArray(data) ? data : [];
    },
    /** Silent: the screen shows a refusal beside the form. */
    async submit(input: {
      orderId: number | string;
      methodId: number;
      values: Record<string, string>;
      note?: string;
      guestId?: string | null;
    }): Promise<void> {
      await http.put(
        '/customer/order/offline-payment',
        {
          ...input.values,
          order_id: input.orderId,
          method_id: input.methodId,
          customer_note: input.note ?? '',
        },
        { silent: true, params: input.guestId ? { guest_id: input.guestId } : undefined },
      );
    },
  };
}
