import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState, type ReactNode } from 'react';
import { useApi } from '@/api/ApiProvider';
import { paymentGatewayOrigin } from '@/api/browser';
import { paymentUrl } from '@/domain/checkout/payment';
import { ApiError } from '@/api/errors';
import { queryKeys } from '@/api/queryKeys';
import { Money } from '@/components/catalog/Money';
import { PathIcon } from '@/components/icons/Icon';
import { CHECK_CIRCLE_OUTLINED } from '@/components/icons/material/CheckCircleOutlined';
import { LOCAL_SHIPPING_OUTLINED } from '@/components/icons/material/LocalShippingOutlined';
import { Notice } from '@/components/Notice';
import { Spinner } from '@/components/Spinner';
import { Button, ButtonLink } from '@/components/ui/Button';
import { ChoiceGroup, Radio } from '@/components/ui/Choice';
import { Skeleton } from '@/components/ui/Skeleton';
import { TextField } from '@/components/ui/TextField';
import {
  CHARGE_PAYERS,
  haversineKm,
  kmFromMeters,
  parcelFee,
  parcelPaymentMethods,
  receiverDetailsJson,
  type ChargePayer,
  type ParcelPayment,
} from '@/domain/orders/parcel';
import { addressExtras } from '@/domain/orders/orders';
import { dialCountry, normalizePhone } from '@/domain/validation/phone';
import { useSessionReady } from '@/features/profile/useSessionReady';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { useConfig } from '@/hooks/useConfig';
import { useProfile } from '@/hooks/useProfile';
import { useAppSelector } from '@/store/hooks';
import styles from './checkout.module.css';
import {
  clearParcelDraft,
  PARCEL_DRAFT_KEY,
  parseParcelDraft,
  PENDING_PAYMENT_KEY,
  useSessionText,
} from './draft';

const PAYMENT_LABELS: Record<ParcelPayment, string> = {
  cash_on_delivery: 'Cash on delivery',
  wallet: 'Wallet',
  digital_payment: 'Digital payment',
};

interface Placed {
  orderId: number;
  phone: string;
}

function Row({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className={strong ? `${styles.row} ${styles.strong}` : styles.row}>
      <p className={styles.rowLabel}>{label}</p>
      <p className={styles.rowValue}>{children}</p>
    </div>
  );
}

function Party({
  title,
  name,
  phone,
  address,
  extras,
}: {
  title: string;
  name: string;
  phone: string;
  address: string;
  extras: string;
}) {
  return (
    <div className={styles.party}>
      <h3 className={styles.partyTitle}>{title}</h3>
      <p className={styles.partyName}>{name}</p>
      <p className={styles.partyLine}>
        <bdi dir="ltr">{phone}</bdi>
      </p>
      <p className={styles.partyAddress}>{address}</p>
      {extras ? <p className={styles.partyLine}>{extras}</p> : null}
    </div>
  );
}

function numberOrNull(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function parsePending(raw: string | null | undefined): Placed | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Placed>;
    return typeof value.orderId === 'number'
      ? { orderId: value.orderId, phone: value.phone ?? '' }
      : null;
  } catch {
    return null;
  }
}

/**
 * The parcel checkout: who pays (sender or receiver), the fee from the distance and the category,
 * the payment method, then `order/place` with `order_type=parcel` (contract §10.1). Digital payment
 * goes through the gateway page and comes back here with `flag`.
 */
