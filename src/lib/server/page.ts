import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import {
  cachedConfig,
  cachedFooterDescription,
  createServerApi,
  requestOrigin,
} from '@/api/server';
import type { Api } from '@/api/client';
import { ApiError } from '@/api/errors';
import { toApiError, type ApiRequestContext } from '@/api/http';
import type { Config, ModuleType } from '@/api/types';
import { COOKIE, parseCookieHeader } from '@/lib/cookies';
import { shellConfig } from '@/lib/shellConfig';
import { pageTranslations } from './translations';

/** What every page hands the app shell. */
export interface ShellProps {
  config: Config | null;
  siteUrl: string;
  moduleType: ModuleType | null;
  /** The footer's description text (landing data), when the backend has one. */
  footerDescription?: string | null;
  /** True when the API could not be reached: the page shows a friendly 503 screen. */
  unavailable?: boolean;
}

export interface StorefrontPageProps {
  shell: ShellProps;
  dehydratedState?: DehydratedState;
  /**
   * The page paints before its chunks load (the `paintFirst` option; ADR 0010). A page prop
   * because Next hands the page's props to `_document` (`__NEXT_DATA__`), which writes the scripts.
   */
  paintFirst?: true;
}

/** How a page is served, besides what its loader returns. */
export interface StorefrontPageOptions {
  /** The response's Cache-Control; `public` lets shared caches keep the page. */
  cacheControl?: string;
  /** Translation namespaces besides `common`. */
  namespaces?: string[];
  /**
   * Load the chunks after the first paint instead of as Next's `defer` scripts (ADR 0010,
   * docs/hydration.md rule 9): for the catalog pages, whose first visit is a shared link or a search
   * result. Pages made for one visitor leave it off: text typed into a field before React has
   * hydrated it is lost. Independent of `cacheControl`, so a change of caching policy never changes
   * how a page's scripts load.
   */
  paintFirst?: boolean;
}

export interface PageLoadArgs {
  ctx: GetServerSidePropsContext;
  api: Api;
  /**
   * An API client whose headers come from the page instead of the visitor's cookies: a shared link
   * carries `module_id` and `store_zone_id` so it renders without a chosen location.
   */
  apiWith: (overrides: Partial<ApiRequestContext>) => Promise<Api>;
  queryClient: QueryClient;
  config: Config;
  locale: string;
  siteUrl: string;
}

type LoadResult<P> =
  { props: P } | { notFound: true } | { redirect: { destination: string; permanent: boolean } };

/**
 * Wraps a page's server-side loader with what every page needs: translations, the configuration,
 * the visitor's theme and module from cookies, React Query dehydration, and a 503 page when the
 * API is unreachable.
 */
export function storefrontPage<P extends object = Record<string, never>>(
  load?: (args: PageLoadArgs) => Promise<LoadResult<P>>,
  options: StorefrontPageOptions = {},
): GetServerSideProps<P & StorefrontPageProps> {
  return async (ctx) => {
    const locale = ctx.locale ?? 'en';
    const cookies = parseCookieHeader(ctx.req.headers.cookie);
    const siteUrl = requestOrigin(ctx.req);
    const moduleType = (cookies[COOKIE.moduleType] as ModuleType | undefined) ?? null;
    const translations = await pageTranslations(locale, ['common', ...(options.namespaces ?? [])]);
    const queryClient = new QueryClient();
    const shellBase = { siteUrl, moduleType };

    let config: Config;
    let api: Api;
    let footerDescription: string | null = null;
    try {
      api = await createServerApi(ctx.req, locale);
      [config, footerDescription] = await Promise.all([
        cachedConfig(api, locale, siteUrl),
        cachedFooterDescription(api, locale, siteUrl),
      ]);
    } catch (error) {
      console.error('Storefront API unreachable:', toApiError(error).message);
      ctx.res.statusCode = 503;
      ctx.res.setHeader('Retry-After', '30');
      return {
        props: {
          ...translations,
          shell: { ...shellBase, config: null, unavailable: true },
        } as unknown as P & StorefrontPageProps,
      };
    }

    let result: LoadResult<P> = { props: {} as P };
    if (load) {
      try {
        const apiWith = (overrides: Partial<ApiRequestContext>) =>
          createServerApi(ctx.req, locale, overrides);
        result = await load({ ctx, api, apiWith, queryClient, config, locale, siteUrl });
      } catch (error) {
        const apiError = toApiError(error);
        if (apiError.status === 404) return { notFound: true };
        if (apiError instanceof ApiError && (apiError.status === 0 || apiError.status >= 500)) {
          console.error('Storefront API failed while rendering:', apiError.message);
          ctx.res.statusCode = 503;
          return {
            props: {
              ...translations,
              shell: { ...shellBase, config: shellConfig(config), unavailable: true },
            } as unknown as P & StorefrontPageProps,
          };
        }
        throw error;
      }
    }
    if (!('props' in result)) return result as GetServerSidePropsResult<P & StorefrontPageProps>;
    if (options.cacheControl) ctx.res.setHeader('Cache-Control', options.cacheControl);
    // A catalog page styles itself by its own module, so its HTML never depends on the cookie.
    const pageModuleType = (result.props as { pageModuleType?: ModuleType | null }).pageModuleType;
    // A page shared caches keep is the same for every visitor: it never takes the cookie's module.
    const visitorModuleType = options.cacheControl ? null : shellBase.moduleType;
    return {
      props: {
        ...translations,
        ...result.props,
        shell: {
          ...shellBase,
          moduleType: pageModuleType ?? visitorModuleType,
          config: shellConfig(config),
          footerDescription,
        },
        dehydratedState: dehydrate(queryClient),
        ...(options.paintFirst ? { paintFirst: true as const } : {}),
      },
    };
  };
}
