import { useApi } from '@/api/ApiProvider';
import type { Api } from '@/api/client';
import { usePageApi } from '@/components/catalog/usePageApi';
import type { ListingScope } from './server';

/**
 * The API client of a listing: a shared page's own module and zones (the same for everyone), or
 * the visitor's context with position (distance, nearby) and toasts.
 */
export function useListingApi(listing: Pick<ListingScope, 'scope' | 'moduleId' | 'zoneIds'>): Api {
  const visitorApi = useApi();
  const pageApi = usePageApi(listing.moduleId, listing.zoneIds);
  return listing.scope === 'page' ? pageApi : visitorApi;
}
