/**
 * Resets the database and reseeds the demo marketplace.
 * - DATABASE_URL set: drops every table of the app schema and drizzle's migration journal, then migrates and seeds.
 * - Otherwise (PGlite): deletes the data folder (DATA_DIR or .data/pglite) and recreates it.
 * Run: npm run db:reset
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import { defaultDataDir, openDatabase, schema } from '../src/server/db';
import { seedDatabase } from '../src/server/db/seed';

async function dropPostgres(url: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const names = Object.values(schema)
      .filter((value) => isTable(value))
      .map((table) => getTableName(table));
    for (const name of names) await client.query(`drop table if exists "${name}" cascade`);
    await client.query('drop schema if exists drizzle cascade');
    console.info(`Dropped ${names.length} tables and the drizzle migration journal.`);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const started = Date.now();
  if (url) {
    console.info('Resetting PostgreSQL database from DATABASE_URL…');
    await dropPostgres(url);
  } else {
    const dir = path.resolve(process.cwd(), defaultDataDir());
    rmSync(dir, { recursive: true, force: true });
    console.info(`Deleted PGlite data folder ${dir}`);
  }
  const handle = await openDatabase({ url, seed: false });
  try {
    console.info(`Migrated (${handle.driver}) in ${Date.now() - started} ms.`);
    const counts = await seedDatabase(handle.db);
    if (!counts) {
      console.info('Database already seeded; nothing to do.');
      return;
    }
    const { seed_ms: seedMs, ...rows } = counts;
    console.info(`Seeded in ${seedMs} ms:`);
    for (const [table, n] of Object.entries(rows)) console.info(`  ${table.padEnd(28)} ${n}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
