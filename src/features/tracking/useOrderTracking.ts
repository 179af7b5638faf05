import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useApi } from '@/api/ApiProvider';
import type { ApiError } from '@/api/errors';
import type { Order } from '@/api/modules/order';
import { queryKeys } from '@/api/queryKeys';
import { trackingRefetchInterval } from '@/domain/orders/tracking';
import { useAppSelector } from '@/store/hooks';

/** Who asks: the account, or the guest id (a guest reads only their own orders). */
export function useOrderOwner(): { owner: string; token: string | null; guestId: string | null } {
  const token = useAppSelector((state) => state.session.token);
  const guestId = useAppSelector((state) => state.session.guestId);
  return { owner: token ? 'member' : `guest-${guestId ?? 'none'}`, token, guestId };
}

/**
 * An order's tracking (API-ORDERS-5 `order/track`), refetched every 10 s until it reaches a final
 * status (R-ORDER-4). Guests send their guest id and contact number. Silent: the
 * screens show 'Order not found' and other failures themselves.
 */
export function useOrderTracking(
  orderId: number | null,
  options: { contactNumber?: string | null; enabled?: boolean } = {},
) {
  const api = useApi();
  const { locale = 'en' } = useRouter();
  const { owner, token, guestId } = useOrderOwner();
  const contact = token ? '' : (options.contactNumber ?? '');
  // A guest waits for the guest id the session requests on first visit.
  const ready = orderId !== null && (Boolean(token) || Boolean(guestId));
  return useQuery<Order, ApiError>({
    queryKey: queryKeys.orderTrack(`${owner}|${locale}|${contact}`, orderId ?? 0),
    queryFn: () =>
      api.order.track(
        orderId as number,
        token ? undefined : { guestId, contactNumber: contact || null },
        { silent: true },
      ),
    enabled: ready && (options.enabled ?? true),
    refetchInterval: (query) => trackingRefetchInterval(query.state.data),
    retry: (count, error) => error.status !== 404 && error.status !== 403 && count < 2,
  });
}
