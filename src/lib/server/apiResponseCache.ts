import axios, {
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

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

interface Entry {
  answer: StoredAnswer;
  expires: number;
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
  const now = options.now ?? Date.now;
  /** Map order is recency order: the first entry is the least recently used. */
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<StoredAnswer | null>>();
  let chars = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    chars -= entry.answer.text.length;
  }

  function get(key: string): StoredAnswer | null {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.expires <= now()) {
      remove(key);
      return null;
    }
    // Touch: move to the most recently used end.
    entries.delete(key);
    entries.set(key, entry);
    return entry.answer;
  }

  function set(key: string, answer: StoredAnswer) {
    // An answer larger than a quarter of the budget would push out everything else.
    if (options.maxEntries < 1 || answer.text.length > options.maxChars / 4) return;
    remove(key);
    entries.set(key, { answer, expires: now() + options.ttlMs });
    chars += answer.text.length;
    for (const oldest of entries.keys()) {
      if (entries.size <= options.maxEntries && chars <= options.maxChars) break;
      remove(oldest);
    }
  }

  return {
    get,
    set,
    /** Requests being loaded now, so concurrent misses of one key share a single request. */
    loading,
    clear() {
      entries.clear();
      loading.clear();
      chars = 0;
    },
    stats() {
      return { entries: entries.size, chars };
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
