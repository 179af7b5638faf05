import { closeCatalog, openCatalog, CASA, type Catalog } from './catalog/setup';
import { call, type App } from './helpers';

jest.setTimeout(120_000);

/**
 * customer/order/prescription/place as the storefront's prescription checkout sends it
 * (R-CHECKOUT-11, API-ORDERS-1): multipart with the images, the store's module header and an Idempotency-Key.
 */

let cat: Catalog;
let app: App;
let storeId: number;
let itemId: number;

// Smallest valid PNG (1×1, transparent).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const headers = { moduleId: '3', zoneId: '[1]' };

beforeAll(async () => {
  cat = await openCatalog();
  app = cat.app;
  // An always-open pharmacy that takes prescriptions, and one of its plain items.
  [{ id: storeId }] = await cat.q<{ id: number }>(
    "select id from stores where slug = 'pharmacie-centrale-casa'",
  );
  [{ id: itemId }] = await cat.q<{ id: number }>(
    `select id from items where store_id = ${storeId} and status = 1 and variations = '[]'::jsonb
     order by id limit 1`,
  );
}, 240_000);

afterAll(() => closeCatalog(cat));

function prescriptionForm(guestId: number, images: number, store = storeId): FormData {
  const form = new FormData();
  const fields = {
    guest_id: String(guestId),
    payment_method: 'cash_on_delivery',
    order_type: 'delivery',
    store_id: String(store),
    distance: '2.5',
    address: '5 Rue Test, Casablanca',
    latitude: CASA.lat,
    longitude: CASA.lng,
    contact_person_name: 'Guest Patient',
    contact_person_number: '+212611111112',
    contact_person_email: 'patient@example.test',
    order_note: 'Generic is fine',
    dm_tips: '5',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (let i = 0; i < images; i++)
    form.append(
      'order_attachment[]',
      new Blob([new Uint8Array(PNG)], { type: 'image/png' }),
      `p${i}.png`,
    );
  return form;
}

describe('POST /customer/order/prescription/place (multipart)', () => {
  it('creates one order for a repeated submit with the same Idempotency-Key and keeps the cart', async () => {
    const guest = (await call(app, 'POST', '/auth/guest/request', { json: {} })).body.guest_id;
    const added = await call(app, 'POST', '/customer/cart/add', {
      headers,
      json: {
        guest_id: guest,
        item_id: itemId,
        model: 'Item',
        price: 1,
        quantity: 1,
        variation: [],
      },
    });
    expect(added.status).toBe(200);

    const send = () =>
      call(app, 'POST', '/customer/order/prescription/place', {
        headers: { ...headers, 'Idempotency-Key': `rx-${guest}` },
        multipart: prescriptionForm(guest, 2),
      });
    const first = await send();
    expect(first.body).toMatchObject({ order_id: expect.any(Number) });
    expect(first.status).toBe(200);
    const second = await send();
    expect(second.status).toBe(200);
    expect(second.body.order_id).toBe(first.body.order_id);
    const rows = await cat.q<{ id: number; prescription_order: boolean; dm_tips: number }>(
      `select id, prescription_order, dm_tips::float8 as dm_tips from orders
       where user_id = ${guest} and is_guest`,
    );
    expect(rows).toEqual([{ id: first.body.order_id, prescription_order: true, dm_tips: 5 }]);

    // The order has no lines; its details are the order with both images.
    const details = await call(
      app,
      'GET',
      `/customer/order/details?order_id=${first.body.order_id}&guest_id=${guest}`,
      { headers },
    );
    expect(details.body.order_attachment).toHaveLength(2);
    expect(details.body.order_note).toBe('Generic is fine');

    // The cart line is still there: a prescription order is not made from the cart.
    const cart = await call(app, 'GET', `/customer/cart/list?guest_id=${guest}`, { headers });
    expect(cart.status).toBe(200);
    expect(cart.body.map((line: { item_id: number }) => line.item_id)).toEqual([itemId]);
  });

  it('creates a new order for a new key', async () => {
    const guest = (await call(app, 'POST', '/auth/guest/request', { json: {} })).body.guest_id;
    const place = (key: string) =>
      call(app, 'POST', '/customer/order/prescription/place', {
        headers: { ...headers, 'Idempotency-Key': key },
        multipart: prescriptionForm(guest, 1),
      });
    const first = await place(`a-${guest}`);
    const second = await place(`b-${guest}`);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.order_id).not.toBe(first.body.order_id);
  });

  it('refuses a store that does not take prescriptions, and every store while the setting is off', async () => {
    const guest = (await call(app, 'POST', '/auth/guest/request', { json: {} })).body.guest_id;
    const place = (store: number) =>
      call(app, 'POST', '/customer/order/prescription/place', {
        headers,
        multipart: prescriptionForm(guest, 1, store),
      });
    await cat.q(`update stores set prescription_order = false where id = ${storeId}`);
    try {
      const refused = await place(storeId);
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0]).toEqual({
        code: 'store_id',
        message: 'This store does not take prescription orders',
      });
    } finally {
      await cat.q(`update stores set prescription_order = true where id = ${storeId}`);
    }
    await cat.q("update business_settings set value = '0' where key = 'prescription_order_status'");
    try {
      expect((await place(storeId)).status).toBe(403);
    } finally {
      await cat.q(
        "update business_settings set value = '1' where key = 'prescription_order_status'",
      );
    }
    expect((await place(storeId)).status).toBe(200);
  });
});
