import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { EmptyState } from '@/components/EmptyState';
import { Notice } from '@/components/Notice';
import { PlainTabs } from '@/components/Tabs/PlainTabs';
import { PathIcon } from '@/components/icons/Icon';
import { RECEIPT_LONG_OUTLINED } from '@/components/icons/material/ReceiptLongOutlined';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { orderTabOf, type OrderTab } from '@/domain/orders/orders';
import { useConfig } from '@/hooks/useConfig';
import { useSentinel } from '@/hooks/useSentinel';
import { ReviewPromptHost } from '@/features/reviews/ReviewPromptHost';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { OrderCard } from './OrderCard';
import { OrderDetails } from './OrderDetails';
import styles from './orders.module.css';
import { useMyOrders } from './useMyOrders';

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function OrderList({ tab }: { tab: OrderTab }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const config = useConfig();
  const query = useMyOrders(tab);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // The Load more button stays for keyboards.
  const sentinel = useSentinel(
    () => void fetchNextPage(),
    Boolean(hasNextPage) && !isFetchingNextPage,
    '200px',
  );

  if (query.isPending) {
    return (
      <div className={styles.list} aria-busy>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={92} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Notice severity="error">
        <div className={styles.retry}>
          {t('We could not load your orders.')}
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('Try again')}
          </Button>
        </div>
      </Notice>
    );
  }
  const orders = query.data.pages.flatMap((page) => page.orders ?? []);
  if (!orders.length) {
    return (
      <EmptyState
        icon={<PathIcon d={RECEIPT_LONG_OUTLINED} />}
        title={tab === 'running' ? t('No running orders') : t('No orders yet')}
        text={t('Orders you place appear here.')}
        action={
          <ButtonLink href="/home" variant="contained">
            {t('Start shopping')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      <ul className={styles.list}>
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} config={config} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.more}>
        {hasNextPage ? (
          <Button variant="outlined" onClick={() => void fetchNextPage()} busy={isFetchingNextPage}>
            {t('Load more')}
          </Button>
        ) : null}
      </div>
    </>
  );
}

/**
 * Profile → My orders (`/profile?page=my-orders`): running and history tabs of paged order cards;
 * with `orderId` the order's details and tracking (`from=checkout` adds the order-placed state).
 * Members with an order waiting for a review also get the review prompt here.
 */
export function OrdersSection() {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const router = useRouter();
  const orderId = Number(single(router.query.orderId));
  const tab = orderTabOf(single(router.query.tab));

  if (Number.isInteger(orderId) && orderId > 0) {
    return (
      <OrderDetails
        key={orderId}
        orderId={orderId}
        fromCheckout={single(router.query.from) === 'checkout'}
      />
    );
  }

  const selectTab = (next: OrderTab) => {
    void router.replace(
      {
        pathname: router.pathname,
        query: { page: 'my-orders', ...(next === 'history' ? { tab: next } : {}) },
      },
      undefined,
      { shallow: true, scroll: false },
    );
  };

  return (
    <>
      <PlainTabs
        tabs={[
          {
            value: 'running',
            label: t('Running'),
            id: 'orders-tab-running',
            controls: 'orders-panel',
          },
          {
            value: 'history',
            label: t('History'),
            id: 'orders-tab-history',
            controls: 'orders-panel',
          },
        ]}
        value={tab}
        onChange={selectTab}
        label={t('Orders')}
        className={styles.tabs}
      />
      <div id="orders-panel" role="tabpanel" aria-labelledby={`orders-tab-${tab}`}>
        <OrderList key={tab} tab={tab} />
      </div>
      <ReviewPromptHost />
    </>
  );
}
