import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import type { Order } from '@/api/modules/order';
import type { Config } from '@/api/types';
import { AppImage } from '@/components/AppImage';
import AppLink from '@/components/AppLink';
import { Money } from '@/components/catalog/Money';
import { PathIcon } from '@/components/icons/Icon';
import { CHEVRON_RIGHT } from '@/components/icons/material/ChevronRight';
import { LOCAL_SHIPPING_OUTLINED } from '@/components/icons/material/LocalShippingOutlined';
import { STOREFRONT_OUTLINED } from '@/components/icons/material/StorefrontOutlined';
import { formatTrackingTime } from '@/domain/orders/tracking';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { StatusChip } from '@/features/tracking/OrderTracking';
import styles from './orders.module.css';

export function orderDetailsHref(orderId: number): string {
  return `/profile?page=my-orders&orderId=${orderId}`;
}

/** The store's logo, or the parcel or store icon when there is none or it does not load. */
function OrderAvatar({ logo, parcel }: { logo: string | null; parcel: boolean }) {
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <span className={styles.cardAvatar}>
      {logo && logo !== broken ? (
        <AppImage src={logo} alt="" width={56} height={56} onError={() => setBroken(logo)} />
      ) : (
        <PathIcon d={parcel ? LOCAL_SHIPPING_OUTLINED : STOREFRONT_OUTLINED} />
      )}
    </span>
  );
}

/** One order in My orders: store, number, date, amount and status; the whole card opens it. */
export function OrderCard({ order, config }: { order: Order; config: Config | null }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const { locale = 'en' } = useRouter();
  const parcel = order.order_type === 'parcel';
  const title = parcel ? t('Parcel delivery') : (order.store?.name ?? t('Store'));
  const date = formatTrackingTime(order.created_at, locale);
  const count = order.details_count ?? 0;
  return (
    <article className={styles.card}>
      <AppLink
        href={orderDetailsHref(order.id)}
        shallow
        className={styles.cardLink}
        aria-label={`${t('Order')} #${order.id}, ${title}`}
      >
        <OrderAvatar logo={parcel ? null : (order.store?.logo_full_url ?? null)} parcel={parcel} />
        <div className={styles.cardBody}>
          <div className={styles.cardHead}>
            <p className={styles.strong}>
              {t('Order')} <bdi>#{order.id}</bdi>
            </p>
            <StatusChip status={order.order_status} />
          </div>
          <p className={styles.cardTitle}>{title}</p>
          <p className={styles.cardMeta}>
            {date ? <bdi>{date}</bdi> : null}
            {count > 0 ? ` · ${t('Items: {{count}}', { count })}` : ''}
          </p>
        </div>
        <p className={styles.cardAmount}>
          <Money amount={order.order_amount} config={config} />
        </p>
        <span aria-hidden className={styles.chevron}>
          <PathIcon d={CHEVRON_RIGHT} />
        </span>
      </AppLink>
    </article>
  );
}
