import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '@/api/ApiProvider';
import type { OrderPage } from '@/api/modules/order';
import { queryKeys } from '@/api/queryKeys';
import { nextOrdersOffset, ORDERS_PAGE_SIZE, type OrderTab } from '@/domain/orders/orders';
import { useOrderOwner } from '@/features/tracking/useOrderTracking';

/**
 * Running orders or the history (API-ORDERS-5: `running-orders` / `list`), 10 per page from page
 * 1, loading more while the last page returned orders (R-ORDER-1).
 */
export function useMyOrders(tab: OrderTab) {
  const api = useApi();
  const { owner, token, guestId } = useOrderOwner();
  return useInfiniteQuery({
    queryKey: queryKeys.myOrders(owner, tab),
    queryFn: ({ pageParam }): Promise<OrderPage> => {
      const page = { limit: ORDERS_PAGE_SIZE, offset: pageParam };
      const ref = token ? undefined : { guestId };
      return tab === 'running' ? api.order.runningOrders(page, ref) : api.order.list(page, ref);
    },
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextOrdersOffset(pages),
    enabled: Boolean(token || guestId),
    staleTime: 15_000,
  });
}
