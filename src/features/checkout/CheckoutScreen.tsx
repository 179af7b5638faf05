import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/Spinner';
import { ButtonLink } from '@/components/ui/Button';
import ui from '@/components/ui/ui.module.css';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { useAppSelector } from '@/store/hooks';
import { CheckoutDetails } from './CheckoutDetails';
import { CheckoutSummaryCard } from './CheckoutSummaryCard';
import { FailedPayment } from './FailedPayment';
import { useArrivalFocus } from './useArrivalFocus';
import { useCheckoutForm, type CheckoutForm } from './useCheckoutForm';
import styles from './checkout.module.css';

// MUI, in its own scope: loads only once a guest's order is placed (docs/hydration.md, rule 7).
const GuestOrderDialog = dynamic(() => import('./GuestOrderDialog'), { ssr: false });

function Centered({ children }: { children: ReactNode }) {
  return <div className={styles.centered}>{children}</div>;
}

/** The placed guest order to confirm: placed here, or paid and back from the gateway. */
function guestOrderShown(form: CheckoutForm) {
  const { returned, signedIn } = form;
  return (
    form.place.guestOrder ??
    (returned?.flag === 'success' && returned.orderId && !signedIn
      ? { id: returned.orderId, phone: form.guest?.contact_person_number ?? '' }
      : null)
  );
}

/**
 * `/checkout?page=cart|buy_now|campaign` (R-CHECKOUT-1): order type, address and contact, delivery
 * time, prescription, tip, note, payment, the money summary with the coupon, and Place Order. A
 * digital payment opens the demo gateway and comes back here with `flag`.
 *
 * `/checkout?page=prescription&store_id=` (R-CHECKOUT-11): a pharmacy order with only prescription
 * images (1 to 3, required) and no cart lines. The store comes from the URL; the pharmacy prices
 * the order, so only cash on delivery is offered, there is no coupon, and the cart stays as it is.
 */
export function CheckoutScreen() {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const router = useRouter();
  const form = useCheckoutForm();
  const arrivalHeading = useArrivalFocus();
  const { returned, signedIn } = form;
  const { prescriptionOnly, storeData } = form.order;
  const guestOrder = guestOrderShown(form);
  const zones = useAppSelector((state) => state.location.zoneData);

  if (returned && returned.flag !== 'success' && returned.orderId) {
    const zoneCod = (zones ?? []).some(
      (entry) => entry.cash_on_delivery === true || entry.cash_on_delivery === 1,
    );
    return (
      <div className={styles.failedFrame}>
        <FailedPayment
          orderId={returned.orderId}
          guestId={signedIn ? null : form.guestId}
          codAllowed={zoneCod}
        />
      </div>
    );
  }
  if (guestOrder) {
    return (
      <Centered>
        <h1 className={styles.centeredTitle}>{t('Order placed successfully')}</h1>
        <GuestOrderDialog
          open
          orderId={guestOrder.id}
          phone={guestOrder.phone}
          onClose={() => void router.push('/home')}
        />
      </Centered>
    );
  }
  if (form.prescription.refused) {
    return (
      <Centered>
        <h1 ref={arrivalHeading} tabIndex={-1} className={styles.centeredTitle}>
          {t('This store does not take prescription orders')}
        </h1>
        <ButtonLink href="/home" variant="contained">
          {t('Continue Shopping')}
        </ButtonLink>
      </Centered>
    );
  }
  if (
    !form.rehydrated ||
    (returned?.flag === 'success' && signedIn) ||
    (prescriptionOnly && !storeData)
  ) {
    return (
      <Centered>
        <Spinner label={t('Loading')} primary />
      </Centered>
    );
  }
  if (form.order.lines.length === 0 && !prescriptionOnly) {
    return (
      <Centered>
        <h1 ref={arrivalHeading} tabIndex={-1} className={styles.centeredTitle}>
          {t('Your cart is empty')}
        </h1>
        <p className={`${ui.body1} ${ui.secondary}`}>
          {t('No items added in your cart. Please add product to your cart list')}
        </p>
        <ButtonLink href="/home" variant="contained">
          {t('Continue Shopping')}
        </ButtonLink>
      </Centered>
    );
  }

  return (
    <div className={styles.page}>
      <h1 ref={arrivalHeading} tabIndex={-1} className={styles.title}>
        {prescriptionOnly ? t('Order with prescription') : t('Checkout')}
      </h1>
      <div className={styles.grid}>
        <CheckoutDetails form={form} />
        <div>
          <CheckoutSummaryCard form={form} />
        </div>
      </div>
    </div>
  );
}
