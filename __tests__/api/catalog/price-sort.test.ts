import { discountedRange, effectiveDiscount } from '@/domain/catalog/pricing';
import type { PricedItem } from '@/domain/catalog/pricing';
import { closeCatalog, openCatalog, type Catalog } from './setup';

/**
 * Price sorting (R-SHELL-13; API-ITEMS-1 `filter` high/low)
 * follows the price the card shows: the starting price after the discount the storefront applies
 * (src/domain/catalog/pricing.ts), not the base price. And a flash-sale item's discount is the sale's
 * (API-ITEMS-3: a running flash sale gives its discount), even in a store running its own.
 */

jest.setTimeout(60_000);

let cat: Catalog;

beforeAll(async () => {
  cat = await openCatalog();
}, 240_000);

afterAll(() => closeCatalog(cat));

beforeEach(() => cat.at('13:00'));

type Item = PricedItem & { id: number; name: string; store_id: number; flash_sale?: number };

/** What the card shows first: the start of the discounted range. */
const shown = (item: Item) => discountedRange(item).min;
const nonDecreasing = (values: number[]) =>
  values.every((v, i) => i === 0 || v >= values[i - 1] - 1e-9);

// The shop module (4): atlas-fashion-hub (id 14) runs a 12% store discount and has flash-sale items.
const SHOP = { moduleId: '4' };

describe('a flash-sale item in a store with its own discount', () => {
  it("shows and charges the sale's discount, not the store's", async () => {
    const [line] = await cat.q<{ item_id: number; discount: string; store: string }>(
      `select fsi.item_id, fsi.discount, sd.discount as store from flash_sale_items fsi
        join items i on i.id = fsi.item_id join store_discounts sd on sd.store_id = i.store_id
        where fsi.status = 1 and fsi.available_stock > 0 and i.module_id = 4
          and fsi.discount::numeric <> sd.discount::numeric
        order by fsi.id limit 1`,
    );
    expect(line).toBeDefined();
    const res = await cat.get(`/items/details/${line.item_id}`, SHOP);
    expect(res.status).toBe(200);
    const item = res.body as Item;
    expect(item).toMatchObject({
      flash_sale: 1,
      discount: Number(line.discount),
      discount_type: 'percent',
      // 6amMart reports no store discount while the item is in a running flash sale.
      store_discount: 0,
    });
    expect(effectiveDiscount(item)).toEqual({ type: 'percent', value: Number(line.discount) });
    // Another item of the same store, not in the sale, still gets the store's percentage.
    const menu = await cat.get(
      `/items/latest?store_id=${item.store_id}&category_id=0&limit=100&offset=1`,
      SHOP,
    );
    const plain = (menu.body.products as Item[]).find((i) => i.flash_sale !== 1);
    expect(plain).toBeDefined();
    expect(plain!.store_discount).toBe(Number(line.store));
  });
});

describe('filter=low / high sort by the shown price', () => {
  const storeMenu = (filter: string, limit = 100, offset = 1) =>
    cat.get(
      `/items/latest?store_id=atlas-fashion-hub&category_id=0&limit=${limit}&offset=${offset}&filter=${filter}`,
      SHOP,
    );

  it('orders a store menu by the discounted starting price, low and high', async () => {
    const low = (await storeMenu('low')).body.products as Item[];
    expect(low.length).toBeGreaterThan(3);
    expect(nonDecreasing(low.map(shown))).toBe(true);
    // The fixture exercises the rule: by base price this order would be wrong.
    expect(nonDecreasing(low.map((i) => i.price))).toBe(false);

    const high = (await storeMenu('high')).body.products as Item[];
    expect(high).toHaveLength(low.length);
    expect(nonDecreasing(high.map(shown).reverse())).toBe(true);
  });

  it('counts the required food options in the starting price', async () => {
    const foodMenu = () =>
      cat.get(
        '/items/latest?store_id=casa-pizza-napoli&category_id=0&limit=100&offset=1&filter=low',
      );
    const before = (await foodMenu()).body.products as Item[];
    const cheapest = before[0];
    const [row] = await cat.q<{ food_variations: unknown }>(
      `select food_variations from items where id = ${cheapest.id}`,
    );
    // A required "pick 2" group: the two cheapest choices (25 + 30, "30.9" read as 30) are added.
    const group = {
      name: 'Sides',
      type: 'multi',
      min: '2',
      max: 3,
      required: 'on',
      values: [
        { label: 'A', optionPrice: '40' },
        { label: 'B', optionPrice: '30.9' },
        { label: 'C', optionPrice: 25 },
      ],
    };
    await cat.q(
      `update items set food_variations = '${JSON.stringify([group])}'::jsonb where id = ${cheapest.id}`,
    );
    try {
      const after = (await foodMenu()).body.products as Item[];
      const moved = after.find((i) => i.id === cheapest.id)!;
      expect(discountedRange(moved).min).toBeGreaterThan(shown(cheapest) + 40);
      expect(after[0].id).not.toBe(cheapest.id);
      expect(nonDecreasing(after.map(shown))).toBe(true);
    } finally {
      await cat.q(
        `update items set food_variations = '${JSON.stringify(row.food_variations)}'::jsonb where id = ${cheapest.id}`,
      );
    }
  });

  it('keeps the order across pages', async () => {
    const first = (await storeMenu('low', 4, 1)).body.products as Item[];
    const second = (await storeMenu('low', 4, 2)).body.products as Item[];
    expect(first).toHaveLength(4);
    expect(nonDecreasing([...first, ...second].map(shown))).toBe(true);
  });

  it('orders search results across stores by the shown price', async () => {
    // A product discount that makes the dearest item of a store without a store discount cheap.
    const [dear] = await cat.q<{ id: number; discount: string; discount_type: string }>(
      `select i.id, i.discount, i.discount_type from items i
        where i.module_id = 2 and i.status = 1 and i.store_id = 7
          and i.id not in (select item_id from flash_sale_items)
        order by i.price desc limit 1`,
    );
    await cat.q(`update items set discount = 90, discount_type = 'percent' where id = ${dear.id}`);
    try {
      const res = await cat.get('/items/search?name=fruits&limit=50&offset=1&filter=low', {
        moduleId: '2',
      });
      expect(res.status).toBe(200);
      const list = res.body.products as Item[];
      expect(list.length).toBeGreaterThan(3);
      expect(new Set(list.map((i) => i.store_id)).size).toBeGreaterThan(1);
      expect(nonDecreasing(list.map(shown))).toBe(true);
      expect(nonDecreasing(list.map((i) => i.price))).toBe(false);
      const high = (
        await cat.get('/items/search?name=fruits&limit=50&offset=1&filter=high', {
          moduleId: '2',
        })
      ).body.products as Item[];
      expect(nonDecreasing(high.map(shown).reverse())).toBe(true);
    } finally {
      await cat.q(
        `update items set discount = ${dear.discount}, discount_type = '${dear.discount_type}' where id = ${dear.id}`,
      );
    }
  });
});
