import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/queryKeys';
import type { PushRefresh } from '@/domain/notifications/push';

/** The cached data each kind of refresh makes stale. */
const KEYS: Record<PushRefresh, readonly (readonly string[])[]> = {
  chat: [queryKeys.all.chat],
  conversations: [queryKeys.all.chat],
  orders: [queryKeys.all.myOrders],
  order: [queryKeys.all.orderDetails, queryKeys.all.orderTrack],
  profile: [queryKeys.all.profile],
  notifications: [queryKeys.all.notifications],
};

export function applyRefresh(queryClient: QueryClient, refresh: readonly PushRefresh[]) {
  const keys = new Set(refresh.flatMap((kind) => KEYS[kind]));
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
