import { localNow } from '@/server/api/catalog/clock';
import { haversineMetres } from '@/server/api/catalog/geo';
import { CASA, closeCatalog, openCatalog, type Catalog } from './setup';

jest.setTimeout(60_000);

let cat: Catalog;

beforeAll(async () => {
  cat = await openCatalog();
}, 240_000);

afterAll(() => closeCatalog(cat));

beforeEach(() => cat.at('13:00'));

type Store = Record<string, unknown> & {
  id: number;
  name: string;
  open: number;
  distance: number;
  latitude: string;
  longitude: string;
  zone_id: number;
  module_id: number;
  featured: number;
  created_at: string;
};

const ids = (stores: Store[]) => stores.map((s) => s.id);

describe('GET /stores/get-stores/{filter}', () => {
  it('lists the zone and module stores, open ones first, then by distance', async () => {
    const res = await cat.get('/stores/get-stores/all');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_size: 4, limit: 50, offset: 1 });
    const stores: Store[] = res.body.stores;
    expect(ids(stores).sort()).toEqual([1, 2, 3, 4]);
    for (const s of stores) {
      expect(s.module_id).toBe(1);
      expect(s.zone_id).toBe(1);
      expect(s.distance).toBeCloseTo(
        haversineMetres(+CASA.lat, +CASA.lng, +s.latitude, +s.longitude),
        0,
      );
    }
    const opens = stores.map((s) => s.open);
    expect([...opens].sort((a, b) => b - a)).toEqual(opens);
    const openOnes = stores.filter((s) => s.open === 1);
    expect(openOnes.map((s) => s.distance)).toEqual(
      [...openOnes.map((s) => s.distance)].sort((a, b) => a - b),
    );
  });

  it('returns the Store JSON fields', async () => {
    const res = await cat.get('/stores/get-stores/all');
    const pizza = res.body.stores.find((s: Store) => s.id === 1);
    expect(pizza).toMatchObject({
      name: 'Casa Pizza Napoli',
      slug: 'casa-pizza-napoli',
      active: true,
      delivery: true,
      take_away: true,
      free_delivery: false,
      open: 1,
      current_opening_time: '00:00:00',
      logo_full_url: 'http://localhost/demo/store/casa-pizza-napoli.svg',
      cover_photo_full_url: 'http://localhost/demo/store/cover/casa-pizza-napoli.svg',
      discount_status: true,
      module: { id: 1, module_type: 'food' },
    });
    expect(typeof pizza.minimum_order).toBe('number');
    expect(typeof pizza.avg_rating).toBe('number');
    expect(pizza.ratings).toHaveLength(5);
    expect(pizza.rating_count).toBe(pizza.ratings.reduce((a: number, b: number) => a + b, 0));
    expect(pizza.positive_rating).toBeGreaterThan(50);
    expect(pizza.schedules).toHaveLength(7);
    expect(pizza.schedules[0]).toEqual(
      expect.objectContaining({ store_id: 1, day: 0, opening_time: '00:00:00' }),
    );
    expect(pizza.discount).toMatchObject({ discount: 10, discount_type: 'percent', store_id: 1 });
    expect(pizza.total_items).toBeGreaterThan(10);
    expect(pizza.category_ids.every((id: unknown) => typeof id === 'number')).toBe(true);
    expect(pizza.category_ids).toContain(1);
  });

  it('works without moduleId: every module, and all-zone modules from other zones', async () => {
    const res = await cat.get('/stores/get-stores/all', { moduleId: null });
    expect(res.status).toBe(200);
    const stores: Store[] = res.body.stores;
    expect(stores.every((s) => s.zone_id === 1 || s.module_id === 4)).toBe(true);
    expect(stores.some((s) => s.zone_id === 2 && s.module_id === 4)).toBe(true);
    expect(new Set(stores.map((s) => s.module_id))).toEqual(new Set([1, 2, 3, 4]));
    expect(res.body.total_size).toBe(stores.length);
  });

  it('filters delivery / take_away and featured, orders by store_type', async () => {
    const delivery = await cat.get('/stores/get-stores/delivery');
    expect(ids(delivery.body.stores)).not.toContain(3); // Sakura: take-away only
    const takeAway = await cat.get('/stores/get-stores/take_away', { moduleId: '4' });
    expect(ids(takeAway.body.stores)).not.toContain(16); // Maison & Déco: delivery only
    const featured = await cat.get('/stores/get-stores/all?featured=1');
    expect(featured.body.stores.every((s: Store) => s.featured === 1)).toBe(true);
    expect(featured.body.total_size).toBe(2);
    cat.at('02:00'); // only the 24-hour pizzeria is open
    const newest = await cat.get('/stores/get-stores/all?store_type=newly_joined');
    const closed = newest.body.stores.filter((s: Store) => s.open === 0);
    expect(closed.map((s: Store) => s.created_at)).toEqual(
      [...closed.map((s: Store) => s.created_at)].sort().reverse(),
    );
  });

  it('pages with the 1-based offset and echoes limit/offset', async () => {
    const all = await cat.get('/stores/get-stores/all');
    const page = await cat.get('/stores/get-stores/all?limit=2&offset=2');
    expect(page.body).toMatchObject({ total_size: 4, limit: '2', offset: '2' });
    expect(ids(page.body.stores)).toEqual(ids(all.body.stores).slice(2, 4));
  });

  it('localises names (ar, fr)', async () => {
    const ar = await cat.get('/stores/get-stores/all', { 'X-localization': 'ar' });
    expect(ar.body.stores.find((s: Store) => s.id === 1).name).toBe('كازا بيتزا نابولي');
    const fr = await cat.get('/stores/details/1', { 'X-localization': 'fr' });
    expect(fr.body.module.module_name).toBe('Restauration');
  });

  it('measures distance from 0,0 when the position headers are missing (6amMart)', async () => {
    const res = await cat.get('/stores/get-stores/all', { latitude: null, longitude: null });
    const s: Store = res.body.stores[0];
    expect(s.distance).toBeCloseTo(haversineMetres(0, 0, +s.latitude, +s.longitude), 0);
  });

  it('rejects bad input with 403', async () => {
    expect((await cat.get('/stores/get-stores/nearby')).status).toBe(403);
    expect((await cat.get('/stores/get-stores/all', { zoneId: null })).body).toEqual({
      errors: [{ code: 'zoneId', message: 'Zone id is required!' }],
    });
    expect((await cat.get('/stores/get-stores/all', { moduleId: '99' })).body.errors[0].code).toBe(
      'moduleId',
    );
    expect((await cat.get('/stores/get-stores/all?limit=101')).status).toBe(403);
    expect((await cat.get('/stores/get-stores/all?offset=0')).status).toBe(403);
    expect((await cat.get('/stores/get-stores/all?limit=abc')).body.errors[0].code).toBe('limit');
    expect((await cat.get('/stores/get-stores/all?store_type=best')).status).toBe(403);
    expect((await cat.get('/stores/get-stores/all?type=vegan')).status).toBe(403);
    expect((await cat.get('/stores/get-stores/all?featured=maybe')).status).toBe(403);
    expect((await cat.get('/stores/search?name=%00')).status).toBe(403);
    const past = await cat.get('/stores/get-stores/all?offset=9');
    expect(past.body).toMatchObject({ total_size: 4, stores: [] });
  });
});

