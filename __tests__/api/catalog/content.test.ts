import { clearReference } from '@/server/api/catalog/reference';
import { registerUser } from '../helpers';
import { closeCatalog, openCatalog, type Catalog } from './setup';

jest.setTimeout(60_000);

let cat: Catalog;

beforeAll(async () => {
  cat = await openCatalog();
}, 240_000);

afterAll(() => closeCatalog(cat));

beforeEach(() => cat.at('13:00'));

type Row = Record<string, unknown> & { id: number };
const ids = (rows: Row[]) => rows.map((r) => r.id);
const ZONE_MISSING = { errors: [{ code: 'zoneId', message: 'Zone id is required!' }] };

describe('banners', () => {
  it('lists the zone and module banners with embedded store/item and the campaigns', async () => {
    const res = await cat.get('/banners');
    expect(res.status).toBe(200);
    const banners: Row[] = res.body.banners;
    expect(banners.map((b) => b.type).sort()).toEqual(['default', 'item_wise', 'store_wise']);
    expect(banners.every((b) => b.module_id === 1 && b.zone_id === 1)).toBe(true);
    const byType = (type: string) => banners.find((b) => b.type === type)!;
    expect(byType('default')).toMatchObject({
      link: 'https://atlasmart.test/offers/weekend',
      store: null,
      item: null,
      image_full_url: 'http://localhost/demo/banner/food-weekend-feast.svg',
    });
    expect(byType('store_wise').store).toMatchObject({ id: 1, slug: 'casa-pizza-napoli', open: 1 });
    expect(byType('item_wise').item).toMatchObject({
      slug: 'tagine-lamb-prunes-dar-tajine',
      image_full_url: expect.any(String),
      category_ids: expect.any(Array),
    });
    expect(res.body.campaigns.map((c: { slug: string }) => c.slug)).toEqual(['ramadan-nights']);
  });

  it('featured=1 keeps featured banners and drops campaigns; no moduleId spans modules', async () => {
    const featured = await cat.get('/banners?featured=1', { moduleId: null });
    expect(featured.body.campaigns).toEqual([]);
    expect(featured.body.banners.every((b: Row) => b.featured === 1)).toBe(true);
    expect(new Set(featured.body.banners.map((b: Row) => b.module_id)).size).toBe(4);
    const ar = await cat.get('/banners', { 'X-localization': 'ar' });
    expect(ar.body.banners[0].title).toMatch(/[\u0600-\u06FF]/);
    expect((await cat.get('/banners', { zoneId: null })).status).toBe(403);
  });

  it("GET /banners/{store_id}: the store's own banners", async () => {
    const res = await cat.get('/banners/1');
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ title: 'Wood-fired every night', created_by: 'vendor' });
    expect((await cat.get('/banners/2')).body).toEqual([]);
    expect((await cat.get('/banners/1', { moduleId: null })).status).toBe(403);
    expect((await cat.get('/banners/abc')).status).toBe(403);
  });
});

