import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { requestOrigin } from '@/api/server';
import { toApiError } from '@/api/http';
import { serverEnv, usesBuiltInApi } from '@/lib/env';
import { LANGUAGES } from '@/lib/locale';
import { originPolicy } from '@/lib/origin';
import { SHARE_IMAGE_TYPE } from '@/lib/seo/shareCard';
import {
  createImageCache,
  createRenderLimiter,
  RenderBusyError,
} from '@/lib/server/shareImage/cache';
import { loadShareCard } from '@/lib/server/shareImage/cards';
import { renderShareCard } from '@/lib/server/shareImage/render';
import { readSource, type SourcePolicy } from '@/lib/server/shareImage/sources';
import { parseSharePath, shareCardVersion } from '@/lib/server/shareImage/url';

/**
 * /share-image/{locale}/{kind}[/{moduleId}]/{ref}.jpg?v={version} (rewritten here by
 * next.config.js): the og:image of a product, store, category or the shop, drawn on first request
 * (src/lib/server/shareImage/render.ts) and kept in process.
 *
 * Abuse limits: only targets the API knows are drawn (anything else is a 404 before any drawing);
 * the URL's parts are bounded (src/lib/server/shareImage/url.ts parseSharePath); drawings are
 * keyed by content, not by URL, so query strings cannot multiply them; one draws at a time
 * with a short queue (503 beyond); pictures come only from this site's demo folder or the
 * configured backend, size- and time-limited (src/lib/server/shareImage/sources.ts). The answer
 * never depends on cookies and sets none.
 */

const LOCALES = LANGUAGES.map((language) => language.code);

/** About 300 images of 30-60 KB: a shop's most shared pages, in a few MB. */
const images = createImageCache({
  maxEntries: 300,
  maxBytes: 24 * 1024 * 1024,
  degradedTtlMs: 60_000,
});
const limited = createRenderLimiter(1, 8);

/** The version matches: the URL names exactly this drawing, which never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** No or an old version: the current drawing, for a short while (crawlers come back to the page). */
const REVALIDATE = 'public, max-age=300';
/** Drawn without one of its pictures: ask again soon. */
const DEGRADED = 'public, max-age=60';

function sourcePolicy(req: NextApiRequest): SourcePolicy {
  const siteOrigins = [requestOrigin(req), originPolicy().siteUrl].filter(
    (origin): origin is string => Boolean(origin),
  );
  const env = serverEnv();
  const base = usesBuiltInApi() ? undefined : env.NEXT_PUBLIC_BASE_URL;
  return {
    siteOrigins,
    backend: base ? { publicOrigin: base, serverOrigin: env.API_BASE_URL ?? base } : null,
    publicDir: path.join(process.cwd(), 'public'),
  };
}

function fail(res: NextApiResponse, status: number, message: string) {
  res.setHeader('Cache-Control', status === 404 ? 'public, max-age=300' : 'no-store');
  if (status === 503) res.setHeader('Retry-After', '5');
  res.status(status).send(message);
}

export default async function shareImage(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    fail(res, 405, 'Method not allowed');
    return;
  }
  const parts = ([] as string[]).concat(req.query.parts ?? []);
  const target = parseSharePath(parts, LOCALES);
  if (!target) {
    fail(res, 404, 'No such image');
    return;
  }
  try {
    const card = await loadShareCard(req, target);
    if (!card) {
      fail(res, 404, 'No such image');
      return;
    }
    const version = shareCardVersion(card);
    const policy = sourcePolicy(req);
    const image = await images.get(version, () =>
      limited(() => renderShareCard(card, (url) => readSource(url, policy))),
    );
    const etag = `"${version}${image.degraded ? '-d' : ''}"`;
    const current = req.query.v === version;
    res.setHeader('Cache-Control', image.degraded ? DEGRADED : current ? IMMUTABLE : REVALIDATE);
    res.setHeader('ETag', etag);
    res.setHeader('Content-Type', SHARE_IMAGE_TYPE);
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', String(image.bytes.byteLength));
    res.status(200).end(image.bytes);
  } catch (error) {
    if (error instanceof RenderBusyError) {
      fail(res, 503, 'Busy, try again');
      return;
    }
    console.error('share image failed:', toApiError(error).message);
    fail(res, 503, 'Image temporarily unavailable');
  }
}
