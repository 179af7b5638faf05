import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState } from 'react';
import { useApi } from '@/api/ApiProvider';
import type { Order, OrderDetail } from '@/api/modules/order';
import { queryKeys } from '@/api/queryKeys';
import AppLink from '@/components/AppLink';
import { EmptyState } from '@/components/EmptyState';
import { PathIcon } from '@/components/icons/Icon';
import { Notice } from '@/components/Notice';
import { ARROW_BACK } from '@/components/icons/material/ArrowBack';
import { RATE_REVIEW_OUTLINED } from '@/components/icons/material/RateReviewOutlined';
import { RECEIPT_LONG_OUTLINED } from '@/components/icons/material/ReceiptLongOutlined';
import { Button, ButtonLink, buttonClassName } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { chatHref } from '@/domain/chat/conversations';
import { canCancel, canReview, paymentMethodLabel } from '@/domain/orders/orders';
import { refundRequestError } from '@/domain/refund/rules';
import { askPushPermission } from '@/features/notifications/firebase';
import { useAppSelector } from '@/store/hooks';
import { formatTrackingTime } from '@/domain/orders/tracking';
import { useConfig } from '@/hooks/useConfig';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { OrderTracking } from '@/features/tracking/OrderTracking';
import { useOrderOwner, useOrderTracking } from '@/features/tracking/useOrderTracking';
import styles from './orders.module.css';
import { OfflinePaymentInfo } from './OfflinePaymentInfo';
import { AddressBlock, Block, Line, Summary } from './OrderDetailsParts';
import { PrescriptionImages } from './PrescriptionImages';

/**
 * The cancel dialog is MUI, with MUI's scope around it: its code loads when the customer first
 * asks to cancel (docs/hydration.md, rule 7), not with the page.
 */
const CancelOrderDialog = dynamic(() => import('./CancelOrderDialog'), { ssr: false });
const RefundDialog = dynamic(() => import('./RefundDialog'), { ssr: false });

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
  const { owner, token, guestId } = useOrderOwner();
  const tracking = useOrderTracking(orderId);
  const details = useQuery({
    queryKey: queryKeys.orderDetails(owner, orderId),
    queryFn: () => api.order.details(orderId, token ? undefined : { guestId }),
    enabled: Boolean(token || guestId),
  });

  // Back to the list without loading the page's data again (a shallow link, in a button's look).
  const back = (
    <div className={styles.back}>
      <AppLink
        href="/profile?page=my-orders"
        shallow
        className={buttonClassName({ variant: 'text' })}
      >
        <span className={styles.backArrow}>
          <PathIcon d={ARROW_BACK} size={20} />
        </span>
        {t('My orders')}
      </AppLink>
    </div>
  );

  if (tracking.isError) {
    return (
      <>
        {back}
        <EmptyState
          icon={<PathIcon d={RECEIPT_LONG_OUTLINED} />}
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
        <div aria-busy>
          <span className="visually-hidden">{t('Loading')}</span>
          <Skeleton variant="rounded" height={200} className={styles.skeletonFirst} />
          <Skeleton variant="rounded" height={240} />
        </div>
      </>
    );
  }

  return (
    <>
      {back}
      <OrderDetailsBody
        order={order}
        lines={details.data?.lines ?? []}
        linesPending={details.isPending}
        fromCheckout={fromCheckout}
        canRate={Boolean(token)}
      />
    </>
  );
}

/**
 * A loaded order: the placed confirmation (from checkout), tracking, cancel and rate, its lines,
 * prescription images, addresses, note, money summary and payment.
 */
