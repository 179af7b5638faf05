/**
 * The public origin of the storefront, for every absolute URL it writes: canonical and hreflang
 * links, og:url, JSON-LD, the sitemap, robots.txt and image URLs of the built-in API.
 *
 * A page kept by the page cache is served to every visitor, so a header a stranger can set must not
 * reach its URLs. The rules, in order:
 * 1. `NEXT_PUBLIC_SITE_URL`, when set, is the origin. Nothing of the request counts.
 * 2. `X-Forwarded-Host` and `X-Forwarded-Proto` count only when the operator says a proxy in front is
 *    trusted (`TRUST_PROXY`), and a forwarded host only when it is one of `ALLOWED_HOSTS`.
 * 3. Otherwise the request's `Host`. When `ALLOWED_HOSTS` is set, a host outside it gives way to the
 *    first listed one. A forged `Host` can only change the page cached under that forged host (the
 *    page cache keys on host, forwarded host and forwarded scheme: scripts/serve.mjs).
 */
export interface OriginPolicy {
  siteUrl?: string;
  trustProxy: boolean;
  /** Lower-cased `host[:port]` values; empty means any well-formed host. */
  allowedHosts: string[];
}

export interface OriginRequest {
  /** The connection's own scheme. */
  protocol: 'http' | 'https';
  host?: string | null;
  forwardedHost?: string | null;
  forwardedProto?: string | null;
}

/** A plain `host[:port]` (name, IPv4 or bracketed IPv6): anything else would end up inside URLs. */
const HOST_RE = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

export const isPlainHost = (value: string) => HOST_RE.test(value);

/** The first hop of a header a chain of proxies may have appended to. */
const firstHop = (value: string | null | undefined) => value?.split(',')[0].trim() || null;

function schemeOf(request: OriginRequest, policy: OriginPolicy): 'http' | 'https' {
  if (!policy.trustProxy) return request.protocol;
  const forwarded = firstHop(request.forwardedProto)?.toLowerCase();
  return forwarded === 'http' || forwarded === 'https' ? forwarded : request.protocol;
}

function isAllowed(host: string | null, policy: OriginPolicy): host is string {
  if (!host || !isPlainHost(host)) return false;
  return policy.allowedHosts.length === 0 || policy.allowedHosts.includes(host.toLowerCase());
}

function hostOf(request: OriginRequest, policy: OriginPolicy): string {
  const forwarded = policy.trustProxy ? firstHop(request.forwardedHost) : null;
  if (forwarded && policy.allowedHosts.length && isAllowed(forwarded, policy)) return forwarded;
  const own = request.host?.trim() || null;
  if (isAllowed(own, policy)) return own;
  return policy.allowedHosts[0] ?? 'localhost';
}

export function publicOrigin(request: OriginRequest, policy: OriginPolicy): string {
  if (policy.siteUrl) return policy.siteUrl;
  return `${schemeOf(request, policy)}://${hostOf(request, policy)}`;
}

/** `true`, `1`, `yes` and `on` (any case) switch a flag on. */
export const isTruthyFlag = (value: string | undefined) =>
  /^(1|true|yes|on)$/i.test(value?.trim() ?? '');

/** A comma- or space-separated list, trimmed, lower-cased, without empty entries. */
export const splitHostList = (value: string | undefined) =>
  (value ?? '')
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);

/** The operator's policy from the environment (validated at start by src/lib/env.ts). */
export function readOriginPolicy(source: Record<string, string | undefined>): OriginPolicy {
  const siteUrl = source.NEXT_PUBLIC_SITE_URL?.trim().replace(/\/+$/, '') || undefined;
  return {
    siteUrl,
    trustProxy: isTruthyFlag(source.TRUST_PROXY),
    allowedHosts: splitHostList(source.ALLOWED_HOSTS),
  };
}

let cachedPolicy: OriginPolicy | undefined;

/** The process's policy, read once: the environment is fixed when the server starts. */
export function originPolicy(): OriginPolicy {
  cachedPolicy ??= readOriginPolicy(process.env);
  return cachedPolicy;
}
