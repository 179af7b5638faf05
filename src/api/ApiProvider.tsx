import type { AxiosAdapter } from 'axios';
import Router from 'next/router';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { currentTranslator } from '@/lib/i18n/pageTranslator';
import toast from '@/lib/toast';
import { useAppStore } from '@/store/hooks';
import { signedOut } from '@/store/slices/session';
import { browserApiBaseUrl } from './browser';
import { createApi, type Api } from './client';
import { requestContextFromState } from './context';
import type { ApiError } from './errors';
import { lazyHttpClient } from './lazyHttp';

const ApiContext = createContext<Api | null>(null);

export const SESSION_EXPIRED_MESSAGE = 'Your account is inactive or Your token has been expired';

/**
 * Provides the browser's API client. Errors become single-instance toasts (one per server message);
 * a 401 while signed in drops the token and sends the customer to sign-in (R-AUTH-3).
 */
export function ApiProvider({
  children,
  adapter,
}: {
  children: ReactNode;
  /** Replaces the network (tests). */
  adapter?: AxiosAdapter;
}) {
  const store = useAppStore();

  // Created once; the handlers read the router and translations when an error happens.
  const [api] = useState(() => {
    const handleError = (error: ApiError) => {
      if (error.status === 401 && store.getState().session.token) {
        const translator = currentTranslator();
        const message = translator
          ? translator.t(SESSION_EXPIRED_MESSAGE)
          : SESSION_EXPIRED_MESSAGE;
        toast.error(message, { id: 'session-expired' });
        store.dispatch(signedOut());
        void Router.push('/auth/sign-in');
        return;
      }
      for (const item of error.items) toast.error(item.message, { id: item.message });
    };
    const http = lazyHttpClient({
      baseURL: browserApiBaseUrl(),
      getContext: () => requestContextFromState(store.getState(), Router.locale ?? 'en'),
      onError: handleError,
      adapter,
    });
    return createApi(http);
  });

  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}
