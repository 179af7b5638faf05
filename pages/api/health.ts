import type { NextApiRequest, NextApiResponse } from 'next';

/** Liveness: the process is up and serving. It checks nothing else, on purpose. */
export default function health(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ status: 'ok', uptime: Math.round(process.uptime()) });
}
