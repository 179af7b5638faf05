import { BlockList, isIP } from 'node:net';

/**
 * Which hops in front of the shop are the operator's own proxies (`TRUST_PROXY`), read as Express's
 * `trust proxy` setting is: a number of proxies, or their addresses. A client writes whatever it
 * likes into `X-Forwarded-For`; only the entries a trusted proxy appended say who connected to it,
 * so the client is the first hop from the right that is not a trusted proxy.
 */
export type ProxyTrust =
  | { kind: 'off' }
  /** The socket's peer and the `hops - 1` entries to its left are proxies. */
  | { kind: 'hops'; hops: number }
  /** Peers at these addresses are proxies, wherever they are in the chain. */
  | { kind: 'addresses'; list: BlockList };

export const NO_PROXY: ProxyTrust = { kind: 'off' };

/** More proxies than this in front of one shop is a typo. */
const MAX_HOPS = 32;

/** Express's names for address ranges. */
const RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Adds `address` or `address/prefix` to the list; false when it is neither. */
function addRange(list: BlockList, entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) {
    list.addAddress(address, family(address));
    return true;
  }
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  if (!(bits <= (version === 6 ? 128 : 32))) return false;
  list.addSubnet(address, bits, family(address));
  return true;
}

/**
 * `TRUST_PROXY`: unset, `0` or `false` trusts nobody; `true` (as before) means one proxy; a number
 * is that many proxies; otherwise a comma-separated list of proxy addresses, CIDR ranges and the
 * names `loopback`, `linklocal`, `uniquelocal`. Null when the value is none of these.
 */
export function parseTrustProxy(value: string | undefined): ProxyTrust | null {
  const text = value?.trim() ?? '';
  if (!text || /^(0|false|no|off)$/i.test(text)) return NO_PROXY;
  if (/^(true|yes|on)$/i.test(text)) return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS ? { kind: 'hops', hops } : null;
  }
  const entries = text
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const list = new BlockList();
  for (const entry of entries) {
    const named = RANGES[entry];
    if (named) named.forEach((range) => addRange(list, range));
    else if (!addRange(list, entry)) return null;
  }
  return entries.length ? { kind: 'addresses', list } : null;
}

/**
 * One hop as an address: brackets and a port taken off (`[::1]:443`, `10.0.0.1:80`), an
 * IPv4-mapped IPv6 address (`::ffff:10.0.0.1`, a dual-stack socket's peer) as IPv4, so a client
 * has one spelling. Null when it is not an address.
 */
export function normalizeAddress(raw: string | null | undefined): string | null {
  let text = raw?.trim() ?? '';
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped) text = mapped[1];
  return isIP(text) ? text.toLowerCase() : null;
}

function isTrusted(trust: ProxyTrust, address: string | null, index: number): boolean {
  if (trust.kind === 'hops') return index < trust.hops;
  if (trust.kind === 'addresses')
    return address !== null && trust.list.check(address, family(address));
  return false;
}

/**
 * The client's address, from the socket's peer and `X-Forwarded-For`, walking from the right past
 * trusted proxies (Express's `trust proxy`); null when there is no socket and nothing trusted.
 * An entry that is not an address ends the walk (a proxy writes its peer's address, so only text a
 * client made up can be anything else): the client is then the hop that passed it on. Without a
 * socket (`peer` null: the storefront calling its own API in-process) a count of proxies still reads
 * the header; a list cannot place a hop that has no address.
 */
export function clientAddress(
  peer: string | null | undefined,
  forwardedFor: string | null | undefined,
  trust: ProxyTrust,
): string | null {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // `address` is hop `index` from the right, the socket's peer being hop 0.
  let address = normalizeAddress(peer);
  for (let index = 0; hops.length && isTrusted(trust, address, index); index++) {
    const next = normalizeAddress(hops.pop());
    if (next === null) break;
    address = next;
  }
  return address;
}

/**
 * The one entry of a forwarded header (`X-Forwarded-Host`, `-Proto`) that counts. Proxies mostly
 * overwrite these (one entry); when each of `TRUST_PROXY=n` proxies appends, it is the n-th from
 * the right (the outermost's), and with a list of addresses the rightmost (the proxy the shop talks
 * to). Null when no proxy is trusted: then only a client can have written it.
 */
export function forwardedValue(
  header: string | null | undefined,
  trust: ProxyTrust,
): string | null {
  if (trust.kind === 'off' || !header) return null;
  const entries = header.split(',').map((entry) => entry.trim());
  const fromRight = trust.kind === 'hops' ? trust.hops : 1;
  return entries[Math.max(0, entries.length - fromRight)] || null;
}
