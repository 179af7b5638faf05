import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useRef, useState } from 'react';
import toast from '@/lib/toast';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import { placeOrderBody, prescriptionOrderBody, type CheckoutState } from '@/domain/checkout/order';
import { checkoutCallbackUrl, type CheckoutPage } from '@/domain/checkout/payment';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { useAppDispatch } from '@/store/hooks';
import { buyNowCleared, cartCleared } from '@/store/slices/cart';
import { CHECKOUT_IDS } from './checkoutFocus';
import { failureText, goToPaymentGateway, usePlacingGuard } from './shared/placing';

export interface GuestOrder {
  id: string;
  phone: string;
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Place Order: refused while there are problems (they show, and the focus moves to the first);
 * else the order is sent once (the shared double-submit guard), with a key kept for the same
 * order, and then the gateway (digital payment), the member's order page, or the guest's
 * confirmation follow.
 */
export function usePlaceOrder(input: {
  page: CheckoutPage;
  state: CheckoutState;
  /** Shows the order's problems; false (and the focus on the first) when there are any. */
  check: () => boolean;
  /** The prescription images sent with the order (none when the order shows no upload). */
  files: File[] | null;
  storeModuleId: number | null;
  customerId: number | string | null;
  gateway: string | null;
  /** Runs once the order exists, before the customer moves on (an offline payment's details). */
  afterPlaced?: (orderId: string) => Promise<void>;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const router = useRouter();
  const api = useApi();
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const guard = usePlacingGuard();
  const idempotency = useRef<{ body: string; key: string } | null>(null);
  const [guestOrder, setGuestOrder] = useState<GuestOrder | null>(null);
  const { page, state, files } = input;
  const prescriptionOnly = page === 'prescription';

  const send = async () => {
    const body = prescriptionOnly ? prescriptionOrderBody(state) : placeOrderBody(state);
    // The same order (body and images) keeps its key: a repeated submit creates one order.
    const bodyText = JSON.stringify([
      body,
      (files ?? []).map((file) => [file.name, file.size, file.lastModified]),
    ]);
    if (idempotency.current?.body !== bodyText)
      idempotency.current = { body: bodyText, key: newKey() };
    const key = idempotency.current.key;
    const answer = prescriptionOnly
      ? await api.order.placePrescription(body, files ?? [], {
          idempotencyKey: key,
          moduleId: input.storeModuleId,
        })
      : await api.order.place(body, files ?? [], key);
    return { body, answer };
  };

  const placeOrder = async () => {
    if (guard.locked() || !input.check()) return;
    guard.start();
    try {
      const { body, answer } = await send();
      const orderId = String(answer.order_id);
      if (body.payment_method === 'digital_payment') {
        goToPaymentGateway({
          link: answer.payment_link,
          orderId,
          customerId: input.customerId ?? answer.user_id ?? '',
          gateway: input.gateway ?? '',
          callback: checkoutCallbackUrl(
            window.location.origin,
            { current: router.locale ?? 'en', default: router.defaultLocale ?? 'en' },
            page,
            orderId,
          ),
        });
        return;
      }
      toast.success(answer.message, { id: 'order-placed' });
      // The order spent the first-order discount and maybe wallet money: customer/info is stale.
      void queryClient.invalidateQueries({ queryKey: queryKeys.all.profile });
      if (body.payment_method === 'offline_payment') {
        // The order stands even if its payment details fail to go: the order page can send them.
        await input.afterPlaced?.(orderId).catch(() =>
          toast.error(t('Your payment details could not be sent. Send them from the order.'), {
            id: 'offline-payment-error',
          }),
        );
      }
      // A prescription order is not made from the cart: the cart stays.
      if (!prescriptionOnly) {
        dispatch(cartCleared());
        dispatch(buyNowCleared());
      }
      idempotency.current = null;
      if (state.signedIn) {
        await router.push(`/profile?orderId=${orderId}&page=my-orders&from=checkout`);
      } else {
        setGuestOrder({ id: orderId, phone: state.contact.contact_person_number });
        guard.finish();
      }
    } catch (error) {
      // One toast: the call is silent, so the client's shared handler shows nothing more.
      toast.error(failureText(error, t('Something went wrong. Please try again.')), {
        id: 'order-error',
      });
      guard.finish();
      // The busy button was disabled, which dropped the focus to the page: give it back.
      window.requestAnimationFrame(() => document.getElementById(CHECKOUT_IDS.placeOrder)?.focus());
    }
  };

  return { placeOrder, placing: guard.placing, guestOrder };
}
