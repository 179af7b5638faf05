import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ReactNode } from 'react';
import { AppImage } from '@/components/AppImage';
import { Money } from '@/components/catalog/Money';
import type { CheckoutSummary } from '@/domain/checkout/summary';
import type { MoneyConfig } from '@/domain/format';
import type { CartLine } from '@/domain/cart/lines';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';

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

function Row({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500, textAlign: 'end' }}>{children}</Typography>
    </Stack>
  );
}

/** The order's lines and money: items, discounts, coupon, tax, delivery, tips, service fee, total. */
export function OrderSummary({
  lines,
  summary,
  money,
  serviceFeeName,
  delivery,
  pricedByPharmacy = false,
  children,
}: {
  lines: readonly CartLine[];
  summary: CheckoutSummary;
  money: MoneyConfig | null;
  serviceFeeName: string | null;
  delivery: boolean;
  /** A prescription order: the pharmacy prices the medicines after reading the prescription. */
  pricedByPharmacy?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  return (
    <Stack spacing={1.5}>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {lines.map((line) => (
          <Box
            component="li"
            key={`${line.cartItemId}-${line.id}`}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
          >
            <Box
              sx={{
                position: 'relative',
                width: 56,
                height: 56,
                flexShrink: 0,
                borderRadius: 1.5,
                overflow: 'hidden',
                bgcolor: 'action.hover',
              }}
            >
              {line.image_full_url ? (
                <AppImage src={line.image_full_url} alt="" fill sizes="56px" />
              ) : null}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {line.name}
              </Typography>
              {lineOptions(line) ? (
                <Typography variant="body2" color="textSecondary">
                  {lineOptions(line)}
                </Typography>
              ) : null}
              <Typography variant="body2" color="textSecondary">
                {t('Quantity')}: {line.quantity}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              <Money amount={line.totalPrice} config={money} />
            </Typography>
          </Box>
        ))}
      </Stack>
      {children}
      <Divider />
      <Row label={t('Item price')}>
        {pricedByPharmacy ? (
          t('Set by the pharmacy')
        ) : (
          <Money amount={summary.subtotal} config={money} />
        )}
      </Row>
      {summary.discount > 0 ? (
        <Row label={t('Discount')}>
          − <Money amount={summary.discount} config={money} />
        </Row>
      ) : null}
      {summary.couponDiscount > 0 ? (
        <Row label={t('Coupon discount')}>
          − <Money amount={summary.couponDiscount} config={money} />
        </Row>
      ) : null}
      {summary.tax > 0 ? (
        <Row label={summary.taxIncluded ? t('VAT/TAX (included)') : t('VAT/TAX')}>
          + <Money amount={summary.tax} config={money} />
        </Row>
      ) : null}
      {delivery ? (
        <Row label={t('Delivery fee')}>
          {summary.deliveryPending ? (
            t('Calculating...')
          ) : summary.freeDelivery ? (
            <>
              <Box component="s" sx={{ color: 'text.secondary', marginInlineEnd: 1 }}>
                <Money amount={summary.chargedDelivery} config={money} />
              </Box>
              {t('Free')}
            </>
          ) : (
            <>
              + <Money amount={summary.deliveryCharge} config={money} />
            </>
          )}
        </Row>
      ) : null}
      {summary.tips > 0 ? (
        <Row label={t('Delivery Man Tips')}>
          + <Money amount={summary.tips} config={money} />
        </Row>
      ) : null}
      {summary.serviceFee > 0 ? (
        <Row label={serviceFeeName ? t(serviceFeeName) : t('Service Charge')}>
          + <Money amount={summary.serviceFee} config={money} />
        </Row>
      ) : null}
      <Divider />
      <Row label={pricedByPharmacy ? t('Total without medicines') : t('Total')} strong>
        <Money amount={summary.total} config={money} />
      </Row>
      {pricedByPharmacy ? (
        <Typography variant="body2" color="textSecondary">
          {t(
            'The pharmacy prices your medicines from the prescription. You pay them in cash with these charges.',
          )}
        </Typography>
      ) : null}
    </Stack>
  );
}