function OrderDetailsBody({
  order,
  lines,
  linesPending,
  fromCheckout,
  canRate,
}: {
  order: Order;
  lines: OrderDetail[];
  linesPending: boolean;
  fromCheckout: boolean;
  canRate: boolean;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const config = useConfig();
  const { locale = 'en' } = useRouter();
  const signedIn = useAppSelector((state) => Boolean(state.session.token));
  // Right after an order is a moment where asking for system notifications makes sense.
  useEffect(() => {
    if (fromCheckout) askPushPermission();
  }, [fromCheckout]);
  const [refunding, setRefunding] = useState(false);
  const canRefund =
    signedIn &&
    refundRequestError(order, { refundActive: config?.refund_active_status === true }) === null;
  const [cancelOpen, setCancelOpen] = useState(false);
  // True from the first open on: the dialog then stays mounted so it can close gently.
  const [cancelOpened, setCancelOpened] = useState(false);
  const placedAt = formatTrackingTime(order.created_at, locale);
  const parcel = order.order_type === 'parcel';
  const receiver = (order as Order & { receiver_details?: unknown }).receiver_details;

  return (
    <>
      {fromCheckout ? (
        <Notice severity="success" role="status" className={styles.placed}>
          <p className={styles.placedTitle}>{t('Order placed successfully')}</p>
          {t('Your order ID is #{{id}}. You can follow it here.', { id: order.id })}
        </Notice>
      ) : null}
      <OrderTracking order={order} />
      <div className={styles.actions}>
        {canCancel(order) ? (
          <Button
            variant="outlined"
            color="error"
            onClick={() => {
              setCancelOpened(true);
              setCancelOpen(true);
            }}
          >
            {t('Cancel order')}
          </Button>
        ) : null}
        {canRefund ? (
          <Button variant="outlined" onClick={() => setRefunding(true)}>
            {t('Request refund')}
          </Button>
        ) : null}
        {signedIn && order.store && order.order_type !== 'parcel' ? (
          <ButtonLink
            variant="outlined"
            href={chatHref({ kind: 'vendor', id: order.store.id }, 'order', order.id)}
          >
            {t('Chat with store')}
          </ButtonLink>
        ) : null}
        {canReview(order) && canRate ? (
          <ButtonLink
            variant="contained"
            href={`/rate-and-review/${order.id}`}
            startIcon={<PathIcon d={RATE_REVIEW_OUTLINED} size={20} />}
          >
            {t('Rate and review')}
          </ButtonLink>
        ) : null}
      </div>
      <div className={styles.columns}>
        <div className={styles.stack}>
          {lines.length ? (
            <Block title={t('Items')}>
              <ul className={styles.lines}>
                {lines.map((line) => (
                  <Line key={line.id} line={line} config={config} />
                ))}
              </ul>
            </Block>
          ) : linesPending ? (
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
              <p className={styles.body1}>{order.store?.name}</p>
              <p className={styles.secondary}>{order.store?.address}</p>
            </Block>
          ) : (
            <AddressBlock title={t('Delivery address')} value={order.delivery_address} />
          )}
          {order.order_note ? (
            <Block title={t('Note')}>
              <p className={styles.body2}>{order.order_note}</p>
            </Block>
          ) : null}
        </div>
        <div className={styles.stack}>
          <Block title={t('Summary')}>
            {placedAt ? (
              <p className={styles.placedOn}>
                {t('Placed on')} <bdi>{placedAt}</bdi>
              </p>
            ) : null}
            <Summary order={order} lines={lines} config={config} />
          </Block>
          <Block title={t('Payment')}>
            <p className={styles.body1}>{t(paymentMethodLabel(order.payment_method))}</p>
            <p className={styles.secondary}>
              {order.payment_status === 'paid'
                ? t('Paid')
                : order.payment_status === 'partially_paid'
                  ? t('Partially paid')
                  : t('Unpaid')}
            </p>
            <OfflinePaymentInfo order={order} />
          </Block>
        </div>
      </div>
      {cancelOpened ? (
        <CancelOrderDialog
          orderId={order.id}
          open={cancelOpen}
          onClose={() => setCancelOpen(false)}
        />
      ) : null}
      {refunding ? <RefundDialog orderId={order.id} onClose={() => setRefunding(false)} /> : null}
    </>
  );
}
