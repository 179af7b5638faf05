import type { MiddlewareHandler } from 'hono';

/**
 * Cross-origin access to the built-in API (a storefront or app on another origin calling /api/v1).
 *
 * The policy: the origins in CORS_ALLOWED_ORIGINS, and by default (unset) any origin. Allowing any
 * origin is safe here because the API authenticates only with a bearer token that the client puts in
 * the Authorization header itself and it sets no cookies: a page on another origin cannot make the
 * browser attach a visitor's credentials, so it can only do what it could already do from a server.
 * For the same reason credentials mode is never allowed (no Access-Control-Allow-Credentials).
 */

/** Request headers the API reads (the contract's, plus Idempotency-Key of order placement). */
export const CORS_ALLOWED_HEADERS = [
  'zoneId',
  'moduleId',
  'latitude',
  'longitude',
  'X-localization',
  'X-software-id',
  'Authorization',
  'Content-Type',
  'Accept',
  'Idempotency-Key',
];

/** The methods of the API's routes (src/server/api/routes), HEAD with GET, and the preflight's own. */
export const CORS_ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'];

/** Response headers a cross-origin caller may read beyond the safelisted ones (429 answers). */
export const CORS_EXPOSED_HEADERS = ['Retry-After'];

/** How long a browser may reuse a preflight answer. */
export const CORS_MAX_AGE_SECONDS = 86_400;

export type CorsPolicy = { anyOrigin: true } | { anyOrigin: false; origins: ReadonlySet<string> };

export type CorsParseResult = { ok: true; policy: CorsPolicy } | { ok: false; invalid: string[] };

/**
 * One list entry as the browser's Origin header spells it (lower-case scheme and host, no default
 * port), or null when it is not an http(s) origin: a path, query, fragment, user info or wildcard.
 */
export function normalizeOrigin(entry: string): string | null {
  if (entry.includes('*') || !URL.canParse(entry)) return null;
  const url = new URL(entry);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.href === `${url.origin}/` ? url.origin : null;
}

/**
 * CORS_ALLOWED_ORIGINS: unset, empty or blank means any origin; `*` (trimmed) means any origin;
 * otherwise a comma-separated list of origins (entries trimmed, empty entries skipped), each one
 * `http(s)://host[:port]` with at most a trailing slash. A list with an invalid entry, or with no
 * entry at all (","), is invalid as a whole; `invalid` names the offending entries.
 */
export function parseCorsOrigins(raw: string | undefined): CorsParseResult {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '*') return { ok: true, policy: { anyOrigin: true } };
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) return { ok: false, invalid: [value] };
  const origins = new Set<string>();
  const invalid: string[] = [];
  for (const entry of entries) {
    const origin = normalizeOrigin(entry);
    if (origin) origins.add(origin);
    else invalid.push(entry);
  }
  return invalid.length
    ? { ok: false, invalid }
    : { ok: true, policy: { anyOrigin: false, origins } };
}

/** No origin at all: what an invalid setting means if the server was started without checking it. */
const NO_ORIGIN: CorsPolicy = { anyOrigin: false, origins: new Set() };

let cached: { raw: string | undefined; policy: CorsPolicy } | undefined;

/** The policy of the current environment, read per request so that tests can change it. */
export function currentCorsPolicy(): CorsPolicy {
  const raw = process.env.CORS_ALLOWED_ORIGINS;
  if (!cached || cached.raw !== raw) {
    const parsed = parseCorsOrigins(raw);
    cached = { raw, policy: parsed.ok ? parsed.policy : NO_ORIGIN };
  }
  return cached.policy;
}

/** The Access-Control-Allow-Origin value for a request's Origin, or null for none. */
export function allowedOrigin(policy: CorsPolicy, origin: string | undefined): string | null {
  if (policy.anyOrigin) return '*';
  return origin && policy.origins.has(origin) ? origin : null;
}

/** The headers every answer carries under `policy` for a request from `origin`. */
function originHeaders(policy: CorsPolicy, origin: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  const allowed = allowedOrigin(policy, origin);
  if (allowed) headers['Access-Control-Allow-Origin'] = allowed;
  // A listed origin is echoed, so the answer depends on Origin: shared caches must keep them apart.
  if (!policy.anyOrigin) headers.Vary = 'Origin';
  return headers;
}

/**
 * First middleware of the API: answers preflights (any OPTIONS request; the API has no OPTIONS
 * routes) with 204 and adds the CORS headers to every other answer, errors included.
 */
export function corsMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const policy = currentCorsPolicy();
    const headers = originHeaders(policy, c.req.header('Origin'));
    if (c.req.method === 'OPTIONS') {
      return c.body(null, 204, {
        ...headers,
        'Access-Control-Allow-Methods': CORS_ALLOWED_METHODS.join(', '),
        'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS.join(', '),
        'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
      });
    }
    await next();
    for (const [name, value] of Object.entries(headers))
      c.res.headers.set(name, name === 'Vary' ? varyWith(c.res.headers.get('Vary'), value) : value);
    c.res.headers.set('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS.join(', '));
  };
}

/** A Vary value that also names `field`. */
function varyWith(current: string | null, field: string): string {
  if (!current) return field;
  const fields = current.split(',').map((part) => part.trim().toLowerCase());
  return fields.includes(field.toLowerCase()) || fields.includes('*')
    ? current
    : `${current}, ${field}`;
}
