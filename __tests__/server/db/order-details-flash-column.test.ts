import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, openDatabase, type Db } from '@/server/db';

/**
 * Migration 0002 (order_details.flash_sale_item_id) on databases made before it: the migrator adds the
 * column on the next start, and applies again over a column that is already there (IF NOT EXISTS).
 * The migrations after it run again with it, so they must tolerate being applied twice as well.
 */

jest.setTimeout(240_000);

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mart-db-0002-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const rows = async <T>(db: Db, query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

const hasColumn = async (db: Db) =>
  (
    await rows(
      db,
      `select 1 from information_schema.columns
        where table_name = 'order_details' and column_name = 'flash_sale_item_id'`,
    )
  ).length === 1;

/** When migration 0002 was made: the migrator records it as the migration's created_at. */
const MIGRATION_0002_MILLIS = (
  JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; when: number }[];
  }
).entries.find((entry) => entry.idx === 2)!.when;

/** Makes the database look as if migration 0002 and later had never run (optionally keeping the column). */
async function forget0002(db: Db, opts: { dropColumn: boolean }) {
  if (opts.dropColumn)
    await db.execute(sql`alter table order_details drop column flash_sale_item_id`);
  await db.execute(
    sql`delete from drizzle.__drizzle_migrations where created_at >= ${MIGRATION_0002_MILLIS}`,
  );
}

it('adds the column to an older database on the next start, and tolerates it being there', async () => {
  const first = await openDatabase({ dataDir: dir, seed: false });
  expect(await hasColumn(first.db)).toBe(true);
  await forget0002(first.db, { dropColumn: false });
  await first.close();

  // Restarted: the migrator runs 0002 (and what follows) over the column that is there.
  const second = await openDatabase({ dataDir: dir, seed: false });
  expect(await hasColumn(second.db)).toBe(true);
  await forget0002(second.db, { dropColumn: true });
  expect(await hasColumn(second.db)).toBe(false);
  await second.close();

  // Restarted on a database without the column: the migrator adds it.
  const third = await openDatabase({ dataDir: dir, seed: false });
  try {
    expect(await hasColumn(third.db)).toBe(true);
  } finally {
    await third.close();
  }
});
