import { createHash } from 'node:crypto';
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_TYPE,
  SHARE_IMAGE_WIDTH,
  shareImageAlt,
  type ShareCard,
  type ShareImage,
  type ShareKind,
  type ShareTarget,
} from '@/lib/seo/shareCard';

/**
 * Share image URLs: `/share-image/{locale}/{kind}[/{moduleId}]/{ref}.jpg?v={version}` (the site:
 * `/share-image/{locale}/site.jpg?v=`), rewritten to pages/api/share-image/[...parts].ts by
 * next.config.js. The version is a hash of everything the image shows, so a changed name, image,
 * price or rating gives a new URL that crawlers fetch afresh, and an unchanged one can be cached
 * for a year. Nothing in it depends on the visitor.
 */

/** Bumped when the drawing changes, so every URL changes with it. */
export const SHARE_TEMPLATE_VERSION = 1;

export const SHARE_IMAGE_EXTENSION = '.jpg';

/** The image's version: a short hash of the template and the card. */
export function shareCardVersion(card: ShareCard): string {
  return createHash('sha256')
    .update(JSON.stringify([SHARE_TEMPLATE_VERSION, card]))
    .digest('base64url')
    .slice(0, 16);
}

/** Kinds whose lookup needs a module (the API answers items and categories per module). */
export const MODULE_KINDS: ReadonlySet<string> = new Set(['product', 'campaign-item', 'category']);

/** The path of a target's image, without the version. */
export function shareImagePath(target: ShareTarget): string {
  if (target.kind === 'site') return `/share-image/${target.locale}/site${SHARE_IMAGE_EXTENSION}`;
  const scope = MODULE_KINDS.has(target.kind) ? `/${target.moduleId ?? 0}` : '';
  const ref = encodeURIComponent(target.ref);
  return `/share-image/${target.locale}/${target.kind}${scope}/${ref}${SHARE_IMAGE_EXTENSION}`;
}

/** The og:image of a page: absolute URL on the page's own origin, size, type and alt text. */
export function shareImageOf(siteUrl: string, target: ShareTarget, card: ShareCard): ShareImage {
  return {
    url: `${siteUrl}${shareImagePath(target)}?v=${shareCardVersion(card)}`,
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    type: SHARE_IMAGE_TYPE,
    alt: shareImageAlt(card),
  };
}

/** Longest slug or id the route looks up (the category loader's bound, features/listing/server.ts). */
const MAX_REF_LENGTH = 120;
const KINDS: ReadonlySet<string> = new Set(['product', 'campaign-item', 'store', 'category']);

function refOf(file: string | undefined): string | null {
  if (!file?.endsWith(SHARE_IMAGE_EXTENSION)) return null;
  const ref = file.slice(0, -SHARE_IMAGE_EXTENSION.length);
  return ref && ref.length <= MAX_REF_LENGTH && !/[/\\\s]/.test(ref) ? ref : null;
}

/** The target of a share image path's segments (after `/share-image/`); null when malformed. */
export function parseSharePath(parts: string[], locales: readonly string[]): ShareTarget | null {
  const [locale, kind, ...rest] = parts;
  if (!locales.includes(locale)) return null;
  if (kind === `site${SHARE_IMAGE_EXTENSION}` && rest.length === 0) {
    return { kind: 'site', locale, moduleId: null, ref: '' };
  }
  if (!KINDS.has(kind)) return null;
  const needsModule = MODULE_KINDS.has(kind);
  if (rest.length !== (needsModule ? 2 : 1)) return null;
  if (needsModule && !/^[1-9]\d{0,8}$/.test(rest[0])) return null;
  const moduleId = needsModule ? Number(rest[0]) : null;
  const ref = refOf(rest[rest.length - 1]);
  return ref ? { kind: kind as ShareKind, locale, moduleId, ref } : null;
}
