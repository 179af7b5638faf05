import type { AxiosAdapter } from 'axios';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useAppStore } from '@/store/hooks';
import { signedOut } from '@/store/slices/session';
import { browserApiBaseUrl } from './browser';
import { createApi, type Api } from './client';
import { requestContextFromState } from './context';
import type { ApiError } from './errors';
import { createHttpClient } from './http';

const ApiContext = createContext<Api | null>(null);

export const SESSION_EXPIRED_MESSAGE = 'Your account is inactive or Your token has been expired';

/**
 * Provides the browser's API client. Errors become single-instance toasts (one per server message);
 * a 401 while signed in drops the token and sends the customer to sign-in (spec document 1 §8).
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
  const router = useRouter();
  const { t } = useTranslation();
  const latest = useRef({ router, t });
  useEffect(() => {
    latest.current = { router, t };
  });

  const [api] = useState(() => {
    const handleError = (error: ApiError) => {
      const { router: currentRouter, t: translate } = latest.current;
      if (error.status === 401 && store.getState().session.token) {
        toast.error(translate(SESSION_EXPIRED_MESSAGE), { id: 'session-expired' });
        store.dispatch(signedOut());
        void currentRouter.push('/auth/sign-in');
        return;
      }
      for (const item of error.items) toast.error(item.message, { id: item.message });
    };
    const http = createHttpClient({
      baseURL: browserApiBaseUrl(),
      getContext: () =>
        requestContextFromState(store.getState(), latest.current.router.locale ?? 'en'),
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
