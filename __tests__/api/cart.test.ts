import { call, registerUser, type CallResult } from './helpers';
import { closeCatalog, openCatalog, type Catalog } from './catalog/setup';

jest.setTimeout(60_000);

let cat: Catalog;

beforeAll(async () => {
  cat = await openCatalog();
}, 240_000);

afterAll(() => closeCatalog(cat));

type Group = {
  name: string;
  type: 'single' | 'multi';
  min: number;
  max: number;
  required: 'on' | 'off';
  values: { label: string }[];
};
type Variation = { type: string; price: number; stock: number };
type ItemRow = {
  id: number;
  module_id: number;
  store_id: number;
  add_ons: number[];
  food_variations: Group[];
  variations: Variation[];
  maximum_cart_quantity: number | null;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- cart lines are JSON read back from the API
type Line = Record<string, any>;

type Who = { guest?: number; token?: string };

/** A cart call as the storefront makes it: moduleId header, guest_id in the body or the query. */
function cart(
  method: string,
  path: string,
  who: Who,
  opts: {
    json?: Record<string, unknown>;
    module?: string | null;
    form?: Record<string, string>;
  } = {},
): Promise<CallResult<Line[] & Line>> {
  const headers: Record<string, string> = {};
  if (opts.module !== null) headers.moduleId = opts.module ?? '1';
  let url = `/customer/cart/${path}`;
  let json = opts.json;
  if (who.guest !== undefined) {
    if (method === 'GET' || method === 'DELETE')
      url += `${url.includes('?') ? '&' : '?'}guest_id=${who.guest}`;
    else if (!opts.form) json = { guest_id: who.guest, ...json };
  }
  return call(cat.app, method, url, { headers, json, form: opts.form, token: who.token });
}

const newGuest = async (): Promise<Who> => ({
  guest: (await call(cat.app, 'POST', '/auth/guest/request', { json: {} })).body.guest_id,
});

const itemRow = async (where: string): Promise<ItemRow> => {
  const [row] = await cat.q<ItemRow>(
    `select id, module_id, store_id, add_ons, food_variations, variations, maximum_cart_quantity
     from items where status = 1 and is_approved = 1 and ${where} order by id limit 1`,
  );
  if (!row) throw new Error(`no seeded item: ${where}`);
  return row;
};

/** A valid selection for every required group (single: the first option; multi: `min` options). */
const validSelection = (groups: Group[]) =>
  groups
    .filter((g) => g.required === 'on')
    .map((g) => ({
      name: g.name,
      values: {
        label: g.values.slice(0, g.type === 'single' ? 1 : Math.max(1, g.min)).map((v) => v.label),
      },
    }));

/** Food item with a required multi group and add-ons. */
let burger: ItemRow;
/** Food item without options. */
let plain: ItemRow;
/** Item with non-food variations (type strings). */
let variant: ItemRow;
/** Item with maximum_cart_quantity and no options. */
let limited: ItemRow;

beforeAll(async () => {
  burger = await itemRow(
    `module_id = 1 and maximum_cart_quantity is null and jsonb_array_length(add_ons) > 1
     and food_variations @> '[{"type":"multi","required":"on"}]'`,
  );
  plain = await itemRow(
    `module_id = 1 and maximum_cart_quantity is null and food_variations = '[]' and variations = '[]'`,
  );
  variant = await itemRow(`jsonb_array_length(variations) > 1 and food_variations = '[]'`);
  limited = await itemRow(
    `maximum_cart_quantity is not null and food_variations = '[]' and variations = '[]'`,
  );
});

const burgerLine = (extra: Record<string, unknown> = {}) => ({
  item_id: burger.id,
  model: 'Item',
  price: 80,
  quantity: 1,
  variation: validSelection(burger.food_variations),
  add_on_ids: [],
  add_on_qtys: [],
  ...extra,
});
const plainLine = (extra: Record<string, unknown> = {}) => ({
  item_id: plain.id,
  model: 'Item',
  price: 30,
  quantity: 1,
  ...extra,
});

const codes = (res: CallResult) =>
  (res.body as { errors: { code: string }[] }).errors.map((e) => e.code);

describe('apiGuestCheck and module scope', () => {
  it('401 {"errors":"Unauthorized"} with neither a token nor a guest_id', async () => {
    const res = await cart('GET', 'list', {});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errors: 'Unauthorized' });
  });

  it('403 guest_id for an invalid token without a guest id, an unknown or malformed guest id', async () => {
    const bad = await cart('GET', 'list', { token: 'not-a-token' });
    expect(bad.status).toBe(403);
    expect(codes(bad)).toEqual(['guest_id']);
    const unknown = await cart('GET', 'list', { guest: 99_999_999 });
    expect(unknown.status).toBe(403);
    expect(unknown.body.errors[0]).toEqual({
      code: 'guest_id',
      message: 'The selected guest id is invalid.',
    });
    const malformed = await call(cat.app, 'GET', '/customer/cart/list?guest_id=abc', {
      headers: { moduleId: '1' },
    });
    expect(malformed.status).toBe(403);
  });

  it('403 moduleId when the header is missing or names no module', async () => {
    const guest = await newGuest();
    const missing = await cart('GET', 'list', guest, { module: null });
    expect(missing.status).toBe(403);
    expect(codes(missing)).toEqual(['moduleId']);
    const unknown = await cart('GET', 'list', guest, { module: '999' });
    expect(unknown.status).toBe(403);
    expect(codes(unknown)).toEqual(['moduleId']);
  });

  it('a new guest has an empty cart', async () => {
    const res = await cart('GET', 'list', await newGuest());
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('POST cart/add', () => {
  it('stores a food line and answers the full cart with the CartEntry shape (API-CART-2)', async () => {
    const guest = await newGuest();
    const [addOnA, addOnB] = burger.add_ons;
    const res = await cart('POST', 'add', guest, {
      json: burgerLine({ add_on_ids: [addOnB, addOnA], add_on_qtys: [2, 1], quantity: 2 }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const [line] = res.body;
    expect(line).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        user_id: guest.guest,
        module_id: 1,
        item_id: burger.id,
        is_guest: true,
        add_on_ids: [addOnB, addOnA],
        add_on_qtys: [2, 1],
        item_type: 'App\\Models\\Item',
        price: 80,
        quantity: 2,
        variation: validSelection(burger.food_variations),
        created_at: expect.any(String),
        updated_at: expect.any(String),
      }),
    );
    const { item } = line;
    expect(item).toEqual(
      expect.objectContaining({ id: burger.id, store_id: burger.store_id, module_type: 'food' }),
    );
    // Full Item fields plus the cart's flags.
    for (const key of ['price', 'discount', 'image_full_url', 'category_ids', 'add_ons', 'stock'])
      expect(item).toHaveProperty(key);
    const addons = item.addons as { id: number; isChecked: boolean; quantity: number }[];
    expect(addons.find((a) => a.id === addOnB)).toMatchObject({ isChecked: true, quantity: 2 });
    expect(addons.find((a) => a.id === addOnA)).toMatchObject({ isChecked: true, quantity: 1 });
    expect(addons.filter((a) => !a.isChecked).every((a) => a.quantity === 0)).toBe(true);
    const chosen = validSelection(burger.food_variations);
    for (const group of item.food_variations as (Group & {
      values: { label: string; isSelected: boolean }[];
    })[]) {
      const labels = chosen.find((g) => g.name === group.name)?.values.label ?? [];
      for (const value of group.values) expect(value.isSelected).toBe(labels.includes(value.label));
    }
    const list = await cart('GET', 'list', guest);
    expect(list.body).toEqual(res.body);
  });

  it('403 cart_item for the same item and variation, in any option order; another variation is a new line', async () => {
    const guest = await newGuest();
    expect((await cart('POST', 'add', guest, { json: burgerLine() })).status).toBe(200);
    const reversed = validSelection(burger.food_variations)
      .reverse()
      .map((g) => ({ ...g, values: { label: [...g.values.label].reverse() } }));
    const again = await cart('POST', 'add', guest, {
      json: burgerLine({ variation: reversed, quantity: 3 }),
    });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({
      errors: [{ code: 'cart_item', message: 'Item already exists' }],
    });
    const multi = burger.food_variations.find((g) => g.type === 'multi' && g.required === 'on')!;
    const other = validSelection(burger.food_variations).map((g) =>
      g.name === multi.name
        ? {
            ...g,
            values: {
              label: multi.values.slice(-Math.max(1, multi.min)).map((v) => v.label),
            },
          }
        : g,
    );
    const second = await cart('POST', 'add', guest, { json: burgerLine({ variation: other }) });
    expect(second.status).toBe(200);
    expect(second.body).toHaveLength(2);
  });

  it('validates the required fields, quantity ≥ 1 and the model (403, every field at once)', async () => {
    const guest = await newGuest();
    const empty = await cart('POST', 'add', guest, { json: {} });
    expect(empty.status).toBe(403);
    expect(codes(empty).sort()).toEqual(['item_id', 'model', 'price', 'quantity']);
    const zero = await cart('POST', 'add', guest, { json: plainLine({ quantity: 0 }) });
    expect(zero.status).toBe(403);
    expect(zero.body.errors[0]).toEqual({
      code: 'quantity',
      message: 'The quantity field must be at least 1.',
    });
    const model = await cart('POST', 'add', guest, { json: plainLine({ model: 'Food' }) });
    expect(codes(model)).toEqual(['model']);
    const price = await cart('POST', 'add', guest, { json: plainLine({ price: 'abc' }) });
    expect(codes(price)).toEqual(['price']);
    expect((await cart('GET', 'list', guest)).body).toEqual([]);
  });

  it('403 item_id for an unknown item, an item of another module, an inactive item or a wrong model', async () => {
    const guest = await newGuest();
    const unknown = await cart('POST', 'add', guest, { json: plainLine({ item_id: 9_999_999 }) });
    expect(unknown.status).toBe(403);
    expect(unknown.body.errors[0]).toEqual({
      code: 'item_id',
      message: 'The selected item id is invalid.',
    });
    const elsewhere = await itemRow(
      `module_id <> 1 and food_variations = '[]' and variations = '[]'`,
    );
    const wrongModule = await cart('POST', 'add', guest, {
      json: plainLine({ item_id: elsewhere.id }),
    });
    expect(codes(wrongModule)).toEqual(['item_id']);
    const asCampaign = await cart('POST', 'add', guest, {
      json: plainLine({ model: 'ItemCampaign', item_id: 9_999_999 }),
    });
    expect(codes(asCampaign)).toEqual(['item_id']);
    const inactive = await itemRow(
      `module_id = 1 and food_variations = '[]' and variations = '[]' and id not in (${plain.id})`,
    );
    await cat.q(`update items set status = 0 where id = ${inactive.id}`);
    try {
      const res = await cart('POST', 'add', guest, { json: plainLine({ item_id: inactive.id }) });
      expect(codes(res)).toEqual(['item_id']);
    } finally {
      await cat.q(`update items set status = 1 where id = ${inactive.id}`);
    }
  });

  it('checks add-ons: ids of the item, each once, with aligned add_on_qtys', async () => {
    const guest = await newGuest();
    const [{ id: foreign }] = await cat.q<{ id: number }>(
      `select id from add_ons where store_id <> ${burger.store_id} order by id limit 1`,
    );
    const notMine = await cart('POST', 'add', guest, {
      json: burgerLine({ add_on_ids: [foreign], add_on_qtys: [1] }),
    });
    expect(notMine.status).toBe(403);
    expect(codes(notMine)).toEqual(['add_on_ids']);
    const twice = await cart('POST', 'add', guest, {
      json: burgerLine({ add_on_ids: [burger.add_ons[0], burger.add_ons[0]], add_on_qtys: [1, 1] }),
    });
    expect(codes(twice)).toEqual(['add_on_ids']);
    const misaligned = await cart('POST', 'add', guest, {
      json: burgerLine({ add_on_ids: burger.add_ons.slice(0, 2), add_on_qtys: [1] }),
    });
    expect(codes(misaligned)).toEqual(['add_on_qtys']);
    const noQtys = await cart('POST', 'add', guest, {
      json: { ...burgerLine({ add_on_ids: [burger.add_ons[0]] }), add_on_qtys: undefined },
    });
    expect(codes(noQtys)).toEqual(['add_on_qtys']);
    const zeroQty = await cart('POST', 'add', guest, {
      json: burgerLine({ add_on_ids: [burger.add_ons[0]], add_on_qtys: [0] }),
    });
    expect(codes(zeroQty)).toEqual(['add_on_qtys.0']);
  });

  it('checks food variations: required groups, multi min/max, single, known names and labels', async () => {
    const guest = await newGuest();
    const multi = burger.food_variations.find((g) => g.type === 'multi' && g.required === 'on')!;
    const withoutMulti = validSelection(burger.food_variations).filter(
      (g) => g.name !== multi.name,
    );
    const missing = await cart('POST', 'add', guest, {
      json: burgerLine({ variation: withoutMulti }),
    });
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0]).toEqual({
      code: 'variation',
      message: `Variation ${multi.name} can not remain without selection`,
    });
    const tooMany = await cart('POST', 'add', guest, {
      json: burgerLine({
        variation: [
          ...withoutMulti,
          {
            name: multi.name,
            values: { label: multi.values.slice(0, multi.max + 1).map((v) => v.label) },
          },
        ],
      }),
    });
    expect(tooMany.body.errors[0]).toEqual({
      code: 'variation',
      message: `Selected variation named ${multi.name} must be in between Minimum ${multi.min} and Maximum ${multi.max}`,
    });
    const badLabel = await cart('POST', 'add', guest, {
      json: burgerLine({
        variation: [...withoutMulti, { name: multi.name, values: { label: ['Nope'] } }],
      }),
    });
    expect(codes(badLabel)).toEqual(['variation']);
    const badName = await cart('POST', 'add', guest, {
      json: burgerLine({
        variation: [
          ...validSelection(burger.food_variations),
          { name: 'Nope', values: { label: ['x'] } },
        ],
      }),
    });
    expect(codes(badName)).toEqual(['variation']);
    const otherShape = await cart('POST', 'add', guest, {
      json: burgerLine({ variation: [{ type: 'Large', price: 1, stock: 1 }] }),
    });
    expect(codes(otherShape)).toEqual(['variation']);
    const single = burger.food_variations.find((g) => g.type === 'single');
    if (single) {
      const twoSingles = await cart('POST', 'add', guest, {
        json: burgerLine({
          variation: [
            ...validSelection(burger.food_variations).filter((g) => g.name !== single.name),
            { name: single.name, values: { label: single.values.slice(0, 2).map((v) => v.label) } },
          ],
        }),
      });
      expect(codes(twoSingles)).toEqual(['variation']);
    }
    const notArray = await cart('POST', 'add', guest, { json: burgerLine({ variation: 5 }) });
    expect(codes(notArray)).toEqual(['variation']);
    const onPlain = await cart('POST', 'add', guest, {
      json: plainLine({ variation: [{ name: 'Size', values: { label: ['Large'] } }] }),
    });
    expect(codes(onPlain)).toEqual(['variation']);
    expect((await cart('GET', 'list', guest)).body).toEqual([]);
  });

  it('non-food variations: exactly one known type, stored with the item’s price and stock', async () => {
    const guest = await newGuest();
    const moduleHeader = String(variant.module_id);
    const add = (variation: unknown) =>
      cart('POST', 'add', guest, {
        module: moduleHeader,
        json: { item_id: variant.id, model: 'Item', price: 10, quantity: 1, variation },
      });
    expect(codes(await add([]))).toEqual(['variation']);
    expect(codes(await add([{ type: 'No-Such' }]))).toEqual(['variation']);
    expect(
      codes(
        await add([{ type: variant.variations[0].type }, { type: variant.variations[1].type }]),
      ),
    ).toEqual(['variation']);
    const [wanted] = variant.variations;
    const res = await add([{ type: ` ${wanted.type} `, price: 0.01, stock: 999 }]);
    expect(res.status).toBe(200);
    expect(res.body[0].variation).toEqual([
      { type: wanted.type, price: Number(wanted.price), stock: Number(wanted.stock) },
    ]);
    expect(res.body[0].module_id).toBe(variant.module_id);
    expect((await add([{ type: wanted.type }])).body.errors[0].code).toBe('cart_item');
  });

  it('403 cart_item_limit over maximum_cart_quantity, on add and on update', async () => {
    const guest = await newGuest();
    const moduleHeader = String(limited.module_id);
    const max = limited.maximum_cart_quantity as number;
    const over = await cart('POST', 'add', guest, {
      module: moduleHeader,
      json: { item_id: limited.id, model: 'Item', price: 5, quantity: max + 1 },
    });
    expect(over.status).toBe(403);
    expect(over.body).toEqual({
      errors: [{ code: 'cart_item_limit', message: 'Maximum cart quantity exceeded' }],
    });
    const ok = await cart('POST', 'add', guest, {
      module: moduleHeader,
      json: { item_id: limited.id, model: 'Item', price: 5, quantity: max },
    });
    expect(ok.status).toBe(200);
    const update = await cart('POST', 'update', guest, {
      module: moduleHeader,
      json: { cart_id: ok.body[0].id, price: 5, quantity: max + 1 },
    });
    expect(codes(update)).toEqual(['cart_item_limit']);
    expect((await cart('GET', 'list', guest, { module: moduleHeader })).body[0].quantity).toBe(max);
  });

  it('adds a running campaign item as ItemCampaign; an ended campaign is refused', async () => {
    const [campaign] = await cat.q<{ id: number; module_id: number; food_variations: Group[] }>(
      `select id, module_id, food_variations from item_campaigns where status = 1
       and available_date_starts <= '${cat.seedDate}' and available_date_ends >= '${cat.seedDate}'
       and variations = '[]' order by id limit 1`,
    );
    const guest = await newGuest();
    const moduleHeader = String(campaign.module_id);
    const body = {
      item_id: campaign.id,
      model: 'ItemCampaign',
      price: 12,
      quantity: 1,
      variation: validSelection(campaign.food_variations),
    };
    const res = await cart('POST', 'add', guest, { module: moduleHeader, json: body });
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({
      item_type: 'App\\Models\\ItemCampaign',
      item_id: campaign.id,
    });
    expect(res.body[0].item).toMatchObject({ id: campaign.id, is_campaign: 1 });
    expect(res.body[0].item.available_date_starts).toEqual(expect.any(String));
    const [ended] = await cat.q<{ id: number; module_id: number }>(
      `select id, module_id from item_campaigns where id <> ${campaign.id} order by id limit 1`,
    );
    await cat.q(
      `update item_campaigns set available_date_ends = date '${cat.seedDate}' - 1,
        available_date_starts = date '${cat.seedDate}' - 10 where id = ${ended.id}`,
    );
    const refused = await cart('POST', 'add', await newGuest(), {
      module: String(ended.module_id),
      json: { ...body, item_id: ended.id, variation: [] },
    });
    expect(codes(refused)).toEqual(['item_id']);
  });

  it('accepts the form-encoded payload with JSON strings (the app’s form fields)', async () => {
    const guest = await newGuest();
    const res = await cart('POST', 'add', guest, {
      form: {
        guest_id: String(guest.guest),
        item_id: String(burger.id),
        model: 'Item',
        price: '80.5',
        quantity: '2',
        variation: JSON.stringify(validSelection(burger.food_variations)),
        add_on_ids: JSON.stringify([burger.add_ons[0]]),
        add_on_qtys: '[3]',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({
      price: 80.5,
      quantity: 2,
      add_on_ids: [burger.add_ons[0]],
      add_on_qtys: [3],
    });
  });
});

describe('ownership: guests, members and modules', () => {
  it('a guest sees only its own guest_id’s cart and cannot touch another guest’s lines', async () => {
    const a = await newGuest();
    const b = await newGuest();
    const added = await cart('POST', 'add', a, { json: plainLine() });
    const lineId = added.body[0].id;
    expect((await cart('GET', 'list', b)).body).toEqual([]);
    const update = await cart('POST', 'update', b, {
      json: { cart_id: lineId, price: 1, quantity: 5 },
    });
    expect(update.status).toBe(404);
    expect(update.body).toEqual({ errors: [{ code: 'cart_id', message: 'Cart item not found' }] });
    expect((await cart('DELETE', `remove-item?cart_id=${lineId}`, b)).status).toBe(404);
    await cart('DELETE', 'remove', b);
    const mine = await cart('GET', 'list', a);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({ id: lineId, quantity: 1 });
  });

  it('a member’s token wins over a guest_id', async () => {
    const guest = await newGuest();
    await cart('POST', 'add', guest, { json: plainLine() });
    const { token } = await registerUser(cat.app);
    const member = { token, guest: guest.guest };
    expect((await cart('GET', 'list', member)).body).toEqual([]);
    const added = await cart('POST', 'add', member, { json: burgerLine() });
    expect(added.status).toBe(200);
    expect(added.body).toHaveLength(1);
    expect(added.body[0]).toMatchObject({ is_guest: false, item_id: burger.id });
    expect(added.body[0].user_id).not.toBe(guest.guest);
    const guestCart = await cart('GET', 'list', guest);
    expect(guestCart.body.map((l: Line) => l.item_id)).toEqual([plain.id]);
    // A member without any guest id is fine too.
    expect((await cart('GET', 'list', { token })).body).toHaveLength(1);
  });

  it('carts are per module: another module’s list and clear leave it alone', async () => {
    const guest = await newGuest();
    await cart('POST', 'add', guest, { json: plainLine() });
    const other = String(variant.module_id === 1 ? limited.module_id : variant.module_id);
    expect((await cart('GET', 'list', guest, { module: other })).body).toEqual([]);
    expect((await cart('DELETE', 'remove', guest, { module: other })).body).toEqual([]);
    expect((await cart('GET', 'list', guest)).body).toHaveLength(1);
  });
});

describe('POST cart/update, DELETE remove-item and remove', () => {
  it('updates price and quantity, keeps the variation unless one is sent', async () => {
    const guest = await newGuest();
    const added = await cart('POST', 'add', guest, {
      json: burgerLine({ add_on_ids: [burger.add_ons[0]], add_on_qtys: [1] }),
    });
    const line = added.body[0];
    const res = await cart('POST', 'update', guest, {
      json: { cart_id: line.id, price: 99.5, quantity: 4, add_on_qtys: [3] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      id: line.id,
      price: 99.5,
      quantity: 4,
      variation: line.variation,
      add_on_ids: [burger.add_ons[0]],
      add_on_qtys: [3],
    });
    const dropAddOns = await cart('POST', 'update', guest, {
      json: { cart_id: line.id, price: 90, quantity: 1, add_on_ids: [], add_on_qtys: [] },
    });
    expect(dropAddOns.body[0]).toMatchObject({ add_on_ids: [], add_on_qtys: [] });
    const misaligned = await cart('POST', 'update', guest, {
      json: { cart_id: line.id, price: 90, quantity: 1, add_on_qtys: [1] },
    });
    expect(codes(misaligned)).toEqual(['add_on_qtys']);
  });

  it('403 cart_item when a new variation equals another line’s; 404 for an unknown line', async () => {
    const guest = await newGuest();
    await cart('POST', 'add', guest, { json: burgerLine() });
    const multi = burger.food_variations.find((g) => g.type === 'multi' && g.required === 'on')!;
    const other = validSelection(burger.food_variations).map((g) =>
      g.name === multi.name
        ? {
            ...g,
            values: { label: multi.values.slice(-Math.max(1, multi.min)).map((v) => v.label) },
          }
        : g,
    );
    const second = await cart('POST', 'add', guest, { json: burgerLine({ variation: other }) });
    const secondId = second.body[1].id;
    const clash = await cart('POST', 'update', guest, {
      json: {
        cart_id: secondId,
        price: 1,
        quantity: 1,
        variation: validSelection(burger.food_variations),
      },
    });
    expect(codes(clash)).toEqual(['cart_item']);
    const unknown = await cart('POST', 'update', guest, {
      json: { cart_id: 99_999_999, price: 1, quantity: 1 },
    });
    expect(unknown.status).toBe(404);
    const missing = await cart('POST', 'update', guest, { json: { price: 1, quantity: 1 } });
    expect(codes(missing)).toEqual(['cart_id']);
  });

  it('remove-item deletes one line and answers the rest; remove empties the module cart', async () => {
    const guest = await newGuest();
    await cart('POST', 'add', guest, { json: plainLine() });
    const both = await cart('POST', 'add', guest, { json: burgerLine() });
    expect(both.body).toHaveLength(2);
    const removed = await cart('DELETE', `remove-item?cart_id=${both.body[0].id}`, guest);
    expect(removed.status).toBe(200);
    expect(removed.body.map((l: Line) => l.id)).toEqual([both.body[1].id]);
    const again = await cart('DELETE', `remove-item?cart_id=${both.body[0].id}`, guest);
    expect(again.status).toBe(404);
    expect(codes(await cart('DELETE', 'remove-item', guest))).toEqual(['cart_id']);
    const cleared = await cart('DELETE', 'remove', guest);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual([]);
    expect((await cart('GET', 'list', guest)).body).toEqual([]);
  });
});

describe('concurrent writes', () => {
  it('parallel adds of the same line give one line and one 403 cart_item', async () => {
    const guest = await newGuest();
    const results = await Promise.all([
      cart('POST', 'add', guest, { json: plainLine() }),
      cart('POST', 'add', guest, { json: plainLine({ quantity: 2 }) }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(codes(results.find((r) => r.status === 403)!)).toEqual(['cart_item']);
    expect((await cart('GET', 'list', guest)).body).toHaveLength(1);
  });

  it('parallel adds of different lines and parallel updates lose nothing', async () => {
    const { token } = await registerUser(cat.app);
    const member = { token };
    const multi = burger.food_variations.find((g) => g.type === 'multi' && g.required === 'on')!;
    const other = validSelection(burger.food_variations).map((g) =>
      g.name === multi.name
        ? {
            ...g,
            values: { label: multi.values.slice(-Math.max(1, multi.min)).map((v) => v.label) },
          }
        : g,
    );
    const adds = await Promise.all([
      cart('POST', 'add', member, { json: plainLine() }),
      cart('POST', 'add', member, { json: burgerLine() }),
      cart('POST', 'add', member, { json: burgerLine({ variation: other }) }),
    ]);
    expect(adds.map((r) => r.status)).toEqual([200, 200, 200]);
    const lines = (await cart('GET', 'list', member)).body as Line[];
    expect(lines).toHaveLength(3);
    const updates = await Promise.all(
      lines.map((line, i) =>
        cart('POST', 'update', member, {
          json: { cart_id: line.id, price: line.price, quantity: 10 + i },
        }),
      ),
    );
    expect(updates.map((r) => r.status)).toEqual([200, 200, 200]);
    const after = (await cart('GET', 'list', member)).body as Line[];
    expect(after.map((l) => [l.id, l.quantity])).toEqual(lines.map((l, i) => [l.id, 10 + i]));
  });
});
