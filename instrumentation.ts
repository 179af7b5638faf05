/** Next calls this once at server start; the work itself needs Node APIs (see instrumentation-node.ts). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startNodeServer } = await import('./instrumentation-node');
    await startNodeServer();
  }
}
