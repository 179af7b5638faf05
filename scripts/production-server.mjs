// The one production server: Next (storefront and built-in API) behind the in-process page cache
// and the JSON guard of /api/v1 (serve-handler.mjs, docs/caching.md, ADR 0011). Both ways to run
// production start it: `npm start` (scripts/serve.mjs, from the repository) and
// `npm run start:standalone` (the server.js that scripts/standalone.mjs writes into
// .next/standalone, beside copies of these scripts).
// Options: -p/--port PORT (else PORT, else 3000), -H/--hostname HOST (else HOSTNAME, else all).
// PAGE_CACHE_MAX_MB bounds the cache (default 64; 0 turns it off).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createPageCache } from './page-cache.mjs';
import { attachHandlers } from './serve-handler.mjs';

/**
 * Set before Next loads its configuration: next.config.js refuses to serve production without it,
 * so `next start`, which would skip the page cache and the JSON guard, stops with a message.
 */
export const PRODUCTION_SERVER_MARK = 'STOREFRONT_PRODUCTION_SERVER';

function option(short, long, fallback) {
  const args = process.argv.slice(2);
  const index = args.findIndex((arg) => arg === short || arg === long);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
}

/**
 * A standalone folder has no next.config.js: Next's own server.js hands Next the configuration the
 * build recorded, through this variable. The same here, from the same file.
 * @param {string} dir
 */
function applyRecordedConfig(dir) {
  const manifest = path.join(dir, '.next', 'required-server-files.json');
  const { config } = JSON.parse(readFileSync(manifest, 'utf8'));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify({ ...config, distDir: './.next' });
}

/**
 * Starts Next from `dir` and serves it on the port and host of the command line or environment.
 * @param {{ dir: string, standalone?: boolean }} options  `standalone`: `dir` is .next/standalone
 */
export async function startProductionServer({ dir, standalone = false }) {
  const port = Number(option('-p', '--port', process.env.PORT ?? '3000'));
  const hostname = option('-H', '--hostname', process.env.HOSTNAME || undefined);
  const maxMegabytes = Number(process.env.PAGE_CACHE_MAX_MB ?? 64);
  const cache = maxMegabytes > 0 ? createPageCache({ maxBytes: maxMegabytes * 1024 * 1024 }) : null;

  // Set before Next loads: it reads NODE_ENV on import.
  process.env.NODE_ENV ??= 'production';
  process.env[PRODUCTION_SERVER_MARK] = '1';
  if (standalone) {
    // As Next's own standalone server.js does: relative paths (public/, .next/) are the folder's.
    process.chdir(dir);
    applyRecordedConfig(dir);
  }
  const { default: next } = await import('next');
  const app = next({ dev: false, dir, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  // Requests (page cache, JSON answers under /api/v1), refused requests and CONNECT: serve-handler.mjs.
  const server = attachHandlers(http.createServer(), { handle, cache, port });

  // Idle keep-alive sockets stay open longer than a proxy's or a client's own idle timeout (often
  // 60 s): with Node's 5 s default, a client reusing a socket just as the server closes it gets
  // ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  server.listen(port, hostname, () => {
    const shown = hostname ?? 'localhost';
    const cached = cache ? `${maxMegabytes} MB` : 'off';
    console.log(`▲ Storefront ready on http://${shown}:${port} (page cache ${cached})`);
  });

  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => {
      server.close();
      server.closeIdleConnections?.();
    });
  }
  return server;
}
