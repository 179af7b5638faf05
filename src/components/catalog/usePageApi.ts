import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { browserApiBaseUrl } from '@/api/browser';
import { createApi, type Api } from '@/api/client';
import { lazyHttpClient } from '@/api/lazyHttp';

/**
 * The browser's counterpart of the server's `apiWith`: an API client whose module and zone headers
 * come from the page (a shared store or product link), not from the visitor's chosen location, so
 * loading more of a page works for any visitor. No position and no token are sent: catalog data is
 * the same for everyone. Errors are not toasted; the screen shows them.
 */
export function usePageApi(moduleId: number | null, zoneIds: string | null): Api {
  const { locale = 'en' } = useRouter();
  return useMemo(
    () =>
      createApi(
        lazyHttpClient({
          baseURL: browserApiBaseUrl(),
          getContext: () => ({
            token: null,
            guestId: null,
            zoneIds,
            moduleId,
            locale,
            latitude: null,
            longitude: null,
          }),
        }),
      ),
    [moduleId, zoneIds, locale],
  );
}
