import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { formatPrice, type MoneyConfig } from '@/domain/format';
import { effectiveDiscount, type PricedItem } from '@/domain/catalog/pricing';
import { CATALOG_NAMESPACES } from './i18n';

interface Props {
  item: PricedItem;
  config: MoneyConfig | null | undefined;
  sx?: SxProps<Theme>;
  className?: string;
}

const percent = (value: number) => String(Number(value.toFixed(2)));

const Badge = styled('span')(({ theme }) => ({
  display: 'inline-block',
  padding: theme.spacing(0.25, 1),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: '#B91C1C',
  color: '#FFFFFF',
  fontSize: 12,
  fontWeight: 700,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
}));

/**
 * The discount badge (spec document 1 §5): the store discount when above 0, otherwise the item's
 * discount when above 0, as a percentage or an amount. Nothing without a discount.
 */
export function DiscountBadge({ item, config, sx, className }: Props) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const discount = effectiveDiscount(item);
  if (!discount) return null;
  const label =
    discount.type === 'percent'
      ? t('{{value}}% OFF', { value: percent(discount.value) })
      : t('{{value}} OFF', { value: formatPrice(discount.value, config) });
  return (
    <Badge sx={sx} className={className}>
      {label}
    </Badge>
  );
}
