import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, schema } from '@/server/db';

/**
 * Migration 0003 widens every column holding a guest id to bigint (guest ids became random 48 to 53-bit
 * numbers, see src/server/auth/guest.ts): a database made before it keeps its serial guests, their
 * carts, orders and addresses, and then stores the largest guest id exactly.
 */

jest.setTimeout(120_000);

type Journal = { entries: { idx: number; tag: string }[] };

let dir: string;
let client: PGlite;
let db: PgliteDatabase<typeof schema>;

/** A migrations folder holding only the migrations before 0003. */
function migrationsBefore0003(): string {
  const source = migrationsFolder();
  const journal = JSON.parse(
    readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const entries = journal.entries.filter((entry) => entry.idx < 3);
  mkdirSync(path.join(dir, 'meta'), { recursive: true });
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries)
    copyFileSync(path.join(source, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

const rows = async <T>(query: string) => (await db.execute(sql.raw(query))).rows as unknown as T[];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mart-db-0003-'));
  client = new PGlite();
  db = drizzle({ client, schema });
});

afterAll(async () => {
  await client.close();
  rmSync(dir, { recursive: true, force: true });
});

it('keeps the serial guests and their rows, then stores guest ids up to 2^53 - 1', async () => {
  await migrate(db, { migrationsFolder: migrationsBefore0003() });
  const [{ module_id }] = await rows<{ module_id: number }>(
    `insert into modules (module_name, module_type, slug) values ('Food', 'food', 'food')
      returning id as module_id`,
  );
  const [{ guest_id }] = await rows<{ guest_id: number }>(
    `insert into guests (ip_address) values ('203.0.113.7') returning id as guest_id`,
  );
  await db.execute(
    sql.raw(`insert into carts (user_id, is_guest, module_id, item_id, price, quantity)
      values (${guest_id}, true, ${module_id}, 1, 10, 2)`),
  );
  await db.execute(
    sql.raw(`insert into orders (user_id, is_guest, module_id, payment_method)
      values (${guest_id}, true, ${module_id}, 'cash_on_delivery')`),
  );
  await db.execute(
    sql.raw(`insert into customer_addresses
      (user_id, is_guest, contact_person_name, contact_person_number, address, latitude, longitude)
      values (${guest_id}, true, 'Nadia', '+212600000002', 'Rue 1', '33.5', '-7.6')`),
  );

  await migrate(db, { migrationsFolder: migrationsFolder() });

  const types = await rows<{ table_name: string; column_name: string; data_type: string }>(
    `select table_name, column_name, data_type from information_schema.columns
      where (table_name = 'guests' and column_name = 'id')
         or (table_name in ('carts', 'orders', 'customer_addresses') and column_name = 'user_id')
      order by table_name`,
  );
  expect(types.map((t) => [t.table_name, t.data_type])).toEqual([
    ['carts', 'bigint'],
    ['customer_addresses', 'bigint'],
    ['guests', 'bigint'],
    ['orders', 'bigint'],
  ]);
  // Ids are drawn by the API now: no sequence hands out the next guest id.
  const [identity] = await rows<{ is_identity: string; column_default: string | null }>(
    `select is_identity, column_default from information_schema.columns
      where table_name = 'guests' and column_name = 'id'`,
  );
  expect(identity).toEqual({ is_identity: 'NO', column_default: null });

  const owned = eq(schema.carts.user_id, guest_id);
  expect(await db.select({ id: schema.guests.id }).from(schema.guests)).toEqual([{ id: guest_id }]);
  expect(await db.select({ q: schema.carts.quantity }).from(schema.carts).where(owned)).toEqual([
    { q: 2 },
  ]);
  expect(
    await db
      .select({ user: schema.orders.user_id, guest: schema.orders.is_guest })
      .from(schema.orders),
  ).toEqual([{ user: guest_id, guest: true }]);
  expect(
    await db.select({ user: schema.customerAddresses.user_id }).from(schema.customerAddresses),
  ).toEqual([{ user: guest_id }]);

  const biggest = Number.MAX_SAFE_INTEGER;
  await db.insert(schema.guests).values({ id: biggest });
  await db.insert(schema.carts).values({
    user_id: biggest,
    is_guest: true,
    module_id,
    item_id: 1,
    price: 5,
    quantity: 1,
  });
  const [line] = await db
    .select({ user: schema.carts.user_id })
    .from(schema.carts)
    .where(eq(schema.carts.user_id, biggest));
  expect(line).toEqual({ user: biggest });
});
