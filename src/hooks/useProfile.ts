import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import { useAppSelector } from '@/store/hooks';

/** The signed-in customer's profile; disabled for guests. */
export function useProfile() {
  const api = useApi();
  const token = useAppSelector((state) => state.session.token);
  return useQuery({
    queryKey: queryKeys.profile(token),
    queryFn: () => api.customer.info(),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
}
