import { useTranslation } from '@/lib/i18n/useTranslation';
import { formatPrice, type MoneyConfig } from '@/domain/format';
import { effectiveDiscount, type PricedItem } from '@/domain/catalog/pricing';
import { classNames } from '@/lib/classNames';
import { CATALOG_NAMESPACES } from './i18n';
import styles from './catalogBits.module.css';

interface Props {
  item: PricedItem;
  config: MoneyConfig | null | undefined;
  className?: string;
}

const percent = (value: number) => String(Number(value.toFixed(2)));

/**
 * The discount badge (R-ITEM-6): the store discount when above 0, otherwise the item's
 * discount when above 0, as a percentage or an amount. Nothing without a discount.
 */
export function DiscountBadge({ item, config, className }: Props) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const discount = effectiveDiscount(item);
  if (!discount) return null;
  const label =
    discount.type === 'percent'
      ? t('{{value}}% OFF', { value: percent(discount.value) })
      : t('{{value}} OFF', { value: formatPrice(discount.value, config) });
  return <span className={classNames(styles.discount, className)}>{label}</span>;
}
