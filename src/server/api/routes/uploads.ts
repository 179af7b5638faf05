import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { ApiError } from '../errors';
import type { ApiEnv } from '../types';

export const MAX_PROFILE_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * `<UPLOAD_DIR>/profile`. UPLOAD_DIR defaults to an `uploads` folder beside the PGlite folder
 * (DATA_DIR, default `.data/pglite`, so `.data/uploads`) — never inside it — or a temp folder when
 * the database is in memory ("memory://").
 */
export function profileUploadDir(): string {
  const dataDir = process.env.DATA_DIR || path.join('.data', 'pglite');
  const root =
    process.env.UPLOAD_DIR ||
    (dataDir.startsWith('memory://')
      ? path.join(os.tmpdir(), 'mart-uploads')
      : path.join(
          path.dirname(path.resolve(/*turbopackIgnore: true*/ process.cwd(), dataDir)),
          'uploads',
        ));
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), root, 'profile');
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The image format from its magic bytes (png, jpg, gif, webp), or null for anything else. */
export function detectImage(bytes: Uint8Array): keyof typeof CONTENT_TYPES | null {
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

/** Serves uploaded profile images; names are random hex, so they can be cached for good. */
export const uploadRoutes = new Hono<ApiEnv>();

uploadRoutes.get('/profile/:file{[a-f0-9]{32}\\.(?:png|jpg|gif|webp)}', async (c) => {
  const file = c.req.param('file');
  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(profileUploadDir(), file));
  } catch {
    throw ApiError.of(404, 'file', 'File not found.');
  }
  const ext = file.slice(file.lastIndexOf('.') + 1);
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': CONTENT_TYPES[ext],
    'Content-Length': String(bytes.byteLength),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
});
