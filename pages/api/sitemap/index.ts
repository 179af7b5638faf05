import type { NextApiRequest, NextApiResponse } from 'next';
import { requestOrigin } from '@/api/server';
import { cachedSitemapPart, sitemapScope } from '@/lib/server/sitemap';
import { shardPaths, sitemapIndex } from '@/lib/seo/sitemap';

/** /sitemap.xml: an index of the static-page shard and per-module store, product and category shards. */
export default async function sitemap(req: NextApiRequest, res: NextApiResponse) {
  try {
    const siteUrl = requestOrigin(req);
    const xml = await cachedSitemapPart(`index|${siteUrl}`, async () => {
      const { modules } = await sitemapScope(req);
      return sitemapIndex(siteUrl, shardPaths(modules.map((module) => module.id)));
    });
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=3600, s-maxage=3600');
    res.status(200).send(xml);
  } catch (error) {
    console.error('sitemap index failed:', error instanceof Error ? error.message : error);
    res.status(503).setHeader('Retry-After', '120').send('Sitemap temporarily unavailable');
  }
}
