import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState, type ReactNode } from 'react';
import { useApi } from '@/api/ApiProvider';
import type { Order, OrderDetail } from '@/api/modules/order';
import { queryKeys } from '@/api/queryKeys';
import type { Config } from '@/api/types';
import AppLink from '@/components/AppLink';
import { AppImage } from '@/components/AppImage';
import { EmptyState } from '@/components/EmptyState';
import { Money } from '@/components/catalog/Money';
import { PathIcon } from '@/components/icons/Icon';
import { Notice } from '@/components/Notice';
import { ARROW_BACK } from '@/components/icons/material/ArrowBack';
import { RATE_REVIEW_OUTLINED } from '@/components/icons/material/RateReviewOutlined';
import { RECEIPT_LONG_OUTLINED } from '@/components/icons/material/ReceiptLongOutlined';
import { Button, ButtonLink, buttonClassName } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
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
import styles from './orders.module.css';
import { PrescriptionImages } from './PrescriptionImages';

/**
 * The cancel dialog is MUI, with MUI's scope around it: its code loads when the customer first
 * asks to cancel (docs/hydration.md, rule 7), not with the page.
 */
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

function Line({ line, config }: { line: OrderDetail; config: Config | null }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const item = line.item_details;
  const image = item?.image_full_url ?? line.image_full_url ?? null;
  const options = variationText(line.variation);
  const addOns = (line.add_ons ?? [])
    .map((addOn) => `${addOn.name} × ${addOn.quantity}`)
    .join(', ');
  return (
    <li className={styles.line}>
      <div className={styles.thumb}>
        {image ? (
          <AppImage src={image} alt="" fill sizes="64px" style={{ objectFit: 'cover' }} />
        ) : null}
      </div>
      <div className={styles.lineBody}>
        <p className={styles.semibold}>{item?.name ?? t('Item')}</p>
        {options ? <p className={styles.secondary}>{options}</p> : null}
        {addOns ? (
          <p className={styles.secondary}>
            {t('Add-ons')}: {addOns}
          </p>
        ) : null}
        <p className={styles.secondary}>
          {t('Quantity')}: {line.quantity}
        </p>
      </div>
      <p className={styles.semibold}>
        <Money amount={line.price * line.quantity} config={config} />
      </p>
    </li>
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
    <div className={strong ? `${styles.summaryRow} ${styles.total}` : styles.summaryRow}>
      <dt className={styles.summaryLabel}>{label}</dt>
      <dd className={styles.summaryValue}>{children}</dd>
    </div>
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
    <dl className={styles.summary}>
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
      <SummaryRow label={pricedByPharmacy ? t('Total without medicines') : t('Total')} strong>
        <Money amount={order.order_amount} config={config} />
      </SummaryRow>
    </dl>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.block}>
      <h3 className={styles.blockTitle}>{title}</h3>
      {children}
    </section>
  );
}

function AddressBlock({ title, value }: { title: string; value: unknown }) {
  const address = parseOrderAddress(value);
  if (!address) return null;
  const extras = addressExtras(address);
  return (
    <Block title={title}>
      {address.contact_person_name ? (
        <p className={styles.semibold}>{address.contact_person_name}</p>
      ) : null}
      {address.contact_person_number ? (
        <p className={styles.secondary}>
          <bdi dir="ltr">{withPlus(address.contact_person_number)}</bdi>
        </p>
      ) : null}
      <p className={styles.address}>{address.address}</p>
      {extras ? <p className={styles.secondary}>{extras}</p> : null}
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
  // True from the first open on: the dialog then stays mounted so it can close gently.
  const [cancelOpened, setCancelOpened] = useState(false);
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

  const lines = details.data?.lines ?? [];
  const placedAt = formatTrackingTime(order.created_at, locale);
  const parcel = order.order_type === 'parcel';
  const receiver = (order as Order & { receiver_details?: unknown }).receiver_details;

  return (
    <>
      {back}
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
        {canReview(order) && token ? (
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
    </>
  );
}
