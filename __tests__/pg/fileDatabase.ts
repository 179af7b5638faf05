import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type FileDatabase, quoteName, withClient, withDatabase } from './admin';

/**
 * One database per test file on the PostgreSQL run (npm run test:pg): files run in parallel and
 * assume a freshly seeded marketplace, so sharing the server's database makes them see each other's
 * orders and carts. A template database is migrated and seeded once (under an advisory lock, whichever
 * file comes first), and each file gets a copy (`create database … template …`: a block copy, about a
 * quarter of a second, where a seed takes seconds). The jest environment (./environment.ts) drops the copy after the file.
 */

/** Arbitrary constant for pg_advisory_lock: test files build the template one at a time. */
const TEMPLATE_LOCK_KEY = 6_242_018;
const TEMPLATE_PREFIX = 'mart_test_template_';

function hashFolder(hash: ReturnType<typeof createHash>, dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir).sort()) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) hashFolder(hash, file);
    else hash.update(file).update(readFileSync(file));
  }
}

/**
 * The template's name changes with the migrations, the seed and auth sources and the local date (seed
 * dates are relative to the day), so a long-lived server never hands out a stale copy.
 */
function templateName(): string {
  const hash = createHash('sha256');
  for (const dir of ['drizzle', 'src/server/db', 'src/server/auth'])
    hashFolder(hash, path.join(process.cwd(), dir));
  const today = new Date();
  hash.update(`${today.getFullYear()}-${today.getMonth() + 1}-${today.getDate()}`);
  return `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`;
}

/** Migrates and seeds `name` (with the demo customer) through the app's own openDatabase. */
async function buildTemplate(serverUrl: string, name: string): Promise<void> {
  const { openDatabase } = await import('@/server/db');
  const { seedAuth } = await import('@/server/auth/seed');
  const handle = await openDatabase({ url: withDatabase(serverUrl, name) });
  try {
    await seedAuth(handle.db);
  } finally {
    await handle.close();
  }
}

/** Creates the template unless a finished one exists; templates of other sources are dropped. */
async function ensureTemplate(serverUrl: string): Promise<string> {
  const name = templateName();
  await withClient(serverUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const { rows } = await client.query<{ datname: string; datistemplate: boolean }>(
        'select datname, datistemplate from pg_database where datname like $1',
        [`${TEMPLATE_PREFIX}%`],
      );
      if (rows.some((row) => row.datname === name && row.datistemplate)) return;
      for (const row of rows) {
        // Stale, or a build that failed half-way (not marked as a template yet).
        await client.query(`alter database ${quoteName(row.datname)} is_template false`);
        await client.query(`drop database ${quoteName(row.datname)} with (force)`);
      }
      await client.query(`create database ${quoteName(name)}`);
      await buildTemplate(serverUrl, name);
      await client.query(`alter database ${quoteName(name)} is_template true`);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return name;
}

/** A fresh copy of the seeded template for this test file. */
export async function createFileDatabase(serverUrl: string): Promise<FileDatabase> {
  const template = await ensureTemplate(serverUrl);
  const name = `mart_test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) =>
    client.query(`create database ${quoteName(name)} template ${quoteName(template)}`),
  );
  return { serverUrl, name };
}
