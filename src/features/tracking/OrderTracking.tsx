import dynamic from 'next/dynamic';
import { useState } from 'react';
import { PathIcon } from '@/components/icons/Icon';
import { LOCAL_PHONE_OUTLINED } from '@/components/icons/material/LocalPhoneOutlined';
import { MAP_OUTLINED } from '@/components/icons/material/MapOutlined';
import { STAR_ROUNDED } from '@/components/icons/material/StarRounded';
import { Notice } from '@/components/Notice';
import { Button, ButtonLink, buttonClassName } from '@/components/ui/Button';
import { chatHref } from '@/domain/chat/conversations';
import toast from '@/lib/toast';
import { useAppSelector } from '@/store/hooks';
import ui from '@/components/ui/ui.module.css';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { DeliveryMan, Order } from '@/api/modules/order';
import {
  firstDeliveryMan,
  parseOrderAddress,
  statusLabel,
  statusTone,
  withPlus,
} from '@/domain/orders/orders';
import { isDeliveryAhead, isStoppedStatus, pointOf } from '@/domain/orders/tracking';
import { ORDER_NAMESPACES } from './i18n';
import { PersonAvatar } from './PersonAvatar';
import type { TrackingPlace } from './TrackingMapDialog';
import { TrackingSteps } from './TrackingSteps';
import styles from './orderTracking.module.css';

// MUI, loaded only once the map is first opened (docs/hydration.md rule 7).
const TrackingMapDialog = dynamic(() => import('./TrackingMapDialog'), { ssr: false });

/** The order's status in a small outlined chip (MUI's outlined Chip) in the status's colour. */
export function StatusChip({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  return (
    <span className={`${styles.chip} ${styles[statusTone(status)]}`}>
      <span className={styles.chipLabel}>{t(statusLabel(status))}</span>
    </span>
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

/**
 * Chat with the delivery person (R-CHAT-2): members open the chat about this order; a visitor who
 * is not signed in gets an error toast, as the spec says.
 */
function CourierChat({ courier, orderId }: { courier: DeliveryMan; orderId: number }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const signedIn = useAppSelector((state) => Boolean(state.session.token));
  if (!signedIn)
    return (
      <Button
        variant="outlined"
        size="small"
        onClick={() => toast.error(t('Chat unavailable: sign in first'))}
      >
        {t('Chat with delivery man')}
      </Button>
    );
  return (
    <ButtonLink
      variant="outlined"
      size="small"
      href={chatHref({ kind: 'delivery_man', id: courier.id }, 'order', orderId)}
    >
      {t('Chat with delivery man')}
    </ButtonLink>
  );
}

function DeliveryManCard({ courier, orderId }: { courier: DeliveryMan; orderId: number }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const name = [courier.f_name, courier.l_name].filter(Boolean).join(' ');
  const phone = withPlus(courier.phone);
  return (
    <div className={styles.courier}>
      <PersonAvatar src={courier.image_full_url} size={48}>
        {name.slice(0, 1)}
      </PersonAvatar>
      <div className={styles.courierText}>
        <p className={`${ui.caption} ${ui.secondary}`}>{t('Delivery man')}</p>
        <p className={`${ui.body1} ${styles.courierName}`}>{name}</p>
        {typeof courier.avg_rating === 'number' ? (
          <p className={`${ui.body2} ${ui.secondary} ${styles.courierRating}`}>
            <span className={styles.ratingStar}>
              <PathIcon d={STAR_ROUNDED} size={16} />
            </span>
            <span>
              {t('Rating')}: {courier.avg_rating.toFixed(1)}
            </span>
          </p>
        ) : null}
      </div>
      {phone ? (
        <a
          href={`tel:${phone}`}
          className={buttonClassName({ variant: 'outlined', size: 'small' })}
          aria-label={`${t('Call')} ${name}`}
        >
          <span className={styles.callIcon}>
            <PathIcon d={LOCAL_PHONE_OUTLINED} size={18} />
          </span>
          {t('Call')}
        </a>
      ) : null}
      <CourierChat courier={courier} orderId={orderId} />
    </div>
  );
}

/**
 * The tracking view of one order: status, the four steps with their times, the delivery person,
 * the delivery code and the map modal. Used by the order details and by /track-order.
 */
export function OrderTracking({ order, heading = 'h2' }: { order: Order; heading?: 'h1' | 'h2' }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const [mapOpen, setMapOpen] = useState(false);
  // The dialog's chunk loads on the first opening, then the dialog stays mounted to animate out.
  const [mapOpened, setMapOpened] = useState(false);
  const courier = firstDeliveryMan<DeliveryMan>(order.delivery_man);
  const places = trackingPlaces(order, t);
  const stopped = isStoppedStatus(order.order_status);
  const ahead = isDeliveryAhead(order.order_status);
  const canMap = ahead && places.some((place) => place.point !== null);
  const Heading = heading;

  return (
    <div className={styles.card}>
      <div className={styles.header}>
        <Heading className={ui.h4}>
          {t('Order')} <bdi>#{order.id}</bdi>
        </Heading>
        <StatusChip status={order.order_status} />
      </div>
      {stopped ? (
        <Notice severity="error" className={styles.gapBelow}>
          {order.order_status === 'canceled'
            ? t('This order was canceled.')
            : t('This order did not go through.')}
          {order.cancellation_reason ? ` ${order.cancellation_reason}` : ''}
        </Notice>
      ) : null}
      <div role="status" aria-live="polite" className={`${styles.gapBelow} ${styles.steps}`}>
        <TrackingSteps order={order} />
      </div>
      <div className={styles.details}>
        {courier && !stopped ? <DeliveryManCard courier={courier} orderId={order.id} /> : null}
        {order.otp && ahead ? (
          <p className={ui.body1}>
            {t('Delivery verification code')}:{' '}
            <strong className={styles.otp}>
              <bdi>{order.otp}</bdi>
            </strong>
          </p>
        ) : null}
        {canMap ? (
          <div>
            <Button
              variant="outlined"
              startIcon={<PathIcon d={MAP_OUTLINED} size={20} />}
              onClick={() => {
                setMapOpened(true);
                setMapOpen(true);
              }}
            >
              {t('Track on map')}
            </Button>
          </div>
        ) : null}
      </div>
      {mapOpened ? (
        <TrackingMapDialog open={mapOpen} onClose={() => setMapOpen(false)} places={places} />
      ) : null}
    </div>
  );
}
