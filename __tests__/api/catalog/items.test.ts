import { discountedRange } from '@/domain/catalog/pricing';
import { closeCatalog, openCatalog, type Catalog } from './setup';

jest.setTimeout(60_000);

let cat: Catalog;

beforeAll(async () => {
  cat = await openCatalog();
}, 240_000);

afterAll(() => closeCatalog(cat));

beforeEach(() => cat.at('13:00'));

type Item = Record<string, unknown> & {
  id: number;
  name: string;
  price: number;
  discount: number;
  discount_type: string;
  store_id: number;
  module_id: number;
  order_count: number;
  category_id: number;
  category_ids: { id: string; position: number; name?: string }[];
};

const ids = (items: Item[]) => items.map((i) => i.id);
const menu = (query = '') =>
  cat.get(`/items/latest?store_id=casa-pizza-napoli&category_id=0&limit=100&offset=1${query}`);
const sortedDesc = (values: number[]) => [...values].sort((a, b) => b - a);

describe('GET /items/latest (store menu)', () => {
  it('returns the store items and its category tabs', async () => {
    const res = await cat.get('/items/latest?store_id=1&category_id=0&limit=5&offset=2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ limit: '5', offset: '2' });
    const [{ n }] = await cat.q<{ n: number }>(
      'select count(*)::int as n from items where store_id = 1 and status = 1',
    );
    expect(res.body.total_size).toBe(n);
    expect(res.body.products).toHaveLength(5);
    expect(res.body.products.every((i: Item) => i.store_id === 1)).toBe(true);
    const tabs = res.body.categories;
    expect(tabs.length).toBeGreaterThan(1);
    expect(tabs[0]).toEqual(
      expect.objectContaining({
        parent_id: 0,
        childes: expect.any(Array),
        image_full_url: expect.any(String),
      }),
    );
    expect(tabs.find((t: { id: number }) => t.id === 1).childes.length).toBeGreaterThan(0);
    const bySlug = await menu();
    expect(bySlug.body.total_size).toBe(n);
  });

  it('filters by category (sub-categories included, CSV), price, rating, exclusion and veg', async () => {
    const pizza = await menu('&category_id=1');
    expect(pizza.body.products.length).toBeGreaterThan(0);
    for (const i of pizza.body.products as Item[])
      expect(i.category_ids.map((c) => c.id)).toContain('1');
    const two = await menu('&category_id=1,4');
    expect(two.body.total_size).toBeGreaterThan(pizza.body.total_size);
    const cheap = await menu('&min_price=40&max_price=60');
    expect(cheap.body.products.every((i: Item) => i.price >= 40 && i.price <= 60)).toBe(true);
    const rated = await menu('&rating_count=4.5');
    expect(rated.body.products.every((i: Item) => (i.avg_rating as number) >= 4.5)).toBe(true);
    const without = await menu('&product_id=1');
    expect(ids(without.body.products)).not.toContain(1);
    const veg = await menu('&type=veg');
    expect(veg.body.products.every((i: Item) => i.veg === 1)).toBe(true);
    const nonVeg = await menu('&type=non_veg');
    expect(veg.body.total_size + nonVeg.body.total_size).toBe((await menu()).body.total_size);
  });

  it('sorts with filter=low / high / popular and accepts [a,b]', async () => {
    const low = (await menu('&filter=low')).body.products.map((i: Item) => i.price);
    expect(low).toEqual([...low].sort((a: number, b: number) => a - b));
    const high = (await menu('&filter=[high]')).body.products.map((i: Item) => i.price);
    expect(high).toEqual(sortedDesc(high));
    const popular = (await menu('&filter=popular')).body.products.map((i: Item) => i.order_count);
    expect(popular).toEqual(sortedDesc(popular));
  });

  it('available_now follows the item time window at the local time', async () => {
    // burger-midnight sells 22:00–23:59 only.
    cat.at('13:00');
    expect(ids((await menu('&filter=available_now')).body.products)).not.toContain(10);
    cat.at('22:30');
    expect(ids((await menu('&filter=available_now')).body.products)).toContain(10);
  });

  it('returns an empty page for an unknown store, 403 for missing parameters', async () => {
    const res = await cat.get('/items/latest?store_id=nope&category_id=0&limit=5&offset=1');
    expect(res.body).toMatchObject({ total_size: 0, products: [], categories: [] });
    expect((await cat.get('/items/latest?category_id=0&limit=5&offset=1')).status).toBe(403);
    expect((await cat.get('/items/latest?store_id=1&limit=5&offset=1')).status).toBe(403);
    expect((await cat.get('/items/latest?store_id=1&category_id=0')).body.errors[0].code).toBe(
      'limit',
    );
    expect((await cat.get('/items/latest?store_id=1&category_id=x&limit=5&offset=1')).status).toBe(
      403,
    );
  });
});

describe('Item JSON', () => {
  it('has the contract fields and types', async () => {
    const res = await cat.get('/items/details/1');
    expect(res.status).toBe(200);
    const item = res.body;
    expect(item).toMatchObject({
      id: 1,
      slug: 'pizza-margherita-casa-pizza-napoli',
      store_name: 'Casa Pizza Napoli',
      zone_id: 1,
      module_type: 'food',
      is_campaign: 0,
      veg: 1,
      schedule_order: true,
      tax: 0,
      image_full_url: 'http://localhost/demo/product/pizza-margherita.svg',
    });
    expect(item.images_full_url).toEqual(['http://localhost/demo/product/pizza-margherita.svg']);
    expect(item.category_ids.every((c: { id: unknown }) => typeof c.id === 'string')).toBe(true);
    expect(item.category_ids[0]).toEqual({ id: '1', position: 1, name: 'Pizza' });
    expect(Array.isArray(item.food_variations)).toBe(true);
    expect(item.add_ons.map((a: { id: number }) => a.id)).toEqual([3, 4, 5]);
    expect(item.add_ons[0]).toEqual(
      expect.objectContaining({ store_id: 1, status: 1, price: expect.any(Number) }),
    );
    expect(item.available_time_starts).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(typeof item.avg_rating).toBe('number');
    expect(item.rating_count).toBe(item.rating.reduce((a: number, b: number) => a + b, 0));
    // details extras
    expect(item.store_details).toMatchObject({ id: 1, category_ids: expect.any(Array) });
    expect(item.store_details.price_range[0].max_price).toBeGreaterThan(0);
    expect(item.module).toMatchObject({ id: 1, module_type: 'food' });
    expect(Array.isArray(item.reviews)).toBe(true);
    expect(typeof item.whislists_count).toBe('number');
  });

  it('food_variations is "" when there are none; grocery items carry unit and stock', async () => {
    const [row] = await cat.q<{ id: number }>(
      "select id from items where module_id = 2 and food_variations = '[]'::jsonb and unit_id is not null limit 1",
    );
    const res = await cat.get(`/items/details/${row.id}`, { moduleId: '2' });
    expect(res.body.food_variations).toBe('');
    expect(typeof res.body.unit_type).toBe('string');
    expect(res.body.module_type).toBe('grocery');
    expect(typeof res.body.stock).toBe('number');
  });

  it('is localised (ar, fr) including category names and the store name', async () => {
    const ar = await cat.get('/items/details/1', { 'X-localization': 'ar' });
    const fr = await cat.get('/items/details/1', { 'X-localization': 'fr' });
    const en = await cat.get('/items/details/1');
    expect(ar.body.name).not.toBe(en.body.name);
    expect(ar.body.name).toMatch(/[\u0600-\u06FF]/);
    expect(fr.body.name).not.toBe(en.body.name);
    expect(ar.body.store_name).toBe('كازا بيتزا نابولي');
    expect(ar.body.category_ids[0].name).toMatch(/[\u0600-\u06FF]/);
    expect(ar.body.add_ons[0].name).toMatch(/[\u0600-\u06FF]/);
  });

  it('details by slug; 404 with errors as an object otherwise', async () => {
    const bySlug = await cat.get('/items/details/pizza-margherita-casa-pizza-napoli');
    expect(bySlug.body.id).toBe(1);
    for (const [path, headers] of [
      ['/items/details/999999', {}],
      ['/items/details/no-such-item', {}],
      ['/items/details/1', { moduleId: '2' }], // belongs to another module
    ] as const) {
      const res = await cat.get(path, headers);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: { code: 'product-001', message: 'Product not found!' } });
    }
    expect((await cat.get('/items/details/1', { moduleId: null })).status).toBe(403);
    // Zone is optional on the product page.
    expect((await cat.get('/items/details/1', { zoneId: null })).status).toBe(200);
  });

  it('campaign items by ?campaign=1', async () => {
    const res = await cat.get('/items/details/family-pizza-deal?campaign=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Family Pizza Deal',
      is_campaign: 1,
      available_time_starts: '00:00',
      available_time_ends: '23:59',
    });
    expect(res.body.available_date_starts).toMatch(/^\d{4}-\d\d-\d\d$/);
    const byType = await cat.get('/items/details/1?product_type=campaign');
    expect(byType.body).toMatchObject({ slug: 'family-pizza-deal', is_campaign: 1 });
    expect((await cat.get('/items/details/1?product_type=bundle')).status).toBe(403);
  });
});

