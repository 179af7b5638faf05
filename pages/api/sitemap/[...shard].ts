import type { NextApiRequest, NextApiResponse } from 'next';
import { requestOrigin } from '@/api/server';
import { cachedSitemapPart, shardEntries } from '@/lib/server/sitemap';
import { SHARD_KINDS, STATIC_PATHS, urlSet, type ShardKind } from '@/lib/seo/sitemap';

/** /sitemaps/pages.xml and /sitemaps/{moduleId}/{stores|products|categories}.xml */
export default async function sitemapShard(req: NextApiRequest, res: NextApiResponse) {
  const parts = ([] as string[]).concat(req.query.shard ?? []);
  const siteUrl = requestOrigin(req);
  try {
    let xml: string | null;
    if (parts.length === 1 && parts[0] === 'pages') {
      xml = urlSet(
        siteUrl,
        STATIC_PATHS.map((path) => ({ path })),
      );
    } else if (
      parts.length === 2 &&
      /^\d+$/.test(parts[0]) &&
      SHARD_KINDS.includes(parts[1] as ShardKind)
    ) {
      const moduleId = Number(parts[0]);
      const kind = parts[1] as ShardKind;
      xml = await cachedSitemapPart(`${siteUrl}|${moduleId}|${kind}`, async () => {
        const entries = await shardEntries(req, moduleId, kind);
        return entries ? urlSet(siteUrl, entries) : null;
      });
    } else {
      xml = null;
    }
    if (xml === null) {
      res.status(404).send('No such sitemap');
      return;
    }
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=3600, s-maxage=3600');
    res.status(200).send(xml);
  } catch (error) {
    console.error('sitemap shard failed:', error instanceof Error ? error.message : error);
    res.status(503).setHeader('Retry-After', '120').send('Sitemap temporarily unavailable');
  }
}