describe('campaigns', () => {
  it('basic: running campaigns of the module; missing zoneId answers 200 with errors', async () => {
    const res = await cat.get('/campaigns/basic');
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      slug: 'ramadan-nights',
      image_full_url: 'http://localhost/demo/campaign/ramadan-nights.svg',
      available_date_starts: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    const fr = await cat.get('/campaigns/basic', { 'X-localization': 'fr' });
    expect(fr.body[0].title).toBe('Nuits du Ramadan');
    for (const path of [
      '/campaigns/basic',
      '/campaigns/item',
      '/campaigns/basic-campaign-details',
    ]) {
      const missing = await cat.get(path, { zoneId: null });
      expect(missing.status).toBe(200);
      expect(missing.body).toEqual(ZONE_MISSING);
    }
    expect((await cat.get('/campaigns/basic', { moduleId: null })).status).toBe(403);
    cat.at('13:00', 25); // Ramadan Nights has ended
    expect((await cat.get('/campaigns/basic')).body).toEqual([]);
  });

  it('details: confirmed participants in the zone only', async () => {
    const res = await cat.get('/campaigns/basic-campaign-details?basic_campaign_id=1');
    expect(res.status).toBe(200);
    expect(ids(res.body.stores).sort()).toEqual([1, 2]); // Sakura is pending, Rabat is zone 2
    expect((await cat.get('/campaigns/basic-campaign-details')).status).toBe(403);
    const missing = await cat.get('/campaigns/basic-campaign-details?basic_campaign_id=99');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].code).toBe('campaign');
  });

  it('item: running campaign items as Item JSON', async () => {
    const res = await cat.get('/campaigns/item');
    expect(res.body.map((i: { slug: string }) => i.slug).sort()).toEqual([
      'family-pizza-deal',
      'tagine-festival',
    ]);
    expect(res.body[0]).toMatchObject({
      is_campaign: 1,
      available_time_starts: '00:00',
      available_date_ends: expect.any(String),
      store_name: expect.any(String),
    });
    cat.at('13:00', 10); // the tagine festival has ended
    expect((await cat.get('/campaigns/item')).body.map((i: { slug: string }) => i.slug)).toEqual([
      'family-pizza-deal',
    ]);
  });
});

describe('categories', () => {
  it('GET /categories: slim top-level categories with childes, moduleId optional', async () => {
    const res = await cat.get('/categories');
    expect(res.body.length).toBeGreaterThan(3);
    expect(res.body.every((c: Row) => c.module_id === 1 && c.parent_id === 0)).toBe(true);
    expect(res.body[0]).toEqual(
      expect.objectContaining({
        id: 1,
        name: 'Pizza',
        slug: 'pizza',
        image_full_url: 'http://localhost/demo/category/pizza.svg',
        childes: expect.arrayContaining([expect.objectContaining({ slug: 'classic-pizza' })]),
      }),
    );
    const priorities = res.body.map((c: { priority: number }) => c.priority);
    expect(priorities).toEqual([...priorities].sort((a: number, b: number) => b - a));
    const featured = await cat.get('/categories?featured=1');
    expect(featured.body.every((c: Row) => c.featured === 1)).toBe(true);
    const all = await cat.get('/categories', { moduleId: null, zoneId: null });
    expect(new Set(all.body.map((c: Row) => c.module_id)).size).toBe(4);
    const ar = await cat.get('/categories', { 'X-localization': 'ar' });
    expect(ar.body[0].name).toMatch(/[\u0600-\u06FF]/);
    expect((await cat.get('/categories', { moduleId: '42' })).status).toBe(403);
  });

  it('childes with their parent', async () => {
    const res = await cat.get('/categories/childes/1');
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((c: Row) => c.parent_id === 1)).toBe(true);
    expect(res.body[0].parent).toMatchObject({ id: 1, name: 'Pizza' });
    expect((await cat.get('/categories/childes/999')).body).toEqual([]);
  });

  it('items of a category (id or slug) include sub-categories; limit/offset required', async () => {
    const res = await cat.get('/categories/items/pizza?limit=50&offset=1');
    expect(res.body.total_size).toBeGreaterThan(0);
    expect(
      res.body.products.every(
        (i: { category_ids: { id: string }[] }) => i.category_ids[0].id === '1',
      ),
    ).toBe(true);
    expect(res.body.products.some((i: { category_id: number }) => i.category_id !== 1)).toBe(true);
    expect((await cat.get('/categories/items/1')).status).toBe(403);
    expect((await cat.get('/categories/items/999?limit=5&offset=1')).body.total_size).toBe(0);
    const all = await cat.get('/categories/items/1/all');
    expect(all.body).toHaveLength(res.body.total_size);
    const veg = await cat.get('/categories/items/1?limit=50&offset=1&type=veg');
    expect(veg.body.products.every((i: { veg: number }) => i.veg === 1)).toBe(true);
  });

  it('stores of a category, multi-category lists, featured and popular', async () => {
    const stores = await cat.get('/categories/stores/1?limit=10&offset=1');
    expect(stores.body.stores.length).toBeGreaterThan(0);
    expect(
      stores.body.stores.every((s: { category_ids: number[] }) => s.category_ids.includes(1)),
    ).toBe(true);
    const list = await cat.get('/categories/items/list?category_ids=[1,4]&limit=100');
    expect(
      list.body.products.every((i: { category_ids: { id: string }[] }) =>
        ['1', '4'].includes(i.category_ids[0].id),
      ),
    ).toBe(true);
    expect((await cat.get('/categories/items/list')).status).toBe(403);
    const storeList = await cat.get('/categories/stores/list?category_ids=[17]');
    expect(storeList.body.total_size).toBeGreaterThan(0);
    const featured = await cat.get('/categories/featured/items?limit=5');
    expect(featured.body.categories.every((c: Row) => c.featured === 1)).toBe(true);
    expect(featured.body.products).toHaveLength(5);
    const popular = await cat.get('/categories/popular');
    expect(popular.body.length).toBeGreaterThan(0);
    expect(popular.body.every((c: Row) => c.parent_id === 0)).toBe(true);
  });
});

