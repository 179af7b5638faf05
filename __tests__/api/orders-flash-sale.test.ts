import { linePrice, roundMoney } from '@/domain/order';
import { closeCatalog, openCatalog, guestOrderBody, type Catalog } from './catalog/setup';
import { call, type App } from './helpers';

/**
 * Flash-sale stock accounting (API-ITEMS-3: an item in a running sale reports `flash_sale: 1`, the
 * sale's discount and `stock` = the sale's available stock; API-ORDERS-3: the price less the
 * flash-sale discount; API-ORDERS-6 `flash_admin_discount_amount` / `flash_store_discount_amount`). Placing an order
 * takes the line's units from the sale (sold up, available stock down) in the placement's transaction;
 * canceling gives them back; a sold-out sale stops pricing the item. Food keeps no stock and campaign
 * lines are not flash-sale lines.
 */

jest.setTimeout(120_000);

let cat: Catalog;
let app: App;

/** A grocery item (module 2) without variations in the seed's running grocery flash sale. */
let item: { id: number; store_id: number; module_id: number; price: number; name: string };
/** Its flash_sale_items row, with the sale's admin / vendor percentages. */
let sale: { id: number; flash_sale_id: number; admin: number; vendor: number };

const FLASH_PERCENT = 20;
const OWN_DISCOUNT = 5; // an amount, so the normal price differs from the sale's

const headersFor = (moduleId: number) => ({ moduleId: String(moduleId), zoneId: '[1]' });

beforeAll(async () => {
  cat = await openCatalog();
  app = cat.app;
  cat.at('13:00');
  const rows = await cat.q<typeof item & { sale_id: number; flash_sale_id: number }>(
    `select i.id, i.store_id, i.module_id, i.price::float8 as price, i.name,
        fsi.id as sale_id, fsi.flash_sale_id
      from flash_sale_items fsi join items i on i.id = fsi.item_id join stores s on s.id = i.store_id
      where i.module_id = 2 and i.status = 1 and s.zone_id = 1 and s.status = 1 and s.active
        and s.delivery and jsonb_array_length(i.variations) = 0 and fsi.status = 1 and i.price >= 10
      order by fsi.id limit 1`,
  );
  expect(rows).toHaveLength(1);
  const [row] = rows;
  item = {
    id: row.id,
    store_id: row.store_id,
    module_id: row.module_id,
    price: row.price,
    name: row.name,
  };
  const [percentages] = await cat.q<{ admin: number; vendor: number }>(
    `select admin_discount_percentage::float8 as admin, vendor_discount_percentage::float8 as vendor
      from flash_sales where id = ${row.flash_sale_id}`,
  );
  sale = { id: row.sale_id, flash_sale_id: row.flash_sale_id, ...percentages };
  // Known terms: the sale takes 20 %; the item's own discount is 5 DH; no store-wide discount.
  await cat.q(
    `update flash_sale_items set discount = ${FLASH_PERCENT}, discount_type = 'percent' where id = ${sale.id}`,
  );
  await cat.q(
    `update items set discount = ${OWN_DISCOUNT}, discount_type = 'amount', maximum_cart_quantity = null
      where id = ${item.id}`,
  );
  await cat.q(`delete from store_discounts where store_id = ${item.store_id}`);
  await cat.q(`update stores set minimum_order = 0 where id = ${item.store_id}`);
}, 240_000);

afterAll(() => closeCatalog(cat));

beforeEach(() => cat.at('13:00'));

/** Puts the sale line and the item at a known stock. */
async function stockUp(flash: { stock: number; sold: number }, itemStock: number) {
  await cat.q(
    `update flash_sale_items set stock = ${flash.stock}, sold = ${flash.sold},
      available_stock = ${flash.stock - flash.sold} where id = ${sale.id}`,
  );
  await cat.q(`update items set stock = ${itemStock} where id = ${item.id}`);
}

const flashRow = async (id = sale.id) => {
  const [row] = await cat.q<{ sold: number; available_stock: number }>(
    `select sold, available_stock from flash_sale_items where id = ${id}`,
  );
  return row;
};

const itemStock = async (id = item.id) => {
  const [row] = await cat.q<{ stock: number }>(`select stock from items where id = ${id}`);
  return row.stock;
};

async function newGuest(): Promise<number> {
  const res = await call(app, 'POST', '/auth/guest/request', { json: {} });
  return res.body.guest_id;
}

const body = guestOrderBody;

/** Buys `quantity` of an item now (buy-now cart), in its module. */
function buy(
  guest: number,
  target: { id: number; store_id: number; module_id: number },
  quantity: number,
  extra: Record<string, unknown> = {},
  model: 'Item' | 'ItemCampaign' = 'Item',
) {
  return call(app, 'POST', '/customer/order/place', {
    headers: headersFor(target.module_id),
    json: body(guest, target.store_id, {
      is_buy_now: 1,
      cart: [{ item_id: target.id, model, quantity, variation: [] }],
      ...extra,
    }),
  });
}

