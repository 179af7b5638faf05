import { linePrice, orderTotals, deliveryCharge } from '@/domain/order';
import { setCatalogClock } from '@/server/api/catalog/clock';
import { closeCatalog, openCatalog, CASA, guestOrderBody, type Catalog } from './catalog/setup';
import { call, type App } from './helpers';

jest.setTimeout(120_000);

let cat: Catalog;
let app: App;
let start: Date;
let storeId: number;
/** A Casa Pizza Napoli item without variations or add-ons. */
let plain: { id: number; price: number; discount: number; discount_type: string };

beforeAll(async () => {
  process.env.ORDER_SIMULATION_SECONDS = '30';
  cat = await openCatalog();
  app = cat.app;
  start = cat.at('13:00');
  [{ id: storeId }] = await cat.q<{ id: number }>(
    "select id from stores where slug = 'casa-pizza-napoli'",
  );
  [plain] = await cat.q<typeof plain>(
    `select id, price::float8 as price, discount::float8 as discount, discount_type from items
     where store_id = ${storeId} and status = 1 and variations = '[]'::jsonb and add_ons = '[]'::jsonb
       and not exists (select 1 from jsonb_array_elements(food_variations) g where g->>'required' = 'on')
       and price >= 30 order by id limit 1`,
  );
}, 240_000);

afterAll(async () => {
  delete process.env.ORDER_SIMULATION_SECONDS;
  await closeCatalog(cat);
});

/** Moves the pinned clock `seconds` after the start. */
const later = (seconds: number) => {
  const instant = new Date(start.getTime() + seconds * 1000);
  setCatalogClock(() => instant);
};

const headers = { moduleId: '1', zoneId: '[1]' };

async function newGuest(): Promise<number> {
  const res = await call(app, 'POST', '/auth/guest/request', { json: {} });
  return res.body.guest_id;
}

async function addToCart(guestId: number, quantity = 2, itemId = plain.id) {
  const res = await call(app, 'POST', '/customer/cart/add', {
    headers,
    json: { guest_id: guestId, item_id: itemId, model: 'Item', price: 1, quantity, variation: [] },
  });
  expect(res.status).toBe(200);
}

const orderBody = (guestId: number, extra: Record<string, unknown> = {}) =>
  guestOrderBody(guestId, storeId, { dm_tips: 5, order_amount: 1, ...extra });

const place = (body: Record<string, unknown>, extraHeaders: Record<string, string> = {}) =>
  call(app, 'POST', '/customer/order/place', {
    headers: { ...headers, ...extraHeaders },
    json: body,
  });

