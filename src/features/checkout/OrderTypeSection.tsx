import { useTranslation } from '@/lib/i18n/useTranslation';
import { PathIcon } from '@/components/icons/Icon';
import { DELIVERY_DINING_OUTLINED } from '@/components/icons/material/DeliveryDiningOutlined';
import { STOREFRONT_OUTLINED } from '@/components/icons/material/StorefrontOutlined';
import type { CheckoutOrderType } from '@/domain/checkout/order';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { Section } from './Section';
import styles from './checkout.module.css';

/** Home delivery or take-away, when the store offers both. */
export function OrderTypeSection({
  value,
  onChange,
}: {
  value: CheckoutOrderType;
  onChange: (value: CheckoutOrderType) => void;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  return (
    <Section title={t('Order Type')}>
      {/* Toggle buttons (aria-pressed), as MUI's exclusive ToggleButtonGroup rendered. */}
      <div role="group" aria-label={t('Order Type')} className={styles.toggles}>
        {(
          [
            ['delivery', t('Home Delivery'), DELIVERY_DINING_OUTLINED],
            ['take_away', t('Take Away'), STOREFRONT_OUTLINED],
          ] as const
        ).map(([type, label, icon]) => (
          <button
            key={type}
            type="button"
            className={styles.toggle}
            aria-pressed={value === type}
            onClick={() => onChange(type)}
          >
            <PathIcon d={icon} />
            {label}
          </button>
        ))}
      </div>
    </Section>
  );
}
