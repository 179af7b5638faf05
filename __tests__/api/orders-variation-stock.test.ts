import { closeCatalog, openCatalog, guestOrderBody, type Catalog } from './catalog/setup';
import { call, type App } from './helpers';

/**
 * Variation stock (API-ITEMS-2 `variations: [{type, price, stock}]`, API-ORDERS-2 stock check):
 * placing an order takes the quantity off the chosen variation's stock as well as the item's, in the
 * same transaction; an order asking for more than the variation holds is refused with the contract's
 * `stock` error and changes nothing. Food items keep no stock (their variations have none).
 */

jest.setTimeout(120_000);

let cat: Catalog;
let app: App;

/** A shop item (module 4) with stocked variations, not in a flash sale, in a store open at 13:00. */
let item: { id: number; store_id: number; module_id: number; type: string; other: string };

const headers = () => ({ moduleId: String(item.module_id), zoneId: '[1]' });

beforeAll(async () => {
  cat = await openCatalog();
  app = cat.app;
  cat.at('13:00');
  const rows = await cat.q<{ id: number; store_id: number; module_id: number; types: string[] }>(
    `select i.id, i.store_id, i.module_id,
        array(select v->>'type' from jsonb_array_elements(i.variations) v order by v->>'type') as types
      from items i join stores s on s.id = i.store_id
      where i.module_id = 4 and i.status = 1 and s.zone_id = 1 and s.status = 1 and s.active
        and s.delivery and jsonb_array_length(i.variations) >= 2 and i.maximum_cart_quantity is null
        and i.id not in (select item_id from flash_sale_items)
      order by i.id limit 1`,
  );
  expect(rows).toHaveLength(1);
  const [row] = rows;
  item = { ...row, type: row.types[0], other: row.types[1] };
  // Known stock: 3 of the chosen variation, 10 of the other, 50 of the item; no minimum order.
  await cat.q(
    `update items set stock = 50, maximum_cart_quantity = null, variations = (
       select jsonb_agg(case when v->>'type' = '${item.type}' then jsonb_set(v, '{stock}', '3')
         else jsonb_set(v, '{stock}', '10') end order by n)
       from jsonb_array_elements(variations) with ordinality e(v, n)) where id = ${item.id}`,
  );
  await cat.q(`update stores set minimum_order = 0 where id = ${item.store_id}`);
}, 240_000);

afterAll(() => closeCatalog(cat));

beforeEach(() => cat.at('13:00'));

async function newGuest(): Promise<number> {
  const res = await call(app, 'POST', '/auth/guest/request', { json: {} });
  return res.body.guest_id;
}

const stocks = async () => {
  const [row] = await cat.q<{ stock: number; variations: { type: string; stock: number }[] }>(
    `select stock, variations from items where id = ${item.id}`,
  );
  const of = (type: string) => Number(row.variations.find((v) => v.type === type)?.stock);
  return { item: row.stock, chosen: of(item.type), other: of(item.other) };
};

const body = (guest: number, extra: Record<string, unknown> = {}) =>
  guestOrderBody(guest, item.store_id, extra);

const place = (json: Record<string, unknown>) =>
  call(app, 'POST', '/customer/order/place', { headers: headers(), json });

async function addToCart(guest: number, quantity: number, type = item.type) {
  const res = await call(app, 'POST', '/customer/cart/add', {
    headers: headers(),
    json: {
      guest_id: guest,
      item_id: item.id,
      model: 'Item',
      price: 1,
      quantity,
      variation: [{ type, price: 1, stock: 1 }],
    },
  });
  expect(res.status).toBe(200);
}

describe('variation stock when an order is placed', () => {
  it('takes the quantity off the chosen variation and the item, not off the others', async () => {
    const before = await stocks();
    const guest = await newGuest();
    await addToCart(guest, 2);
    const res = await place(body(guest));
    expect(res.status).toBe(200);
    expect(await stocks()).toEqual({
      item: before.item - 2,
      chosen: before.chosen - 2,
      other: before.other,
    });
  });

  it('refuses more than the variation holds with the stock error, changing nothing', async () => {
    const before = await stocks();
    expect(before.chosen).toBe(1);
    const guest = await newGuest();
    await addToCart(guest, 2);
    const res = await place(body(guest));
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toMatchObject({ code: 'stock' });
    expect(res.body.errors[0].message).toContain(item.type);
    expect(await stocks()).toEqual(before);
    // The cart is left as it was.
    const cart = await call(app, 'GET', `/customer/cart/list?guest_id=${guest}`, {
      headers: headers(),
    });
    expect(cart.body).toHaveLength(1);
  });

  it('counts every line of the same variation together (buy now with two lines)', async () => {
    const before = await stocks();
    const line = (quantity: number) => ({
      item_id: item.id,
      model: 'Item',
      quantity,
      variation: [{ type: item.other }],
    });
    // 6 + 6 > 10 although each line alone fits.
    const guest = await newGuest();
    const refused = await place(body(guest, { is_buy_now: 1, cart: [line(6), line(6)] }));
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({ code: 'stock' });
    expect(await stocks()).toEqual(before);
    const ok = await place(body(guest, { is_buy_now: 1, cart: [line(4), line(5)] }));
    expect(ok.status).toBe(200);
    expect(await stocks()).toEqual({
      item: before.item - 9,
      chosen: before.chosen,
      other: before.other - 9,
    });
  });

  it('a sold-out variation refuses even one, while another variation still sells', async () => {
    const guest = await newGuest();
    const before = await stocks();
    expect(before.other).toBe(1);
    // A note per order: the same body twice within 30 s is the same order (double-submit guard).
    const one = (type: string, note: string) => ({
      is_buy_now: 1,
      cart: [{ item_id: item.id, model: 'Item', quantity: 1, variation: [{ type }] }],
      order_note: note,
    });
    expect((await place(body(guest, one(item.other, 'last one')))).status).toBe(200);
    const none = await place(body(guest, one(item.other, 'none left')));
    expect(none.status).toBe(403);
    expect(none.body.errors[0].code).toBe('stock');
    expect(await stocks()).toEqual({ item: before.item - 1, chosen: before.chosen, other: 0 });
    expect((await place(body(guest, one(item.type, 'the other variation')))).status).toBe(200);
    expect(await stocks()).toEqual({ item: before.item - 2, chosen: before.chosen - 1, other: 0 });
  });

  it('on cancellation, gives the stock back to the item and the chosen variation', async () => {
    // Restore stock for this case so there is room for an order.
    await cat.q(
      `update items set variations = (select jsonb_agg(jsonb_set(v, '{stock}', '5') order by n)
         from jsonb_array_elements(variations) with ordinality e(v, n)) where id = ${item.id}`,
    );
    const guest = await newGuest();
    await addToCart(guest, 2);
    const placed = await place(body(guest));
    expect(placed.status).toBe(200);
    const afterPlace = await stocks();
    const cancel = await call(app, 'PUT', '/customer/order/cancel', {
      headers: headers(),
      json: { order_id: placed.body.order_id, guest_id: guest, reason: 'Changed my mind' },
    });
    expect(cancel.status).toBe(200);
    expect(await stocks()).toEqual({
      item: afterPlace.item + 2,
      chosen: afterPlace.chosen + 2,
      other: afterPlace.other,
    });
    // Canceling again (already canceled) gives nothing back twice.
    const again = await call(app, 'PUT', '/customer/order/cancel', {
      headers: headers(),
      json: { order_id: placed.body.order_id, guest_id: guest, reason: 'Changed my mind' },
    });
    expect(again.status).toBe(200);
    expect((await stocks()).item).toBe(afterPlace.item + 2);
  });
});