describe('brands', () => {
  it('lists brands with item counts and their items', async () => {
    const res = await cat.get('/brand', { moduleId: '4' });
    expect(res.body.length).toBeGreaterThan(1);
    expect(res.body[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        image_full_url: expect.stringMatching(/\/demo\/brand\//),
        items_count: expect.any(Number),
      }),
    );
    const brand = res.body.find((b: { items_count: number }) => b.items_count > 0);
    const items = await cat.get(`/brand/items/${brand.slug}?limit=100`, { moduleId: '4' });
    expect(items.body.total_size).toBe(brand.items_count);
    expect(items.body.products.every((i: { brand_id: number }) => i.brand_id === brand.id)).toBe(
      true,
    );
    expect((await cat.get('/brand/items/unknown', { moduleId: '4' })).body.total_size).toBe(0);
    expect((await cat.get('/brand', { moduleId: null })).status).toBe(403);
  });
});

describe('flash sales', () => {
  it('the running sale with active products; {} when none; 200 errors without zone', async () => {
    const res = await cat.get('/flash-sales', { moduleId: '2' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 1, module_id: 2, title: 'Fresh Flash Sale' });
    expect(res.body.active_products.length).toBeGreaterThan(0);
    const line = res.body.active_products[0];
    expect(line).toEqual(
      expect.objectContaining({
        flash_sale_id: 1,
        stock: expect.any(Number),
        sold: expect.any(Number),
        available_stock: line.stock - line.sold,
      }),
    );
    expect(line.item).toMatchObject({ id: line.item_id, flash_sale: 1, discount: line.discount });
    expect((await cat.get('/flash-sales')).body).toEqual({});
    const noZone = await cat.get('/flash-sales', { moduleId: '2', zoneId: null });
    expect(noZone.status).toBe(200);
    expect(noZone.body).toEqual(ZONE_MISSING);
    cat.at('13:00', 10);
    expect((await cat.get('/flash-sales', { moduleId: '2' })).body).toEqual({});
  });

  it('items of a sale, paginated; 403 when not running', async () => {
    const res = await cat.get('/flash-sales/items?flash_sale_id=1&limit=5&offset=2', {
      moduleId: '2',
    });
    expect(res.body).toMatchObject({ limit: '5', offset: '2', flash_sale: { id: 1 } });
    expect(res.body.products).toHaveLength(5);
    expect(res.body.total_size).toBeGreaterThan(5);
    const other = await cat.get('/flash-sales/items?flash_sale_id=2', { moduleId: '2' });
    expect(other.status).toBe(403);
    expect((await cat.get('/flash-sales/items', { moduleId: '2' })).body.errors[0].code).toBe(
      'flash_sale_id',
    );
  });
});