describe('discounts (flash sale > max(product, store))', () => {
  const detail = async (id: number, moduleId = '1') =>
    (await cat.get(`/items/details/${id}`, { moduleId })).body as Item;

  afterAll(async () => {
    await cat.q("update items set discount = 0, discount_type = 'percent' where id in (2, 3, 4)");
  });

  it('applies the running store discount when it is larger', async () => {
    expect(await detail(1)).toMatchObject({
      discount: 10,
      discount_type: 'percent',
      store_discount: 10,
    });
    await cat.q("update items set discount = 15, discount_type = 'percent' where id = 2");
    expect(await detail(2)).toMatchObject({
      discount: 15,
      discount_type: 'percent',
      store_discount: 10,
    });
    // 3 off 59 is less than 10% of it: the store's percentage wins.
    await cat.q("update items set discount = 3, discount_type = 'amount' where id = 3");
    expect(await detail(3)).toMatchObject({ discount: 10, discount_type: 'percent' });
    // 20 off 96 beats 10%.
    await cat.q("update items set discount = 20, discount_type = 'amount' where id = 4");
    expect(await detail(4)).toMatchObject({ discount: 20, discount_type: 'amount' });
    cat.at('13:00', 45); // the store discount has ended
    expect(await detail(1)).toMatchObject({ discount: 0, store_discount: 0 });
  });

  it('a running flash sale wins and sets the stock', async () => {
    const [line] = await cat.q<{
      id: number;
      item_id: number;
      discount: string;
      available_stock: number;
    }>(
      'select id, item_id, discount, available_stock from flash_sale_items where flash_sale_id = 1 order by id limit 1',
    );
    const item = await detail(line.item_id, '2');
    expect(item).toMatchObject({
      flash_sale: 1,
      discount: Number(line.discount),
      discount_type: 'percent',
      stock: line.available_stock,
    });
    await cat.q(`update flash_sale_items set available_stock = 0 where id = ${line.id}`);
    const soldOut = await detail(line.item_id, '2');
    const [{ stock }] = await cat.q<{ stock: number }>(
      `select stock from items where id = ${line.item_id}`,
    );
    expect(soldOut).toMatchObject({ flash_sale: 0, stock });
    await cat.q(
      `update flash_sale_items set available_stock = ${line.available_stock} where id = ${line.id}`,
    );
    cat.at('13:00', 10); // after the sale
    expect((await detail(line.item_id, '2')).flash_sale).toBe(0);
  });
});