export function ParcelCheckoutScreen() {
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
  const [payer, setPayer] = useState<ChargePayer>('sender');
  const [method, setMethod] = useState<ParcelPayment | ''>('');
  const [note, setNote] = useState('');
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [placedNow, setPlacedNow] = useState<Placed | null>(null);
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
    if (token) void router.replace(`/profile?page=my-orders&orderId=${paid.orderId}&from=checkout`);
  }, [paid, ready, token, router]);

  const sender = draft ? { lat: draft.sender.lat ?? 0, lng: draft.sender.lng ?? 0 } : null;
  const receiver = draft ? { lat: draft.receiver.lat ?? 0, lng: draft.receiver.lng ?? 0 } : null;
  const distance = useQuery({
    queryKey: queryKeys.parcelDistance(
      sender ? `${sender.lat},${sender.lng}` : '',
      receiver ? `${receiver.lat},${receiver.lng}` : '',
    ),
    queryFn: async () => {
      const meters = await api.parcel.distanceMeters(sender!, receiver!);
      return kmFromMeters(meters) ?? haversineKm(sender!, receiver!);
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
  const zoneCod = useAppSelector((state) => state.location.zoneData);
  const cashOnDelivery =
    config?.cash_on_delivery !== false &&
    (zoneCod.length === 0 ||
      zoneCod.some((zone) => zone.cash_on_delivery !== false && zone.cash_on_delivery !== 0));
  const gateway = config?.active_payment_method_list?.[0]?.gateway ?? null;
  const methods = parcelPaymentMethods(payer, {
    cashOnDelivery,
    digitalPayment: Boolean(config?.digital_payment) && gateway !== null,
    wallet: config?.customer_wallet_status === 1,
    signedIn: Boolean(token),
  });
  const chosen = methods.includes(method as ParcelPayment)
    ? (method as ParcelPayment)
    : (methods[0] ?? '');
  const walletShort = chosen === 'wallet' && fee !== null && (profile?.wallet_balance ?? 0) < fee;

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
    setError(null);
    setPlacing(true);
    const senderPhone = normalizePhone(dialCountry(draft.sender.country).dial, draft.sender.phone);
    const receiverPhone = normalizePhone(
      dialCountry(draft.receiver.country).dial,
      draft.receiver.phone,
    );
    try {
      const response = await api.parcel.place(
        {
          order_type: 'parcel',
          payment_method: chosen,
          parcel_category_id: draft.category.id,
          receiver_details: receiverDetailsJson(draft.receiver, receiverPhone),
          charge_payer: payer,
          distance: km,
          address: draft.sender.address.trim(),
          latitude: String(draft.sender.lat),
          longitude: String(draft.sender.lng),
          address_type: 'other',
          road: draft.sender.road.trim() || undefined,
          house: draft.sender.house.trim() || undefined,
          floor: draft.sender.floor.trim() || undefined,
          contact_person_name: draft.sender.name.trim(),
          contact_person_number: senderPhone,
          contact_person_email: draft.sender.email.trim() || undefined,
          guest_id: token ? undefined : (guestId ?? undefined),
          order_note: note.trim() || undefined,
        },
        { moduleId: draft.moduleId, zoneIds: draft.sender.zoneIds ?? '[]' },
      );
      const result = { orderId: response.order_id, phone: senderPhone };
      if (chosen === 'digital_payment' && gateway) {
        sessionStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(result));
        const prefix =
          router.locale && router.locale !== router.defaultLocale ? `/${router.locale}` : '';
        const callback = `${window.location.origin}${prefix}/parcel-checkout`;
        window.location.assign(
          paymentUrl({
            origin: paymentGatewayOrigin(),
            orderId: response.order_id,
            customerId: response.user_id ?? profile?.id ?? guestId ?? '',
            gateway,
            callback,
          }),
        );
        return;
      }
      clearParcelDraft();
      if (token) {
        void router.push(`/profile?page=my-orders&orderId=${response.order_id}&from=checkout`);
      } else {
        setPlacedNow(result);
        setPlacing(false);
      }
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('Something went wrong'));
      setPlacing(false);
    }
  };

  const switchToCash = async () => {
    if (!failed) return;
    try {
      await api.order.paymentMethod(failed.orderId, token ? undefined : { guestId });
      setError(null);
      clearParcelDraft();
      if (token) {
        void router.replace(`/profile?page=my-orders&orderId=${failed.orderId}&from=checkout`);
      } else setSwitched(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('Something went wrong'));
    }
  };

  if (placed) {
    return (
      <div className={`${styles.container} ${styles.narrow} ${styles.centered}`}>
        <span className={styles.statusIcon}>
          <PathIcon d={CHECK_CIRCLE_OUTLINED} size={64} />
        </span>
        <h1 className={styles.title}>{t('Order placed successfully')}</h1>
        <p className={styles.orderId}>
          {t('Order ID')}:{' '}
          <strong>
            <bdi>#{placed.orderId}</bdi>
          </strong>
        </p>
        <p className={styles.remember}>
          {t('Remember your order ID and phone number to track your order later.')}{' '}
          <bdi dir="ltr">{placed.phone}</bdi>
        </p>
        <ButtonLink href={`/track-order?order_id=${placed.orderId}`} variant="contained">
          {t('Track order')}
        </ButtonLink>
      </div>
    );
  }

  if (failed) {
    return (
      <div className={`${styles.container} ${styles.narrow}`}>
        <Notice severity="error" className={styles.notice}>
          <p className={styles.failedTitle}>{t('Order Place Failed')}</p>
          {t('The payment of order #{{id}} did not go through.', { id: failed.orderId })}
        </Notice>
        {error ? (
          <Notice severity="error" className={styles.notice}>
            {error}
          </Notice>
        ) : null}
        <div className={styles.buttons}>
          {cashOnDelivery ? (
            <Button variant="contained" onClick={() => void switchToCash()}>
              {t('Switch to cash on delivery')}
            </Button>
          ) : null}
          <ButtonLink href="/home" variant="outlined">
            {t('Back to home')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  if (draft === undefined || !ready) {
    return (
      <div className={styles.container}>
        <Skeleton variant="rounded" height={320} />
      </div>
    );
  }
  if (draft === null) {
    return (
      <div className={`${styles.container} ${styles.narrow} ${styles.centered}`}>
        <span className={styles.emptyIcon}>
          <PathIcon d={LOCAL_SHIPPING_OUTLINED} size={56} />
        </span>
        <h1 className={styles.emptyTitle}>{t('Tell us about your parcel first')}</h1>
        <ButtonLink href="/parcel-delivery-info" variant="contained">
          {t('Parcel delivery details')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className={`${styles.container} ${styles.main}`}>
      <h1 className={styles.title}>{t('Parcel checkout')}</h1>
      <div className={styles.stack}>
        <section className={styles.section}>
          <div className={styles.sectionHeader}>
            <h2 className={styles.categoryName}>{draft.category.name}</h2>
            <ButtonLink
              href={`/parcel-delivery-info?category_id=${draft.category.id}`}
              size="small"
            >
              {t('Edit')}
            </ButtonLink>
          </div>
          <div className={styles.parties}>
            <Party
              title={t('Sender')}
              name={draft.sender.name}
              phone={normalizePhone(dialCountry(draft.sender.country).dial, draft.sender.phone)}
              address={draft.sender.address}
              extras={addressExtras(draft.sender)}
            />
            <hr className={styles.partiesRule} aria-orientation="vertical" />
            <Party
              title={t('Receiver')}
              name={draft.receiver.name}
              phone={normalizePhone(dialCountry(draft.receiver.country).dial, draft.receiver.phone)}
              address={draft.receiver.address}
              extras={addressExtras(draft.receiver)}
            />
          </div>
        </section>

        <section className={styles.section}>
          <ChoiceGroup legend={t('Who pays the delivery fee?')} row className={styles.choices}>
            {CHARGE_PAYERS.map((value) => (
              <Radio
                key={value}
                name="charge_payer"
                value={value}
                checked={payer === value}
                onChange={(event) => setPayer(event.target.value as ChargePayer)}
                label={value === 'sender' ? t('Sender') : t('Receiver')}
              />
            ))}
          </ChoiceGroup>
          <hr className={styles.rule} />
          <ChoiceGroup legend={t('Payment method')} className={styles.choices}>
            {methods.map((value) => (
              <Radio
                key={value}
                name="payment_method"
                value={value}
                checked={chosen === value}
                onChange={(event) => setMethod(event.target.value as ParcelPayment)}
                label={t(PAYMENT_LABELS[value])}
              />
            ))}
            {methods.length ? null : (
              <p className={styles.noMethod}>
                {t('No payment method is available for this order.')}
              </p>
            )}
            {payer === 'receiver' ? (
              <p className={styles.hint}>{t('The receiver pays in cash on delivery.')}</p>
            ) : null}
            {walletShort ? (
              <p className={styles.shortHint}>
                {t('Your wallet balance is not enough for this order.')}
              </p>
            ) : null}
          </ChoiceGroup>
          <TextField
            label={t('Note (optional)')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            rows={2}
            fullWidth
            className={styles.note}
            inputProps={{ maxLength: 255 }}
          />
        </section>

        <section className={styles.section} aria-label={t('Summary')}>
          <Row label={t('Distance')}>
            {km === null ? (
              <Skeleton variant="text" width={60} />
            ) : (
              <bdi>{t('{{km}} km', { km: km.toFixed(1) })}</bdi>
            )}
          </Row>
          <Row label={t('Delivery fee')}>
            {fee === null ? (
              <Skeleton variant="text" width={60} />
            ) : (
              <Money amount={fee} config={config} />
            )}
          </Row>
          <hr className={styles.summaryRule} />
          <Row label={t('Total')} strong>
            {fee === null ? (
              <Skeleton variant="text" width={60} />
            ) : (
              <Money amount={fee} config={config} />
            )}
          </Row>
        </section>
        {error ? <Notice severity="error">{error}</Notice> : null}
        <Button
          variant="contained"
          size="large"
          onClick={() => void place()}
          disabled={placing || !chosen || fee === null}
          startIcon={placing ? <Spinner size={18} /> : undefined}
        >
          {t('Place order')}
        </Button>
      </div>
    </div>
  );
}
