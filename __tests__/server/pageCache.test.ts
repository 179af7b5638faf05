import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  compress,
  createPageCache,
  isCompressible,
  isStorable,
  pageCacheKey,
  preferredEncoding,
  renderedNonce,
  sharedCacheLifetime,
} from '../../scripts/page-cache.mjs';

const POLICY = 'public, s-maxage=60, stale-while-revalidate=600';
const page = (body = 'x'.repeat(2048), headers: Record<string, string> = {}) => ({
  status: 200,
  headers: { 'cache-control': POLICY, 'content-type': 'text/html', ...headers },
  body: Buffer.from(body),
});

describe('sharedCacheLifetime', () => {
  it('reads s-maxage and stale-while-revalidate of a public answer', () => {
    expect(sharedCacheLifetime(POLICY)).toEqual({ fresh: 60, stale: 600 });
    expect(sharedCacheLifetime('public, s-maxage=30')).toEqual({ fresh: 30, stale: 0 });
  });

  it('refuses private, uncacheable or unbounded answers', () => {
    expect(sharedCacheLifetime(undefined)).toBeNull();
    expect(
      sharedCacheLifetime('private, no-cache, no-store, max-age=0, must-revalidate'),
    ).toBeNull();
    expect(sharedCacheLifetime('public, max-age=60')).toBeNull();
    expect(sharedCacheLifetime('public, s-maxage=60, no-store')).toBeNull();
    expect(sharedCacheLifetime('s-maxage=60')).toBeNull();
  });
});

describe('isStorable', () => {
  it('keeps only public 200 answers that set no cookie', () => {
    expect(isStorable(page())).toBe(true);
    expect(isStorable({ ...page(), status: 404 })).toBe(false);
    expect(isStorable({ ...page(), status: 503 })).toBe(false);
    expect(isStorable(page('x', { 'set-cookie': 'a=b' }))).toBe(false);
    expect(isStorable(page('x', { 'cache-control': 'private, no-store' }))).toBe(false);
  });
});

