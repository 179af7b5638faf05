import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The pictures a share image is drawn from: the item's, store's or category's own image and the
 * shop's logo, as the API names them. Only two kinds of address are read, never an arbitrary URL:
 * - this site's `/demo/…` images (what the built-in API names, on the request's origin), read from
 *   public/demo on disk;
 * - the configured backend's (NEXT_PUBLIC_BASE_URL, reached through API_BASE_URL when that is set),
 *   fetched with a time limit, no redirects and a size limit.
 * Anything else (another host, a storage bucket, a redirect, a non-image) gives no picture, and
 * the card is drawn without it.
 */

export interface SourcePolicy {
  /** Origins that are this site: the request's own and the configured site URL. */
  siteOrigins: string[];
  /** The backend's public origin and the origin this server reaches it by. */
  backend: { publicOrigin: string; serverOrigin: string } | null;
  /** Absolute path of `public/`. */
  publicDir: string;
}

export type Source = { kind: 'file'; file: string } | { kind: 'remote'; url: string };

/** Largest picture read: a share image needs at most 600 pixels of it. */
export const MAX_SOURCE_BYTES = 5 * 1024 * 1024;
/** Decoding limit (width × height) for pictures and SVG drawings. */
export const MAX_SOURCE_PIXELS = 25_000_000;
const FETCH_TIMEOUT_MS = 4_000;
const IMAGE_EXTENSION = /\.(svg|png|jpe?g|webp|gif|avif)$/i;

const originOf = (value: string) => {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

/** A `/demo/…` path of this site as a file under public/demo, or null when it leaves that folder. */
function demoFile(pathname: string, publicDir: string): string | null {
  if (!pathname.startsWith('/demo/') || !IMAGE_EXTENSION.test(pathname)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const root = path.join(publicDir, 'demo');
  const file = path.resolve(publicDir, `.${decoded}`);
  return file.startsWith(`${root}${path.sep}`) && !decoded.includes('\0') ? file : null;
}

/** Where an image URL may be read from under the policy; null when it may not. */
export function sourceOf(url: string | null | undefined, policy: SourcePolicy): Source | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password) return null;
  const siteOrigins = policy.siteOrigins.map(originOf);
  if (siteOrigins.includes(parsed.origin)) {
    const file = demoFile(parsed.pathname, policy.publicDir);
    return file ? { kind: 'file', file } : null;
  }
  const backend = policy.backend;
  if (backend && originOf(backend.publicOrigin) === parsed.origin) {
    const server = new URL(backend.serverOrigin);
    const target = new URL(`${parsed.pathname}${parsed.search}`, server.origin);
    return { kind: 'remote', url: target.href };
  }
  return null;
}

/** The body of a response, or null once it passes `limit` bytes. */
async function limitedBody(response: Response, limit: number): Promise<Buffer | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!response.body) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function fetchImage(url: string): Promise<Buffer | null> {
  const response = await fetch(url, {
    redirect: 'error',
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { Accept: 'image/*' },
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.toLowerCase().startsWith('image/')) {
    await response.body?.cancel();
    return null;
  }
  return limitedBody(response, MAX_SOURCE_BYTES);
}

async function readSmallFile(file: string): Promise<Buffer | null> {
  const bytes = await readFile(file);
  return bytes.byteLength <= MAX_SOURCE_BYTES ? bytes : null;
}

/**
 * The bytes of an image URL under the policy; null when there is none, it is not allowed, or it
 * cannot be had. Bytes, not paths, go to sharp, so an SVG cannot pull in files beside it.
 */
export async function readSource(
  url: string | null | undefined,
  policy: SourcePolicy,
): Promise<Buffer | null> {
  const source = sourceOf(url, policy);
  if (!source) return null;
  try {
    return source.kind === 'file' ? await readSmallFile(source.file) : await fetchImage(source.url);
  } catch {
    return null;
  }
}

/** A source picture decoded and scaled into `width` × `height` (`cover` crops, `inside` fits). */
export async function decodeSource(
  bytes: Buffer,
  width: number,
  height: number,
  fit: 'cover' | 'inside',
): Promise<{ data: Buffer; width: number; height: number } | null> {
  try {
    const options = { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error' as const };
    const meta = await sharp(bytes, options).metadata();
    // An SVG is drawn at its own size unless asked for more: draw it large enough not to blur.
    const scale =
      meta.format === 'svg' && meta.width && meta.height
        ? Math.max(width / meta.width, height / meta.height, 1)
        : 1;
    const density = Math.min(72 * scale, 1200);
    const { data, info } = await sharp(bytes, { ...options, density })
      .resize(width, height, { fit, withoutEnlargement: false })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
