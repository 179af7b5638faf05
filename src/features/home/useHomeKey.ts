import { useRouter } from 'next/router';
import { queryKeys } from '@/api/queryKeys';
import { useAppSelector } from '@/store/hooks';

/**
 * The React Query key of a module-home part the browser loads, scoped like the request headers
 * (locale, zone, module), so a visitor who moves never sees another zone's data.
 */
export function useHomeKey(moduleId: number, part: string, ref: string | number = '') {
  const { locale = 'en' } = useRouter();
  const zoneIds = useAppSelector((state) => state.location.zoneIds);
  return { key: queryKeys.homePart(locale, zoneIds, moduleId, part, ref), ready: Boolean(zoneIds) };
}