describe('item lists', () => {
  it('new-arrival: newest first with categories', async () => {
    const res = await cat.get('/items/new-arrival?limit=20');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ limit: '20', offset: 1 });
    const dates = res.body.products.map((i: Item) => i.created_at as string);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.body.categories[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        image_full_url: expect.any(String),
      }),
    );
  });

  it('popular (default 25), most-reviewed and discounted', async () => {
    const popular = await cat.get('/items/popular');
    expect(popular.body.limit).toBe(25);
    expect(popular.body.products).toHaveLength(25);
    const orders = popular.body.products.map((i: Item) => i.order_count);
    expect(orders).toEqual(sortedDesc(orders));
    const reviewed = await cat.get('/items/most-reviewed');
    const counts = reviewed.body.products.map((i: Item) => i.rating_count as number);
    expect(counts).toEqual(sortedDesc(counts));
    const discounted = await cat.get('/items/discounted?limit=100');
    expect(discounted.body.products.length).toBeGreaterThan(0);
    expect(discounted.body.products.every((i: Item) => i.discount > 0)).toBe(true);
  });

  it('category_ids, sorting filters and search on the popular list', async () => {
    const cats = await cat.get('/items/popular?category_ids=[1]&limit=100');
    for (const i of cats.body.products as Item[]) expect(i.category_ids[0].id).toBe('1');
    // The tabs list every category of the unfiltered list.
    expect(cats.body.categories.length).toBeGreaterThan(1);
    const az = (await cat.get('/items/popular?filter=a_to_z&limit=100')).body.products.map(
      (i: Item) => i.name,
    );
    expect(az).toEqual(
      [...az].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const rated = (await cat.get('/items/popular?filter=top_rated')).body.products.map(
      (i: Item) => i.avg_rating as number,
    );
    expect(rated).toEqual(sortedDesc(rated));
    const search = await cat.get('/items/popular?search=pizza');
    expect(search.body.total_size).toBeGreaterThan(0);
    const unavailable = await cat.get('/items/popular?filter=un_available_now&limit=100');
    expect(ids(unavailable.body.products)).toContain(10);
  });

  it('recommended: total_size counts the page; filters', async () => {
    const all = await cat.get('/items/recommended');
    expect(all.body.limit).toBeNull();
    expect(all.body.total_size).toBe(all.body.items.length);
    expect(all.body.items.every((i: Item) => i.recommended === 1)).toBe(true);
    const page = await cat.get('/items/recommended?filter=top_rated&limit=3&offset=1');
    expect(page.body).toMatchObject({ total_size: 3, limit: '3', offset: '1' });
    const ratings = page.body.items.map((i: Item) => i.avg_rating as number);
    expect(ratings).toEqual(sortedDesc(ratings));
    const store = await cat.get('/items/recommended?store_id=1');
    expect(store.body.items.every((i: Item) => i.store_id === 1)).toBe(true);
    expect((await cat.get('/items/recommended?filter=cheap')).status).toBe(403);
  });

  it('suggested: same store', async () => {
    const res = await cat.get('/items/suggested?store_id=2&limit=4&offset=1');
    expect(res.body.total_size).toBe(4);
    expect(res.body.items.every((i: Item) => i.store_id === 2)).toBe(true);
    expect((await cat.get('/items/suggested')).body.errors[0].code).toBe('store_id');
  });

  it('basic (pharmacy) requires limit and offset', async () => {
    const res = await cat.get('/items/basic?limit=5&offset=1', { moduleId: '3' });
    expect(res.status).toBe(200);
    expect(res.body.products.every((i: Item) => i.is_basic === 1)).toBe(true);
    expect(res.body.categories.length).toBeGreaterThan(0);
    expect((await cat.get('/items/basic', { moduleId: '3' })).status).toBe(403);
  });

  it('common-conditions lists condition items', async () => {
    const res = await cat.get('/items/common-conditions?limit=5', { moduleId: '3' });
    expect(res.body.total_size).toBeGreaterThan(0);
    expect(res.body.products.every((i: Item) => i.common_condition_id !== null)).toBe(true);
  });

  it('get-products by data_type', async () => {
    const searched = await cat.get('/items/get-products?data_type=searched&name=tagine');
    expect(searched.body.total_size).toBeGreaterThan(0);
    expect((await cat.get('/items/get-products?data_type=searched')).status).toBe(403);
    expect((await cat.get('/items/get-products?data_type=category')).status).toBe(403);
    const byCat = await cat.get('/items/get-products?data_type=category&category_ids=4');
    expect(byCat.body.products.every((i: Item) => i.category_ids[0].id === '4')).toBe(true);
    const fresh = await cat.get('/items/get-products?data_type=new&limit=5');
    const dates = fresh.body.products.map((i: Item) => i.created_at as string);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await cat.get('/items/get-products?data_type=discounted')).status).toBe(200);
    expect((await cat.get('/items/get-products?data_type=other')).status).toBe(403);
  });

  it('scopes by module and zone (all-zone modules ignore the zone)', async () => {
    const grocery = await cat.get('/items/popular?limit=100', { moduleId: '2' });
    expect(grocery.body.products.every((i: Item) => i.module_id === 2)).toBe(true);
    const rabat = await cat.get('/items/popular?limit=100', { zoneId: '[2]' });
    expect(rabat.body.products.every((i: Item) => i.store_id === 5)).toBe(true);
    const shop = await cat.get('/items/popular?limit=100', { moduleId: '4' });
    expect(new Set(shop.body.products.map((i: Item) => i.store_id))).toContain(17);
    expect((await cat.get('/items/popular', { zoneId: null })).status).toBe(403);
    expect((await cat.get('/items/popular', { moduleId: null })).status).toBe(403);
  });

  it('rejects bad list input', async () => {
    for (const query of [
      'limit=0',
      'limit=1000',
      'offset=-1',
      'offset=abc',
      'category_ids=[a]',
      'filter=best',
      'min_price=-1',
      'max_price=x',
      'rating_count=6',
      'type=meat',
    ]) {
      const res = await cat.get(`/items/popular?${query}`);
      expect(res.status).toBe(403);
      expect(res.body.errors[0]).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await cat.get('/items/search?name=a%00b')).body.errors[0].code).toBe('name');
    expect((await cat.get('/items/popular?limit[]=5')).status).toBe(403);
    const huge = await cat.get('/items/popular', { zoneId: '[99999999999]' });
    expect(huge.status).toBe(403);
    expect(huge.body.errors[0].code).toBe('zoneId');
    // A page past the end still reports the total.
    const past = await cat.get('/items/popular?limit=100&offset=50');
    expect(past.body.products).toEqual([]);
    expect(past.body.total_size).toBeGreaterThan(100);
  });
});