describe('coupons and cash back', () => {
  let token: string;
  let userId: number;

  beforeAll(async () => {
    token = (await registerUser(cat.app)).token;
    const info = await cat.get('/customer/info', {}, token);
    userId = info.body.id;
  });

  it('coupon/list/all: running coupons of the module, zone- and store-aware', async () => {
    const food = await cat.get('/coupon/list/all');
    const codes = food.body.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'PIZZA15']));
    expect(codes).not.toContain('SUMMER25'); // expired
    const pizza = food.body.find((c: { code: string }) => c.code === 'PIZZA15');
    expect(pizza).toMatchObject({
      coupon_type: 'store_wise',
      data: 'Casa Pizza Napoli',
      store_id: 1,
    });
    expect(pizza.store).toEqual({ id: 1, name: 'Casa Pizza Napoli' });
    const casa = await cat.get('/coupon/list/all', { moduleId: '2' });
    expect(casa.body.map((c: { code: string }) => c.code)).toContain('CASAFRESH');
    const rabat = await cat.get('/coupon/list/all', { moduleId: '2', zoneId: '[2]' });
    expect(rabat.body.map((c: { code: string }) => c.code)).not.toContain('CASAFRESH');
    expect((await cat.get('/coupon/list/all', { moduleId: null })).status).toBe(403);
  });

  it('coupon/list needs a token (moduleId optional)', async () => {
    expect((await cat.get('/coupon/list')).status).toBe(401);
    const res = await cat.get('/coupon/list', { moduleId: null }, token);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(5);
  });

  it('coupon/apply: 200, 404, 407, 406 and 403', async () => {
    const apply = (code: string, storeId = 1, moduleId = '1') =>
      cat.get(`/coupon/apply?code=${code}&store_id=${storeId}`, { moduleId }, token);
    expect((await cat.get('/coupon/apply?code=WELCOME10&store_id=1')).status).toBe(401);
    const ok = await apply('WELCOME10');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ code: 'WELCOME10', discount: 10, discount_type: 'percent' });
    expect((await apply('NOPE')).status).toBe(404);
    expect((await apply('NOPE')).body.errors[0].code).toBe('coupon');
    expect((await apply('PIZZA15', 2)).status).toBe(404); // another store's coupon
    expect((await apply('SUMMER25')).status).toBe(407);
    expect((await cat.get('/coupon/apply?store_id=1', {}, token)).body.errors[0].code).toBe('code');
    // Use WELCOME10 up to its limit (3).
    await cat.q(
      `insert into orders (user_id, order_amount, coupon_code, store_id, zone_id, module_id, order_status, payment_method)
       select ${userId}, 100, 'WELCOME10', 1, 1, 1, 'delivered', 'cash_on_delivery' from generate_series(1, 3)`,
    );
    expect((await apply('WELCOME10')).status).toBe(406);
    // FIRSTSHOP is for a first order only.
    expect((await apply('FIRSTSHOP', 14, '4')).status).toBe(403);
    await cat.q("update coupons set customer_id = '[999999]'::jsonb where code = 'STYLE100'");
    expect((await apply('STYLE100', 14, '4')).status).toBe(403);
  });

  it('cashback list and calculation', async () => {
    expect((await cat.get('/cashback/list')).status).toBe(401);
    const list = await cat.get('/cashback/list', {}, token);
    expect(list.body.map((c: Row) => c.id)).toEqual([1, 2]);
    expect(list.body[0]).toEqual(
      expect.objectContaining({
        cashback_type: 'percentage',
        min_purchase: 200,
        end_date: expect.any(String),
      }),
    );
    const big = await cat.get('/cashback/getCashback?amount=1000', {}, token);
    // 5% of 1000 capped at 30 beats the flat 25.
    expect(big.body).toEqual({
      calculated_amount: 30,
      cashback_amount: 5,
      cashback_type: 'percentage',
      min_purchase: 200,
      max_discount: 30,
      id: 1,
    });
    const small = await cat.get('/cashback/getCashback?amount=100', {}, token);
    expect(small.body.calculated_amount).toBe(0);
    expect((await cat.get('/cashback/getCashback', {}, token)).status).toBe(403);
    expect((await cat.get('/cashback/getCashback?amount=abc', {}, token)).status).toBe(403);
  });
});

