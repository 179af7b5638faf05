import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { ApiError } from '../errors';
import type { ApiLocale } from '../locale';
import { profileUploadDir } from '../routes/uploads';
import type { ApiEnv } from '../types';
import { acceptImage, serveUpload, type CleanImage } from '../uploads/image';
import { om } from './messages';

/** Per file (the spec's image picker: images only, at most 3 per submission). */
export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;
export const MAX_ATTACHMENTS = 3;

/** `<UPLOAD_DIR>/order`: prescriptions, parcel photos and review attachments (beside `profile`). */
export function orderUploadDir(): string {
  return path.join(path.dirname(profileUploadDir()), 'order');
}

export const attachmentUrl = (origin: string, file: string): string =>
  /^https?:\/\//i.test(file) ? file : `${origin}/api/v1/uploads/order/${encodeURIComponent(file)}`;

export type CheckedImage = CleanImage;

/**
 * Reads an attachment field (one file or several; `field[]` arrives as an array): images only (by
 * their bytes), each ≤ 2 MB, at most 3, each decoded and drawn again (../uploads/image.ts).
 * 403 `<field>` otherwise.
 */
export async function readImages(
  value: unknown,
  field: string,
  locale: ApiLocale,
): Promise<CheckedImage[]> {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  if (list.length > MAX_ATTACHMENTS) throw ApiError.of(403, field, om(locale, 'too_many_images'));
  const out: CheckedImage[] = [];
  for (const entry of list) {
    if (!(entry instanceof File))
      throw ApiError.of(403, field, om(locale, 'image_type', { field }));
    if (entry.size > MAX_ATTACHMENT_BYTES)
      throw ApiError.of(
        403,
        field,
        om(locale, 'image_size', { field, kb: MAX_ATTACHMENT_BYTES / 1024 }),
      );
    out.push(await acceptImage(entry, field, locale, om(locale, 'image_type', { field })));
  }
  return out;
}

/** Writes checked images under random names; returns the names. */
export async function saveImages(images: CheckedImage[]): Promise<string[]> {
  if (!images.length) return [];
  const dir = orderUploadDir();
  await mkdir(dir, { recursive: true });
  const names: string[] = [];
  for (const image of images) {
    const name = `${randomBytes(16).toString('hex')}.${image.ext}`;
    await writeFile(path.join(dir, name), image.bytes, { mode: 0o644 });
    names.push(name);
  }
  return names;
}

export async function removeImages(names: string[]): Promise<void> {
  await Promise.all(names.map((name) => unlink(path.join(orderUploadDir(), name)).catch(() => {})));
}

/** GET /uploads/order/<file>: serves order and review attachments (random names, cacheable). */
export const orderUploadRoutes = new Hono<ApiEnv>();

orderUploadRoutes.get('/:file{[a-f0-9]{32}\\.(?:png|jpg|gif|webp)}', (c) =>
  serveUpload(c, orderUploadDir(), c.req.param('file'), 'private, max-age=31536000, immutable'),
);