describe('search', () => {
  it('matches names in any locale, exact names first', async () => {
    const res = await cat.get('/items/search?name=pizza');
    expect(res.body).toMatchObject({ limit: 10, offset: 1 });
    expect(res.body.total_size).toBeGreaterThan(3);
    const exact = await cat.get(
      '/items/search?name=' + encodeURIComponent('Lamb Tagine with Prunes'),
    );
    expect(exact.body.products[0].name).toBe('Lamb Tagine with Prunes');
    const ar = await cat.get('/items/search?name=' + encodeURIComponent('بيتزا'));
    expect(ar.body.total_size).toBe(res.body.total_size);
  });

  it('matches tags, category, generic names, brands and conditions', async () => {
    const [tagged] = await cat.q<{ tag: string }>(
      "select tags->>0 as tag from items where module_id = 1 and tags <> '[]'::jsonb limit 1",
    );
    const byTag = await cat.get('/items/search?name=' + encodeURIComponent(tagged.tag));
    expect(byTag.body.total_size).toBeGreaterThan(0);
    const byCategory = await cat.get('/items/search?name=couscous&limit=50');
    expect(byCategory.body.total_size).toBeGreaterThan(0);
    const generic = await cat.get('/items/search?name=ibuprofen', { moduleId: '3' });
    expect(
      generic.body.products.some((i: Item) => (i.generic_name as string[]).includes('Ibuprofen')),
    ).toBe(true);
    const brand = await cat.get('/items/search?name=sahara&limit=50', { moduleId: '4' });
    expect(brand.body.products.some((i: Item) => i.brand_id === 2)).toBe(true);
    const condition = await cat.get('/items/search?name=headache&limit=50', { moduleId: '3' });
    expect(condition.body.products.some((i: Item) => i.common_condition_id === 2)).toBe(true);
    const store = await cat.get('/items/search?name=pizza&store_id=2');
    expect(store.body.products.every((i: Item) => i.store_id === 2)).toBe(true);
    expect((await cat.get('/items/search')).body.errors[0].code).toBe('name');
  });

  it('search-suggestion and item-or-store-search', async () => {
    const sugg = await cat.get('/items/search-suggestion?name=piz');
    expect(sugg.body.products[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        image_full_url: expect.any(String),
      }),
    );
    const both = await cat.get('/items/item-or-store-search?name=pizza');
    expect(both.status).toBe(200);
    expect(both.body.items.length).toBeGreaterThan(0);
    expect(both.body.items.length).toBeLessThanOrEqual(50);
    expect(both.body.stores.map((s: { id: number }) => s.id)).toEqual([1]);
    const noPos = await cat.get('/items/item-or-store-search?name=pizza', { latitude: null });
    expect(noPos.status).toBe(403);
    expect(noPos.body.errors[0].code).toBe('longitude-latitude');
  });
});

