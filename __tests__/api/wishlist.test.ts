import { call, registerUser, type CallResult } from './helpers';
import { closeCatalog, openCatalog, type Catalog } from './catalog/setup';

jest.setTimeout(60_000);

let cat: Catalog;

beforeAll(async () => {
  cat = await openCatalog();
}, 240_000);

afterAll(() => closeCatalog(cat));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses are JSON read back from the API
type Json = any;

const ZONE_1 = { zoneId: '[1]', moduleId: '1' };

function wish(
  method: string,
  path: string,
  token: string | undefined,
  headers: Record<string, string> = ZONE_1,
): Promise<CallResult<Json>> {
  return call(cat.app, method, `/customer/wish-list${path}`, { token, headers });
}

const codes = (res: CallResult<Json>) =>
  (res.body.errors as { code: string }[]).map((error) => error.code);

/** Visible items/stores of a module in a zone (the seed has both zones and several modules). */
async function pick(kind: 'item' | 'store', moduleId: number, zoneId: number, n = 1) {
  const rows =
    kind === 'item'
      ? await cat.q<{ id: number }>(
          `select i.id from items i join stores s on s.id = i.store_id
           where i.status = 1 and i.is_approved = 1 and s.status = 1
             and i.module_id = ${moduleId} and s.zone_id = ${zoneId} order by i.id limit ${n}`,
        )
      : await cat.q<{ id: number }>(
          `select id from stores where status = 1 and module_id = ${moduleId} and zone_id = ${zoneId}
           order by id limit ${n}`,
        );
  if (rows.length < n) throw new Error(`not enough seeded ${kind}s`);
  return rows.map((row) => row.id);
}

describe('auth:api', () => {
  it.each([
    ['GET', ''],
    ['POST', '/add?item_id=1'],
    ['DELETE', '/remove?item_id=1'],
  ])('%s wish-list%s answers 401 auth-001 without a token', async (method, path) => {
    const res = await wish(method, path, undefined);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] });
  });
});

describe('wish-list add, list and remove', () => {
  it('lists added items and stores newest first as {item:[Item], store:[Store]}', async () => {
    const { token } = await registerUser(cat.app);
    expect((await wish('GET', '', token)).body).toEqual({ item: [], store: [] });
    const [first, second] = await pick('item', 1, 1, 2);
    const [store] = await pick('store', 1, 1);
    for (const path of [
      `/add?item_id=${first}`,
      `/add?item_id=${second}`,
      `/add?store_id=${store}`,
    ]) {
      const res = await wish('POST', path, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Successfully added!' });
    }
    const list = await wish('GET', '', token);
    expect(list.status).toBe(200);
    expect(list.body.item.map((i: Json) => i.id)).toEqual([second, first]);
    expect(list.body.store.map((s: Json) => s.id)).toEqual([store]);
    // Full formatters: Item (API-ITEMS-2) and Store (API-STORES-2) fields.
    expect(list.body.item[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        price: expect.any(Number),
        image_full_url: expect.any(String),
        category_ids: expect.any(Array),
        store_name: expect.any(String),
      }),
    );
    expect(list.body.store[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), logo_full_url: expect.any(String) }),
    );
  });

  it('is scoped by the zoneId and moduleId headers (and lists everything without them)', async () => {
    const { token } = await registerUser(cat.app);
    const [casa] = await pick('item', 1, 1);
    const [rabat] = await pick('item', 1, 2);
    const [other] = await cat.q<{ id: number; module_id: number }>(
      `select i.id, i.module_id from items i join stores s on s.id = i.store_id join modules m on m.id = i.module_id
       where i.status = 1 and s.status = 1 and s.zone_id = 1 and i.module_id <> 1 and m.all_zone_service = 0
       order by i.id limit 1`,
    );
    for (const id of [casa, rabat, other.id])
      expect((await wish('POST', `/add?item_id=${id}`, token)).status).toBe(200);
    const inCasaFood = await wish('GET', '', token);
    expect(inCasaFood.body.item.map((i: Json) => i.id)).toEqual([casa]);
    const inRabat = await wish('GET', '', token, { zoneId: '[2]', moduleId: '1' });
    expect(inRabat.body.item.map((i: Json) => i.id)).toEqual([rabat]);
    const everywhere = await wish('GET', '', token, {});
    expect(everywhere.body.item.map((i: Json) => i.id).sort()).toEqual(
      [casa, rabat, other.id].sort(),
    );
    const badZone = await wish('GET', '', token, { zoneId: 'abc' });
    expect(badZone.status).toBe(403);
    expect(codes(badZone)).toEqual(['zoneId']);
  });

  it('409 when already listed (also under concurrent adds), one row kept', async () => {
    const { token } = await registerUser(cat.app);
    const [item] = await pick('item', 1, 1);
    const results = await Promise.all([
      wish('POST', `/add?item_id=${item}`, token),
      wish('POST', `/add?item_id=${item}`, token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const again = await wish('POST', `/add?item_id=${item}`, token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Already in your wishlist');
    expect((await wish('GET', '', token)).body.item).toHaveLength(1);
  });

  it('403 with both or neither of item_id and store_id, malformed or unknown ids', async () => {
    const { token } = await registerUser(cat.app);
    const both = await wish('POST', '/add?item_id=1&store_id=1', token);
    expect(both.status).toBe(403);
    expect(both.body).toEqual({
      errors: [{ code: 'data', message: 'Can not add both item and store at same time' }],
    });
    const neither = await wish('POST', '/add', token);
    expect(neither.status).toBe(403);
    expect(codes(neither)).toEqual(['item_id', 'store_id']);
    expect(codes(await wish('POST', '/add?item_id=abc', token))).toEqual(['item_id']);
    const unknown = await wish('POST', '/add?item_id=9999999', token);
    expect(unknown.status).toBe(403);
    expect(unknown.body.errors[0]).toEqual({
      code: 'item_id',
      message: 'The selected item id is invalid.',
    });
    expect(codes(await wish('POST', '/add?store_id=9999999', token))).toEqual(['store_id']);
    expect((await wish('DELETE', '/remove', token)).status).toBe(403);
    expect((await wish('GET', '', token, {})).body).toEqual({ item: [], store: [] });
  });

  it('removes an entry; 404 when absent or another member’s', async () => {
    const alice = await registerUser(cat.app);
    const bob = await registerUser(cat.app);
    const [store] = await pick('store', 1, 1);
    await wish('POST', `/add?store_id=${store}`, alice.token);
    const notBobs = await wish('DELETE', `/remove?store_id=${store}`, bob.token);
    expect(notBobs.status).toBe(404);
    expect(notBobs.body.message).toBe('Not found');
    const removed = await wish('DELETE', `/remove?store_id=${store}`, alice.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Successfully removed!' });
    expect((await wish('GET', '', alice.token)).body.store).toEqual([]);
    expect((await wish('DELETE', `/remove?store_id=${store}`, alice.token)).status).toBe(404);
  });

  it('answers in the X-localization language', async () => {
    const { token } = await registerUser(cat.app);
    const [item] = await pick('item', 1, 1);
    const res = await call(cat.app, 'POST', `/customer/wish-list/add?item_id=${item}`, {
      token,
      headers: { 'X-localization': 'ar' },
    });
    expect(res.body.message).toBe('تمت الإضافة بنجاح!');
  });
});
