import type { NextApiRequest, NextApiResponse } from 'next';
import axios from 'axios';
import { serverEnv, usesBuiltInApi } from '@/lib/env';

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
    const env = serverEnv();
    const base = env.API_BASE_URL ?? env.NEXT_PUBLIC_BASE_URL;
    // axios, as the pages use: Node's fetch refuses some ports outright (6000, 6665-6669 …), so a
    // backend the pages reach would have looked down for good.
    const response = await axios.get(`${base}/api/v1/config`, {
      headers: { Accept: 'application/json' },
      timeout: CHECK_TIMEOUT_MS,
      validateStatus: () => true,
    });
    if (response.status < 200 || response.status >= 300)
      throw new Error(`external API answered ${response.status}`);
    res.status(200).json({ status: 'ready', dependency: 'external-api', ms: Date.now() - started });
  } catch (error) {
    res.status(503).json({
      status: 'unavailable',
      error: error instanceof Error ? error.message : 'unknown error',
    });
  }
}
