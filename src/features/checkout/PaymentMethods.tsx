import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { PaymentGateway } from '@/api/types';
import type { CheckoutPaymentMethod, PaymentOption } from '@/domain/checkout/payment';
import type { MoneyConfig } from '@/domain/format';
import { Money } from '@/components/catalog/Money';
import { PathIcon } from '@/components/icons/Icon';
import { ACCOUNT_BALANCE_WALLET_OUTLINED } from '@/components/icons/material/AccountBalanceWalletOutlined';
import { ACCOUNT_BALANCE_OUTLINED } from '@/components/icons/material/AccountBalanceOutlined';
import { CREDIT_CARD_OUTLINED } from '@/components/icons/material/CreditCardOutlined';
import { PAYMENTS_OUTLINED } from '@/components/icons/material/PaymentsOutlined';
import { ChoiceGroup, Radio } from '@/components/ui/Choice';
import ui from '@/components/ui/ui.module.css';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import styles from './checkout.module.css';

const LABELS: Record<CheckoutPaymentMethod, string> = {
  cash_on_delivery: 'Cash on delivery',
  wallet: 'Wallet',
  digital_payment: 'Digital payment',
  offline_payment: 'Offline payment',
};
const ICONS: Record<CheckoutPaymentMethod, string> = {
  cash_on_delivery: PAYMENTS_OUTLINED,
  wallet: ACCOUNT_BALANCE_WALLET_OUTLINED,
  digital_payment: CREDIT_CARD_OUTLINED,
  offline_payment: ACCOUNT_BALANCE_OUTLINED,
};

/**
 * The payment choice: only the methods the rules offer; a disabled one says why. A missing choice
 * that Place Order found shows once, under the methods, as the radios' description.
 */
export function PaymentMethods({
  options,
  value,
  onChange,
  gateways,
  gateway,
  onGatewayChange,
  walletBalance,
  money,
  error = null,
}: {
  options: readonly PaymentOption[];
  value: CheckoutPaymentMethod | null;
  onChange: (method: CheckoutPaymentMethod) => void;
  gateways: readonly PaymentGateway[];
  gateway: string | null;
  onGatewayChange: (gateway: string) => void;
  walletBalance: number | null;
  money: MoneyConfig | null;
  /** The translated problem, if any. */
  error?: string | null;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const errorId = useId();
  if (options.length === 0) {
    return (
      <p role="alert" className={`${ui.body1} ${ui.errorText}`}>
        {t('No payment method is available for this order')}
      </p>
    );
  }
  return (
    <ChoiceGroup legend={t('Payment Method')} legendHidden>
      <div className={styles.methods}>
        {options.map((option) => {
          const selected = value === option.method;
          return (
            <div
              key={option.method}
              className={[
                styles.method,
                selected ? styles.methodSelected : '',
                option.disabled ? styles.methodDisabled : '',
              ]
                .filter(Boolean)
                .join(' ')}
            >
              <Radio
                name="payment_method"
                value={option.method}
                checked={selected}
                disabled={option.disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={() => onChange(option.method)}
                label={
                  <span className={styles.methodLabel}>
                    <PathIcon d={ICONS[option.method]} size={20} />
                    <span>{t(LABELS[option.method])}</span>
                    {option.method === 'wallet' && walletBalance !== null ? (
                      <span className={`${ui.body2} ${ui.secondary}`}>
                        ({t('Balance')}: <Money amount={walletBalance} config={money} />)
                      </span>
                    ) : null}
                  </span>
                }
              />
              {option.message ? <p className={styles.methodMessage}>{t(option.message)}</p> : null}
              {option.method === 'digital_payment' && selected && gateways.length > 1 ? (
                <ChoiceGroup legend={t('Payment gateway')} legendHidden className={styles.gateways}>
                  {gateways.map((entry) => (
                    <Radio
                      key={entry.gateway}
                      name="gateway"
                      value={entry.gateway}
                      checked={gateway === entry.gateway}
                      onChange={() => onGatewayChange(entry.gateway)}
                      label={entry.gateway_title}
                    />
                  ))}
                </ChoiceGroup>
              ) : null}
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={`${ui.body2} ${ui.errorText} ${styles.methodsError}`}>
          {error}
        </p>
      ) : null}
    </ChoiceGroup>
  );
}
