import type { IncomingMessage } from 'http';
import axios from 'axios';
import { COOKIE, parseCookieHeader } from '@/lib/cookies';
import { serverEnv, usesBuiltInApi } from '@/lib/env';
import { originPolicy, publicOrigin } from '@/lib/origin';
import { cachingAdapter, createApiResponseCache } from '@/lib/server/apiResponseCache';
import { ttlCache } from '@/lib/server/ttlCache';
import { createApi, type Api } from './client';
import { createHttpClient, inProcessAdapter, toApiError, type ApiRequestContext } from './http';
import type { Config, LandingPage } from './types';

/** The public origin of this request, for absolute URLs (canonical links, in-process calls). */
export function requestOrigin(req: IncomingMessage): string {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const encrypted = (req.socket as { encrypted?: boolean } | undefined)?.encrypted === true;
  return publicOrigin(
    {
      protocol: encrypted ? 'https' : 'http',
      host: req.headers.host,
      forwardedHost: header('x-forwarded-host'),
      forwardedProto: header('x-forwarded-proto'),
    },
    originPolicy(),
  );
}

/** The visitor context the server can know: cookies mirror zone, module and position. */
export function requestContextFromCookies(req: IncomingMessage, locale: string): ApiRequestContext {
  const cookies = parseCookieHeader(req.headers.cookie);
  const moduleId = Number(cookies[COOKIE.moduleId]);
  const latitude = Number(cookies[COOKIE.latitude]);
  const longitude = Number(cookies[COOKIE.longitude]);
  const hasPoint = cookies[COOKIE.latitude] !== undefined && Number.isFinite(latitude);
  return {
    token: null,
    guestId: null,
    zoneIds: cookies[COOKIE.zoneIds] || null,
    moduleId: Number.isInteger(moduleId) && moduleId > 0 ? moduleId : null,
    locale,
    latitude: hasPoint && Number.isFinite(longitude) ? latitude : null,
    longitude: hasPoint && Number.isFinite(longitude) ? longitude : null,
  };
}

/**
 * Anonymous catalog answers are shared between renders for 30 seconds (at most 2,000 answers and
 * 32 M characters of JSON), see docs/caching.md. Signed-in or guest requests are never cached.
 */
const catalogAnswers = createApiResponseCache({
  ttlMs: 30_000,
  maxEntries: 2_000,
  maxChars: 32 * 1024 * 1024,
});

/**
 * An API client for server-side rendering. With the built-in API it calls the Hono app in-process
 * (no loopback HTTP); otherwise it calls the external backend (API_BASE_URL, else the public base).
 * Anonymous catalog GETs go through the short-lived answer cache in both cases.
 */
export async function createServerApi(
  req: IncomingMessage,
  locale: string,
  overrides: Partial<ApiRequestContext> = {},
): Promise<Api> {
  const context = { ...requestContextFromCookies(req, locale), ...overrides };
  const origin = requestOrigin(req);
  if (usesBuiltInApi()) {
    const { apiApp } = await import('@/server/api/app');
    const http = createHttpClient({
      baseURL: '/api/v1',
      getContext: () => context,
      // The built-in API writes the request's origin into image URLs: it is part of the key.
      adapter: cachingAdapter(
        inProcessAdapter((request) => apiApp.fetch(request), origin),
        catalogAnswers,
        origin,
      ),
    });
    return createApi(http);
  }
  const env = serverEnv();
  const base = env.API_BASE_URL ?? env.NEXT_PUBLIC_BASE_URL;
  return createApi(
    createHttpClient({
      baseURL: `${base}/api/v1`,
      getContext: () => context,
      adapter: cachingAdapter(axios.getAdapter(axios.defaults.adapter), catalogAnswers),
    }),
  );
}

/**
 * Data every page's shell needs (configuration, footer text, landing data) changes rarely: keep it
 * for a minute per locale and origin instead of asking the API on every render.
 */
const cachedShellData = ttlCache(60_000);

export function cachedConfig(api: Api, locale: string, origin: string): Promise<Config> {
  return cachedShellData(`config|${origin}|${locale}`, () => api.config.get());
}

/**
 * The landing data, or an empty one when the backend cannot give it: it is optional content (a real
 * 6amMart answers 503 while its React-web licence is not activated), so the landing page shows its
 * sections without it rather than a 503 page. Not cached: the next render asks again.
 */
function landingOrEmpty(api: Api, locale: string, origin: string): Promise<LandingPage> {
  return cachedShellData(`landing|${origin}|${locale}`, () => api.config.landingPage()).catch(
    (error: unknown) => {
      console.warn('Landing page data unavailable:', toApiError(error).message);
      return {};
    },
  );
}

/** Landing data and the unscoped module list are the same for every visitor of `/`. */
export function cachedLandingData(api: Api, locale: string, origin: string) {
  return Promise.all([
    landingOrEmpty(api, locale, origin),
    cachedShellData(`modules|${origin}|${locale}`, () => api.config.modules()),
  ]);
}

/** The landing data's footer description; null when the backend has no landing page. */
export async function cachedFooterDescription(
  api: Api,
  locale: string,
  origin: string,
): Promise<string | null> {
  const landing = await landingOrEmpty(api, locale, origin);
  return landing.fixed_footer_description ?? null;
}