describe('POST /customer/order/place', () => {
  beforeEach(() => later(0));

  it('prices the cart on the server, empties it and answers the contract shape', async () => {
    const guest = await newGuest();
    await addToCart(guest, 2);
    const res = await place(orderBody(guest));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending', user_id: guest });
    expect(res.body.order_id).toBeGreaterThanOrEqual(100000);
    expect(res.body.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const line = linePrice({
      item: {
        price: plain.price,
        discount: plain.discount,
        discount_type: plain.discount_type,
        store_discount: 10,
      },
      quantity: 2,
    });
    // The store's 10 % discount needs 100 DH of items and is capped at 50 DH.
    const subtotal = line.itemsTotal;
    const discount = subtotal >= 100 ? Math.min(line.discountTotal, 50) : 0;
    const expected = orderTotals({
      subtotal,
      discount,
      deliveryCharge: deliveryCharge({
        distance: 3,
        rate: {
          per_km_shipping_charge: 5,
          minimum_shipping_charge: 10,
          maximum_shipping_charge: 60,
        },
      }),
      tips: 5,
      serviceFee: 5,
    });
    const extra = await cat.q<{ extra: number }>(
      'select extra_charges::float8 as extra from vehicles where status = 1 and starting_coverage_area <= 3 and maximum_coverage_area >= 3 order by id limit 1',
    );
    expect(res.body.total_ammount).toBeCloseTo(expected.total + (extra[0]?.extra ?? 0), 2);

    const cart = await call(app, 'GET', `/customer/cart/list?guest_id=${guest}`, { headers });
    expect(cart.body).toEqual([]);
    const details = await call(
      app,
      'GET',
      `/customer/order/details?order_id=${res.body.order_id}&guest_id=${guest}`,
      { headers },
    );
    expect(details.status).toBe(200);
    expect(details.body[0]).toMatchObject({
      item_id: plain.id,
      quantity: 2,
      price: plain.price,
      is_guest: true,
    });
  });

  it('creates one order for a double submit and for concurrent submits', async () => {
    const guest = await newGuest();
    await addToCart(guest);
    const body = orderBody(guest);
    const [a, b, c] = await Promise.all([place(body), place(body), place(body)]);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.order_id, b.body.order_id, c.body.order_id]).size).toBe(1);
    const again = await place(body);
    expect(again.body.order_id).toBe(a.body.order_id);
    const rows = await cat.q(`select id from orders where user_id = ${guest} and is_guest`);
    expect(rows).toHaveLength(1);
  });

  it('honours an Idempotency-Key header', async () => {
    const guest = await newGuest();
    await addToCart(guest);
    const first = await place(orderBody(guest), { 'Idempotency-Key': 'k-1' });
    const second = await place(orderBody(guest, { order_note: 'changed' }), {
      'Idempotency-Key': 'k-1',
    });
    expect(second.body.order_id).toBe(first.body.order_id);
  });

  it('validates the body with 403 and the guest check with 401', async () => {
    const guest = await newGuest();
    const missing = await place({ guest_id: guest, order_type: 'delivery' });
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0]).toEqual({
      code: 'payment_method',
      message: 'The payment method field is required.',
    });
    const nobody = await place({ payment_method: 'cash_on_delivery' });
    expect(nobody.status).toBe(401);
    expect(nobody.body).toEqual({ errors: 'Unauthorized' });
    const guestFields = await place({
      guest_id: guest,
      payment_method: 'cash_on_delivery',
      order_type: 'take_away',
      store_id: storeId,
    });
    expect(guestFields.status).toBe(403);
    expect(guestFields.body.errors.map((e: { code: string }) => e.code)).toEqual([
      'contact_person_name',
      'contact_person_number',
      'contact_person_email',
    ]);
  });

  it('refuses an empty cart, an address outside the zone and a cart below the minimum order', async () => {
    const guest = await newGuest();
    const empty = await place(orderBody(guest));
    expect(empty.status).toBe(403);
    expect(empty.body.errors[0].code).toBe('empty_cart');
    const outside = await place(orderBody(guest, { latitude: '34.0', longitude: '-6.83' }));
    expect(outside.status).toBe(403);
    expect(outside.body.errors[0].code).toBe('zone');
    const [cheap] = await cat.q<{ id: number }>(
      `select id from items where store_id = ${storeId} and status = 1 and price < 40
         and not exists (select 1 from jsonb_array_elements(food_variations) g where g->>'required' = 'on')
       order by price limit 1`,
    );
    if (cheap) {
      await addToCart(guest, 1, cheap.id);
      const small = await place(orderBody(guest));
      expect(small.status).toBe(406);
      expect(small.body.errors[0].code).toBe('order_time');
    }
  });

  it('refuses cash on delivery over the zone maximum with 203', async () => {
    await cat.q(
      'update zone_modules set maximum_cod_order_amount = 20 where zone_id = 1 and module_id = 1',
    );
    try {
      const guest = await newGuest();
      await addToCart(guest);
      const res = await place(orderBody(guest));
      expect(res.status).toBe(203);
      expect(res.body.errors[0].message).toBe(
        'The total amount of the order, exceeds maximum amount of the cash on delivery method',
      );
    } finally {
      await cat.q(
        'update zone_modules set maximum_cod_order_amount = 3000 where zone_id = 1 and module_id = 1',
      );
    }
  });
});

