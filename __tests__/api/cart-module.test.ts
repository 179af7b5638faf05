import { call } from './helpers';
import { closeCatalog, openCatalog, type Catalog } from './catalog/setup';

jest.setTimeout(60_000);

let cat: Catalog;

beforeAll(async () => {
  cat = await openCatalog();
}, 240_000);

afterAll(() => closeCatalog(cat));

type Row = { id: number; module_id: number };

/** The CartEntry fields of API-CART-2, in no particular order. */
const LINE_KEYS = [
  'id',
  'user_id',
  'module_id',
  'item_id',
  'is_guest',
  'add_on_ids',
  'add_on_qtys',
  'item_type',
  'price',
  'quantity',
  'variation',
  'created_at',
  'updated_at',
  'item',
].sort();

const newGuest = async (): Promise<number> =>
  (await call(cat.app, 'POST', '/auth/guest/request', { json: {} })).body.guest_id;

/** A plain item (no options) of another module than food, so the module is not the default 1. */
async function plainItem(): Promise<Row> {
  const [row] = await cat.q<Row>(
    `select i.id, i.module_id from items i join stores s on s.id = i.store_id
     where i.status = 1 and i.is_approved = 1 and s.status = 1 and i.module_id <> 1
       and i.food_variations = '[]' and i.variations = '[]' and i.maximum_cart_quantity is null
     order by i.id limit 1`,
  );
  if (!row) throw new Error('no seeded plain item outside module 1');
  return row;
}

function addToCart(guest: number, row: Row, locale = 'en') {
  return call(cat.app, 'POST', '/customer/cart/add', {
    headers: { moduleId: String(row.module_id), 'X-localization': locale },
    json: { guest_id: guest, item_id: row.id, model: 'Item', price: 10, quantity: 1 },
  });
}

describe('cart lines carry item.module (the official web client files lines by item.module.id)', () => {
  it('gives each line’s item the module object its details page carries, the line shape unchanged', async () => {
    const row = await plainItem();
    const guest = await newGuest();
    const added = await addToCart(guest, row);
    expect(added.status).toBe(200);
    const list = await call(cat.app, 'GET', `/customer/cart/list?guest_id=${guest}`, {
      headers: { moduleId: String(row.module_id) },
    });
    expect(list.status).toBe(200);
    expect(list.body).toEqual(added.body);
    const [line] = list.body;
    expect(Object.keys(line).sort()).toEqual(LINE_KEYS);
    expect(line.item.module).toMatchObject({ id: row.module_id, status: '1' });

    const details = await cat.get(`/items/details/${row.id}`, { moduleId: String(row.module_id) });
    expect(details.status).toBe(200);
    expect(line.item.module).toEqual(details.body.module);
    expect(line.item.module.module_type).toBe(line.item.module_type);
  });

  it('names the module in the request language', async () => {
    const row = await plainItem();
    const [module] = await cat.q<{ module_name: string }>(
      `select module_name from modules where id = ${row.module_id}`,
    );
    const res = await addToCart(await newGuest(), row, 'ar');
    expect(res.status).toBe(200);
    const name: string = res.body[0].item.module.module_name;
    expect(name).not.toBe(module.module_name);
    expect(name).toMatch(/\p{Script=Arabic}/u);
  });
});
