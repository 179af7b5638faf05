import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState } from 'react';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import type { Config } from '@/api/types';
import {
  haversineKm,
  kmFromMeters,
  parcelFee,
  parcelPrice,
  parcelPaymentMethods,
  type ChargePayer,
  type ParcelPayment,
} from '@/domain/orders/parcel';
import {
  failureText,
  goToPaymentGateway,
  usePlacingGuard,
} from '@/features/checkout/shared/placing';
import { useSessionReady } from '@/features/profile/useSessionReady';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { useConfig } from '@/hooks/useConfig';
import { useProfile } from '@/hooks/useProfile';
import { useAppSelector } from '@/store/hooks';
import {
  clearParcelDraft,
  PARCEL_DRAFT_KEY,
  parseParcelDraft,
  PENDING_PAYMENT_KEY,
  useSessionText,
  type ParcelDraft,
} from './draft';
import {
  numberOrNull,
  parcelOrderBody,
  parsePending,
  partyPhone,
  type PlacedParcel,
} from './parcelOrder';

const MY_ORDER = (orderId: number) => `/profile?page=my-orders&orderId=${orderId}&from=checkout`;

/** The distance from the sender to the receiver (the road's, else as the crow flies) and the fee. */
function useParcelQuote(draft: ParcelDraft | null | undefined, config: Config | null) {
  const api = useApi();
  const sender = draft ? { lat: draft.sender.lat ?? 0, lng: draft.sender.lng ?? 0 } : null;
  const receiver = draft ? { lat: draft.receiver.lat ?? 0, lng: draft.receiver.lng ?? 0 } : null;
  const distance = useQuery({
    queryKey: queryKeys.parcelDistance(
      sender ? `${sender.lat},${sender.lng}` : '',
      receiver ? `${receiver.lat},${receiver.lng}` : '',
    ),
    queryFn: async () => {
      if (!sender || !receiver) return null;
      const meters = await api.parcel.distanceMeters(sender, receiver);
      return kmFromMeters(meters) ?? haversineKm(sender, receiver);
    },
    enabled: Boolean(sender && receiver),
    staleTime: 10 * 60_000,
    retry: false,
  });
  const km =
    distance.data ??
    (sender && receiver && distance.isError ? haversineKm(sender, receiver) : null);
  const fee =
    draft && km !== null
      ? parcelFee(km, draft.category, {
          parcel_per_km_shipping_charge: numberOrNull(config?.parcel_per_km_shipping_charge),
          parcel_minimum_shipping_charge: numberOrNull(config?.parcel_minimum_shipping_charge),
        })
      : null;
  // What the order costs as the API prices it (the fee and the service fee).
  const price = fee === null ? null : parcelPrice(fee, config);
  return { km, fee, price };
}

/** Who pays the fee and how: the methods the config, the zone and the payer allow. */
function useParcelPayment(config: Config | null, signedIn: boolean) {
  const [payer, setPayer] = useState<ChargePayer>('sender');
  const [method, setMethod] = useState<ParcelPayment | ''>('');
  const zones = useAppSelector((state) => state.location.zoneData);
  const cashOnDelivery =
    config?.cash_on_delivery !== false &&
    (zones.length === 0 ||
      zones.some((zone) => zone.cash_on_delivery !== false && zone.cash_on_delivery !== 0));
  const gateway = config?.active_payment_method_list?.[0]?.gateway ?? null;
  const methods = parcelPaymentMethods(payer, {
    cashOnDelivery,
    digitalPayment: Boolean(config?.digital_payment) && gateway !== null,
    wallet: config?.customer_wallet_status === 1,
    signedIn,
  });
  const chosen = methods.includes(method as ParcelPayment)
    ? (method as ParcelPayment)
    : (methods[0] ?? '');
  return { payer, setPayer, methods, chosen, setMethod, cashOnDelivery, gateway };
}

/**
 * The parcel checkout's state: the draft from the delivery-info page, the quote, the payment
 * choice and note, Place order (through the gateway for a digital payment), and the gateway's
 * return: paid, or failed with the switch to cash on delivery.
 */
