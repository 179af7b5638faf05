import type { NextApiRequest, NextApiResponse } from 'next';
import { parseServerEnv, usesBuiltInApi } from '@/lib/env';

const CHECK_TIMEOUT_MS = 3000;

/**
 * Readiness: with the built-in API the database must answer a query; with an external backend its
 * config endpoint must answer. 503 otherwise, so a load balancer stops sending traffic.
 */
export default async function ready(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  const started = Date.now();
  try {
    if (usesBuiltInApi()) {
      const { getDb } = await import('@/server/db');
      const database = await getDb();
      await database.ping();
      res.status(200).json({ status: 'ready', dependency: 'database', ms: Date.now() - started });
      return;
    }
    const env = parseServerEnv();
    const base = env.API_BASE_URL ?? env.NEXT_PUBLIC_BASE_URL;
    const response = await fetch(`${base}/api/v1/config`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`external API answered ${response.status}`);
    res.status(200).json({ status: 'ready', dependency: 'external-api', ms: Date.now() - started });
  } catch (error) {
    res.status(503).json({
      status: 'unavailable',
      error: error instanceof Error ? error.message : 'unknown error',
    });
  }
}
