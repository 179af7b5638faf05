import { eq } from 'drizzle-orm';
import { orderDetails, orders, users } from '@/server/db/schema';
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

const get = (
  path: string,
  token: string | undefined,
  headers: Record<string, string> = { zoneId: '[1]', moduleId: '1' },
): Promise<CallResult<Json>> => call(cat.app, 'GET', path, { token, headers });

const userIdOf = async (phone: string) =>
  (await cat.testDb.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0].id;

type StoreRow = { id: number; zone_id: number; module_id: number };

/** Active stores of a module in a zone that sell at least `minItems` active items. */
const storesWith = (moduleId: number, zoneId: number, minItems = 1) =>
  cat.q<StoreRow>(
    `select s.id, s.zone_id, s.module_id from stores s
     where s.status = 1 and s.module_id = ${moduleId} and s.zone_id = ${zoneId}
       and (select count(*) from items i where i.store_id = s.id and i.status = 1 and i.is_approved = 1) >= ${minItems}
     order by s.id`,
  );

const activeItems = async (storeId: number) =>
  (
    await cat.q<{ id: number }>(
      `select id from items where store_id = ${storeId} and status = 1 and is_approved = 1 order by id`,
    )
  ).map((row) => row.id);

let minutes = 0;
/** Inserts an order (and its lines) directly, as the order endpoints will. Each one is newer. */
async function placeOrder(
  userId: number,
  store: StoreRow,
  itemIds: number[],
  extra: { status?: string; isGuest?: boolean } = {},
) {
  minutes += 1;
  const at = new Date(Date.UTC(2025, 0, 1, 12, minutes));
  const [order] = await cat.testDb.db
    .insert(orders)
    .values({
      user_id: userId,
      is_guest: extra.isGuest ?? false,
      payment_method: 'cash_on_delivery',
      order_status: extra.status ?? 'delivered',
      store_id: store.id,
      zone_id: store.zone_id,
      module_id: store.module_id,
      order_amount: 100,
      created_at: at,
      updated_at: at,
    })
    .returning({ id: orders.id });
  if (itemIds.length)
    await cat.testDb.db.insert(orderDetails).values(
      itemIds.map((itemId) => ({
        order_id: order.id,
        item_id: itemId,
        price: 10,
        quantity: 1,
        item_details: { id: itemId },
        created_at: at,
        updated_at: at,
      })),
    );
  return order.id;
}

