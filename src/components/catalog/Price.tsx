import { useTranslation } from '@/lib/i18n/useTranslation';
import type { MoneyConfig } from '@/domain/format';
import {
  discountedRange,
  effectiveDiscount,
  priceRange,
  type PricedItem,
  type PriceRange,
} from '@/domain/catalog/pricing';
import { CATALOG_NAMESPACES } from './i18n';
import { Money } from './Money';
import { VisuallyHidden } from './VisuallyHidden';
import { classNames } from '@/lib/classNames';
import styles from './catalogBits.module.css';

interface Props {
  item: PricedItem;
  config: MoneyConfig | null | undefined;
  size?: 'small' | 'large';
}

function RangeText({
  range,
  config,
}: {
  range: PriceRange;
  config: MoneyConfig | null | undefined;
}) {
  if (range.max <= range.min) return <Money amount={range.min} config={config} />;
  return (
    <>
      <Money amount={range.min} config={config} /> - <Money amount={range.max} config={config} />
    </>
  );
}

/** The price after discount, with the original struck through when a discount applies. */
export function Price({ item, config, size = 'small' }: Props) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const original = priceRange(item);
  const current = discountedRange(item);
  const discounted = effectiveDiscount(item) !== null && current.min < original.min;
  return (
    <span className={classNames(styles.price, size === 'large' && styles.priceLarge)}>
      <span className={styles.priceCurrent}>
        {discounted ? <VisuallyHidden>{t('Discounted price')}</VisuallyHidden> : null}
        <RangeText range={current} config={config} />
      </span>
      {discounted ? (
        <del className={styles.priceOriginal}>
          <VisuallyHidden>{t('Original price')}</VisuallyHidden>
          <RangeText range={original} config={config} />
        </del>
      ) : null}
    </span>
  );
}