type OrderAmounts = {
  store_discount_amount: number;
  flash_admin_discount_amount: number;
  flash_store_discount_amount: number;
};

async function orderOf(orderId: number) {
  const [order] = await cat.q<OrderAmounts>(
    `select store_discount_amount::float8 as store_discount_amount,
        flash_admin_discount_amount::float8 as flash_admin_discount_amount,
        flash_store_discount_amount::float8 as flash_store_discount_amount
      from orders where id = ${orderId}`,
  );
  const details = await cat.q<{
    flash_sale_item_id: number | null;
    discount_on_item: number;
    discount_type: string;
    price: number;
  }>(
    `select flash_sale_item_id, discount_on_item::float8 as discount_on_item, discount_type,
        price::float8 as price
      from order_details where order_id = ${orderId} order by id`,
  );
  return { order, details };
}

const cancel = (orderId: number, guest: number, moduleId: number) =>
  call(app, 'PUT', '/customer/order/cancel', {
    headers: headersFor(moduleId),
    json: { order_id: orderId, guest_id: guest, reason: 'Changed my mind' },
  });

const details = (id: number, moduleId: number) =>
  cat.get(`/items/details/${id}`, { moduleId: String(moduleId) });

describe('placing an order of a flash-sale item', () => {
  it('takes the units from the sale, prices the line with its discount and splits that discount', async () => {
    await stockUp({ stock: 10, sold: 4 }, 50);
    const guest = await newGuest();
    const res = await buy(guest, item, 2);
    expect(res.status).toBe(200);

    expect(await flashRow()).toEqual({ sold: 6, available_stock: 4 });
    expect(await itemStock()).toBe(48);

    const line = linePrice({
      item: {
        price: item.price,
        discount: FLASH_PERCENT,
        discount_type: 'percent',
        flash_sale: 1,
        store_discount: 0,
      },
      quantity: 2,
    });
    expect(line.discountTotal).toBeGreaterThan(0);
    const { order, details: lines } = await orderOf(res.body.order_id);
    expect(lines).toEqual([
      {
        flash_sale_item_id: sale.id,
        discount_on_item: line.unitDiscount,
        discount_type: 'flash_sale',
        price: item.price,
      },
    ]);
    // The sale's discount is reported as the admin's and the store's parts, not as a store discount.
    expect(order.store_discount_amount).toBe(0);
    expect(order.flash_admin_discount_amount).toBeCloseTo(
      (line.discountTotal * sale.admin) / (sale.admin + sale.vendor),
      2,
    );
    expect(roundMoney(order.flash_admin_discount_amount + order.flash_store_discount_amount)).toBe(
      line.discountTotal,
    );
    expect(sale.admin).toBe(60);
    expect(order.flash_admin_discount_amount).toBeGreaterThan(order.flash_store_discount_amount);

    // The catalogue reports what is left of the sale.
    const shown = await details(item.id, item.module_id);
    expect(shown.body).toMatchObject({ flash_sale: 1, stock: 4, discount: FLASH_PERCENT });
  });

  it('refuses more than the sale has left with the stock error, changing nothing', async () => {
    await stockUp({ stock: 10, sold: 8 }, 50);
    const res = await buy(await newGuest(), item, 3);
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({ code: 'stock', message: `${item.name} is out of stock.` });
    expect(await flashRow()).toEqual({ sold: 8, available_stock: 2 });
    expect(await itemStock()).toBe(50);
  });

  it('reports and sells no more than the item holds when the sale has more left', async () => {
    await stockUp({ stock: 10, sold: 0 }, 2);
    const details = await call(app, 'GET', `/items/details/${item.id}`, {
      headers: headersFor(item.module_id),
    });
    expect(details.status).toBe(200);
    expect(details.body.flash_sale).toBe(1);
    expect(details.body.stock).toBe(2);
    const res = await buy(await newGuest(), item, 3);
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({ code: 'stock', message: `${item.name} is out of stock.` });
    expect(await flashRow()).toEqual({ sold: 0, available_stock: 10 });
    expect(await itemStock()).toBe(2);
  });

  it('fails and rolls back when another order took the item’s last units after this one was priced', async () => {
    await stockUp({ stock: 10, sold: 0 }, 2);
    // As below, but the racing order takes the item's own stock (not the sale's).
    await cat.q(`create function take_last_item_units() returns trigger language plpgsql as $$
      begin
        update items set stock = 0 where id = ${item.id};
        return new;
      end $$`);
    await cat.q(`create trigger race_for_item_units after insert on orders for each row
      when (new.order_note = 'racing for the item') execute function take_last_item_units()`);
    try {
      const guest = await newGuest();
      const res = await buy(guest, item, 2, { order_note: 'racing for the item' });
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('stock');
      const [{ n }] = await cat.q<{ n: number }>(
        `select count(*)::int as n from orders where user_id = ${guest} and is_guest`,
      );
      expect(n).toBe(0);
      expect(await itemStock()).toBe(2);
      expect(await flashRow()).toEqual({ sold: 0, available_stock: 10 });
    } finally {
      await cat.q('drop trigger race_for_item_units on orders');
      await cat.q('drop function take_last_item_units()');
    }
  });

  it('of two concurrent orders for the last units, exactly one gets them', async () => {
    // The item holds no more than the sale: once the sale is sold out, nothing is left at any price.
    await stockUp({ stock: 10, sold: 7 }, 3);
    const guests = [await newGuest(), await newGuest()];
    const results = await Promise.all(guests.map((guest) => buy(guest, item, 3)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    const refused = results.find((r) => r.status === 403)!;
    expect(refused.body.errors[0].code).toBe('stock');
    expect(await flashRow()).toEqual({ sold: 10, available_stock: 0 });
    expect(await itemStock()).toBe(0);
    const [{ n }] = await cat.q<{ n: number }>(
      `select count(*)::int as n from orders where user_id in (${guests.join(',')}) and is_guest`,
    );
    expect(n).toBe(1);
  });

  it('fails and rolls back when another order took the units after this one was priced', async () => {
    await stockUp({ stock: 10, sold: 8 }, 50);
    // A concurrent order committing between this placement's pricing (which saw 2 units left) and
    // its stock update, reproduced inside the transaction: the order row's insert sells the rest.
    await cat.q(`create function take_last_flash_units() returns trigger language plpgsql as $$
      begin
        update flash_sale_items set sold = stock, available_stock = 0 where id = ${sale.id};
        return new;
      end $$`);
    await cat.q(`create trigger race_for_flash_units after insert on orders for each row
      when (new.order_note = 'racing') execute function take_last_flash_units()`);
    try {
      const guest = await newGuest();
      const res = await buy(guest, item, 2, { order_note: 'racing' });
      expect(res.status).toBe(403);
      expect(res.body.errors[0]).toEqual({
        code: 'stock',
        message: `${item.name} is out of stock.`,
      });
      // Everything rolled back: the order, the item's stock and the sale (the racing sale too).
      const [{ n }] = await cat.q<{ n: number }>(
        `select count(*)::int as n from orders where user_id = ${guest} and is_guest`,
      );
      expect(n).toBe(0);
      expect(await itemStock()).toBe(50);
      expect(await flashRow()).toEqual({ sold: 8, available_stock: 2 });
    } finally {
      await cat.q('drop trigger race_for_flash_units on orders');
      await cat.q('drop function take_last_flash_units()');
    }
  });

  it('gives the units back to the sale and the item when the order is canceled', async () => {
    await stockUp({ stock: 10, sold: 4 }, 50);
    const guest = await newGuest();
    const placed = await buy(guest, item, 2);
    expect(placed.status).toBe(200);
    expect(await flashRow()).toEqual({ sold: 6, available_stock: 4 });
    expect((await cancel(placed.body.order_id, guest, item.module_id)).status).toBe(200);
    expect(await flashRow()).toEqual({ sold: 4, available_stock: 6 });
    expect(await itemStock()).toBe(50);
    // Canceling again gives nothing back twice.
    expect((await cancel(placed.body.order_id, guest, item.module_id)).status).toBe(200);
    expect(await flashRow()).toEqual({ sold: 4, available_stock: 6 });
  });

  it('never gives back more than the sale had: sold stays ≥ 0, available ≤ its stock', async () => {
    await stockUp({ stock: 10, sold: 4 }, 50);
    const guest = await newGuest();
    const placed = await buy(guest, item, 3);
    expect(placed.status).toBe(200);
    // Meanwhile the sale was restocked by hand to a smaller allotment.
    await cat.q(
      `update flash_sale_items set stock = 5, sold = 1, available_stock = 4 where id = ${sale.id}`,
    );
    expect((await cancel(placed.body.order_id, guest, item.module_id)).status).toBe(200);
    expect(await flashRow()).toEqual({ sold: 0, available_stock: 5 });
  });

  it('once the sale is sold out, the item is back to its own price, discount and stock', async () => {
    await stockUp({ stock: 10, sold: 8 }, 50);
    const before = await details(item.id, item.module_id);
    expect(before.body).toMatchObject({ flash_sale: 1, stock: 2, discount: FLASH_PERCENT });
    const guest = await newGuest();
    expect((await buy(guest, item, 2)).status).toBe(200);
    expect(await flashRow()).toEqual({ sold: 10, available_stock: 0 });

    const after = await details(item.id, item.module_id);
    expect(after.body).toMatchObject({
      flash_sale: 0,
      stock: 48,
      discount: OWN_DISCOUNT,
      discount_type: 'amount',
      price: item.price,
    });
    // An order now pays the normal price and leaves the sale alone.
    const normal = await buy(guest, item, 1, { order_note: 'after the sale' });
    expect(normal.status).toBe(200);
    const { order, details: lines } = await orderOf(normal.body.order_id);
    expect(lines[0]).toMatchObject({
      flash_sale_item_id: null,
      discount_on_item: OWN_DISCOUNT,
      discount_type: 'amount',
    });
    expect(order).toEqual({
      store_discount_amount: OWN_DISCOUNT,
      flash_admin_discount_amount: 0,
      flash_store_discount_amount: 0,
    });
    expect(await flashRow()).toEqual({ sold: 10, available_stock: 0 });
    expect(await itemStock()).toBe(47);
  });
});

describe('lines that are not counted against a flash sale', () => {
  it('a food line gets the sale’s price but takes no stock from it (food keeps no stock)', async () => {
    const [store] = await cat.q<{ id: number }>(
      "select id from stores where slug = 'casa-pizza-napoli'",
    );
    const [food] = await cat.q<{ id: number; price: number }>(
      `select id, price::float8 as price from items where store_id = ${store.id} and status = 1
         and variations = '[]'::jsonb and add_ons = '[]'::jsonb and price >= 30
         and not exists (select 1 from jsonb_array_elements(food_variations) g where g->>'required' = 'on')
       order by id limit 1`,
    );
    const [foodSale] = await cat.q<{ id: number }>(
      `insert into flash_sales (module_id, title, admin_discount_percentage, vendor_discount_percentage,
          start_date, end_date)
        select 1, 'Food flash sale', 50, 50, start_date, end_date from flash_sales
        where id = ${sale.flash_sale_id} returning id`,
    );
    const [foodLine] = await cat.q<{ id: number }>(
      `insert into flash_sale_items (flash_sale_id, item_id, stock, sold, available_stock,
          discount_type, discount, price)
        values (${foodSale.id}, ${food.id}, 10, 0, 10, 'percent', 10, ${food.price}) returning id`,
    );
    const guest = await newGuest();
    const placed = await buy(guest, { id: food.id, store_id: store.id, module_id: 1 }, 2);
    expect(placed.status).toBe(200);
    expect(await flashRow(foodLine.id)).toEqual({ sold: 0, available_stock: 10 });
    const { order, details: lines } = await orderOf(placed.body.order_id);
    const discount = roundMoney(food.price * 0.1 * 2);
    expect(lines[0]).toMatchObject({
      flash_sale_item_id: foodLine.id,
      discount_type: 'flash_sale',
    });
    expect(order.flash_admin_discount_amount + order.flash_store_discount_amount).toBeCloseTo(
      discount,
      2,
    );
    expect((await cancel(placed.body.order_id, guest, 1)).status).toBe(200);
    expect(await flashRow(foodLine.id)).toEqual({ sold: 0, available_stock: 10 });
  });

  it('a campaign line is not a flash-sale line, even when an item of the same id is on sale', async () => {
    const [campaign] = await cat.q<{ id: number; store_id: number; module_id: number }>(
      `select c.id, c.store_id, c.module_id from item_campaigns c join modules m on m.id = c.module_id
        where c.status = 1 and m.module_type <> 'food' and c.variations = '[]'::jsonb
          and c.available_date_starts <= '${cat.seedDate}' and c.available_date_ends >= '${cat.seedDate}'
        order by c.id limit 1`,
    );
    expect(campaign).toBeDefined();
    await cat.q(`update stores set minimum_order = 0 where id = ${campaign.store_id}`);
    // The item that shares the campaign's id is in a running sale.
    const [twin] = await cat.q<{ id: number }>(
      `insert into flash_sale_items (flash_sale_id, item_id, stock, sold, available_stock,
          discount_type, discount, price)
        select ${sale.flash_sale_id}, ${campaign.id}, 10, 0, 10, 'percent', 10, price
        from items where id = ${campaign.id} returning id`,
    );
    const guest = await newGuest();
    const placed = await buy(guest, campaign, 2, {}, 'ItemCampaign');
    expect(placed.status).toBe(200);
    expect(await flashRow(twin.id)).toEqual({ sold: 0, available_stock: 10 });
    const { order, details: lines } = await orderOf(placed.body.order_id);
    expect(lines[0].flash_sale_item_id).toBeNull();
    expect(lines[0].discount_type).not.toBe('flash_sale');
    expect(order.flash_admin_discount_amount).toBe(0);
    expect(order.flash_store_discount_amount).toBe(0);
  });
});