describe('opening hours with an injected clock', () => {
  const openOf = async (id: number, moduleId = '1') => {
    const res = await cat.get(`/stores/details/${id}`, { moduleId });
    return { open: res.body.open, current: res.body.current_opening_time };
  };

  it('follows split shifts', async () => {
    cat.at('13:00');
    expect(await openOf(2)).toEqual({ open: 1, current: '12:00:00' });
    cat.at('16:00');
    expect(await openOf(2)).toEqual({ open: 0, current: '19:00:00' });
    cat.at('23:45');
    expect(await openOf(2)).toEqual({ open: 0, current: 'closed' });
    cat.at('02:00');
    expect(await openOf(1)).toEqual({ open: 1, current: '00:00:00' });
  });

  it('is closed on a day without schedule rows', async () => {
    const rows = await cat.q<{ day: number }>(
      'select distinct day from store_schedules where store_id = 8',
    );
    const present = new Set(rows.map((r) => r.day));
    expect(present.size).toBe(6);
    for (let offset = 0; offset < 7; offset++) {
      const instant = cat.at('13:00', offset);
      const res = await openOf(8, '2');
      const { day } = localNow(instant);
      expect(res.open).toBe(present.has(day) ? 1 : 0);
    }
  });

  it('filters currently open stores', async () => {
    cat.at('02:00');
    const res = await cat.get('/stores/get-data?filter=currently_open');
    expect(ids(res.body.stores)).toEqual([1]);
  });
});

