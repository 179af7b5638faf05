import LocalPhoneOutlined from '@mui/icons-material/LocalPhoneOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import StarRounded from '@mui/icons-material/StarRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { DeliveryMan, Order } from '@/api/modules/order';
import {
  firstDeliveryMan,
  parseOrderAddress,
  statusLabel,
  statusTone,
  withPlus,
} from '@/domain/orders/orders';
import { isStoppedStatus, pointOf } from '@/domain/orders/tracking';
import { ORDER_NAMESPACES } from './i18n';
import type { TrackingPlace } from './TrackingMapDialog';
import { TrackingSteps } from './TrackingSteps';

const TrackingMapDialog = dynamic(() => import('./TrackingMapDialog'), { ssr: false });

export function StatusChip({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  return (
    <Chip
      size="small"
      color={statusTone(status)}
      variant="outlined"
      label={t(statusLabel(status))}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** The places the map modal shows: the store, the delivery person and the delivery point. */
export function trackingPlaces(
  order: Order & { receiver_details?: unknown },
  t: (key: string) => string,
): TrackingPlace[] {
  const courier = firstDeliveryMan<DeliveryMan>(order.delivery_man);
  const destination =
    order.order_type === 'parcel'
      ? (parseOrderAddress(order.receiver_details) ?? parseOrderAddress(order.delivery_address))
      : parseOrderAddress(order.delivery_address);
  const places: TrackingPlace[] = [];
  if (order.order_type === 'parcel') {
    const sender = parseOrderAddress(order.delivery_address);
    places.push({
      key: 'store',
      title: t('Sender'),
      name: sender?.contact_person_name,
      address: sender?.address,
      point: pointOf(sender?.latitude, sender?.longitude),
    });
  } else if (order.store) {
    places.push({
      key: 'store',
      title: t('Store'),
      name: order.store.name,
      address: order.store.address,
      point: pointOf(order.store.latitude, order.store.longitude),
    });
  }
  if (courier) {
    places.push({
      key: 'courier',
      title: t('Delivery man'),
      name: [courier.f_name, courier.l_name].filter(Boolean).join(' '),
      address: courier.location ?? null,
      point: pointOf(courier.lat, courier.lng),
    });
  }
  if (destination && order.order_type !== 'take_away') {
    places.push({
      key: 'destination',
      title: order.order_type === 'parcel' ? t('Receiver') : t('Delivery address'),
      name: destination.contact_person_name,
      address: destination.address,
      point: pointOf(destination.latitude, destination.longitude),
    });
  }
  return places;
}

function DeliveryManCard({ courier }: { courier: DeliveryMan }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const name = [courier.f_name, courier.l_name].filter(Boolean).join(' ');
  const phone = withPlus(courier.phone);
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}
    >
      <Avatar src={courier.image_full_url ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
        {name.slice(0, 1)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" color="textSecondary" component="p">
          {t('Delivery man')}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        {typeof courier.avg_rating === 'number' ? (
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
          >
            <StarRounded aria-hidden sx={{ fontSize: 16, color: 'warning.main' }} />
            <span>
              {t('Rating')}: {courier.avg_rating.toFixed(1)}
            </span>
          </Typography>
        ) : null}
      </Box>
      {phone ? (
        <Button
          component="a"
          href={`tel:${phone}`}
          variant="outlined"
          size="small"
          startIcon={<LocalPhoneOutlined />}
          aria-label={`${t('Call')} ${name}`}
        >
          {t('Call')}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * The tracking view of one order: status, the four steps with their times, the delivery person,
 * the delivery code and the map modal. Used by the order details and by /track-order.
 */
export function OrderTracking({ order, heading = 'h2' }: { order: Order; heading?: 'h1' | 'h2' }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const [mapOpen, setMapOpen] = useState(false);
  const courier = firstDeliveryMan<DeliveryMan>(order.delivery_man);
  const places = trackingPlaces(order, t);
  const stopped = isStoppedStatus(order.order_status);
  const canMap = places.some((place) => place.point !== null);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
      >
        <Typography variant="h4" component={heading}>
          {t('Order')} <bdi>#{order.id}</bdi>
        </Typography>
        <StatusChip status={order.order_status} />
      </Stack>
      {stopped ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {order.order_status === 'canceled'
            ? t('This order was canceled.')
            : t('This order did not go through.')}
          {order.cancellation_reason ? ` ${order.cancellation_reason}` : ''}
        </Alert>
      ) : null}
      <Box role="status" aria-live="polite" sx={{ mb: 2, overflowX: 'auto' }}>
        <TrackingSteps order={order} />
      </Box>
      <Stack spacing={1.5}>
        {courier && !stopped ? <DeliveryManCard courier={courier} /> : null}
        {order.otp && !stopped && order.order_status !== 'delivered' ? (
          <Typography>
            {t('Delivery verification code')}:{' '}
            <Box component="strong" sx={{ letterSpacing: 2 }}>
              <bdi>{order.otp}</bdi>
            </Box>
          </Typography>
        ) : null}
        {canMap && !stopped ? (
          <Box>
            <Button variant="outlined" startIcon={<MapOutlined />} onClick={() => setMapOpen(true)}>
              {t('Track on map')}
            </Button>
          </Box>
        ) : null}
      </Stack>
      {mapOpen ? (
        <TrackingMapDialog open={mapOpen} onClose={() => setMapOpen(false)} places={places} />
      ) : null}
    </Paper>
  );
}
