import { call, makeApp, openTestDb, type App, type TestDb } from './helpers';

/**
 * The two public order lists (GET customer/order/cancellation-reasons and parcel-instructions):
 * active rows only, by id, localised by X-localization, paged with 1-based `offset` and the integer
 * `limit`/`offset` echoed back. Pins their behaviour while they share one implementation.
 */

jest.setTimeout(60_000);

let testDb: TestDb;
let app: App;

beforeAll(async () => {
  testDb = await openTestDb();
  app = makeApp(testDb.db);
}, 240_000);

afterAll(() => testDb?.close());

const get = (path: string, locale?: string) =>
  call(app, 'GET', `/customer/order/${path}`, {
    headers: locale ? { 'X-localization': locale } : {},
  });

type Row = Record<string, unknown> & { id: number; status: number };

describe.each([
  { path: 'cancellation-reasons', text: 'reason', keys: ['reason', 'user_type'] },
  { path: 'parcel-instructions', text: 'instruction', keys: ['instruction'] },
])('GET $path', ({ path, text, keys }) => {
  it('pages the active rows by id with the contract shape', async () => {
    const all = await get(`${path}?limit=100&offset=1`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ limit: 100, offset: 1 });
    const rows = all.body.data as Row[];
    expect(rows.length).toBeGreaterThan(1);
    expect(all.body.total_size).toBe(rows.length);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => a - b));
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        ['id', ...keys, 'status', 'created_at', 'updated_at'].sort(),
      );
      expect(row.status).toBe(1);
      expect(row[text]).toEqual(expect.any(String));
      expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    const second = await get(`${path}?limit=1&offset=2`);
    expect(second.body).toEqual({
      total_size: rows.length,
      limit: 1,
      offset: 2,
      data: [rows[1]],
    });
    const defaults = await get(path);
    expect(defaults.body).toMatchObject({ limit: 25, offset: 1, total_size: rows.length });
    expect((await get(`${path}?limit=101`)).status).toBe(403);
  });

  it('leaves inactive rows out and translates the text', async () => {
    const en = (await get(`${path}?limit=100`)).body.data as Row[];
    const ar = (await get(`${path}?limit=100`, 'ar')).body.data as Row[];
    expect(ar.map((r) => r.id)).toEqual(en.map((r) => r.id));
    expect(ar.some((r, i) => r[text] !== en[i][text])).toBe(true);
    const table = path.replace('-', '_');
    await testDb.db.execute(`update ${table} set status = 0 where id = ${en[0].id}`);
    try {
      const after = await get(`${path}?limit=100`);
      expect(after.body.total_size).toBe(en.length - 1);
      expect((after.body.data as Row[]).map((r) => r.id)).not.toContain(en[0].id);
    } finally {
      await testDb.db.execute(`update ${table} set status = 1 where id = ${en[0].id}`);
    }
  });
});

it('cancellation reasons filter by user type and refuse an unknown one', async () => {
  const customer = (await get('cancellation-reasons?limit=100&type=customer')).body.data as Row[];
  expect(customer.length).toBeGreaterThan(0);
  expect(customer.every((r) => r.user_type === 'customer')).toBe(true);
  const all = (await get('cancellation-reasons?limit=100')).body.total_size as number;
  expect(customer.length).toBeLessThanOrEqual(all);
  expect((await get('cancellation-reasons?type=robot')).status).toBe(403);
});
