// The in-process page cache of the production server (see docs/caching.md): a small shared cache
// in front of Next that keeps what a CDN would keep. A page opts in by answering 200 with
// `Cache-Control: public, s-maxage=N[, stale-while-revalidate=M]` and no Set-Cookie; the cache then
// serves that URL to every visitor, fresh for N seconds and stale (while one refresh runs) for M
// more, each answer with a Content-Security-Policy nonce of its own (ADR 0007).
import { createHash, randomBytes } from 'node:crypto';
import { brotliCompressSync, constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';

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
 * The codings a client takes; one listed with q=0 is refused.
 * @param {string | undefined} acceptEncoding
 * @returns {Set<string>}
 */
function acceptedEncodings(acceptEncoding) {
  const accepted = new Set();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    if (coding && !refused) accepted.add(coding);
  }
  return accepted;
}

/**
 * The encoding to answer with: brotli when the client takes it (smaller, and faster at equal size),
 * else gzip, else none.
 * @param {string | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | null}
 */
export function preferredEncoding(acceptEncoding) {
  const accepted = acceptedEncodings(acceptEncoding);
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
 * The script nonce a page was rendered with (ADR 0007), read from its policy headers. Null when it
 * has none; false when it cannot be replaced safely: several different nonces, or one too short to
 * be told apart from the page's own text.
 * @param {Record<string, string | string[]>} headers  lower-cased names
 * @returns {string | null | false}
 */
export function renderedNonce(headers) {
  const nonces = new Set();
  for (const name of ['content-security-policy', 'content-security-policy-report-only']) {
    for (const value of [headers[name] ?? []].flat()) {
      for (const match of String(value).matchAll(/'nonce-([^']*)'/g)) nonces.add(match[1]);
    }
  }
  if (nonces.size === 0) return null;
  const [nonce] = nonces;
  return nonces.size === 1 && /^[\w+/=-]{16,}$/.test(nonce) ? nonce : false;
}

/** A fresh 128-bit nonce, as `newNonce` in src/lib/server/contentSecurityPolicy.ts draws one. */
const newNonce = () => randomBytes(16).toString('base64');

/**
 * The body split at each occurrence of its nonce: script and style nonce attributes, Next's
 * `data-n-css`, any JSON holding it. Views of the body, so they cost no memory of their own.
 * @param {Buffer} body
 * @param {string} nonce
 * @returns {Buffer[]}
 */
function splitAtNonce(body, nonce) {
  const needle = Buffer.from(nonce);
  const parts = [];
  let from = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/**
 * Headers with every occurrence of the old nonce replaced (the policy, its report-only twin).
 * @param {Record<string, string | string[]>} headers
 * @param {string} from
 * @param {string} to
 */
function headersWithNonce(headers, from, to) {
  /** @type {Record<string, string | string[]>} */
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name] = Array.isArray(value)
      ? value.map((item) => String(item).replaceAll(from, to))
      : String(value).replaceAll(from, to);
  }
  return out;
}

/**
 * gzip of a page with a nonce, without compressing it per answer: each part between two nonces is
 * kept as its own raw deflate stream ended by a sync flush (byte-aligned, and never referring back
 * into a nonce), so an answer is the parts with the new nonce between them as stored (uncompressed)
 * blocks, a final empty block, and the gzip trailer (CRC-32 and length of the whole page).
 */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
const FINAL_EMPTY_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** @param {Buffer} part */
const deflatePart = (part) =>
  deflateRawSync(part, { level: 6, finishFlush: constants.Z_SYNC_FLUSH });

/**
 * @param {Buffer[]} parts
 * @param {Buffer[]} deflated  deflatePart of each part
 * @param {string} nonce
 * @returns {Buffer}
 */