describe('createPageCache', () => {
  it('serves fresh, then stale, then forgets', () => {
    let clock = 1_000_000;
    const cache = createPageCache({ now: () => clock });
    expect(cache.store('h/product/1', page())).toBe(true);
    expect(cache.lookup('h/product/1')?.state).toBe('fresh');
    clock += 61_000;
    expect(cache.lookup('h/product/1')?.state).toBe('stale');
    expect(cache.ageOf(cache.lookup('h/product/1')!.entry)).toBe(61);
    clock += 600_000;
    expect(cache.lookup('h/product/1')).toBeNull();
    expect(cache.stats().entries).toBe(0);
  });

  it('does not keep what a shared cache must not', () => {
    const cache = createPageCache();
    expect(cache.store('h/profile', page('x', { 'cache-control': 'private, no-store' }))).toBe(
      false,
    );
    expect(cache.lookup('h/profile')).toBeNull();
  });

  it('drops hop-by-hop headers and keeps the rest', () => {
    const cache = createPageCache();
    cache.store('k', page('x', { 'content-length': '1', connection: 'keep-alive', etag: '"a"' }));
    const headers = cache.lookup('k')!.entry.headers;
    expect(headers.etag).toBe('"a"');
    expect(headers['content-length']).toBeUndefined();
    expect(headers.connection).toBeUndefined();
  });

  it('tags a kept page that has no entity tag by its content', () => {
    const cache = createPageCache();
    cache.store('a', page('same'));
    cache.store('b', page('same'));
    cache.store('c', page('other'));
    const tag = (key: string) => cache.lookup(key)!.entry.headers.etag;
    expect(tag('a')).toMatch(/^"[\w-]+"$/);
    expect(tag('b')).toBe(tag('a'));
    expect(tag('c')).not.toBe(tag('a'));
  });

  it('compresses once per encoding, brotli first when the client takes it', () => {
    const cache = createPageCache();
    cache.store('k', page('hello '.repeat(500)));
    const entry = cache.lookup('k')!.entry;
    expect(cache.answerFor(entry, undefined)).toEqual({
      headers: entry.headers,
      body: entry.body,
      encoding: null,
    });
    const brotli = cache.answerFor(entry, 'gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe('hello '.repeat(500));
    expect(cache.answerFor(entry, 'br').body).toBe(brotli.body);
    const gzipped = cache.answerFor(entry, 'gzip');
    expect(gzipped.encoding).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe('hello '.repeat(500));
    expect(cache.answerFor(entry, 'gzip, deflate').body).toBe(gzipped.body);
    // Both copies count against the byte bound.
    expect(cache.stats().bytes).toBe(entry.body.length + brotli.body.length + gzipped.body.length);
  });

  it('sends small or binary bodies as they are', () => {
    const cache = createPageCache();
    cache.store('small', page('tiny'));
    cache.store('image', page('x'.repeat(4096), { 'content-type': 'image/png' }));
    for (const key of ['small', 'image']) {
      const entry = cache.lookup(key)!.entry;
      expect(cache.answerFor(entry, 'br, gzip').encoding).toBeNull();
    }
  });

  it('evicts the least recently used pages past its byte bound', () => {
    const cache = createPageCache({ maxBytes: 10_000 });
    cache.store('a', page('a'.repeat(2000)));
    cache.store('b', page('b'.repeat(2000)));
    cache.lookup('a');
    for (const key of ['c', 'd', 'e', 'f']) cache.store(key, page(key.repeat(2000)));
    expect(cache.lookup('b')).toBeNull();
    expect(cache.lookup('a')).not.toBeNull();
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
  });
});

describe('a page with a nonce', () => {
  const NONCE = 'q2Vb1y3hDk0o9Jq8LsP4Xw==';
  const policy = (nonce: string) => `script-src 'self' 'nonce-${nonce}'`;
  const html = (nonce: string) =>
    `<script nonce="${nonce}">a()</script>${'<p>text</p>'.repeat(200)}` +
    `<noscript data-n-css="${nonce}"></noscript><script nonce="${nonce}">b()</script>`;

  it('reads the nonce of the policy, and refuses one it could not replace safely', () => {
    expect(renderedNonce({ 'content-security-policy': policy(NONCE) })).toBe(NONCE);
    expect(renderedNonce({ 'content-security-policy': "script-src 'self'" })).toBeNull();
    expect(renderedNonce({})).toBeNull();
    expect(renderedNonce({ 'content-security-policy': policy('abc') })).toBe(false);
    expect(
      renderedNonce({
        'content-security-policy': `${policy(NONCE)}; style-src 'nonce-${'x'.repeat(24)}'`,
      }),
    ).toBe(false);
    const cache = createPageCache();
    expect(
      cache.store('short', page(html('abc'), { 'content-security-policy': policy('abc') })),
    ).toBe(false);
  });

  it('answers with a new nonce each time, in the headers and everywhere in the body', () => {
    const cache = createPageCache();
    cache.store('k', page(html(NONCE), { 'content-security-policy': policy(NONCE) }));
    const entry = cache.lookup('k')!.entry;
    expect(entry.headers.etag).toMatch(/^W\/"/);
    const answers = ['identity', 'gzip', 'br, gzip', 'br'].map((accept) =>
      cache.answerFor(entry, accept),
    );
    const seen = new Set<string>();
    for (const answer of answers) {
      const body = answer.encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))![1];
      seen.add(nonce);
      expect(body.toString()).toBe(html(nonce));
    }
    expect(seen.size).toBe(answers.length);
    expect(seen.has(NONCE)).toBe(false);
    expect(answers.map((answer) => answer.encoding)).toEqual([null, 'gzip', 'gzip', null]);
    // The kept page itself is unchanged, and its deflated parts count against the bound.
    expect(entry.body.toString()).toBe(html(NONCE));
    expect(entry.headers['content-security-policy']).toBe(policy(NONCE));
    const deflated = entry.encoded.deflated!.reduce((sum, part) => sum + part.length, 0);
    expect(cache.stats().bytes).toBe(entry.body.length + deflated);
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours a refusal with q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0.0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('compress', () => {
  const html = Buffer.from('<li class="item">Fresh bread</li>'.repeat(400));

  it('round-trips both encodings at both levels', () => {
    for (const fast of [true, false]) {
      expect(brotliDecompressSync(compress(html, 'br', { fast })).equals(html)).toBe(true);
      expect(gunzipSync(compress(html, 'gzip', { fast })).equals(html)).toBe(true);
    }
  });

  it('compresses only text bodies of at least a kilobyte', () => {
    expect(isCompressible(html, 'text/html; charset=utf-8')).toBe(true);
    expect(isCompressible(html, 'application/json')).toBe(true);
    expect(isCompressible(Buffer.from('short'), 'text/html')).toBe(false);
    expect(isCompressible(html, 'image/webp')).toBe(false);
  });
});

describe('pageCacheKey', () => {
  it('keys on the host, the forwarded scheme and host, and the URL', () => {
    const plain = pageCacheKey({ host: 'shop.example' }, '/store/1');
    const forged = pageCacheKey(
      { host: 'shop.example', 'x-forwarded-host': 'evil.example' },
      '/store/1',
    );
    const https = pageCacheKey({ host: 'shop.example', 'x-forwarded-proto': 'https' }, '/store/1');
    expect(new Set([plain, forged, https]).size).toBe(3);
    expect(pageCacheKey({ host: 'shop.example' }, '/store/1')).toBe(plain);
    expect(pageCacheKey({ host: 'shop.example' }, '/store/2')).not.toBe(plain);
  });
});