describe('store lists', () => {
  it('latest, popular, top-rated and recommended', async () => {
    const latest = await cat.get('/stores/latest');
    expect(latest.status).toBe(200);
    expect(latest.body.total_size).toBe(4);
    const popular = await cat.get('/stores/popular?limit=1');
    expect(popular.body).toMatchObject({ total_size: 4, limit: '1' });
    expect(popular.body.stores).toHaveLength(1);
    const top = await cat.get('/stores/top-rated');
    const open = top.body.stores.filter((s: Store) => s.open === 1);
    const ratings = open.map((s: Store) => s.avg_rating as number);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const rec = await cat.get('/stores/recommended');
    expect(rec.body.stores.every((s: Store) => s.is_recommended === true)).toBe(true);
  });

  it('discounted: stores running a discount now', async () => {
    const res = await cat.get('/stores/discounted');
    expect(ids(res.body.stores)).toEqual([1]);
    cat.at('13:00', 45); // past the store discount's end date
    expect((await cat.get('/stores/discounted')).body.stores).toEqual([]);
    const details = await cat.get('/stores/details/1');
    expect(details.body.discount).toBeNull();
    expect(details.body.discount_status).toBe(false);
  });

  it('search matches names in any locale, exact first', async () => {
    const res = await cat.get('/stores/search?name=pizza');
    expect(ids(res.body.stores)).toEqual([1]);
    const ar = await cat.get('/stores/search?name=' + encodeURIComponent('طاجين'));
    expect(ids(ar.body.stores)).toEqual([2]);
    expect((await cat.get('/stores/search')).body.errors[0].code).toBe('name');
  });

  it('get-data: data types and filters', async () => {
    const searched = await cat.get('/stores/get-data?data_type=searched&name=dar');
    expect(ids(searched.body.stores)).toEqual([2]);
    expect((await cat.get('/stores/get-data?data_type=searched')).status).toBe(403);
    expect((await cat.get('/stores/get-data?data_type=category')).status).toBe(403);
    const category = await cat.get('/stores/get-data?data_type=category&category_ids=[1]');
    expect(category.body.stores.length).toBeGreaterThan(0);
    for (const s of category.body.stores) expect(s.category_ids).toContain(1);
    const free = await cat.get('/stores/get-data?filter=free_delivery', { moduleId: '2' });
    expect(free.body.stores.every((s: Store) => s.free_delivery === true)).toBe(true);
    expect(ids(free.body.stores)).toEqual([6]);
    const nearby = await cat.get('/stores/get-data?filter=[nearby]');
    const d = nearby.body.stores.map((s: Store) => s.distance);
    expect(d).toEqual([...d].sort((a: number, b: number) => a - b));
    const rated = await cat.get('/stores/get-data?rating_count=4.3');
    expect(rated.body.stores.every((s: Store) => (s.avg_rating as number) >= 4.3)).toBe(true);
    const coupon = await cat.get('/stores/get-data?filter=coupon');
    expect(ids(coupon.body.stores)).toEqual([1]);
    expect((await cat.get('/stores/get-data?filter=cheapest')).status).toBe(403);
    expect((await cat.get('/stores/get-data?rating_count=9')).status).toBe(403);
  });

  it('top-offer-near-me and the halal switch', async () => {
    const res = await cat.get('/stores/top-offer-near-me');
    expect(ids(res.body.stores)).toContain(1);
    const halal = await cat.get('/stores/top-offer-near-me?halal=1');
    expect(halal.body.stores.every((s: Store) => s.halal_tag_status === true)).toBe(true);
    expect((await cat.get('/stores/top-offer-near-me?sort_by=price')).status).toBe(403);
  });

  it('scopes by zone', async () => {
    const rabat = await cat.get('/stores/latest', { zoneId: '[2]' });
    expect(ids(rabat.body.stores)).toEqual([5]);
    const both = await cat.get('/stores/latest', { zoneId: '[1,2]' });
    expect(both.body.total_size).toBe(5);
    const bare = await cat.get('/stores/latest', { zoneId: '2' });
    expect(ids(bare.body.stores)).toEqual([5]);
    expect((await cat.get('/stores/latest', { moduleId: null })).body.errors[0].code).toBe(
      'moduleId',
    );
    // The module check answers before parameter validation (middleware order).
    expect((await cat.get('/stores/search', { moduleId: null })).body.errors[0].code).toBe(
      'moduleId',
    );
  });
});

