import { forwardedValue, NO_PROXY, parseTrustProxy, type ProxyTrust } from './server/trustProxy';

/**
 * The public origin of the storefront, for every absolute URL it writes: canonical and hreflang
 * links, og:url, JSON-LD, the sitemap, robots.txt and image URLs of the built-in API.
 *
 * A page kept by the page cache is served to every visitor, so a header a stranger can set must not
 * reach its URLs. The rules, in order:
 * 1. `NEXT_PUBLIC_SITE_URL`, when set, is the origin. Nothing of the request counts.
 * 2. `X-Forwarded-Host` and `X-Forwarded-Proto` count only when the operator says proxies in front are
 *    trusted (`TRUST_PROXY`), and then only one entry of each (forwardedValue in
 *    src/lib/server/trustProxy.ts): with a number n of proxies the n-th from the right (the one the
 *    outermost wrote when each appends), with a list of addresses the rightmost (the one the proxy
 *    the shop talks to wrote). A forwarded host counts only when it is one of `ALLOWED_HOSTS`. They
 *    depend on the headers and the setting alone, never on the socket's peer: the page cache keys on
 *    exactly these headers, so a page is always rendered the same for the same key. A client that
 *    reaches the port past the proxy can therefore set them too, within `ALLOWED_HOSTS`.
 * 3. Otherwise the request's `Host`. When `ALLOWED_HOSTS` is set, a host outside it gives way to the
 *    first listed one. A forged `Host` can only change the page cached under that forged host (the
 *    page cache keys on host, forwarded host and forwarded scheme: scripts/serve.mjs).
 */
export interface OriginPolicy {
  siteUrl?: string;
  trustProxy: ProxyTrust;
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

function schemeOf(request: OriginRequest, policy: OriginPolicy): 'http' | 'https' {
  const forwarded = forwardedValue(request.forwardedProto, policy.trustProxy)?.toLowerCase();
  return forwarded === 'http' || forwarded === 'https' ? forwarded : request.protocol;
}

function isAllowed(host: string | null, policy: OriginPolicy): host is string {
  if (!host || !isPlainHost(host)) return false;
  return policy.allowedHosts.length === 0 || policy.allowedHosts.includes(host.toLowerCase());
}

function hostOf(request: OriginRequest, policy: OriginPolicy): string {
  const forwarded = forwardedValue(request.forwardedHost, policy.trustProxy);
  if (forwarded && policy.allowedHosts.length && isAllowed(forwarded, policy)) return forwarded;
  const own = request.host?.trim() || null;
  if (isAllowed(own, policy)) return own;
  return policy.allowedHosts[0] ?? 'localhost';
}

export function publicOrigin(request: OriginRequest, policy: OriginPolicy): string {
  if (policy.siteUrl) return policy.siteUrl;
  return `${schemeOf(request, policy)}://${hostOf(request, policy)}`;
}

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
    // An invalid value stopped the server at start (src/lib/env.ts); here it trusts nobody.
    trustProxy: parseTrustProxy(source.TRUST_PROXY) ?? NO_PROXY,
    allowedHosts: splitHostList(source.ALLOWED_HOSTS),
  };
}

let cachedPolicy: OriginPolicy | undefined;

/** The process's policy, read once: the environment is fixed when the server starts. */
export function originPolicy(): OriginPolicy {
  cachedPolicy ??= readOriginPolicy(process.env);
  return cachedPolicy;
}
