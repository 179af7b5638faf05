import type { EmotionCache } from '@emotion/cache';
import { HydrationBoundary, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import type { SSRConfig } from 'next-i18next/pages';
import { useMemo, useState } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { ApiProvider } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import { LiveNotificationsLoader } from '@/features/notifications/LiveNotificationsLoader';
import { SessionEffects } from '@/features/session/SessionEffects';
import { LazyToaster } from '@/components/LazyToaster';
import { RouteProgress } from '@/components/RouteProgress';
import { MainLayout } from '@/layout/MainLayout';
import { hydrateInTransition } from '@/lib/client/transitionHydration';
import { TranslatorContext } from '@/lib/i18n/context';
import { pageTranslator } from '@/lib/i18n/pageTranslator';
import { directionOf } from '@/lib/locale';
import type { StorefrontPageProps } from '@/lib/server/page';
import { makeStore } from '@/store';
import { initialSettings } from '@/store/slices/settings';
import { ShellTheme } from '@/theme/ShellTheme';
// The theme's CSS variables first (generated: npm run theme:css), then the page baseline.
import '../styles/theme-variables.css';
import '../styles/global.css';

// Rare (the API is down): its own chunk, which only that page loads.
const ServiceUnavailable = dynamic(() =>
  import('@/layout/ServiceUnavailable').then((module) => module.ServiceUnavailable),
);

// Before Next hydrates: the shell's hydration then yields to the browser (see the module).
hydrateInTransition();

type StorefrontAppProps = AppProps<Partial<StorefrontPageProps> & SSRConfig> & {
  emotionCache?: EmotionCache;
};

function StorefrontApp({ Component, pageProps, router, emotionCache }: StorefrontAppProps) {
  const locale = router.locale ?? 'en';
  const direction = directionOf(locale);
  const shell = pageProps.shell;

  const [{ store, persistor, serverState }] = useState(() => {
    const created = makeStore({
      settings: {
        ...initialSettings,
        language: locale as typeof initialSettings.language,
        direction,
      },
    });
    // The state the server rendered with. Parts that hydrate late (HydrateWhenIdle) read it while
    // hydrating, so the saved cart or wishlist restored meanwhile cannot mismatch the HTML; they
    // re-render with the restored state right after.
    return { ...created, serverState: created.store.getState() };
  });
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
  // The saved state coming back (PersistGate's flag) re-renders the app: the page element stays
  // the same object, so the page itself is not rendered again; only what reads the state is.
  const page = useMemo(
    () => (shell?.unavailable ? <ServiceUnavailable /> : <Component {...pageProps} />),
    [Component, pageProps, shell?.unavailable],
  );

  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <ReduxProvider store={store} serverState={serverState}>
        <PersistGate persistor={persistor}>
          {(bootstrapped: boolean) => (
            <QueryClientProvider client={queryClient}>
              <HydrationBoundary state={pageProps.dehydratedState}>
                <ApiProvider>
                  <ShellTheme
                    direction={direction}
                    ready={bootstrapped}
                    pageModuleType={shell?.moduleType}
                    serverEmotionCache={emotionCache}
                  >
                    <RouteProgress />
                    <SessionEffects bootstrapped={bootstrapped} config={shell?.config ?? null} />
                    <MainLayout footerDescription={shell?.footerDescription}>{page}</MainLayout>
                    <LazyToaster />
                    <LiveNotificationsLoader />
                  </ShellTheme>
                </ApiProvider>
              </HydrationBoundary>
            </QueryClientProvider>
          )}
        </PersistGate>
      </ReduxProvider>
    </>
  );
}

/**
 * The page's messages (next-i18next's serverSideTranslations) through the shop's translator
 * (src/lib/i18n/translator.ts): the same text on the server and in the browser.
 */
export default function App(props: StorefrontAppProps) {
  const locale = props.router.locale ?? 'en';
  const translations = props.pageProps._nextI18Next;
  const translator = useMemo(() => pageTranslator(translations, locale), [translations, locale]);
  return (
    <TranslatorContext.Provider value={translator}>
      <StorefrontApp {...props} />
    </TranslatorContext.Provider>
  );
}
