import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import NextLink from '@/components/AppLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState, type ReactNode } from 'react';
import { useApi } from '@/api/ApiProvider';
import type { Order, OrderDetail } from '@/api/modules/order';
import { queryKeys } from '@/api/queryKeys';
import type { Config } from '@/api/types';
import { AppImage } from '@/components/AppImage';
import { EmptyState } from '@/components/EmptyState';
import { Money } from '@/components/catalog/Money';
import {
  addressExtras,
  canCancel,
  canReview,
  parseOrderAddress,
  paymentMethodLabel,
  withPlus,
} from '@/domain/orders/orders';
import { isPrescriptionOnlyOrder } from '@/domain/orders/prescription';
import { formatTrackingTime } from '@/domain/orders/tracking';
import { useConfig } from '@/hooks/useConfig';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { OrderTracking } from '@/features/tracking/OrderTracking';
import { useOrderOwner, useOrderTracking } from '@/features/tracking/useOrderTracking';
import { PrescriptionImages } from './PrescriptionImages';

const CancelOrderDialog = dynamic(() => import('./CancelOrderDialog'), { ssr: false });

/** "Size: Large, Extra: Cheese" for food groups, or the variation type for other modules. */
function variationText(variation: unknown[] | undefined): string {
  if (!Array.isArray(variation)) return '';
  return variation
    .map((entry) => {
      if (!entry || typeof entry !== 'object') return '';
      const group = entry as {
        name?: string;
        type?: string;
        values?: { label?: string }[] | { label?: string[] };
      };
      if (group.type && !group.name) return group.type;
      const values = Array.isArray(group.values)
        ? group.values.map((value) => value.label).filter(Boolean)
        : (group.values?.label ?? []);
      return values.length ? `${group.name ?? ''}: ${values.join(', ')}` : '';
    })
    .filter(Boolean)
    .join(' · ');
}

function Line({
  line,
  config,
  divided,
}: {
  line: OrderDetail;
  config: Config | null;
  divided: boolean;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const item = line.item_details;
  const image = item?.image_full_url ?? line.image_full_url ?? null;
  const options = variationText(line.variation);
  const addOns = (line.add_ons ?? [])
    .map((addOn) => `${addOn.name} × ${addOn.quantity}`)
    .join(', ');
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      sx={{
        py: 1.5,
        alignItems: 'flex-start',
        borderTop: divided ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          width: 64,
          height: 64,
          flexShrink: 0,
          borderRadius: 1.5,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {image ? (
          <AppImage src={image} alt="" fill sizes="64px" style={{ objectFit: 'cover' }} />
        ) : null}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{item?.name ?? t('Item')}</Typography>
        {options ? (
          <Typography variant="body2" color="textSecondary">
            {options}
          </Typography>
        ) : null}
        {addOns ? (
          <Typography variant="body2" color="textSecondary">
            {t('Add-ons')}: {addOns}
          </Typography>
        ) : null}
        <Typography variant="body2" color="textSecondary">
          {t('Quantity')}: {line.quantity}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 600 }}>
        <Money amount={line.price * line.quantity} config={config} />
      </Typography>
    </Stack>
  );
}

