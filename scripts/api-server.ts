/**
 * The built-in API without the storefront: one Node process serving /api/v1 (and the demo gateway at
 * /api/v1/payment-mobile) on the database of DATABASE_URL, else the PGlite folder DATA_DIR. Several of
 * them can share one PostgreSQL database (the two-process test in __tests__/pg runs two).
 * Run: npx tsx scripts/api-server.ts   (PORT, default 3001; HOST, default 127.0.0.1)
 * SIGINT or SIGTERM stops it after the requests in flight and closes the database.
 */
import { serve } from '@hono/node-server';
import { apiApp } from '../src/server/api/app';
import { closeDb } from '../src/server/db';

const port = Number(process.env.PORT || 3001);
const hostname = process.env.HOST || '127.0.0.1';

const server = serve({ fetch: apiApp.fetch, port, hostname }, (info) => {
  console.info(`[api] listening on http://${hostname}:${info.port}/api/v1`);
});

function stop(): void {
  // Open event streams would hold close() for up to five minutes; their clients reconnect.
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  server.close(() => {
    closeDb()
      .catch((error: unknown) => console.error('[api] closing the database failed:', error))
      .finally(() => process.exit(0));
  });
}

process.once('SIGINT', stop);
process.once('SIGTERM', stop);
