import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { readTemplate, templatePath, writeTemplate } from './template';

export { schema };
export type Schema = typeof schema;

/**
 * The application database: drizzle over PostgreSQL, typed with the full schema. Both drivers (PGlite and
 * node-postgres) produce a value of this type, so code must only use the portable PgDatabase API.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Db;
  /** Which driver is behind `db`. */
  driver: 'pglite' | 'node-postgres';
  /** Runs `select 1`; rejects when the database is unreachable. */
  ping(): Promise<void>;
  /** Closes the connection (PGlite instance or pg pool). */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PGlite data folder. Default: env DATA_DIR, else `.data/pglite`. `'memory://'` = in-memory. */
  dataDir?: string;
  /** PostgreSQL connection string. Default: env DATABASE_URL. When set, PGlite is not used. */
  url?: string;
  /** Seed the demo marketplace when the database is empty. Default true. */
  seed?: boolean;
  /** Clock for the seed (campaign and flash-sale windows are relative to it). Default: now. */
  now?: Date;
}

/** Folder holding drizzle-kit's SQL migrations. */
export const migrationsFolder = (): string =>
  path.join(/*turbopackIgnore: true*/ process.cwd(), 'drizzle');

/** Default PGlite folder (DATA_DIR or `.data/pglite`, relative to the working directory). */
export const defaultDataDir = (): string => process.env.DATA_DIR || path.join('.data', 'pglite');

/** Arbitrary constant used with pg_advisory_lock so concurrent processes migrate and seed one at a time. */
const MIGRATION_LOCK_KEY = 6_242_017;

function logSeed(counts: Record<string, number> | null): void {
  if (!counts || process.env.DB_SEED_QUIET === '1') return;
  console.info(
    `[db] seeded demo marketplace: ${counts.stores ?? 0} stores, ${counts.items ?? 0} items in ${counts.seed_ms ?? 0} ms`,
  );
}

/**
 * Opens the database, applies pending migrations and (unless `seed === false`) seeds the demo marketplace
 * when the database is empty.
 */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const url = opts.url ?? process.env.DATABASE_URL;
  const seed = opts.seed !== false;
  const { seedDatabase } = await import('./seed');

  if (url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({
      connectionString: url,
      max: Number(process.env.DATABASE_POOL_MAX || 10),
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
    try {
      // Migrate and seed on one connection holding an advisory lock: several processes may start at once.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const lockedDb = drizzle({ client, schema });
        await migrate(lockedDb, { migrationsFolder: migrationsFolder() });
        if (seed) logSeed(await seedDatabase(lockedDb, { now: opts.now }));
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    const db = drizzle({ client: pool, schema });
    return {
      db,
      driver: 'node-postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = opts.dataDir ?? defaultDataDir();
  const inMemory = dataDir.startsWith('memory://');
  // In-memory databases (tests) start from a cached dump when one exists; see template.ts.
  const template = inMemory && !opts.now ? templatePath(migrationsFolder(), seed) : null;
  const loadDataDir = readTemplate(template);
  const dir = inMemory ? null : path.resolve(/*turbopackIgnore: true*/ process.cwd(), dataDir);
  let client: InstanceType<typeof PGlite>;
  if (dir === null) {
    client = new PGlite(loadDataDir ? { loadDataDir } : undefined);
  } else {
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  let db = drizzle({ client, schema });
  try {
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const seeded = seed ? await seedDatabase(db, { now: opts.now }) : null;
    logSeed(seeded);
    if (template && !loadDataDir) await writeTemplate(template, () => client.dumpDataDir('gzip'));
    // Seeding grows PGlite's WebAssembly memory by about 400 MB, and WebAssembly memory never
    // shrinks: a folder just seeded is closed and opened again, so the server does not carry the
    // seed's peak for its whole life. The closed instance's memory goes with V8's next full
    // collection (here within about 30 s of start): about 480 MiB resident then, not 850.
    if (seeded && dir !== null) {
      await client.close();
      client = new PGlite(dir);
      db = drizzle({ client, schema });
    }
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

type DbGlobal = typeof globalThis & { __martDb?: Promise<DatabaseHandle> };

/**
 * The process-wide database, opened lazily on first call (never at import time) and kept on `globalThis`
 * so dev-server reloads reuse it. Concurrent first calls share one opening promise; a failed opening is
 * forgotten so the next call retries.
 */
export function getDb(): Promise<DatabaseHandle> {
  const g = globalThis as DbGlobal;
  if (!g.__martDb) {
    const opening = openDatabase();
    g.__martDb = opening;
    opening.catch(() => {
      if (g.__martDb === opening) g.__martDb = undefined;
    });
  }
  return g.__martDb;
}

/** Closes the process-wide database if it was opened (graceful shutdown, tests). */
export async function closeDb(): Promise<void> {
  const g = globalThis as DbGlobal;
  const opening = g.__martDb;
  g.__martDb = undefined;
  if (!opening) return;
  const handle = await opening.catch(() => undefined);
  await handle?.close();
}