function SummaryRow({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Box component="div" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography
        component="dt"
        sx={{ fontWeight: strong ? 700 : 400 }}
        color={strong ? 'text.primary' : 'text.secondary'}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

function Summary({
  order,
  lines,
  config,
}: {
  order: Order;
  lines: OrderDetail[];
  config: Config | null;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const items = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const addOns = lines.reduce((sum, line) => sum + (line.total_add_on_price ?? 0), 0);
  const discount =
    (order.store_discount_amount ?? 0) +
    (order.flash_admin_discount_amount ?? 0) +
    (order.flash_store_discount_amount ?? 0);
  // A prescription order has no lines until the pharmacy prices it.
  const pricedByPharmacy = lines.length === 0 && isPrescriptionOnlyOrder(order);
  const rows: { label: string; amount: number; minus?: boolean; show: boolean }[] = [
    { label: t('Items price'), amount: items, show: lines.length > 0 },
    { label: t('Add-ons'), amount: addOns, show: addOns > 0 },
    { label: t('Discount'), amount: discount, minus: true, show: discount > 0 },
    {
      label: t('Coupon discount'),
      amount: order.coupon_discount_amount ?? 0,
      minus: true,
      show: (order.coupon_discount_amount ?? 0) > 0,
    },
    {
      label: t('Referral discount'),
      amount: order.ref_bonus_amount ?? 0,
      minus: true,
      show: (order.ref_bonus_amount ?? 0) > 0,
    },
    {
      label: order.tax_status === 'included' ? t('VAT/Tax (included)') : t('VAT/Tax'),
      amount: order.total_tax_amount ?? 0,
      show: (order.total_tax_amount ?? 0) > 0,
    },
    {
      label: t('Delivery fee'),
      amount: order.delivery_charge ?? 0,
      show: order.order_type !== 'take_away',
    },
    { label: t('Delivery man tips'), amount: order.dm_tips ?? 0, show: (order.dm_tips ?? 0) > 0 },
    {
      label: t('Service charge'),
      amount: order.additional_charge ?? 0,
      show: (order.additional_charge ?? 0) > 0,
    },
    {
      label: t('Extra packaging'),
      amount: order.extra_packaging_amount ?? 0,
      show: (order.extra_packaging_amount ?? 0) > 0,
    },
  ];
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {pricedByPharmacy ? (
        <SummaryRow label={t('Items price')}>{t('Set by the pharmacy')}</SummaryRow>
      ) : null}
      {rows
        .filter((row) => row.show)
        .map((row) => (
          <SummaryRow key={row.label} label={row.label}>
            {row.minus ? '− ' : ''}
            <Money amount={row.amount} config={config} />
          </SummaryRow>
        ))}
      <Divider sx={{ my: 1 }} />
      <SummaryRow label={pricedByPharmacy ? t('Total without medicines') : t('Total')} strong>
        <Money amount={order.order_amount} config={config} />
      </SummaryRow>
    </Box>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, borderRadius: 2 }}>
      <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function AddressBlock({ title, value }: { title: string; value: unknown }) {
  const address = parseOrderAddress(value);
  if (!address) return null;
  const extras = addressExtras(address);
  return (
    <Block title={title}>
      {address.contact_person_name ? (
        <Typography sx={{ fontWeight: 600 }}>{address.contact_person_name}</Typography>
      ) : null}
      {address.contact_person_number ? (
        <Typography variant="body2" color="textSecondary">
          <bdi dir="ltr">{withPlus(address.contact_person_number)}</bdi>
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {address.address}
      </Typography>
      {extras ? (
        <Typography variant="body2" color="textSecondary">
          {extras}
        </Typography>
      ) : null}
    </Block>
  );
}

/**
 * One order (`/profile?page=my-orders&orderId=…`): the tracking view (polled every 10 s until a
 * final status), its lines, totals, address and payment; cancel while pending; rate when
 * delivered. Coming from checkout (`from=checkout`) it opens with the order-placed confirmation.
 */
export function OrderDetails({
  orderId,
  fromCheckout,
}: {
  orderId: number;
  fromCheckout: boolean;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const api = useApi();
  const config = useConfig();
  const { locale = 'en' } = useRouter();
  const { owner, token, guestId } = useOrderOwner();
  const [cancelOpen, setCancelOpen] = useState(false);
  const tracking = useOrderTracking(orderId);
  const details = useQuery({
    queryKey: queryKeys.orderDetails(owner, orderId),
    queryFn: () => api.order.details(orderId, token ? undefined : { guestId }),
    enabled: Boolean(token || guestId),
  });

  const back = (
    <Button
      component={NextLink}
      href="/profile?page=my-orders"
      shallow
      startIcon={
        <ArrowBack
          sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
        />
      }
      sx={{ mb: 2 }}
    >
      {t('My orders')}
    </Button>
  );

  if (tracking.isError) {
    return (
      <>
        {back}
        <EmptyState
          icon={<ReceiptLongOutlined />}
          title={
            tracking.error.status === 404
              ? t('Order not found')
              : t('We could not load this order.')
          }
          action={
            tracking.error.status === 404 ? null : (
              <Button variant="outlined" onClick={() => void tracking.refetch()}>
                {t('Try again')}
              </Button>
            )
          }
        />
      </>
    );
  }

  const order = tracking.data;
  if (!order) {
    return (
      <>
        {back}
        <Skeleton variant="rounded" height={200} sx={{ mb: 2 }} aria-label={t('Loading')} />
        <Skeleton variant="rounded" height={240} />
      </>
    );
  }

  const lines = details.data?.lines ?? [];
  const placedAt = formatTrackingTime(order.created_at, locale);
  const parcel = order.order_type === 'parcel';
  const receiver = (order as Order & { receiver_details?: unknown }).receiver_details;

  return (
    <>
      {back}
      {fromCheckout ? (
        <Alert icon={<CheckCircleOutlined />} severity="success" sx={{ mb: 2 }} role="status">
          <Typography sx={{ fontWeight: 700 }}>{t('Order placed successfully')}</Typography>
          {t('Your order ID is #{{id}}. You can follow it here.', { id: order.id })}
        </Alert>
      ) : null}
      <OrderTracking order={order} />
      <Stack direction="row" spacing={1} sx={{ my: 2, flexWrap: 'wrap', gap: 1 }}>
        {canCancel(order) ? (
          <Button variant="outlined" color="error" onClick={() => setCancelOpen(true)}>
            {t('Cancel order')}
          </Button>
        ) : null}
        {canReview(order) && token ? (
          <Button
            variant="contained"
            component={NextLink}
            href={`/rate-and-review/${order.id}`}
            startIcon={<RateReviewOutlined />}
          >
            {t('Rate and review')}
          </Button>
        ) : null}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            {lines.length ? (
              <Block title={t('Items')}>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {lines.map((line, index) => (
                    <Line key={line.id} line={line} config={config} divided={index > 0} />
                  ))}
                </Box>
              </Block>
            ) : details.isPending ? (
              <Skeleton variant="rounded" height={160} />
            ) : null}
            <PrescriptionImages order={order} />
            {parcel ? (
              <>
                <AddressBlock title={t('Sender')} value={order.delivery_address} />
                <AddressBlock title={t('Receiver')} value={receiver} />
              </>
            ) : order.order_type === 'take_away' ? (
              <Block title={t('Take away')}>
                <Typography>{order.store?.name}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {order.store?.address}
                </Typography>
              </Block>
            ) : (
              <AddressBlock title={t('Delivery address')} value={order.delivery_address} />
            )}
            {order.order_note ? (
              <Block title={t('Note')}>
                <Typography variant="body2">{order.order_note}</Typography>
              </Block>
            ) : null}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <Block title={t('Summary')}>
              {placedAt ? (
                <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                  {t('Placed on')} <bdi>{placedAt}</bdi>
                </Typography>
              ) : null}
              <Summary order={order} lines={lines} config={config} />
            </Block>
            <Block title={t('Payment')}>
              <Typography>{t(paymentMethodLabel(order.payment_method))}</Typography>
              <Typography variant="body2" color="textSecondary">
                {order.payment_status === 'paid'
                  ? t('Paid')
                  : order.payment_status === 'partially_paid'
                    ? t('Partially paid')
                    : t('Unpaid')}
              </Typography>
            </Block>
          </Stack>
        </Grid>
      </Grid>
      {cancelOpen ? (
        <CancelOrderDialog
          orderId={order.id}
          open={cancelOpen}
          onClose={() => setCancelOpen(false)}
        />
      ) : null}
    </>
  );
}