export function useParcelCheckout() {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const api = useApi();
  const router = useRouter();
  const config = useConfig();
  const ready = useSessionReady();
  const token = useAppSelector((state) => state.session.token);
  const guestId = useAppSelector((state) => state.session.guestId);
  const profile = useProfile().data;
  const draftText = useSessionText(PARCEL_DRAFT_KEY);
  const draft = draftText === undefined ? undefined : parseParcelDraft(draftText);
  const pendingText = useSessionText(PENDING_PAYMENT_KEY);
  const [note, setNote] = useState('');
  const guard = usePlacingGuard();
  const [error, setError] = useState<string | null>(null);
  const [placedNow, setPlacedNow] = useState<PlacedParcel | null>(null);
  const [switched, setSwitched] = useState(false);
  const flag = typeof router.query.flag === 'string' ? router.query.flag : null;
  // Back from the payment gateway with `flag`: success, or fail / cancel.
  const returned = flag ? parsePending(pendingText) : null;
  const paid = returned && flag === 'success' ? returned : null;
  const failed = returned && flag !== 'success' && !switched ? returned : null;
  const placed = placedNow ?? (paid && !token ? paid : null) ?? (switched ? returned : null);

  // A member who paid goes to the order; the draft is done with either way.
  useEffect(() => {
    if (!paid || !ready) return;
    clearParcelDraft();
    if (token) void router.replace(MY_ORDER(paid.orderId));
  }, [paid, ready, token, router]);

  const { km, fee, price } = useParcelQuote(draft, config);
  const payment = useParcelPayment(config, Boolean(token));
  const { chosen, gateway } = payment;
  const walletShort =
    chosen === 'wallet' && price !== null && (profile?.wallet_balance ?? 0) < price.total;

  const place = async () => {
    if (!draft || !chosen || fee === null || km === null) return;
    if (walletShort) {
      setError(t('Your wallet balance is not enough for this order.'));
      return;
    }
    if (!token && !guestId) {
      setError(t('Please wait a moment and try again.'));
      return;
    }
    if (!guard.start()) return;
    setError(null);
    const body = parcelOrderBody(draft, {
      payment: chosen,
      payer: payment.payer,
      km,
      note,
      guestId: token ? null : guestId,
    });
    try {
      const response = await api.parcel.place(body, {
        moduleId: draft.moduleId,
        zoneIds: draft.sender.zoneIds ?? '[]',
      });
      const result = { orderId: response.order_id, phone: partyPhone(draft.sender) };
      if (chosen === 'digital_payment' && gateway) {
        sessionStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(result));
        const prefix =
          router.locale && router.locale !== router.defaultLocale ? `/${router.locale}` : '';
        goToPaymentGateway({
          link: response.payment_link,
          orderId: response.order_id,
          customerId: response.user_id ?? profile?.id ?? guestId ?? '',
          gateway,
          callback: `${window.location.origin}${prefix}/parcel-checkout`,
        });
        return;
      }
      clearParcelDraft();
      if (token) {
        void router.push(MY_ORDER(response.order_id));
      } else {
        setPlacedNow(result);
        guard.finish();
      }
    } catch (failure) {
      setError(failureText(failure, t('Something went wrong')));
      guard.finish();
    }
  };

  const switchToCash = async () => {
    if (!failed) return;
    try {
      await api.order.paymentMethod(failed.orderId, token ? undefined : { guestId });
      setError(null);
      clearParcelDraft();
      if (token) {
        void router.replace(MY_ORDER(failed.orderId));
      } else setSwitched(true);
    } catch (failure) {
      setError(failureText(failure, t('Something went wrong')));
    }
  };

  return {
    config,
    ready,
    draft,
    placed,
    failed,
    error,
    note,
    setNote,
    km,
    fee,
    price,
    payment,
    walletShort,
    placing: guard.placing,
    place,
    switchToCash,
  };
}

export type ParcelCheckout = ReturnType<typeof useParcelCheckout>;
