/**
 * Start-up of the Node server (imported by instrumentation.ts for the Node runtime only):
 * - pages render as whole documents with React's Node build, Suspense boundaries in place (see
 *   src/lib/server/wholeDocumentRender.ts);
 * - a bad environment stops the start with a message that names every wrong variable;
 * - with the built-in API, the database is opened (migrated, seeded on first run) right away so the
 *   first visitor does not wait for it, and closed cleanly on SIGTERM/SIGINT.
 */
export async function startNodeServer() {
  const { renderWholeDocuments } = await import('./src/lib/server/wholeDocumentRender');
  renderWholeDocuments();
  const { parseServerEnv, usesBuiltInApi } = await import('./src/lib/env');
  try {
    parseServerEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (!usesBuiltInApi() || process.env.NEXT_PHASE === 'phase-production-build') return;

  const { closeDb, getDb } = await import('./src/server/db');
  getDb()
    .then(() => console.info('[db] ready'))
    .catch((error: unknown) => console.error('[db] could not open the database:', error));

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.info(`[server] ${signal}: closing the database`);
    closeDb()
      .catch((error: unknown) => console.error('[db] close failed:', error))
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