describe('GET /get-combined-data (results page)', () => {
  it('item tab: searched, filters, price range and categories', async () => {
    const res = await cat.get(
      '/get-combined-data?list_type=item&data_type=searched&name=pizza&limit=12&offset=1&filter=low&min_price=50',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ limit: '12', offset: '1' });
    const prices = res.body.products.map((i: Item) => i.price);
    // filter=low follows the price the card shows (after its discount); price-sort.test.ts.
    const shown = res.body.products.map((i: Item) => discountedRange(i).min);
    expect(shown).toEqual([...shown].sort((a: number, b: number) => a - b));
    expect(prices.every((p: number) => p >= 50)).toBe(true);
    expect(res.body.categories.length).toBeGreaterThan(0);
    const brand = await cat.get('/get-combined-data?data_type=brand&brand_ids=[2]', {
      moduleId: '4',
    });
    expect(brand.body.products.every((i: Item) => i.brand_id === 2)).toBe(true);
    expect((await cat.get('/get-combined-data?data_type=brand')).status).toBe(403);
    expect((await cat.get('/get-combined-data?data_type=searched')).status).toBe(403);
    const open = await cat.get('/get-combined-data?filter=currently_open,top_rated&limit=50');
    const ratings = open.body.products.map((i: Item) => i.avg_rating as number);
    expect(ratings).toEqual(sortedDesc(ratings));
  });

  it('store tab: searched, nearby, currently open and category', async () => {
    const res = await cat.get('/get-combined-data?list_type=store&data_type=searched&name=tajine');
    expect(res.body.stores.map((s: { id: number }) => s.id)).toEqual([2]);
    const nearby = await cat.get('/get-combined-data?list_type=store&filter=nearby');
    const d = nearby.body.stores.map((s: { distance: number }) => s.distance);
    expect(d).toEqual([...d].sort((a: number, b: number) => a - b));
    cat.at('02:00');
    const open = await cat.get('/get-combined-data?list_type=store&filter=currently_open');
    expect(open.body.stores.map((s: { id: number }) => s.id)).toEqual([1]);
    const category = await cat.get(
      '/get-combined-data?list_type=store&data_type=category&category_ids=[17]',
    );
    expect(
      category.body.stores.every((s: { category_ids: number[] }) => s.category_ids.includes(17)),
    ).toBe(true);
    expect((await cat.get('/get-combined-data?list_type=shop')).status).toBe(403);
    expect((await cat.get('/get-combined-data', { zoneId: null })).status).toBe(403);
  });
});

