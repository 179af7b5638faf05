import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import { useAppSelector } from '@/store/hooks';

/**
 * The modules of the stored zones (R-MOD-3, API-MODULES-1: GET /module with the zoneId header, which the
 * client adds from the store). Waits until a zone is stored.
 */
export function useZoneModules({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  const { locale = 'en' } = useRouter();
  const zoneIds = useAppSelector((state) => state.location.zoneIds);
  return useQuery({
    queryKey: queryKeys.modules(locale, zoneIds),
    queryFn: () => api.config.modules(),
    enabled: enabled && Boolean(zoneIds),
    staleTime: 5 * 60_000,
  });
}
