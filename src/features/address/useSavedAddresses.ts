import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/ApiProvider';
import { locationKeys } from '@/features/location/queryKeys';
import { useAppSelector } from '@/store/hooks';

/** The member's saved addresses (refetched on load; R-CHECKOUT-3). Disabled for guests. */
export function useSavedAddresses() {
  const api = useApi();
  const token = useAppSelector((state) => state.session.token);
  return useQuery({
    queryKey: locationKeys.addresses(token),
    queryFn: () => api.address.list(),
    enabled: Boolean(token),
    staleTime: 30_000,
    refetchOnMount: 'always',
  });
}
