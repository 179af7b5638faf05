import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import type { Config } from '@/api/types';

/** The business configuration: prefetched on the server for every page and hydrated. */
export function useConfig(): Config | null {
  const api = useApi();
  const { locale = 'en' } = useRouter();
  const { data } = useQuery({
    queryKey: queryKeys.config(locale),
    queryFn: () => api.config.get(),
    staleTime: 5 * 60_000,
  });
  return data ?? null;
}
