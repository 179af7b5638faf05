import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';

/** Landing data; prefetched by `/`. Elsewhere `enabled: false` reads only what is cached. */
export function useLandingPage(enabled = true) {
  const api = useApi();
  const { locale = 'en' } = useRouter();
  return useQuery({
    queryKey: queryKeys.landingPage(locale),
    queryFn: () => api.config.landingPage(),
    enabled,
    staleTime: 5 * 60_000,
  });
}
