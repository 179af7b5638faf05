import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ApiError } from '../errors';
import { messageLookup, type ApiLocale } from '../locale';
import type { ApiContext } from '../types';

/**
 * Every image a customer uploads (profile picture, order attachments and prescriptions, chat images,
 * refund and review photos) passes through here on arrival, and every upload is served from here.
 *
 * Arrival: the bytes must start like a PNG, JPEG, GIF or WebP and decode as one; the picture is then
 * drawn again by sharp into a new file (JPEG stays JPEG, PNG stays PNG, WebP stays WebP, a GIF's
 * first frame becomes a PNG), turned upright, shrunk to fit MAX_STORED_SIDE and without metadata
 * (EXIF location, comments). What a file carried besides its picture (HTML or a script appended
 * after the image data, a polyglot) is not in the file that is stored.
 *
 * Serving: the type comes from the stored bytes, never from a name a client chose, with nosniff and
 * a sandboxing Content-Security-Policy, so even a file stored before this check (or one a browser
 * would sniff as HTML) cannot run in the API's origin.
 */

/** Formats stored: what the arrival check writes. */
export type StoredFormat = 'png' | 'jpg' | 'webp';
/** Formats recognised by their first bytes: the accepted uploads, and older stored GIFs. */
export type ImageFormat = StoredFormat | 'gif';

/**
 * The largest picture decoded, in pixels (6000 × 4000, a 24-megapixel camera): a small file can
 * describe a huge picture, and decoding it costs 4 bytes per pixel of memory.
 */
export const MAX_IMAGE_PIXELS = 24_000_000;

/**
 * The longest side stored, in pixels: uploads are served as they are (no image optimizer in
 * between), so a 40 px avatar would otherwise download the whole camera photo. Smaller pictures
 * are not enlarged.
 */
export const MAX_STORED_SIDE = 2048;

const CONTENT_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The image format from its magic bytes (png, jpg, gif, webp), or null for anything else. */
export function detectImage(bytes: Uint8Array): ImageFormat | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (
    starts([0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** What sharp calls each accepted format. */
const SHARP_FORMATS: Record<ImageFormat, string> = {
  png: 'png',
  jpg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
};

export interface CleanImage {
  /** The re-encoded picture. */
  bytes: Buffer;
  ext: StoredFormat;
}

/** Why an upload is refused: not one of the formats, does not decode, or too many pixels. */
export type ImageRefusal = 'type' | 'unreadable' | 'dimensions';

export type ImageCheck = { ok: true; image: CleanImage } | { ok: false; reason: ImageRefusal };

/** Decodes the upload and draws it again into a new file of its format family (see above). */
export async function cleanImage(bytes: Uint8Array): Promise<ImageCheck> {
  const format = detectImage(bytes);
  if (!format) return { ok: false, reason: 'type' };
  // Loaded on the first upload, not with the API: sharp and libvips' threads hold tens of MiB of
  // memory that a server process which never receives an upload need not carry.
  const { default: sharp } = await import('sharp');
  // failOn 'error': a warning (a phone's slightly odd JPEG) is accepted, broken data is not.
  const input = (limitInputPixels: number | false) =>
    sharp(bytes, { failOn: 'error', limitInputPixels, animated: false });
  try {
    // The header alone (no pixels decoded yet) tells the size, so a huge one gets its own message.
    const meta = await input(false).metadata();
    if (meta.format !== SHARP_FORMATS[format]) return { ok: false, reason: 'unreadable' };
    if (!meta.width || !meta.height) return { ok: false, reason: 'unreadable' };
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) return { ok: false, reason: 'dimensions' };
    const upright = input(MAX_IMAGE_PIXELS).autoOrient().resize({
      width: MAX_STORED_SIDE,
      height: MAX_STORED_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    if (format === 'jpg') return clean(await upright.jpeg({ quality: 85 }).toBuffer(), 'jpg');
    if (format === 'webp') return clean(await upright.webp({ quality: 85 }).toBuffer(), 'webp');
    return clean(await upright.png().toBuffer(), 'png');
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

const clean = (bytes: Buffer, ext: StoredFormat): ImageCheck => ({
  ok: true,
  image: { bytes, ext },
});

const imageMessage = messageLookup({
  unreadable: {
    en: 'The {field} could not be read as an image.',
    ar: 'تعذرت قراءة {field} كصورة.',
    fr: 'Le champ {field} n’a pas pu être lu comme une image.',
  },
  dimensions: {
    en: 'The {field} must not have more than {mp} megapixels.',
    ar: 'يجب ألا تتجاوز {field} {mp} ميغابكسل.',
    fr: 'Le champ {field} ne doit pas dépasser {mp} mégapixels.',
  },
});

/**
 * The upload's picture drawn again (cleanImage), else 403 `<field>` (the contract's shape):
 * `typeMessage` for a file that is not one of the formats (each endpoint keeps its own wording),
 * and this module's message for one that does not decode or is too large.
 */
export async function acceptImage(
  file: Blob,
  field: string,
  locale: ApiLocale,
  typeMessage: string,
): Promise<CleanImage> {
  const checked = await cleanImage(new Uint8Array(await file.arrayBuffer()));
  if (checked.ok) return checked.image;
  if (checked.reason === 'type') throw ApiError.of(403, field, typeMessage);
  const mp = MAX_IMAGE_PIXELS / 1_000_000;
  throw ApiError.of(403, field, imageMessage(locale, checked.reason, { field, mp }));
}

/**
 * Answers a stored upload from `dir`: 404 when absent; the type from its bytes (an image's, else a
 * download), never from the name; nosniff and a sandbox so nothing in it runs as a page.
 */
export async function serveUpload(
  c: ApiContext,
  dir: string,
  file: string,
  cacheControl: string,
): Promise<Response> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(dir, file));
  } catch {
    throw ApiError.of(404, 'file', 'File not found.');
  }
  const format = detectImage(bytes);
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': format ? CONTENT_TYPES[format] : 'application/octet-stream',
    ...(!format && { 'Content-Disposition': 'attachment' }),
    'Content-Length': String(bytes.byteLength),
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
}
