import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import dynamic from 'next/dynamic';
import NextLink from '@/components/AppLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { EmptyState } from '@/components/EmptyState';
import { orderTabOf, type OrderTab } from '@/domain/orders/orders';
import { useConfig } from '@/hooks/useConfig';
import { useSentinel } from '@/hooks/useSentinel';
import { ORDER_NAMESPACES } from '@/features/tracking/i18n';
import { OrderCard } from './OrderCard';
import { OrderDetails } from './OrderDetails';
import { useMyOrders } from './useMyOrders';

const ReviewPrompt = dynamic(() => import('@/features/reviews/ReviewPrompt'), { ssr: false });

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
      <Stack spacing={1.5} aria-busy>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={92} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('Try again')}
          </Button>
        }
      >
        {t('We could not load your orders.')}
      </Alert>
    );
  }
  const orders = query.data.pages.flatMap((page) => page.orders ?? []);
  if (!orders.length) {
    return (
      <EmptyState
        icon={<ReceiptLongOutlined />}
        title={tab === 'running' ? t('No running orders') : t('No orders yet')}
        text={t('Orders you place appear here.')}
        action={
          <Button component={NextLink} href="/home" variant="contained">
            {t('Start shopping')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} config={config} />
          </li>
        ))}
      </Stack>
      <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        {hasNextPage ? (
          <Button
            variant="outlined"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            startIcon={isFetchingNextPage ? <CircularProgress size={18} color="inherit" /> : null}
          >
            {t('Load more')}
          </Button>
        ) : null}
      </Box>
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
      <Tabs
        value={tab}
        onChange={(_event, value: OrderTab) => selectTab(value)}
        aria-label={t('Orders')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="running"
          label={t('Running')}
          id="orders-tab-running"
          aria-controls="orders-panel"
        />
        <Tab
          value="history"
          label={t('History')}
          id="orders-tab-history"
          aria-controls="orders-panel"
        />
      </Tabs>
      <Box id="orders-panel" role="tabpanel" aria-labelledby={`orders-tab-${tab}`}>
        <OrderList key={tab} tab={tab} />
      </Box>
      <ReviewPrompt />
    </>
  );
}
