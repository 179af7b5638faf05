import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * On-disk cache of in-memory PGlite databases ("memory://"), used by tests: starting PGlite from a dumped
 * data directory skips initdb, the migrations and the seed (several seconds per test file on a busy
 * machine). The cache key covers the migrations, the seed and schema sources, the PGlite version and the
 * local date (seed dates are relative to "now", and one store is closed on the seed's weekday).
 * Disable with PGLITE_TEMPLATE_CACHE=0.
 */

const CACHE_DIR = () => path.join(os.tmpdir(), 'mart-pglite-templates');

function hashDir(hash: ReturnType<typeof createHash>, dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir).sort()) {
    const p = path.join(dir, entry);
    if (statSync(p).isDirectory()) hashDir(hash, p);
    else {
      hash.update(p);
      hash.update(readFileSync(p));
    }
  }
}

function localDate(): string {
  const d = new Date();
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

/** Cache file for the given variant, or null when caching is off or sources cannot be read. */
export function templatePath(migrationsFolder: string, seeded: boolean): string | null {
  if (process.env.PGLITE_TEMPLATE_CACHE === '0') return null;
  try {
    const hash = createHash('sha256');
    hashDir(hash, migrationsFolder);
    const dbSrc = path.join(/*turbopackIgnore: true*/ process.cwd(), 'src', 'server', 'db');
    if (seeded) {
      if (!existsSync(dbSrc)) return null;
      hashDir(hash, dbSrc);
      // the demo customer is created through the auth module
      hashDir(hash, path.join(/*turbopackIgnore: true*/ process.cwd(), 'src', 'server', 'auth'));
      hash.update(localDate());
    }
    const pglitePkg = path.join(
      /*turbopackIgnore: true*/ process.cwd(),
      'node_modules',
      '@electric-sql',
      'pglite',
      'package.json',
    );
    if (existsSync(pglitePkg)) hash.update(readFileSync(pglitePkg));
    hash.update(seeded ? 'seeded' : 'migrated');
    return path.join(CACHE_DIR(), `${hash.digest('hex').slice(0, 32)}.tar.gz`);
  } catch {
    return null;
  }
}

export function readTemplate(file: string | null): Blob | undefined {
  if (!file || !existsSync(file)) return undefined;
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}

/** Writes atomically (temp file + rename) so concurrent test workers never read a partial dump. */
export async function writeTemplate(file: string | null, dump: () => Promise<Blob>): Promise<void> {
  if (!file || existsSync(file)) return;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const data = Buffer.from(await (await dump()).arrayBuffer());
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(tmp, data);
    renameSync(tmp, file);
  } catch {
    // The cache is an optimisation only.
  }
}