describe('store pages', () => {
  it('details by slug or id, public, with the page extras', async () => {
    const res = await cat.get('/stores/details/casa-pizza-napoli', {
      moduleId: null,
      zoneId: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 1, slug: 'casa-pizza-napoli', store_sub: null });
    expect(res.body.active_coupons.map((c: { code: string }) => c.code)).toContain('PIZZA15');
    expect(res.body.active_coupons[0].data).toBe('Casa Pizza Napoli');
    expect(res.body.category_details.map((c: { id: number }) => c.id).sort()).toEqual(
      [...res.body.category_ids].sort(),
    );
    const [{ min_price, max_price }] = res.body.price_range;
    expect(min_price).toBeGreaterThan(0);
    expect(max_price).toBeGreaterThanOrEqual(min_price);
    expect(res.body.reviews_comments_count).toBeGreaterThan(0);
    expect(Array.isArray(res.body.translations)).toBe(true);
    const byId = await cat.get('/stores/details/1');
    expect(byId.body.id).toBe(1);
  });

  it('answers 200 {} for a missing store', async () => {
    for (const path of [
      '/stores/details/99999',
      '/stores/details/no-such-store',
      '/stores/details/a%20b',
    ]) {
      const res = await cat.get(path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({});
    }
  });

  it('popular items of a store (top 10 by orders)', async () => {
    const res = await cat.get('/stores/popular-items/casa-pizza-napoli');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(10);
    expect(res.body.every((i: { store_id: number }) => i.store_id === 1)).toBe(true);
    const orders = res.body.map((i: { order_count: number }) => i.order_count);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => b - a));
    expect((await cat.get('/stores/popular-items/99999')).body).toEqual([]);
  });

  it('reviews of a store', async () => {
    const res = await cat.get('/stores/reviews?store_id=1');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body[0]).toEqual(
      expect.objectContaining({
        store_id: 1,
        item_name: expect.any(String),
        customer_name: expect.any(String),
        item_image_full_url: expect.stringMatching(/^http:\/\/localhost\/demo\/product\//),
        item: expect.objectContaining({ id: expect.any(Number) }),
      }),
    );
    expect((await cat.get('/stores/reviews')).body.errors[0].code).toBe('store_id');
    expect((await cat.get('/stores/reviews?store_id=x')).status).toBe(403);
  });
});