describe('advertisements, common conditions, parcel and other banners', () => {
  it('advertisement/list: running promotions of visible stores, by priority', async () => {
    const res = await cat.get('/advertisement/list');
    expect(res.body.map((a: { store_id: number }) => a.store_id)).toEqual([1, 2]);
    expect(res.body[0]).toEqual(
      expect.objectContaining({
        add_type: 'store_promotion',
        cover_image_full_url: expect.stringMatching(/\/demo\/advertisement\//),
        store: expect.objectContaining({ id: 1, slug: 'casa-pizza-napoli' }),
        average_rating: expect.any(Number),
        reviews_comments_count: expect.any(Number),
      }),
    );
    expect((await cat.get('/advertisement/list', { zoneId: '[2]' })).body).toEqual([]);
  });

  it('common conditions and their products', async () => {
    const res = await cat.get('/common-condition', { moduleId: '3' });
    expect(res.body[0]).toEqual(
      expect.objectContaining({
        id: 1,
        name: 'Cold & Flu',
        slug: expect.any(String),
        items_count: expect.any(Number),
      }),
    );
    const list = await cat.get('/common-condition/list', { moduleId: '3', 'X-localization': 'fr' });
    expect(Object.keys(list.body[0])).toEqual(['id', 'name']);
    const items = await cat.get('/common-condition/items/1?limit=20&offset=1', { moduleId: '3' });
    expect(items.body.total_size).toBe(res.body[0].items_count);
    expect(
      items.body.products.every(
        (i: { common_condition_id: number }) => i.common_condition_id === 1,
      ),
    ).toBe(true);
  });

  it('parcel categories', async () => {
    const res = await cat.get('/parcel-category', { moduleId: '5', 'X-localization': 'fr' });
    expect(res.body).toHaveLength(5);
    expect(res.body[1]).toMatchObject({
      name: 'Petit colis',
      image_full_url: 'http://localhost/demo/parcel_category/small-package.svg',
      parcel_per_km_shipping_charge: 6,
    });
    expect((await cat.get('/parcel-category', { moduleId: null })).status).toBe(403);
  });

  it('other banners: flat map, parcel banners, video content and why-choose', async () => {
    const food = await cat.get('/other-banners');
    expect(food.body).toMatchObject({
      promotional_banner: 'food-promotional_banner.svg',
      promotional_banner_full_url: 'http://localhost/demo/banner/food-promotional_banner.svg',
      best_reviewed_section_banner_full_url: expect.any(String),
      new_arrival_section_banner_full_url: expect.any(String),
      bottom_section_banner_full_url: expect.any(String),
      basic_section_nearby: expect.any(String),
    });
    const parcel = await cat.get('/other-banners', { moduleId: '5' });
    expect(parcel.body.banners).toHaveLength(3);
    expect(parcel.body.banners[0].value_full_url).toMatch(/\/demo\/banner\/parcel-/);
    const video = await cat.get('/other-banners/video-content', {
      moduleId: '5',
      'X-localization': 'fr',
    });
    expect(video.body).toMatchObject({
      section_title: 'Comment fonctionne la livraison de colis',
      banner_type: 'image',
      banner_image_full_url: expect.stringMatching(/\/demo\/banner\//),
    });
    expect(video.body.banner_contents).toHaveLength(3);
    const why = await cat.get('/other-banners/why-choose', { moduleId: '5' });
    expect(why.body.banners[0]).toMatchObject({
      title: 'Fast pickup',
      image_full_url: expect.any(String),
    });
    expect((await cat.get('/other-banners/video-content')).body).toEqual({});
    await cat.q('delete from other_banners where module_id = 3');
    clearReference(cat.testDb.db);
    expect((await cat.get('/other-banners', { moduleId: '3' })).body).toEqual({});
  });
});