describe('GET /customer/visit-again', () => {
  it('needs a token, a zoneId and a moduleId', async () => {
    expect((await get('/customer/visit-again', undefined)).status).toBe(401);
    const { token } = await registerUser(cat.app);
    const noZone = await get('/customer/visit-again', token, { moduleId: '1' });
    expect(noZone.status).toBe(403);
    expect(noZone.body.errors[0].code).toBe('zoneId');
    const noModule = await get('/customer/visit-again', token, { zoneId: '[1]' });
    expect(noModule.status).toBe(403);
    expect(noModule.body.errors[0].code).toBe('moduleId');
  });

  it('is empty before the first order', async () => {
    const { token } = await registerUser(cat.app);
    const res = await get('/customer/visit-again', token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('lists the module’s stores in the zone the member ordered from, most recent first, with ≤ 5 reorderable items', async () => {
    const member = await registerUser(cat.app);
    const userId = await userIdOf(member.phone);
    const [big, small, third] = await storesWith(1, 1, 1);
    const bigItems = await activeItems(big.id);
    expect(bigItems.length).toBeGreaterThan(6);
    const [rabat] = await storesWith(1, 2);
    const [otherModuleStore] = await cat.q<StoreRow>(
      `select id, zone_id, module_id from stores where status = 1 and module_id <> 1 and zone_id = 1 order by id limit 1`,
    );
    const smallItems = await activeItems(small.id);

    await placeOrder(userId, small, smallItems.slice(0, 1));
    await placeOrder(userId, big, bigItems.slice(0, 4));
    await placeOrder(userId, big, bigItems.slice(3, 7));
    await placeOrder(userId, rabat, (await activeItems(rabat.id)).slice(0, 1));
    await placeOrder(userId, otherModuleStore, []);
    // Neither a failed payment nor another shopper's (or a guest's with the same number) counts.
    await placeOrder(userId, third, (await activeItems(third.id)).slice(0, 1), {
      status: 'failed',
    });
    await placeOrder(userId, third, [], { isGuest: true });
    const stranger = await registerUser(cat.app);
    await placeOrder(await userIdOf(stranger.phone), third, []);

    // An item that can no longer be bought is not offered again.
    await cat.q(`update items set status = 0 where id = ${bigItems[6]}`);
    try {
      const res = await get('/customer/visit-again', member.token);
      expect(res.status).toBe(200);
      expect(res.body.map((s: Json) => s.id)).toEqual([big.id, small.id]);
      const [bigStore, smallStore] = res.body;
      // Store JSON (API-STORES-2) plus items (API-ITEMS-2).
      expect(bigStore).toEqual(
        expect.objectContaining({ name: expect.any(String), logo_full_url: expect.any(String) }),
      );
      const offered = bigStore.items.map((i: Json) => i.id);
      expect(offered).toHaveLength(5);
      expect(offered).not.toContain(bigItems[6]);
      // The newest order's lines first.
      expect(offered.slice(0, 3).sort()).toEqual(bigItems.slice(3, 6).sort());
      expect(bigStore.items.every((i: Json) => i.store_id === big.id && 'price' in i)).toBe(true);
      expect(smallStore.items.map((i: Json) => i.id)).toEqual(smallItems.slice(0, 1));

      const inRabat = await get('/customer/visit-again', member.token, {
        zoneId: '[2]',
        moduleId: '1',
      });
      expect(inRabat.body.map((s: Json) => s.id)).toEqual([rabat.id]);
      const strangers = await get('/customer/visit-again', stranger.token);
      expect(strangers.body.map((s: Json) => s.id)).toEqual([third.id]);
    } finally {
      await cat.q(`update items set status = 1 where id = ${bigItems[6]}`);
    }
  });
});

describe('POST /customer/update-interest and GET /customer/suggested-items', () => {
  type Category = { id: number; module_id: number; parent_id: number };
  const topCategories = (moduleId: number) =>
    cat.q<Category>(
      `select id, module_id, parent_id from categories where status = 1 and parent_id = 0
       and module_id = ${moduleId} order by id`,
    );

  const interest = (token: string | undefined, body: unknown, moduleId?: string) =>
    call(cat.app, 'POST', '/customer/update-interest', {
      token,
      json: body,
      headers: moduleId ? { moduleId } : {},
    });

  const storedInterest = async (phone: string) =>
    (
      await cat.testDb.db
        .select({ interest: users.interest, module_ids: users.module_ids })
        .from(users)
        .where(eq(users.phone, phone))
    )[0];

  it('validates the category ids (403) and needs a token', async () => {
    const [food] = await topCategories(1);
    expect((await interest(undefined, { interest: [food.id] })).status).toBe(401);
    const { token } = await registerUser(cat.app);
    const missing = await interest(token, {});
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0]).toEqual({
      code: 'interest',
      message: 'The interest field is required.',
    });
    expect((await interest(token, { interest: [] })).status).toBe(403);
    const unknown = await interest(token, { interest: [food.id, 9_999_999] });
    expect(unknown.status).toBe(403);
    expect(unknown.body.errors[0]).toEqual({
      code: 'interest',
      message: 'The selected interest is invalid.',
    });
    expect((await interest(token, { interest: ['x'] })).status).toBe(403);
    const [grocery] = await topCategories(2);
    const wrongModule = await interest(token, { interest: [grocery.id] }, '1');
    expect(wrongModule.status).toBe(403);
  });

  it('stores the interests per module and lists them in module_ids', async () => {
    const member = await registerUser(cat.app);
    const [foodA, foodB] = await topCategories(1);
    const [grocery] = await topCategories(2);
    const res = await interest(member.token, { interest: [foodA.id, foodB.id] }, '1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Interest updated successfully' });
    await interest(member.token, { interest: JSON.stringify([grocery.id]) }, '2');
    expect(await storedInterest(member.phone)).toEqual({
      interest: [foodA.id, foodB.id, grocery.id],
      module_ids: [1, 2],
    });
    // Replacing the food interests keeps the grocery ones.
    await interest(member.token, { interest: [foodB.id] }, '1');
    expect((await storedInterest(member.phone)).interest.sort()).toEqual(
      [foodB.id, grocery.id].sort(),
    );
    const info = await call(cat.app, 'GET', '/customer/info', { token: member.token });
    expect(info.body.selected_modules_for_interest).toEqual([1, 2]);
  });

  it('suggests five items of the interest categories, topped up with best sellers', async () => {
    const member = await registerUser(cat.app);
    const counts = await cat.q<{ id: number; n: number }>(
      `select c.id, (select count(*)::int from items i join stores s on s.id = i.store_id
          where i.status = 1 and i.is_approved = 1 and s.status = 1 and s.zone_id = 1
            and i.category_id in (select id from categories where id = c.id or parent_id = c.id)) as n
       from categories c where c.status = 1 and c.parent_id = 0 and c.module_id = 1 order by c.id`,
    );
    const rich = counts.find((c) => c.n >= 5)!;
    const poor = counts.find((c) => c.n > 0 && c.n < 5);
    await interest(member.token, { interest: [rich.id] }, '1');
    const res = await get('/customer/suggested-items', member.token);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
    const leafIds = (
      await cat.q<{ id: number }>(
        `select id from categories where id = ${rich.id} or parent_id = ${rich.id}`,
      )
    ).map((row) => row.id);
    expect(res.body.every((i: Json) => leafIds.includes(i.category_id))).toBe(true);
    const orderCounts = res.body.map((i: Json) => i.order_count);
    expect(orderCounts).toEqual([...orderCounts].sort((a: number, b: number) => b - a));
    if (poor) {
      await interest(member.token, { interest: [poor.id] }, '1');
      const topped = await get('/customer/suggested-items', member.token);
      expect(topped.body).toHaveLength(5);
      expect(new Set(topped.body.map((i: Json) => i.id)).size).toBe(5);
    }
    const noZone = await get('/customer/suggested-items', member.token, { moduleId: '1' });
    expect(noZone.status).toBe(403);
  });
});
