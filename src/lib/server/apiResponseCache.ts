import axios, {
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { createLruStore } from './lruStore';

/**
 * A short-lived, bounded cache of the anonymous catalog GETs that server-side rendering makes.
 *
 * Many visitors render the same product, store and home sections within seconds of each other;
 * without this every render asks the API (and its database) again. Only what is the same for
 * every visitor is kept: a GET without `Authorization`, without a guest id, on a catalog path,
 * keyed by the full URL (query included) and every context header the API reads (zone, module,
 * language, position). Only successful answers are kept, as their raw text, so each caller parses
 * its own copy and nobody can change another render's data. See docs/caching.md.
 */

export interface ApiResponseCacheOptions {
  /** How long an answer is reused, in milliseconds. */
  ttlMs: number;
  /** Upper bound on the number of answers kept. */
  maxEntries: number;
  /** Upper bound on the characters of body text kept (roughly bytes for JSON). */
  maxChars: number;
  /** The clock (tests move it). */
  now?: () => number;
}

/** What is kept of an answer: enough to give every caller a fresh axios response. */
export interface StoredAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  text: string;
}

/** The request headers that change the API's answer (API-CORE-1), in a fixed order. */
const CONTEXT_HEADERS = ['x-localization', 'zoneid', 'moduleid', 'latitude', 'longitude'] as const;

/**
 * Catalog paths (relative to `/api/v1`) whose answers depend only on the URL and the context
 * headers. Customer, cart, order and tracking paths are never cached, even without a token.
 */
const CATALOG_PATH =
  /^\/(config(\/get-zone-id)?|module|zone\/list|banners|categories|items|stores|campaigns|flash-sales|brand|advertisement|coupon\/list|common-condition|other-banners|parcel-category|react-landing-page|get-combined-data)(\/|\?|$)/;

export function createApiResponseCache(options: ApiResponseCacheOptions) {
  const answers = createLruStore<StoredAnswer>({
    maxEntries: options.maxEntries,
    maxSize: options.maxChars,
    sizeOf: (answer) => answer.text.length,
    now: options.now,
  });
  const loading = new Map<string, Promise<StoredAnswer | null>>();

  return {
    get: answers.get,
    set: (key: string, answer: StoredAnswer) => answers.set(key, answer, options.ttlMs),
    /** Requests being loaded now, so concurrent misses of one key share a single request. */
    loading,
    clear() {
      answers.clear();
      loading.clear();
    },
    stats() {
      const { entries, size } = answers.stats();
      return { entries, chars: size };
    },
  };
}

export type ApiResponseCache = ReturnType<typeof createApiResponseCache>;

function headerValue(config: InternalAxiosRequestConfig, name: string): string {
  const value = config.headers.get(name);
  return value === undefined || value === null || value === false ? '' : String(value);
}

/**
 * The cache key of a request, or null when the request must go to the API: not a GET, not a
 * catalog path, signed in, or carrying a guest id.
 */
export function cacheKeyOf(config: InternalAxiosRequestConfig, scope = ''): string | null {
  if ((config.method ?? 'get').toLowerCase() !== 'get') return null;
  if (!CATALOG_PATH.test(config.url ?? '')) return null;
  if (headerValue(config, 'authorization')) return null;
  const url = axios.getUri(config);
  if (/[?&]guest_id=/.test(url)) return null;
  const params = config.params as Record<string, unknown> | undefined;
  if (params && params.guest_id !== undefined && params.guest_id !== null) return null;
  const context = CONTEXT_HEADERS.map((name) => headerValue(config, name)).join('|');
  return `${scope}|GET ${url}|${context}`;
}

/** A successful JSON answer that is not a contract error in disguise (HTTP 200 with `errors`). */
function storable(response: AxiosResponse): StoredAnswer | null {
  if (response.status < 200 || response.status >= 300) return null;
  if (typeof response.data !== 'string') return null;
  if (response.data.includes('"errors"')) return null;
  const headers: Record<string, string> = {};
  const raw = response.headers as Record<string, unknown>;
  for (const [name, value] of Object.entries(raw ?? {})) {
    if (typeof value === 'string') headers[name] = value;
  }
  return {
    status: response.status,
    statusText: response.statusText,
    headers,
    text: response.data,
  };
}

function toResponse(answer: StoredAnswer, config: InternalAxiosRequestConfig): AxiosResponse {
  return {
    data: answer.text,
    status: answer.status,
    statusText: answer.statusText,
    headers: { ...answer.headers },
    config,
    request: undefined,
  };
}

/**
 * Wraps an axios adapter (the in-process one or axios' own) with the cache. `scope` separates
 * answers that differ by something outside the request, such as the origin the built-in API
 * writes into image URLs. Failures are never stored: the next request asks again.
 */
export function cachingAdapter(
  inner: AxiosAdapter,
  cache: ApiResponseCache,
  scope = '',
): AxiosAdapter {
  return async (config) => {
    const key = cacheKeyOf(config, scope);
    if (key === null) return inner(config);
    const hit = cache.get(key);
    if (hit) return toResponse(hit, config);

    const pending = cache.loading.get(key);
    if (pending) {
      const shared = await pending;
      // The first request failed or was not storable: ask for ourselves.
      return shared ? toResponse(shared, config) : inner(config);
    }

    const request = inner(config);
    // Never rejects: a failure is not shared, each waiting request then asks for itself.
    const load = request.then(storable, () => null);
    cache.loading.set(key, load);
    try {
      const response = await request;
      const answer = await load;
      if (answer) cache.set(key, answer);
      return response;
    } finally {
      cache.loading.delete(key);
    }
  };
}
