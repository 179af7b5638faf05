import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useRef } from 'react';
import toast from '@/lib/toast';
import type { Config } from '@/api/types';
import { paymentReturn, type CheckoutPage } from '@/domain/checkout/payment';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { useAppDispatch } from '@/store/hooks';
import { buyNowCleared, cartCleared } from '@/store/slices/cart';

/**
 * The page's entry rules: sign-in when guests may not check out (campaign items always need a
 * login), and the gateway's return (`flag`): a paid order empties the cart and takes a member to
 * the order. Returns the gateway's answer, null when the page is not a return.
 */
export function useCheckoutReturn(input: {
  page: CheckoutPage;
  config: Config | null;
  signedIn: boolean;
  rehydrated: boolean;
}) {
  const { page, config, signedIn, rehydrated } = input;
  const { t } = useTranslation(ORDER_NAMESPACES);
  const router = useRouter();
  const dispatch = useAppDispatch();
  const returned = router.isReady ? paymentReturn(router.query) : null;

  useEffect(() => {
    if (!rehydrated || !config || signedIn) return;
    if (page === 'campaign' || Number(config.guest_checkout_status) !== 1) {
      void router.replace(`/auth/sign-in?from=${encodeURIComponent(router.asPath)}`);
    }
  }, [rehydrated, config, signedIn, page, router]);

  const handledReturn = useRef(false);
  useEffect(() => {
    if (!returned || returned.flag !== 'success' || !returned.orderId || handledReturn.current)
      return;
    handledReturn.current = true;
    toast.success(t('Payment successful'), { id: 'payment-return' });
    dispatch(cartCleared());
    dispatch(buyNowCleared());
    if (signedIn) {
      void router.replace(`/profile?orderId=${returned.orderId}&page=my-orders&from=checkout`);
    }
  }, [returned, signedIn, dispatch, router, t]);

  return returned;
}
