import type { NextApiRequest, NextApiResponse } from 'next';
import { requestOrigin } from '@/api/server';
import { robotsTxt } from '@/lib/seo/robots';

/** Served at /robots.txt (see the rewrite in next.config.js). */
export default function robots(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600, s-maxage=86400');
  res.status(200).send(robotsTxt(requestOrigin(req)));
}
