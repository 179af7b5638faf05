// The in-process page cache of the production server (see docs/caching.md): a small shared cache
// in front of Next that keeps what a CDN would keep. A page opts in by answering 200 with
// `Cache-Control: public, s-maxage=N[, stale-while-revalidate=M]` and no Set-Cookie; the cache then
// serves that URL to every visitor, fresh for N seconds and stale (while one refresh runs) for M more.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Response headers never replayed from the cache (hop-by-hop or recomputed per answer). */
const DROPPED_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * The shared-cache lifetimes a Cache-Control value grants, in seconds; null when a shared cache
 * must not keep the answer.
 * @param {string | undefined | null} header
 * @returns {{ fresh: number, stale: number } | null}
 */
export function sharedCacheLifetime(header) {
  if (!header) return null;
  const directives = new Map();
  for (const part of String(header).split(',')) {
    const [name, value] = part.trim().toLowerCase().split('=');
    if (name) directives.set(name, value ?? '');
  }
  if (!directives.has('public')) return null;
  for (const refusal of ['private', 'no-store', 'no-cache']) {
    if (directives.has(refusal)) return null;
  }
  const fresh = Number(directives.get('s-maxage'));
  if (!Number.isInteger(fresh) || fresh <= 0) return null;
  const staleValue = Number(directives.get('stale-while-revalidate') ?? 0);
  const stale = Number.isInteger(staleValue) && staleValue > 0 ? staleValue : 0;
  return { fresh, stale };
}

/**
 * Whether a finished answer may be stored.
 * @param {{ status: number, headers: Record<string, string | string[]> }} answer
 */
export function isStorable(answer) {
  if (answer.status !== 200) return false;
  if (answer.headers['set-cookie'] !== undefined) return false;
  return sharedCacheLifetime(String(answer.headers['cache-control'] ?? '')) !== null;
}

/** Bodies smaller than this go out as they are: compressing them saves too little. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * The encoding to answer with: brotli when the client takes it (smaller, and faster at equal size),
 * else gzip, else none. A coding listed with q=0 is refused.
 * @param {string | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | null}
 */
export function preferredEncoding(acceptEncoding) {
  const accepted = new Set();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    if (coding && !refused) accepted.add(coding);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Compresses a body for one answer. `fast` is for a body sent once (a render the cache did not
 * keep, or its first answer): brotli 0 costs about a seventh of gzip 6's time for a page at gzip 1's
 * size. A kept body is compressed once, harder, and reused.
 * @param {Buffer} body
 * @param {'br' | 'gzip'} encoding
 * @param {{ fast?: boolean }} [options]
 * @returns {Buffer}
 */
export function compress(body, encoding, { fast = false } = {}) {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: fast ? 0 : 5,
        // A 256 KiB window holds any page whole; the default 4 MiB one costs fresh memory per call.
        [constants.BROTLI_PARAM_LGWIN]: 18,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzipSync(body, { level: fast ? 1 : 6 });
}

/**
 * Whether an answer's body is worth compressing.
 * @param {Buffer} body
 * @param {string} contentType
 */
export function isCompressible(body, contentType) {
  return body.length >= MIN_COMPRESSED_BYTES && /text|json|javascript|xml/.test(contentType);
}

/**
 * @typedef {object} CachedPage
 * @property {number} status
 * @property {Record<string, string | string[]>} headers
 * @property {Buffer} body
 * @property {{ br?: Buffer, gzip?: Buffer }} encoded  compressed bodies, made on first need, then kept
 * @property {number} storedAt  ms
 * @property {number} freshUntil  ms
 * @property {number} staleUntil  ms
 * @property {boolean} refreshing
 */

/**
 * A byte-bounded LRU of whole answers, keyed by host and URL (the locale is in the path).
 * @param {{ maxBytes?: number, now?: () => number }} [options]
 */
export function createPageCache({ maxBytes = 64 * 1024 * 1024, now = Date.now } = {}) {
  /** @type {Map<string, CachedPage>} insertion order = recency */
  const entries = new Map();
  let bytes = 0;

  const sizeOf = (/** @type {CachedPage} */ entry) =>
    entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);

  function remove(/** @type {string} */ key) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  }

  function evict() {
    for (const key of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(key);
    }
  }

  return {
    /**
     * The entry for a key and whether it is fresh, stale (serve and refresh) or absent/expired.
     * @param {string} key
     * @returns {{ state: 'fresh' | 'stale', entry: CachedPage } | null}
     */
    lookup(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      const at = now();
      if (at >= entry.staleUntil) {
        remove(key);
        return null;
      }
      // Most recently used goes last.
      entries.delete(key);
      entries.set(key, entry);
      return { state: at < entry.freshUntil ? 'fresh' : 'stale', entry };
    },

    /**
     * Keeps an answer when its headers allow; returns whether it was kept.
     * @param {string} key
     * @param {{ status: number, headers: Record<string, string | string[]>, body: Buffer }} answer
     */
    store(key, answer) {
      if (!isStorable(answer)) return false;
      const lifetime = sharedCacheLifetime(String(answer.headers['cache-control']));
      if (!lifetime || answer.body.length > maxBytes / 4) return false;
      /** @type {Record<string, string | string[]>} */
      const headers = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!DROPPED_HEADERS.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
      }
      // Next does not hash every render (generateEtags: false): a kept page gets its tag once here.
      headers.etag ??= `"${createHash('sha1').update(answer.body).digest('base64url')}"`;
      const at = now();
      remove(key);
      const entry = {
        status: answer.status,
        headers,
        body: answer.body,
        encoded: {},
        storedAt: at,
        freshUntil: at + lifetime.fresh * 1000,
        staleUntil: at + (lifetime.fresh + lifetime.stale) * 1000,
        refreshing: false,
      };
      entries.set(key, entry);
      bytes += sizeOf(entry);
      evict();
      return true;
    },

    /**
     * The body to send for an Accept-Encoding header, compressing once per entry and encoding.
     * @param {CachedPage} entry
     * @param {string | undefined} acceptEncoding
     * @returns {{ body: Buffer, encoding: 'br' | 'gzip' | null }}
     */
    bodyFor(entry, acceptEncoding) {
      const encoding = preferredEncoding(acceptEncoding);
      const type = String(entry.headers['content-type'] ?? '');
      if (!encoding || !isCompressible(entry.body, type))
        return { body: entry.body, encoding: null };
      let encoded = entry.encoded[encoding];
      if (!encoded) {
        encoded = compress(entry.body, encoding);
        entry.encoded[encoding] = encoded;
        bytes += encoded.length;
        evict();
      }
      return { body: encoded, encoding };
    },

    /** Seconds since the entry was stored, for the Age header. */
    ageOf(/** @type {CachedPage} */ entry) {
      return Math.max(0, Math.floor((now() - entry.storedAt) / 1000));
    },

    stats() {
      return { entries: entries.size, bytes };
    },

    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}

/**
 * The key of a page: everything its URLs may be built from (src/lib/origin.ts) is part of it, that
 * is the host and, when the operator trusts a proxy, the forwarded host and scheme. A request with a
 * forged header can then only fill the entry that the same forged header asks for.
 */
export function pageCacheKey(headers, url) {
  const forwarded = `${headers['x-forwarded-proto'] ?? ''}|${headers['x-forwarded-host'] ?? ''}`;
  return `${headers.host ?? ''}|${forwarded}|${url}`;
}
