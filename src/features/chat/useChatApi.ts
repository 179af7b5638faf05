import { useMemo } from 'react';
import { useApi } from '@/api/ApiProvider';
import { messageApi, notificationApi } from '@/api/modules/message';

/** The messages API on the shared HTTP client; its module loads with the chat, not the catalog. */
export function useMessageApi() {
  const api = useApi();
  return useMemo(() => messageApi(api.http), [api]);
}

export function useNotificationApi() {
  const api = useApi();
  return useMemo(() => notificationApi(api.http), [api]);
}
