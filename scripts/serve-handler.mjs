// The request handling of the production server (scripts/serve.mjs), apart from starting Next so
// that tests can drive it with a stand-in for Next's handler: the page cache in front of the pages
// (docs/caching.md) and the JSON answers under /api/v1 that Next or Node would otherwise give in
// their own formats (scripts/api-guard.mjs).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import {
  API_METHODS,
  apiTargetProblem,
  clientErrorAnswer,
  isApiTarget,
  rawJsonResponse,
} from './api-guard.mjs';
import { compress, isCompressible, pageCacheKey, preferredEncoding } from './page-cache.mjs';

const REFRESH_HEADER = 'x-page-cache-refresh';

/** Static assets and the API have their own caching; everything else may be a cacheable page. */
function isCandidate(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  return (
    !url.startsWith('/_next/static/') && !url.startsWith('/_next/image') && !url.startsWith('/api/')
  );
}

/**
 * A kept page, with the nonce of this answer (ADR 0007). A 304 carries no policy: the browser keeps
 * the one stored with its own copy, whose scripts it matches.
 */
function sendCached(cache, req, res, entry, state) {
  const etag = entry.headers.etag;
  if (etag && req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag, 'cache-control': entry.headers['cache-control'] });
    res.end();
    return;
  }
  const { headers, body, encoding } = cache.answerFor(entry, req.headers['accept-encoding']);
  res.statusCode = entry.status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
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
function renderAndCapture(cache, req, res, key, handle) {
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

/** The API's JSON error for a target Next would answer in its own format (apiTargetProblem). */
function sendApiProblem(req, res, problem) {
  const text = JSON.stringify(problem.body);
  res.writeHead(problem.status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * The server's request listener. `handle` is Next's request handler; `cache` the page cache or null
 * (PAGE_CACHE_MAX_MB=0); `port` where background refreshes of stale pages come back to.
 * @param {{
 *   handle: (req: http.IncomingMessage, res: http.ServerResponse) => unknown,
 *   cache: ReturnType<typeof import('./page-cache.mjs').createPageCache> | null,
 *   port: number,
 * }} options
 */
export function createRequestHandler({ handle, cache, port }) {
  // Background refreshes come back through this server; only they may skip the cache.
  const refreshToken = randomBytes(16).toString('hex');

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

  return (req, res) => {
    if (isApiTarget(req.url)) {
      const problem = apiTargetProblem(req.url ?? '');
      if (problem) return sendApiProblem(req, res, problem);
    }
    if (!cache || !isCandidate(req)) return handle(req, res);
    const key = pageCacheKey(req.headers, req.url);
    const refreshing = req.headers[REFRESH_HEADER] === refreshToken;
    if (!refreshing) {
      const hit = cache.lookup(key);
      if (hit) {
        sendCached(cache, req, res, hit.entry, hit.state);
        if (hit.state === 'stale') refreshInBackground(req, hit.entry);
        return;
      }
      if (req.method === 'HEAD') return handle(req, res);
    }
    delete req.headers[REFRESH_HEADER];
    return renderAndCapture(cache, req, res, key, handle);
  };
}

/**
 * 'clientError': a request Node's parser refused. Under /api/v1 the API's JSON error, elsewhere
 * what Node sends itself; like Node, only while no answer has started on the socket.
 * @param {Error & { code?: string, rawPacket?: Buffer }} error
 * @param {import('node:net').Socket & { _httpMessage?: { headersSent?: boolean } }} socket
 */
export function handleClientError(error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorAnswer(error), () => socket.destroy());
}

/**
 * 'connect': a CONNECT request, which Node never hands to the request listener. Under /api/v1 the
 * API's 405; anything else is closed as Node closes it when nobody listens.
 * @param {http.IncomingMessage} req
 * @param {import('node:net').Socket} socket
 */
export function handleConnect(req, socket) {
  if (!isApiTarget(req.url)) {
    socket.destroy();
    return;
  }
  const message = 'The CONNECT method is not supported.';
  const body = { errors: [{ code: 'method_not_allowed', message }] };
  socket.end(rawJsonResponse(405, body, { Allow: API_METHODS }), () => socket.destroy());
}

/**
 * Wires the handlers to a server: requests, refused requests, CONNECT.
 * @param {http.Server} server
 * @param {Parameters<typeof createRequestHandler>[0]} options
 */
export function attachHandlers(server, options) {
  server.on('request', createRequestHandler(options));
  server.on('clientError', handleClientError);
  server.on('connect', handleConnect);
  return server;
}
