#!/usr/bin/env node
// The production server: Next (storefront and built-in API) behind the in-process page cache.
// Usage: node scripts/serve.mjs [-p PORT] [-H HOSTNAME]   (defaults: PORT env or 3000, HOSTNAME env or all)
// PAGE_CACHE_MAX_MB bounds the cache (default 64; 0 turns it off). See docs/caching.md.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import {
  compress,
  createPageCache,
  isCompressible,
  pageCacheKey,
  preferredEncoding,
} from './page-cache.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function option(short, long, fallback) {
  const args = process.argv.slice(2);
  const index = args.findIndex((arg) => arg === short || arg === long);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
}

const port = Number(option('-p', '--port', process.env.PORT ?? '3000'));
const hostname = option('-H', '--hostname', process.env.HOSTNAME || undefined);
const maxMegabytes = Number(process.env.PAGE_CACHE_MAX_MB ?? 64);
const cache = maxMegabytes > 0 ? createPageCache({ maxBytes: maxMegabytes * 1024 * 1024 }) : null;
// Background refreshes come back through this server; only they may skip the cache.
const refreshToken = randomBytes(16).toString('hex');
const REFRESH_HEADER = 'x-page-cache-refresh';

/** Static assets and the API have their own caching; everything else may be a cacheable page. */
function isCandidate(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  return (
    !url.startsWith('/_next/static/') && !url.startsWith('/_next/image') && !url.startsWith('/api/')
  );
}

function sendCached(req, res, entry, state) {
  const etag = entry.headers.etag;
  if (etag && req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag, 'cache-control': entry.headers['cache-control'] });
    res.end();
    return;
  }
  const { body, encoding } = cache.bodyFor(entry, req.headers['accept-encoding']);
  res.statusCode = entry.status;
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('vary', 'Accept-Encoding');
  res.setHeader('content-length', body.length);
  res.setHeader('age', String(cache.ageOf(entry)));
  res.setHeader('x-page-cache', state === 'fresh' ? 'HIT' : 'STALE');
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Lets Next render into memory, then stores the answer when its headers allow and sends it
 * (compressed here, since Next was asked for identity so that the cache keeps one plain copy).
 */
function renderAndCapture(req, res, key, handle) {
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  delete req.headers['accept-encoding'];
  const realWrite = res.write.bind(res);
  const realEnd = res.end.bind(res);
  const realWriteHead = res.writeHead.bind(res);
  const chunks = [];
  const collect = (chunk, chunkEncoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk, typeof chunkEncoding === 'string' ? chunkEncoding : 'utf8'),
    );
  };
  res.writeHead = (status, reason, headers) => {
    const fields = typeof reason === 'object' ? reason : headers;
    res.statusCode = status;
    if (Array.isArray(fields)) {
      for (let i = 0; i + 1 < fields.length; i += 2) res.setHeader(fields[i], fields[i + 1]);
    } else if (fields) {
      for (const [name, value] of Object.entries(fields)) res.setHeader(name, value);
    }
    return res;
  };
  res.flushHeaders = () => {};
  res.write = (chunk, chunkEncoding, callback) => {
    collect(chunk, chunkEncoding);
    const done = typeof chunkEncoding === 'function' ? chunkEncoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  res.end = (chunk, chunkEncoding, callback) => {
    collect(chunk, chunkEncoding);
    res.write = realWrite;
    res.end = realEnd;
    res.writeHead = realWriteHead;
    let body = Buffer.concat(chunks);
    const answer = { status: res.statusCode, headers: res.getHeaders(), body };
    const stored =
      req.method === 'GET' && cache.store(key, answer) ? cache.lookup(key)?.entry : null;
    res.setHeader('x-page-cache', stored ? 'MISS' : 'BYPASS');
    if (stored?.headers.etag) res.setHeader('etag', stored.headers.etag);
    const type = String(res.getHeader('content-type') ?? '');
    if (encoding && isCompressible(body, type) && !res.getHeader('content-encoding')) {
      // Fast here: this body may never be asked for again. A kept page is compressed harder, once,
      // by the cache when it is first served from there.
      body = compress(body, encoding, { fast: true });
      res.setHeader('content-encoding', encoding);
      res.setHeader('vary', 'Accept-Encoding');
    }
    if (!res.headersSent) res.setHeader('content-length', body.length);
    const done = typeof chunkEncoding === 'function' ? chunkEncoding : callback;
    return realEnd(req.method === 'HEAD' ? undefined : body, done);
  };
  return handle(req, res);
}

const pick = (headers, names) =>
  Object.fromEntries(
    names.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]]),
  );

/** One background re-render of a stale page through this server. */
function refreshInBackground(req, entry) {
  if (entry.refreshing) return;
  entry.refreshing = true;
  const request = http.get(
    {
      host: '127.0.0.1',
      port,
      path: req.url,
      headers: {
        host: req.headers.host ?? `127.0.0.1:${port}`,
        // The same key as the stale entry's (pageCacheKey).
        ...pick(req.headers, ['x-forwarded-proto', 'x-forwarded-host']),
        [REFRESH_HEADER]: refreshToken,
      },
    },
    (answer) => answer.resume().on('end', () => (entry.refreshing = false)),
  );
  request.on('error', () => (entry.refreshing = false));
}

// Set before Next loads: it reads NODE_ENV on import.
process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');
const app = next({ dev: false, dir: root, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  if (!cache || !isCandidate(req)) return handle(req, res);
  const key = pageCacheKey(req.headers, req.url);
  const refreshing = req.headers[REFRESH_HEADER] === refreshToken;
  if (!refreshing) {
    const hit = cache.lookup(key);
    if (hit) {
      sendCached(req, res, hit.entry, hit.state);
      if (hit.state === 'stale') refreshInBackground(req, hit.entry);
      return;
    }
    if (req.method === 'HEAD') return handle(req, res);
  }
  delete req.headers[REFRESH_HEADER];
  return renderAndCapture(req, res, key, handle);
});

// Idle keep-alive sockets stay open longer than a proxy's or a client's own idle timeout (often 60 s):
// with Node's 5 s default, a client reusing a socket just as the server closes it gets ECONNRESET.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, hostname, () => {
  const shown = hostname ?? 'localhost';
  console.log(
    `▲ Storefront ready on http://${shown}:${port} (page cache ${cache ? `${maxMegabytes} MB` : 'off'})`,
  );
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close();
    server.closeIdleConnections?.();
  });
}
