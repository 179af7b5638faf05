import { styled, type SxProps, type Theme } from '@mui/material/styles';
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

interface Props {
  item: PricedItem;
  config: MoneyConfig | null | undefined;
  size?: 'small' | 'large';
  sx?: SxProps<Theme>;
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

/** One styled element with plain children (cards repeat prices many times on a page). */
const Root = styled('span')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: theme.spacing(1),
  '& .price-current': {
    fontWeight: 700,
    fontSize: '1rem',
    color: (theme.vars ?? theme).palette.text.primary,
  },
  '& .price-original': {
    color: (theme.vars ?? theme).palette.text.secondary,
    fontSize: '0.8125rem',
  },
  '&.price-large .price-current': { fontSize: '1.5rem' },
  '&.price-large .price-original': { fontSize: '1rem' },
}));

/** The price after discount, with the original struck through when a discount applies. */
export function Price({ item, config, size = 'small', sx }: Props) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const original = priceRange(item);
  const current = discountedRange(item);
  const discounted = effectiveDiscount(item) !== null && current.min < original.min;
  return (
    <Root className={size === 'large' ? 'price-large' : undefined} sx={sx}>
      <span className="price-current">
        {discounted ? <VisuallyHidden>{t('Discounted price')}</VisuallyHidden> : null}
        <RangeText range={current} config={config} />
      </span>
      {discounted ? (
        <del className="price-original">
          <VisuallyHidden>{t('Original price')}</VisuallyHidden>
          <RangeText range={original} config={config} />
        </del>
      ) : null}
    </Root>
  );
}
