import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useMemo, useState } from 'react';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import type { CheckoutState } from '@/domain/checkout/order';
import { checkoutPage } from '@/domain/checkout/payment';
import { prescriptionStoreId, takesPrescriptionOrders } from '@/domain/checkout/prescription';
import { useGuestInfo } from '@/features/address/useGuestInfo';
import { useSavedAddresses } from '@/features/address/useSavedAddresses';
import { useConfig } from '@/hooks/useConfig';
import { useProfile } from '@/hooks/useProfile';
import { useAppSelector } from '@/store/hooks';
import {
  checkoutLines,
  orderContact,
  prescriptionNeeds,
  type CheckoutStore,
} from './checkoutModel';
import { useCheckoutProblems } from './useCheckoutProblems';
import { useCheckoutReturn } from './useCheckoutReturn';
import { useCheckoutSummary } from './useCheckoutSummary';
import { useCoupon } from './useCoupon';
import { useDeliveryAddress } from './useDeliveryAddress';
import { useOrderType, useSchedule } from './useDeliveryOptions';
import { useDeliveryZone } from './useDeliveryZone';
import { usePaymentChoice } from './usePaymentChoice';
import { usePlaceOrder } from './usePlaceOrder';

type Persisted = { _persist?: { rehydrated?: boolean } };

/** The page, its lines and its store (from the URL for a prescription order, else the lines'). */
function useCheckoutOrder() {
  const router = useRouter();
  const api = useApi();
  const cartItems = useAppSelector((state) => state.cart.items);
  const buyNow = useAppSelector((state) => state.cart.buyNow);
  const page = checkoutPage(router.query.page);
  const prescriptionOnly = page === 'prescription';
  const lines = useMemo(() => checkoutLines(page, cartItems, buyNow), [page, cartItems, buyNow]);
  const storeId = prescriptionOnly
    ? prescriptionStoreId(router.query.store_id)
    : (lines[0]?.store_id ?? null);
  const store = useQuery({
    queryKey: queryKeys.store(router.locale ?? 'en', String(storeId ?? 0)),
    queryFn: () => api.catalog.store(storeId ?? 0) as Promise<CheckoutStore | null>,
    enabled: storeId !== null,
    staleTime: 60_000,
  });
  const storeData = (store.data ?? null) as CheckoutStore | null;
  return { page, prescriptionOnly, lines, buyNow, storeId, store, storeData };
}

/**
 * Everything the checkout page holds and derives: the order (lines and store), the address and
 * contact, order type and time, tips, note, prescription images, coupon, payment, the money
 * summary, the problems that stop the order, and Place Order.
 */
export function useCheckoutForm() {
  const config = useConfig();
  const profile = useProfile();
  const signedIn = Boolean(useAppSelector((state) => state.session.token));
  const guestId = useAppSelector((state) => state.session.guestId);
  const rehydrated = useAppSelector((state) => (state as Persisted)._persist?.rehydrated ?? false);
  const { info: guest, save: saveGuest } = useGuestInfo();
  const order = useCheckoutOrder();
  const { page, prescriptionOnly, lines, storeData } = order;
  const returned = useCheckoutReturn({ page, config, signedIn, rehydrated });

  const saved = useSavedAddresses();
  const addressChoice = useDeliveryAddress(guest);
  const orderType = useOrderType(config, storeData);
  const { delivery } = orderType;
  const address = addressChoice.address;
  const schedule = useSchedule(config, storeData, rehydrated);
  const zone = useDeliveryZone({ delivery, address, store: storeData });
  const coupon = useCoupon(order.storeId);
  const [tips, setTips] = useState(0);
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const { summary, packaging } = useCheckoutSummary({
    lines,
    store: storeData,
    config,
    zone,
    customer: signedIn ? profile.data : null,
    coupon: coupon.coupon,
    orderType: orderType.orderType,
    tips,
    prescriptionOnly,
  });
  const payment = usePaymentChoice({
    config,
    zone: summary.zone,
    maxCodAmount: summary.maxCod,
    total: summary.total,
    prescriptionOnly,
    signedIn,
    walletBalance: profile.data?.wallet_balance ?? 0,
  });
  const prescription = prescriptionNeeds({ prescriptionOnly, lines, store: storeData });
  // A prescription order needs a store that takes prescriptions (unknown while it loads).
  const prescriptionRefused =
    prescriptionOnly &&
    (order.storeId === null ||
      order.store.isError ||
      (order.store.isSuccess && !takesPrescriptionOrders(storeData, config)));
  const contact = orderContact({ signedIn, delivery, address, profile: profile.data, guest });

  const state: CheckoutState = {
    orderType: orderType.orderType,
    paymentMethod: payment.method,
    storeId: order.storeId ?? 0,
    distanceKm: zone.distanceKm,
    address: delivery ? address : null,
    contact,
    guestId,
    signedIn,
    scheduleAt: schedule.slot,
    couponCode:
      coupon.coupon && summary.coupon?.ok && !prescriptionOnly ? coupon.coupon.code : null,
    tips,
    note,
    buyNow:
      (page === 'buy_now' || page === 'campaign') && order.buyNow ? order.buyNow.payload : null,
    prescriptionOnly,
    partialPayment: payment.partial,
    extraPackagingAmount: packaging.charged,
  };
  const problems = useCheckoutProblems(state, {
    lineCount: lines.length,
    prescriptionRequired: prescription.required,
    prescriptionCount: files.length,
    needsSchedule: !schedule.canOrderNow && schedule.scheduleAllowed,
    storeClosed: Boolean(storeData) && !schedule.canOrderNow && !schedule.scheduleAllowed,
    outsideZone: zone.outsideZone,
    deliveryPending: summary.deliveryPending,
    // The pharmacy prices a prescription order: no minimum to reach here.
    belowMinimum: Boolean(
      storeData?.minimum_order && summary.subtotal - summary.discount < storeData.minimum_order,
    ),
  });
  const place = usePlaceOrder({
    page,
    state,
    // The offline payment's own fields are checked after the order's problems.
    check: () => problems.check() && payment.checkOffline(),
    files: prescription.shown ? files : null,
    storeModuleId: storeData?.module_id ?? null,
    customerId: profile.data?.id ?? guestId ?? null,
    gateway: payment.gateway,
    afterPlaced: (orderId) => payment.submitOffline(orderId, signedIn ? null : guestId),
  });

  return {
    config,
    profile: profile.data,
    signedIn,
    guestId,
    rehydrated,
    guest,
    saveGuest,
    returned,
    order,
    saved,
    addressChoice,
    orderType,
    schedule,
    zone,
    coupon,
    tips: { value: tips, set: setTips },
    packaging,
    note: { value: note, set: setNote },
    prescription: { ...prescription, refused: prescriptionRefused },
    files: { value: files, set: setFiles, error: fileError, setError: setFileError },
    summary,
    payment,
    problems,
    place,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
