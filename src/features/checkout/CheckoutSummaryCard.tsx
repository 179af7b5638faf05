import { useTranslation } from '@/lib/i18n/useTranslation';
import { priceInText } from '@/domain/format';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Choice';
import { firstOrderDiscountText } from '@/domain/referral/terms';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { CHECKOUT_IDS as IDS } from './checkoutFocus';
import { CouponField } from './CouponField';
import { OrderSummary } from './OrderSummary';
import type { CheckoutForm } from './useCheckoutForm';
import styles from './checkout.module.css';

/**
 * The order summary: the lines and the money (with a member's coupon, the store's extra packaging
 * to opt in to), the problems no control on the page fixes, and Place Order.
 */
export function CheckoutSummaryCard({ form }: { form: CheckoutForm }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const { config, coupon, summary, place } = form;
  const { storeData, prescriptionOnly, lines } = form.order;
  const problems = form.problems.shownAt('summary');
  const problemText = (key: string) =>
    t(key, { amount: priceInText(storeData?.minimum_order ?? 0, config) });
  return (
    <section aria-label={t('Order Summary')} className={`${styles.card} ${styles.summary}`}>
      <h2 className={styles.summaryTitle}>{t('Order Summary')}</h2>
      {storeData ? <p className={styles.storeName}>{storeData.name}</p> : null}
      <OrderSummary
        lines={lines}
        summary={summary}
        money={config}
        serviceFeeName={
          typeof config?.additional_charge_name === 'string' ? config.additional_charge_name : null
        }
        delivery={form.orderType.delivery}
        referralTerms={
          form.profile?.is_valid_for_discount ? firstOrderDiscountText(form.profile, config) : null
        }
        wallet={form.payment.partial ? form.payment.share : null}
        pricedByPharmacy={prescriptionOnly}
      >
        {form.packaging.offered ? (
          <Checkbox
            checked={form.packaging.value}
            onChange={(event) => form.packaging.set(event.target.checked)}
            label={t('Add extra packaging ({{amount}})', {
              amount: priceInText(form.packaging.amount, config),
            })}
          />
        ) : null}
        {form.signedIn && !prescriptionOnly ? (
          <CouponField
            applied={coupon.coupon}
            result={summary.coupon}
            busy={coupon.busy}
            error={coupon.error}
            onApply={(code) => void coupon.apply(code)}
            onRemove={coupon.remove}
            money={config}
          />
        ) : null}
      </OrderSummary>
      {problems.length ? (
        // What no control on the page fixes. The alert wraps the list so that the list keeps
        // its list semantics; focusable so that a refused Place Order can move the focus here.
        <div id={IDS.problems} role="alert" tabIndex={-1} className={styles.problemsBox}>
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={problem}>{problemText(problem)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Button
        id={IDS.placeOrder}
        variant="contained"
        size="large"
        fullWidth
        className={styles.placeOrder}
        onClick={() => void place.placeOrder()}
        busy={place.placing}
      >
        {t('Place Order')}
      </Button>
    </section>
  );
}