describe('reading, simulating and cancelling orders', () => {
  let guest: number;
  let orderId: number;

  beforeAll(async () => {
    later(0);
    guest = await newGuest();
    await addToCart(guest);
    const res = await place(orderBody(guest));
    orderId = res.body.order_id;
  });

  it('lets a guest read only their own orders', async () => {
    const other = await newGuest();
    const details = await call(
      app,
      'GET',
      `/customer/order/details?order_id=${orderId}&guest_id=${other}`,
      { headers },
    );
    expect(details.status).toBe(404);
    const track = await call(
      app,
      'GET',
      `/customer/order/track?order_id=${orderId}&guest_id=${other}&contact_number=212611111111`,
      { headers },
    );
    expect(track.status).toBe(404);
    const noPhone = await call(
      app,
      'GET',
      `/customer/order/track?order_id=${orderId}&guest_id=${guest}`,
      { headers },
    );
    expect(noPhone.status).toBe(403);
    const wrongPhone = await call(
      app,
      'GET',
      `/customer/order/track?order_id=${orderId}&guest_id=${guest}&contact_number=212600000000`,
      { headers },
    );
    expect(wrongPhone.status).toBe(404);
    // "+" is prefixed when missing.
    const mine = await call(
      app,
      'GET',
      `/customer/order/track?order_id=${orderId}&guest_id=${guest}&contact_number=212611111111`,
      { headers },
    );
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      id: orderId,
      order_status: 'pending',
      is_guest: true,
      delivery_man: null,
    });
    expect(mine.body.store.id).toBe(storeId);
  });

  it('advances pending → confirmed → … → delivered over time, with a moving courier', async () => {
    const track = () =>
      call(
        app,
        'GET',
        `/customer/order/track?order_id=${orderId}&guest_id=${guest}&contact_number=%2B212611111111`,
        { headers },
      );
    later(31);
    expect((await track()).body.order_status).toBe('confirmed');
    later(4 * 30 + 15);
    const moving = (await track()).body;
    expect(moving.order_status).toBe('picked_up');
    expect(moving.delivery_man).toHaveLength(1);
    const [store] = await cat.q<{ latitude: string; longitude: string }>(
      `select latitude, longitude from stores where id = ${storeId}`,
    );
    const dm = moving.delivery_man[0];
    // Half-way between the store and the customer.
    expect(Number(dm.lat)).toBeCloseTo((Number(store.latitude) + Number(CASA.lat)) / 2, 3);
    later(6 * 30);
    const done = (await track()).body;
    expect(done.order_status).toBe('delivered');
    expect(done.payment_status).toBe('paid');
    expect(Number(done.delivery_man[0].lat)).toBeCloseTo(Number(CASA.lat), 4);
    const list = await call(
      app,
      'GET',
      `/customer/order/list?limit=10&offset=1&guest_id=${guest}`,
      { headers },
    );
    expect(list.body.orders.map((o: { id: number }) => o.id)).toContain(orderId);
    const running = await call(
      app,
      'GET',
      `/customer/order/running-orders?limit=10&offset=1&guest_id=${guest}`,
      { headers },
    );
    expect(running.body.total_size).toBe(0);
  });

  it('cancels only while pending', async () => {
    later(0);
    const g = await newGuest();
    await addToCart(g);
    const placed = await place(orderBody(g));
    const noReason = await call(app, 'PUT', '/customer/order/cancel', {
      headers,
      json: { order_id: placed.body.order_id, guest_id: g },
    });
    expect(noReason.status).toBe(403);
    const ok = await call(app, 'PUT', '/customer/order/cancel', {
      headers,
      json: { order_id: placed.body.order_id, guest_id: g, reason: 'I ordered by mistake' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Order canceled successfully' });
    await addToCart(g);
    const second = await place(orderBody(g, { order_note: 'second' }));
    later(40);
    const late = await call(app, 'PUT', '/customer/order/cancel', {
      headers,
      json: { order_id: second.body.order_id, guest_id: g, reason: 'late' },
    });
    expect(late.status).toBe(403);
    expect(late.body.errors[0]).toEqual({
      code: 'order',
      message: 'You can not cancel after confirm',
    });
  });
});

describe('digital payment, the demo gateway and switching to cash on delivery', () => {
  let guest: number;
  let orderId: number;
  /** The order's ids and token, from the payment link placement hands the owner. */
  let ids: string;

  beforeAll(async () => {
    later(0);
    guest = await newGuest();
    await addToCart(guest);
    const res = await place(orderBody(guest, { payment_method: 'digital_payment' }));
    expect(res.body.status).toBe('pending');
    orderId = res.body.order_id;
    ids = linkIds(res.body.payment_link);
  });

  /** `order_id=…&customer_id=…&token=…` of a place answer's payment link. */
  const linkIds = (link: string) => new URL(link).search.slice(1);

  const gateway = (query: string) => call(app, 'GET', `/api/v1/payment-mobile?${query}`);

  it('stays pending and unpaid until paid', async () => {
    later(10 * 30);
    const track = await call(
      app,
      'GET',
      `/customer/order/track?order_id=${orderId}&guest_id=${guest}&contact_number=%2B212611111111`,
      { headers },
    );
    expect(track.body).toMatchObject({ order_status: 'pending', payment_status: 'unpaid' });
  });

  it('renders a script-free page and refuses foreign callbacks', async () => {
    const ok = await gateway(
      `${ids}&payment_method=demo_gateway&payment_platform=web&callback=%2Forder%3Fx%3D1`,
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('text/html');
    expect(ok.text).not.toContain('<script');
    expect(ok.text).toContain('value="success"');
    const foreign = await gateway(`${ids}&callback=https%3A%2F%2Fevil.example%2F`);
    expect(foreign.status).toBe(400);
    const protocolRelative = await gateway(`${ids}&callback=%2F%2Fevil.example%2F`);
    expect(protocolRelative.status).toBe(400);
    const wrongCustomer = await gateway(
      `${ids.replace(`customer_id=${guest}`, `customer_id=${guest + 1}`)}&callback=%2F`,
    );
    expect(wrongCustomer.status).toBe(403);
  });

  it('fails, then the order can switch to cash on delivery', async () => {
    const forged = await call(
      app,
      'POST',
      `/api/v1/payment-mobile?order_id=${orderId}&customer_id=${guest}&callback=%2Fhome`,
      {
        form: { choice: 'success', sig: 'f'.repeat(64) },
      },
    );
    expect(forged.status).toBe(403);
    const failed = await call(app, 'POST', `/api/v1/payment-mobile?${ids}&callback=%2Fhome`, {
      form: { choice: 'fail' },
    });
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toMatch(/\/home\?flag=fail&&token=/);
    const switched = await call(app, 'PUT', '/customer/order/payment-method', {
      headers,
      json: { order_id: orderId, guest_id: guest },
    });
    expect(switched.status).toBe(200);
    const [row] = await cat.q<{ payment_method: string; order_status: string }>(
      `select payment_method, order_status from orders where id = ${orderId}`,
    );
    expect(row).toEqual({ payment_method: 'cash_on_delivery', order_status: 'pending' });
  });

  it('pays: the order is paid and confirmed, and the redirect carries flag=success', async () => {
    later(0);
    await addToCart(guest);
    const placed = await place(
      orderBody(guest, { payment_method: 'digital_payment', order_note: 'pay me' }),
    );
    const id = placed.body.order_id;
    const path = `/api/v1/payment-mobile?${linkIds(placed.body.payment_link)}&callback=%2Fprofile`;
    expect((await call(app, 'GET', path)).status).toBe(200);
    const paid = await call(app, 'POST', path, { form: { choice: 'success' } });
    expect(paid.status).toBe(303);
    const location = paid.headers.get('location')!;
    expect(location).toMatch(/\/profile\?flag=success&&token=/);
    const token = decodeURIComponent(location.split('token=')[1]);
    expect(Buffer.from(token, 'base64').toString()).toContain(`order_id=${id}`);
    const [row] = await cat.q<{ payment_status: string; order_status: string }>(
      `select payment_status, order_status from orders where id = ${id}`,
    );
    expect(row).toEqual({ payment_status: 'paid', order_status: 'confirmed' });
  });

  it('refuses to switch to cash on delivery when it is off', async () => {
    later(0);
    await addToCart(guest);
    const placed = await place(
      orderBody(guest, { payment_method: 'digital_payment', order_note: 'no cod' }),
    );
    await cat.q(
      "update business_settings set value = 'false'::jsonb where key = 'cash_on_delivery'",
    );
    try {
      const res = await call(app, 'PUT', '/customer/order/payment-method', {
        headers,
        json: { order_id: placed.body.order_id, guest_id: guest },
      });
      expect(res.status).toBe(403);
    } finally {
      await cat.q(
        "update business_settings set value = 'true'::jsonb where key = 'cash_on_delivery'",
      );
    }
  });
});

describe('public order endpoints', () => {
  it('lists cancellation reasons and parcel instructions without headers', async () => {
    const reasons = await call(
      app,
      'GET',
      '/customer/order/cancellation-reasons?limit=10&offset=1&type=customer',
    );
    expect(reasons.status).toBe(200);
    expect(reasons.body.data[0]).toMatchObject({
      reason: 'I ordered by mistake',
      user_type: 'customer',
    });
    const ins = await call(app, 'GET', '/customer/order/parcel-instructions');
    expect(ins.status).toBe(200);
    expect(ins.body.total_size).toBeGreaterThan(0);
  });
});