describe('related items, reviews, ratings and name lists', () => {
  it('related-items: same category, max 10, 404 when missing', async () => {
    const res = await cat.get('/items/related-items/1');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(10);
    expect(res.body.every((i: Item) => i.category_id === 2 && i.id !== 1)).toBe(true);
    const missing = await cat.get('/items/related-items/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].code).toBe('product-001');
    expect((await cat.get('/items/related-items/abc')).status).toBe(403);
  });

  it('related-store-items: same store', async () => {
    const res = await cat.get('/items/related-store-items/1');
    expect(res.body.length).toBe(10);
    expect(res.body.every((i: Item) => i.store_id === 1 && i.id !== 1)).toBe(true);
  });

  it('reviews and rating', async () => {
    const [{ item_id }] = await cat.q<{ item_id: number }>(
      'select item_id from reviews where store_id = 1 group by item_id order by count(*) desc limit 1',
    );
    const res = await cat.get(`/items/reviews/${item_id}?limit=1&offset=1`);
    expect(res.body).toMatchObject({ limit: '1', offset: '1' });
    expect(res.body.total_size).toBeGreaterThanOrEqual(1);
    expect(res.body.reviews[0]).toEqual(
      expect.objectContaining({
        item_id,
        item_name: expect.any(String),
        rating: expect.any(Number),
        customer: expect.any(Object),
      }),
    );
    const rating = await cat.get(`/items/rating/${item_id}`);
    const details = await cat.get(`/items/details/${item_id}`);
    expect(typeof rating.body).toBe('number');
    expect(rating.body).toBe(details.body.avg_rating);
    expect((await cat.get('/items/rating/999999')).status).toBe(404);
    expect((await cat.get('/items/reviews/999999')).body).toMatchObject({
      total_size: 0,
      reviews: [],
    });
  });

  it('public name lists', async () => {
    for (const list of ['generic', 'allergy', 'nutrition']) {
      const res = await cat.get(`/item/get-${list}-name-list`, { moduleId: null, zoneId: null });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect(res.body.every((s: unknown) => typeof s === 'string')).toBe(true);
    }
  });
});