function splicedGzip(parts, deflated, nonce) {
  const text = Buffer.from(nonce);
  // A stored block: BFINAL 0 and BTYPE 00 padded to a byte, LEN, its ones' complement, the bytes.
  const stored = Buffer.alloc(5 + text.length);
  stored.writeUInt16LE(text.length, 1);
  stored.writeUInt16LE(0xffff ^ text.length, 3);
  text.copy(stored, 5);
  const pieces = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(stored);
      crc = crc32(text, crc);
      size += text.length;
    }
    pieces.push(deflated[index]);
    crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  pieces.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(pieces);
}

/**
 * @param {Buffer[]} parts
 * @param {string} nonce
 */
const joinWithNonce = (parts, nonce) => {
  const text = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((part, index) => (index ? [text, part] : [part])));
};

/**
 * @typedef {object} CacheAnswer  one answer from the cache
 * @property {Record<string, string | string[]>} headers
 * @property {Buffer} body
 * @property {'br' | 'gzip' | null} encoding  of the body
 */

/**
 * @typedef {object} CachedPage
 * @property {number} status
 * @property {Record<string, string | string[]>} headers
 * @property {Buffer} body
 * @property {{ br?: Buffer, gzip?: Buffer, deflated?: Buffer[] }} encoded  compressed bodies (of a
 *   page with a nonce: its parts, deflated), made on first need, then kept
 * @property {string | null} nonce  the nonce the page was rendered with, replaced in every answer
 * @property {Buffer[] | null} parts  the body split at that nonce
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
    entry.body.length +
    (entry.encoded.br?.length ?? 0) +
    (entry.encoded.gzip?.length ?? 0) +
    (entry.encoded.deflated?.reduce((sum, part) => sum + part.length, 0) ?? 0);

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
      const nonce = renderedNonce(headers);
      if (nonce === false) return false;
      // Next does not hash every render (generateEtags: false): a kept page gets its tag once here.
      // Weak when each answer carries its own nonce: the bytes differ, the page does not.
      const hash = createHash('sha1').update(answer.body).digest('base64url');
      headers.etag ??= nonce ? `W/"${hash}"` : `"${hash}"`;
      const at = now();
      remove(key);
      /** @type {CachedPage} */
      const entry = {
        status: answer.status,
        headers,
        body: answer.body,
        encoded: {},
        nonce,
        parts: nonce ? splitAtNonce(answer.body, nonce) : null,
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
     * The headers and body of one answer for an Accept-Encoding header. A page with a nonce gets a
     * fresh one, the same in its headers and its body (ADR 0007), and goes out as gzip spliced from
     * parts deflated once (splicedGzip) or as it is: brotli would have to compress every answer.
     * Other pages are compressed once per encoding.
     * @param {CachedPage} entry
     * @param {string | undefined} acceptEncoding
     * @returns {CacheAnswer}
     */
    answerFor(entry, acceptEncoding) {
      const type = String(entry.headers['content-type'] ?? '');
      const compressible = isCompressible(entry.body, type);
      if (entry.nonce && entry.parts) {
        const nonce = newNonce();
        const headers = headersWithNonce(entry.headers, entry.nonce, nonce);
        const accepted = acceptedEncodings(acceptEncoding);
        if (!compressible || !(accepted.has('gzip') || accepted.has('*')))
          return { headers, body: joinWithNonce(entry.parts, nonce), encoding: null };
        if (!entry.encoded.deflated) {
          const deflated = entry.parts.map(deflatePart);
          entry.encoded.deflated = deflated;
          bytes += deflated.reduce((sum, part) => sum + part.length, 0);
          evict();
        }
        const body = splicedGzip(entry.parts, entry.encoded.deflated, nonce);
        return { headers, body, encoding: 'gzip' };
      }
      const encoding = preferredEncoding(acceptEncoding);
      if (!encoding || !compressible)
        return { headers: entry.headers, body: entry.body, encoding: null };
      let encoded = entry.encoded[encoding];
      if (!encoded) {
        encoded = compress(entry.body, encoding);
        entry.encoded[encoding] = encoded;
        bytes += encoded.length;
        evict();
      }
      return { headers: entry.headers, body: encoded, encoding };
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
