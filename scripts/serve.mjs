#!/usr/bin/env node
// The production server: Next (storefront and built-in API) behind the in-process page cache.
// Usage: node scripts/serve.mjs [-p PORT] [-H HOSTNAME]   (defaults: PORT env or 3000, HOSTNAME env or all)
// PAGE_CACHE_MAX_MB bounds the cache (default 64; 0 turns it off). See docs/caching.md.
import http from 'node:http';
import path from 'node:path';
import { createPageCache } from './page-cache.mjs';
import { attachHandlers } from './serve-handler.mjs';

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

// Set before Next loads: it reads NODE_ENV on import.
process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');
const app = next({ dev: false, dir: root, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// Requests (page cache, JSON answers under /api/v1), refused requests and CONNECT: serve-handler.mjs.
const server = attachHandlers(http.createServer(), { handle, cache, port });

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
