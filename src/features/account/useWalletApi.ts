import { useMemo } from 'react';
import { useApi } from '@/api/ApiProvider';
import { walletApi } from '@/api/modules/wallet';

/** The wallet and loyalty API on the shared HTTP client; its module loads with the account. */
export function useWalletApi() {
  const api = useApi();
  return useMemo(() => walletApi(api.http), [api]);
}
