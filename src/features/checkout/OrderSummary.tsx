import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ReactNode } from 'react';
import { AppImage } from '@/components/AppImage';
import { Money } from '@/components/catalog/Money';
import { MoneyRow, MoneyRows } from '@/components/catalog/MoneyRow';
import type { CheckoutSummary } from '@/domain/checkout/summary';
import type { MoneyConfig } from '@/domain/format';
import type { WalletShare } from '@/domain/order/payment';
import type { CartLine } from '@/domain/cart/lines';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import ui from '@/components/ui/ui.module.css';
import styles from './checkout.module.css';

/** The chosen options of a line as one text: food groups' labels, the variation type, add-ons. */
function lineOptions(line: CartLine): string {
  const parts: string[] = [];
  for (const group of line.food_variations) {
    const labels = group.values.filter((value) => value.isSelected).map((value) => value.label);
    if (labels.length) parts.push(`${group.name}: ${labels.join(', ')}`);
  }
  for (const entry of line.variation) {
    if ('type' in entry && entry.type) parts.push(entry.type);
  }
  for (const addOn of line.selectedAddons) parts.push(`${addOn.name} × ${addOn.quantity}`);
  return parts.join(' · ');
}

/**
 * The order's lines and money, row by row as the API prices it (src/domain/order/pricing.ts):
 * items, discounts, coupon, the first-order referral discount, tax, delivery, tips, service fee,
 * extra packaging, the total and, when the wallet pays part, that part and what is left to pay.
 */
export function OrderSummary({
  lines,
  summary,
  money,
  serviceFeeName,
  delivery,
  referralTerms = null,
  wallet = null,
  pricedByPharmacy = false,
  children,
}: {
  lines: readonly CartLine[];
  summary: CheckoutSummary;
  money: MoneyConfig | null;
  serviceFeeName: string | null;
  delivery: boolean;
  /** The customer's first-order discount as shown ("10%" or a price), from customer/info. */
  referralTerms?: string | null;
  /** A partial payment: what the wallet pays and what is left (walletShare). */
  wallet?: WalletShare | null;
  /** A prescription order: the pharmacy prices the medicines after reading the prescription. */
  pricedByPharmacy?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  return (
    <div className={styles.summaryStack}>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={`${line.cartItemId}-${line.id}`} className={styles.line}>
            <div className={styles.thumb}>
              {line.image_full_url ? (
                <AppImage src={line.image_full_url} alt="" fill sizes="56px" />
              ) : null}
            </div>
            <div className={styles.lineText}>
              <p className={`${ui.body1} ${styles.lineName}`}>{line.name}</p>
              {lineOptions(line) ? (
                <p className={`${ui.body2} ${ui.secondary}`}>{lineOptions(line)}</p>
              ) : null}
              <p className={`${ui.body2} ${ui.secondary}`}>
                {t('Quantity')}: {line.quantity}
              </p>
            </div>
            <p className={`${ui.body1} ${styles.linePrice}`}>
              <Money amount={line.totalPrice} config={money} />
            </p>
          </li>
        ))}
      </ul>
      {children}
      <hr className={ui.divider} />
      <MoneyRows>
        <MoneyRow label={t('Item price')}>
          {pricedByPharmacy ? (
            t('Set by the pharmacy')
          ) : (
            <Money amount={summary.subtotal} config={money} />
          )}
        </MoneyRow>
        {summary.discount > 0 ? (
          <MoneyRow label={t('Discount')}>
            − <Money amount={summary.discount} config={money} />
          </MoneyRow>
        ) : null}
        {summary.couponDiscount > 0 ? (
          <MoneyRow label={t('Coupon discount')}>
            − <Money amount={summary.couponDiscount} config={money} />
          </MoneyRow>
        ) : null}
        {summary.referralDiscount > 0 ? (
          <MoneyRow
            label={t('Referral discount')}
            hint={
              referralTerms
                ? t('{{discount}} off your first order', { discount: referralTerms })
                : undefined
            }
          >
            − <Money amount={summary.referralDiscount} config={money} />
          </MoneyRow>
        ) : null}
        {summary.tax > 0 ? (
          <MoneyRow label={summary.taxIncluded ? t('VAT/TAX (included)') : t('VAT/TAX')}>
            + <Money amount={summary.tax} config={money} />
          </MoneyRow>
        ) : null}
        {delivery ? (
          <MoneyRow label={t('Delivery fee')}>
            {summary.deliveryPending ? (
              t('Calculating...')
            ) : summary.freeDelivery ? (
              <>
                <s className={styles.struck}>
                  <Money amount={summary.originalDelivery} config={money} />
                </s>
                {t('Free')}
              </>
            ) : (
              <>
                + <Money amount={summary.deliveryCharge} config={money} />
              </>
            )}
          </MoneyRow>
        ) : null}
        {summary.tips > 0 ? (
          <MoneyRow label={t('Delivery Man Tips')}>
            + <Money amount={summary.tips} config={money} />
          </MoneyRow>
        ) : null}
        {summary.serviceFee > 0 ? (
          <MoneyRow label={serviceFeeName ? t(serviceFeeName) : t('Service Charge')}>
            + <Money amount={summary.serviceFee} config={money} />
          </MoneyRow>
        ) : null}
        {summary.packaging > 0 ? (
          <MoneyRow label={t('Extra packaging')}>
            + <Money amount={summary.packaging} config={money} />
          </MoneyRow>
        ) : null}
      </MoneyRows>
      <hr className={ui.divider} />
      <MoneyRows>
        <MoneyRow label={pricedByPharmacy ? t('Total without medicines') : t('Total')} strong>
          <Money amount={summary.total} config={money} />
        </MoneyRow>
        {wallet && wallet.walletPaid > 0 && wallet.due > 0 ? (
          <>
            <MoneyRow label={t('Paid from wallet')}>
              − <Money amount={wallet.walletPaid} config={money} />
            </MoneyRow>
            <MoneyRow label={t('Left to pay')} strong>
              <Money amount={wallet.due} config={money} />
            </MoneyRow>
          </>
        ) : null}
      </MoneyRows>
      {pricedByPharmacy ? (
        <p className={`${ui.body2} ${ui.secondary}`}>
          {t(
            'The pharmacy prices your medicines from the prescription. You pay them in cash with these charges.',
          )}
        </p>
      ) : null}
    </div>
  );
}
