import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import type { ApiEnv } from '../types';
import { serveUpload } from '../uploads/image';

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

/** Serves uploaded profile images; names are random hex, so they can be cached for good. */
export const uploadRoutes = new Hono<ApiEnv>();

uploadRoutes.get('/profile/:file{[a-f0-9]{32}\\.(?:png|jpg|gif|webp)}', (c) =>
  serveUpload(c, profileUploadDir(), c.req.param('file'), 'public, max-age=31536000, immutable'),
);
