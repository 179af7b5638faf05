import ChevronRight from '@mui/icons-material/ChevronRight';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/AppLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Order } from '@/api/modules/order';
import type { Config } from '@/api/types';
import { Money } from '@/components/catalog/Money';
import { formatTrackingTime } from '@/domain/orders/tracking';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { StatusChip } from '@/features/tracking/OrderTracking';

export function orderDetailsHref(orderId: number): string {
  return `/profile?page=my-orders&orderId=${orderId}`;
}

/** One order in My orders: store, number, date, amount and status; opens its details. */
export function OrderCard({ order, config }: { order: Order; config: Config | null }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const { locale = 'en' } = useRouter();
  const parcel = order.order_type === 'parcel';
  const title = parcel ? t('Parcel delivery') : (order.store?.name ?? t('Store'));
  const date = formatTrackingTime(order.created_at, locale);
  const count = order.details_count ?? 0;
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }}>
      <CardActionArea
        component={NextLink}
        href={orderDetailsHref(order.id)}
        shallow
        sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}
        aria-label={`${t('Order')} #${order.id}, ${title}`}
      >
        <Avatar
          variant="rounded"
          src={parcel ? undefined : (order.store?.logo_full_url ?? undefined)}
          alt=""
          sx={{ width: 56, height: 56, bgcolor: 'action.hover', color: 'text.secondary' }}
        >
          {parcel ? <LocalShippingOutlined /> : <StorefrontOutlined />}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700 }}>
              {t('Order')} <bdi>#{order.id}</bdi>
            </Typography>
            <StatusChip status={order.order_status} />
          </Stack>
          <Typography noWrap sx={{ mt: 0.5 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {date ? <bdi>{date}</bdi> : null}
            {count > 0 ? ` · ${t('Items: {{count}}', { count })}` : ''}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'end' }}>
          <Typography sx={{ fontWeight: 700 }}>
            <Money amount={order.order_amount} config={config} />
          </Typography>
        </Box>
        <ChevronRight
          aria-hidden
          sx={(theme) => ({
            color: 'text.secondary',
            transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
          })}
        />
      </CardActionArea>
    </Card>
  );
}
