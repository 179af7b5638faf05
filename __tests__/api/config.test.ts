import { call, makeApp, openTestDb, type App, type TestDb } from './helpers';

let testDb: TestDb;
let app: App;

beforeAll(async () => {
  testDb = await openTestDb();
  app = makeApp(testDb.db);
}, 120_000);

afterAll(async () => {
  await testDb?.close();
});

describe('GET /config', () => {
  it('returns the flat configuration with 3.x and 2.x fields', async () => {
    const res = await call(app, 'GET', '/config');
    expect(res.status).toBe(200);
    expect(res.body.business_name).toBe('Atlas Mart');
  });
});
