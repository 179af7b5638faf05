import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
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

/** The price after discount, with the original struck through when a discount applies. */
export function Price({ item, config, size = 'small', sx }: Props) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const original = priceRange(item);
  const current = discountedRange(item);
  const discounted = effectiveDiscount(item) !== null && current.min < original.min;
  return (
    <Box
      sx={[
        { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size === 'large' ? '1.5rem' : '1rem',
          color: 'text.primary',
        }}
      >
        {discounted ? <VisuallyHidden>{t('Discounted price')}</VisuallyHidden> : null}
        <RangeText range={current} config={config} />
      </Box>
      {discounted ? (
        <Box
          component="del"
          sx={{ color: 'text.secondary', fontSize: size === 'large' ? '1rem' : '0.8125rem' }}
        >
          <VisuallyHidden>{t('Original price')}</VisuallyHidden>
          <RangeText range={original} config={config} />
        </Box>
      ) : null}
    </Box>
  );
}
