import { guestIdLimit, MIN_GUEST_ID, randomGuestId, takeRateLimit } from '@/server/auth';

const GUEST_ID_LIMIT = guestIdLimit()!;
import { closeCatalog, guestOrderBody, openCatalog, type Catalog } from './catalog/setup';
import { call, type App } from './helpers';

/**
 * Guest ids are the guest's only credential: random, far too many to guess, and every guest-scoped
 * read and write answers only for an issued id and only about that guest's own cart and orders.
 */

jest.setTimeout(120_000);

let cat: Catalog;
let app: App;
let storeId: number;
let itemId: number;

const headers = { moduleId: '1', zoneId: '[1]' };
const CONTACT = '+212611111111';

beforeAll(async () => {
  // Read once, at the first request, like a server's start: X-Forwarded-For names the client.
  process.env.TRUST_PROXY = '1';
  cat = await openCatalog();
  app = cat.app;
  [{ id: storeId }] = await cat.q<{ id: number }>(
    "select id from stores where slug = 'casa-pizza-napoli'",
  );
  [{ id: itemId }] = await cat.q<{ id: number }>(
    `select id from items
     where store_id = ${storeId} and status = 1 and variations = '[]'::jsonb and add_ons = '[]'::jsonb
       and not exists (select 1 from jsonb_array_elements(food_variations) g where g->>'required' = 'on')
     order by id limit 1`,
  );
}, 240_000);

afterAll(async () => {
  delete process.env.TRUST_PROXY;
  await closeCatalog(cat);
});

async function newGuest(): Promise<number> {
  const res = await call(app, 'POST', '/auth/guest/request', { json: {} });
  expect(res.status).toBe(200);
  return res.body.guest_id;
}

describe('POST /auth/guest/request', () => {
  it('issues different random ids above 2^48 that are safe integers', async () => {
    const ids = [await newGuest(), await newGuest(), await newGuest()];
    for (const id of ids) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThan(2 ** 48);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws ids between 2^48 and Number.MAX_SAFE_INTEGER', () => {
    for (let i = 0; i < 1000; i++) {
      const id = randomGuestId();
      expect(id).toBeGreaterThan(MIN_GUEST_ID);
      expect(id).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    }
  });
});

