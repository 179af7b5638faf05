import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import type { EmotionCache } from '@emotion/react';
import { HydrationBoundary, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { appWithTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { ApiProvider } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import { SessionEffects } from '@/features/session/SessionEffects';
import { LazyToaster } from '@/components/LazyToaster';
import { RouteProgress } from '@/components/RouteProgress';
import { MainLayout } from '@/layout/MainLayout';
import { ServiceUnavailable } from '@/layout/ServiceUnavailable';
import { directionOf } from '@/lib/locale';
import type { StorefrontPageProps } from '@/lib/server/page';
import { makeStore } from '@/store';
import { initialSettings } from '@/store/slices/settings';
import { AppThemeProvider } from '@/theme/AppThemeProvider';
import { browserEmotionCache } from '@/theme/emotionCache';
import nextI18NextConfig from '../next-i18next.config';
import '../styles/global.css';

type StorefrontAppProps = AppProps<Partial<StorefrontPageProps>> & { emotionCache?: EmotionCache };

function StorefrontApp({ Component, pageProps, router, emotionCache }: StorefrontAppProps) {
  const locale = router.locale ?? 'en';
  const direction = directionOf(locale);
  const shell = pageProps.shell;

  const [{ store, persistor }] = useState(() =>
    makeStore({
      settings: {
        ...initialSettings,
        language: locale as typeof initialSettings.language,
        direction,
      },
    }),
  );
  const [queryClient] = useState(() => {
    const client = new QueryClient({
      defaultOptions: {
        queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      },
    });
    // The shell props carry the configuration: seeding the query from them means the page data
    // need not carry it a second time as a dehydrated query.
    if (shell?.config) client.setQueryData(queryKeys.config(locale), shell.config);
    return client;
  });

  return (
    <AppCacheProvider emotionCache={emotionCache ?? browserEmotionCache(direction)}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <ReduxProvider store={store}>
        <PersistGate persistor={persistor}>
          {(bootstrapped: boolean) => (
            <QueryClientProvider client={queryClient}>
              <HydrationBoundary state={pageProps.dehydratedState}>
                <ApiProvider>
                  <AppThemeProvider
                    direction={direction}
                    ready={bootstrapped}
                    pageModuleType={shell?.moduleType}
                  >
                    <RouteProgress />
                    <SessionEffects bootstrapped={bootstrapped} config={shell?.config ?? null} />
                    <MainLayout footerDescription={shell?.footerDescription}>
                      {shell?.unavailable ? <ServiceUnavailable /> : <Component {...pageProps} />}
                    </MainLayout>
                    <LazyToaster />
                  </AppThemeProvider>
                </ApiProvider>
              </HydrationBoundary>
            </QueryClientProvider>
          )}
        </PersistGate>
      </ReduxProvider>
    </AppCacheProvider>
  );
}

export default appWithTranslation(StorefrontApp, nextI18NextConfig);
