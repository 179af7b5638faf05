import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import NextLink from '@/components/AppLink';
import { useHydrated } from '@/components/ClientOnly';
import { EmptyState } from '@/components/EmptyState';
import { PathIcon } from '@/components/icons/Icon';
import { LOCAL_SHIPPING_OUTLINED } from '@/components/icons/material/LocalShippingOutlined';
import { SEARCH_OFF_OUTLINED } from '@/components/icons/material/SearchOffOutlined';
import { Notice } from '@/components/Notice';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import ui from '@/components/ui/ui.module.css';
import { useTranslation } from '@/lib/i18n/useTranslation';
import toast from '@/lib/toast';
import { readTrackOrderQuery, trackOrderReady } from '@/domain/checkout/trackLink';
import { cleanOrderId, trackFormErrors, type TrackFormValues } from '@/domain/orders/orders';
import { dialCountry, normalizePhone } from '@/domain/validation/phone';
import { PhoneField } from '@/features/auth/PhoneField';
import { useSessionReady } from '@/features/profile/useSessionReady';
import { useConfig } from '@/hooks/useConfig';
import { PrescriptionImages } from '@/features/orders/PrescriptionImages';
import { ORDER_NAMESPACES } from './i18n';
import { OrderTracking } from './OrderTracking';
import { useOrderOwner, useOrderTracking } from './useOrderTracking';
import styles from './trackOrder.module.css';

interface Target {
  orderId: number;
  contactNumber: string | null;
}

/**
 * /track-order (R-ORDER-5): an order id and, for guests, the contact number ('Need a
 * order id' / 'Need a contact number'; the phone is sent with a plus), then the tracking view,
 * refreshed every 10 s until the order is delivered; 'Order not found' otherwise. A link with
 * `order_id` (and, for a guest, `contact_number` or `phone`) fills the form and shows the order.
 */
export function TrackOrderScreen() {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const router = useRouter();
  const config = useConfig();
  const ready = useSessionReady();
  const { token } = useOrderOwner();
  const signedIn = ready && Boolean(token);
  const pickerEnabled = config?.country_picker_status === 1;
  const [linked] = useState(() =>
    readTrackOrderQuery(router.query, config?.country, pickerEnabled),
  );
  const [values, setValues] = useState<TrackFormValues>(() => ({
    orderId: linked.orderId,
    phone: linked.phone,
  }));
  const [country, setCountry] = useState(linked.country);
  const [errors, setErrors] = useState<Partial<Record<keyof TrackFormValues, string>>>({});
  const [asked, setTarget] = useState<Target | null>(null);
  // A link that holds everything shows its order at once, once the stored session is back (a
  // member needs no phone); a submitted form replaces it.
  const hydrated = useHydrated();
  const target: Target | null =
    asked ??
    (hydrated && ready && trackOrderReady(linked, signedIn)
      ? {
          orderId: Number(linked.orderId),
          contactNumber: signedIn
            ? null
            : normalizePhone(dialCountry(linked.country).dial, linked.phone),
        }
      : null);
  const tracking = useOrderTracking(target?.orderId ?? null, {
    contactNumber: target?.contactNumber,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = trackFormErrors(values, signedIn);
    setErrors(found);
    const messages = Object.values(found);
    // The spec's texts are toasts; they also stay beside their fields.
    for (const message of messages) toast.error(t(message), { id: message });
    if (messages.length) return;
    const contactNumber = signedIn ? null : normalizePhone(dialCountry(country).dial, values.phone);
    setTarget({ orderId: Number(cleanOrderId(values.orderId)), contactNumber });
  };

  const searching = target !== null && tracking.isPending;

  return (
    <div className={styles.page}>
      <div className={styles.title}>
        <span className={styles.titleIcon}>
          <PathIcon d={LOCAL_SHIPPING_OUTLINED} size={36} />
        </span>
        <h1 className={ui.h3}>{t('Track order')}</h1>
      </div>
      <p className={`${ui.body1} ${ui.secondary} ${styles.intro}`}>
        {signedIn
          ? t('Enter your order ID to see where it is.')
          : t('Enter your order ID and the phone number used for the order.')}
      </p>
      <div className={styles.card}>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={t('Track order')}
          className={`${styles.form} ${signedIn ? styles.formMember : styles.formGuest}`}
        >
          <TextField
            id="track-order-id"
            name="order_id"
            label={t('Order ID')}
            value={values.orderId}
            onChange={(event) =>
              setValues((current) => ({ ...current, orderId: event.target.value }))
            }
            error={Boolean(errors.orderId)}
            helperText={errors.orderId ? t(errors.orderId) : undefined}
            required
            inputMode="numeric"
            autoComplete="off"
            inputProps={{ dir: 'ltr' }}
          />
          {signedIn ? null : (
            <PhoneField
              id="track-order-phone"
              name="contact_number"
              label={t('Phone number')}
              country={country}
              onCountryChange={setCountry}
              pickerEnabled={pickerEnabled}
              value={values.phone}
              onChange={(event) =>
                setValues((current) => ({ ...current, phone: event.target.value }))
              }
              onBlur={() => undefined}
              error={Boolean(errors.phone)}
              helperText={errors.phone ? t(errors.phone) : undefined}
              required
            />
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            busy={searching}
            className={styles.submit}
          >
            {t('Track')}
          </Button>
        </form>
      </div>

      {target && tracking.isError ? (
        tracking.error.status === 404 || tracking.error.status === 403 ? (
          <EmptyState
            icon={<PathIcon d={SEARCH_OFF_OUTLINED} />}
            title={t('Order not found')}
            text={t('Check the order ID and the phone number, then try again.')}
          />
        ) : (
          <Notice severity="error">{tracking.error.message}</Notice>
        )
      ) : null}
      {target && tracking.data ? (
        <div className={styles.result}>
          <OrderTracking order={tracking.data} />
          <PrescriptionImages order={tracking.data} heading="h2" />
        </div>
      ) : null}
      {signedIn ? null : (
        <p className={`${ui.body2} ${ui.secondary} ${styles.signIn}`}>
          {t('Have an account?')}{' '}
          <NextLink
            className={ui.link}
            href={`/auth/sign-in?from=${encodeURIComponent('/profile?page=my-orders')}`}
          >
            {t('Sign in to see all your orders')}
          </NextLink>
        </p>
      )}
    </div>
  );
}