describe("another guest's cart and orders", () => {
  let victim: number;
  let orderId: number;
  let cartId: number;
  let other: number;

  beforeAll(async () => {
    victim = await newGuest();
    other = await newGuest();
    const add = async (quantity: number) => {
      const added = await call(app, 'POST', '/customer/cart/add', {
        headers,
        json: {
          guest_id: String(victim),
          item_id: itemId,
          model: 'Item',
          price: 1,
          quantity,
          variation: [],
        },
      });
      expect(added.status).toBe(200);
    };
    await add(2);
    const placed = await call(app, 'POST', '/customer/order/place', {
      headers,
      json: guestOrderBody(victim, storeId),
    });
    expect(placed.status).toBe(200);
    expect(placed.body.user_id).toBe(victim);
    orderId = placed.body.order_id;
    // The order emptied the cart: one more line stays in it.
    await add(1);
    const cart = await call(app, 'GET', `/customer/cart/list?guest_id=${victim}`, { headers });
    expect(cart.body).toHaveLength(1);
    cartId = cart.body[0].id;
  });

  /** Never issued: the victim's neighbours and a random id. */
  const guessed = () => [victim + 1, victim - 1, randomGuestId(), 2];

  const get = (path: string, guest: number) =>
    call(app, 'GET', `${path}${path.includes('?') ? '&' : '?'}guest_id=${guest}`, { headers });

  const rejected = (res: { status: number; body: unknown }) => {
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      errors: [{ code: 'guest_id', message: 'The selected guest id is invalid.' }],
    });
  };

  it('a guessed id reads nothing: cart, order lists, details, track', async () => {
    for (const guest of guessed()) {
      rejected(await get('/customer/cart/list', guest));
      rejected(await get('/customer/order/list?limit=10&offset=1', guest));
      rejected(await get('/customer/order/running-orders?limit=10&offset=1', guest));
      rejected(await get(`/customer/order/details?order_id=${orderId}`, guest));
      rejected(
        await get(
          `/customer/order/track?order_id=${orderId}&contact_number=${encodeURIComponent(CONTACT)}`,
          guest,
        ),
      );
    }
  });

  it("another issued guest reads only their own (empty) cart and orders, none of the victim's", async () => {
    expect((await get('/customer/cart/list', other)).body).toEqual([]);
    const list = await get('/customer/order/running-orders?limit=10&offset=1', other);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total_size: 0, orders: [] });
    expect((await get(`/customer/order/details?order_id=${orderId}`, other)).status).toBe(404);
    const track = await get(
      `/customer/order/track?order_id=${orderId}&contact_number=${encodeURIComponent(CONTACT)}`,
      other,
    );
    expect(track.status).toBe(404);
  });

  it('a guessed or foreign id changes nothing: cancel, payment method, cart lines', async () => {
    for (const guest of [...guessed(), other]) {
      const cancel = await call(app, 'PUT', '/customer/order/cancel', {
        headers,
        json: { guest_id: guest, order_id: orderId, reason: 'not mine' },
      });
      expect(cancel.status).toBe(guest === other ? 404 : 403);
      const method = await call(app, 'PUT', '/customer/order/payment-method', {
        headers,
        json: { guest_id: guest, order_id: orderId },
      });
      expect(method.status).toBe(guest === other ? 404 : 403);
      const update = await call(app, 'POST', '/customer/cart/update', {
        headers,
        json: { guest_id: guest, cart_id: cartId, price: 1, quantity: 5 },
      });
      expect(update.status).toBe(guest === other ? 404 : 403);
      const removeItem = await call(
        app,
        'DELETE',
        `/customer/cart/remove-item?cart_id=${cartId}&guest_id=${guest}`,
        { headers },
      );
      expect(removeItem.status).toBe(guest === other ? 404 : 403);
      await call(app, 'DELETE', `/customer/cart/remove?guest_id=${guest}`, { headers });
    }
    const track = await get(
      `/customer/order/track?order_id=${orderId}&contact_number=${encodeURIComponent(CONTACT)}`,
      victim,
    );
    expect(track.status).toBe(200);
    expect(track.body).toMatchObject({ id: orderId, order_status: 'pending', is_guest: true });
    const cart = await get('/customer/cart/list', victim);
    expect(cart.body).toEqual([expect.objectContaining({ id: cartId, quantity: 1 })]);
  });

  it('the owner tracks only with the contact number, and cancels', async () => {
    expect((await get(`/customer/order/track?order_id=${orderId}`, victim)).status).toBe(403);
    const wrongNumber = await get(
      `/customer/order/track?order_id=${orderId}&contact_number=%2B212600000009`,
      victim,
    );
    expect(wrongNumber.status).toBe(404);
    const cancel = await call(app, 'PUT', '/customer/order/cancel', {
      headers,
      json: { guest_id: victim, order_id: orderId, reason: 'changed my mind' },
    });
    expect(cancel.status).toBe(200);
  });

  it('refuses a guest id beyond Number.MAX_SAFE_INTEGER', async () => {
    const res = await call(app, 'GET', '/customer/cart/list?guest_id=9007199254740993', {
      headers,
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('guest_id');
  });
});

describe('the guest id rate limit', () => {
  /** A client address of its own (TRUST_PROXY=1 reads X-Forwarded-For). */
  const from = (ip: string) =>
    call(app, 'POST', '/auth/guest/request', {
      json: {},
      headers: { 'X-Forwarded-For': ip },
    });

  it(`answers 429 with the error shape and Retry-After after ${GUEST_ID_LIMIT.max} requests`, async () => {
    for (let i = 0; i < GUEST_ID_LIMIT.max; i++)
      expect((await from('198.51.100.7')).status).toBe(200);
    const limited = await from('198.51.100.7');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      errors: [
        {
          code: 'too_many_requests',
          message: expect.stringMatching(/^Too many requests\. Try again in \d+ minutes\.$/),
        },
      ],
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(GUEST_ID_LIMIT.windowMs / 1000);
    // Another address is not affected.
    expect((await from('198.51.100.8')).status).toBe(200);
  });

  it('counts one client whatever it writes before the proxy’s X-Forwarded-For entry', async () => {
    // TRUST_PROXY=1: the proxy appends the address it saw; the entries left of it are the client's.
    const statuses: number[] = [];
    for (let i = 0; i < GUEST_ID_LIMIT.max + 10; i++) {
      const res = await from(`198.18.${i >> 8}.${i & 255}, 10.${i}.0.1, 203.0.113.70`);
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(GUEST_ID_LIMIT.max);
    expect(statuses.slice(GUEST_ID_LIMIT.max)).toEqual(Array(10).fill(429));
  });

  it('counts in the database and starts again once the window has passed', async () => {
    const start = new Date('2030-01-01T10:00:00Z');
    const limit = { max: 2, windowMs: 60_000 };
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    const take = (seconds: number) =>
      takeRateLimit(cat.testDb.db, 'test/bucket', '203.0.113.1', limit, at(seconds));
    expect(await take(0)).toEqual({ blocked: false });
    expect(await take(10)).toEqual({ blocked: false });
    expect(await take(20)).toEqual({ blocked: true, retryAfterSeconds: 40 });
    expect(await take(61)).toEqual({ blocked: false });
  });
});
