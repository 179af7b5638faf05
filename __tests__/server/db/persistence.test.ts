import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { closeDb, getDb, openDatabase } from '@/server/db';
import * as s from '@/server/db/schema';

jest.setTimeout(240_000);

describe('PGlite persistence', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mart-db-test-'));
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps its rows after close and reopen, without reseeding', async () => {
    const first = await openDatabase({ dataDir: dir });
    const countItems = async (db: typeof first.db) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(s.items))[0].n;
    const items = await countItems(first.db);
    expect(items).toBeGreaterThan(300);
    await first.db.insert(s.newsletterSubscribers).values({ email: 'persist@example.test' });
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    expect(await countItems(second.db)).toBe(items);
    const subs = await second.db.select().from(s.newsletterSubscribers);
    expect(subs.map((r) => r.email)).toEqual(['persist@example.test']);
    await second.close();
  });

  it('getDb() is a lazy process singleton shared by concurrent callers', async () => {
    const previous = process.env.DATA_DIR;
    process.env.DATA_DIR = 'memory://';
    try {
      const [a, b] = await Promise.all([getDb(), getDb()]);
      expect(a).toBe(b);
      expect(await getDb()).toBe(a);
      await a.ping();
    } finally {
      await closeDb();
      if (previous === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = previous;
    }
  });
});
