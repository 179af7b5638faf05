import { useTranslation } from '@/lib/i18n/useTranslation';
import { PathIcon } from '@/components/icons/Icon';
import { LOCAL_SHIPPING_OUTLINED } from '@/components/icons/material/LocalShippingOutlined';
import { Notice } from '@/components/Notice';
import { Spinner } from '@/components/Spinner';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import styles from './checkout.module.css';
import {
  ParcelParties,
  ParcelPaymentChoices,
  ParcelPaymentFailed,
  ParcelPlaced,
  ParcelSummary,
} from './ParcelCheckoutParts';
import { useParcelCheckout } from './useParcelCheckout';

/**
 * The parcel checkout: who pays (sender or receiver), the fee from the distance and the category,
 * the payment method, then `order/place` with `order_type=parcel` (API-ORDERS-1). Digital payment
 * goes through the gateway page and comes back here with `flag`.
 */
export function ParcelCheckoutScreen() {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const checkout = useParcelCheckout();
  const { draft, placed, failed, error } = checkout;

  if (placed) return <ParcelPlaced placed={placed} />;
  if (failed) {
    return (
      <ParcelPaymentFailed
        failed={failed}
        error={error}
        cashOnDelivery={checkout.payment.cashOnDelivery}
        onSwitchToCash={() => void checkout.switchToCash()}
      />
    );
  }
  if (draft === undefined || !checkout.ready) {
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
        <ParcelParties draft={draft} />
        <ParcelPaymentChoices checkout={checkout} />
        <ParcelSummary checkout={checkout} />
        {error ? <Notice severity="error">{error}</Notice> : null}
        <Button
          variant="contained"
          size="large"
          onClick={() => void checkout.place()}
          disabled={checkout.placing || !checkout.payment.chosen || checkout.fee === null}
          startIcon={checkout.placing ? <Spinner size={18} /> : undefined}
        >
          {t('Place order')}
        </Button>
      </div>
    </div>
  );
}
