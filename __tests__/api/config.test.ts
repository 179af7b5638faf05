import { call, makeApp, openTestDb, type App, type TestDb } from './helpers';

jest.setTimeout(60_000);

let testDb: TestDb;
let app: App;

beforeAll(async () => {
  testDb = await openTestDb();
  app = makeApp(testDb.db);
}, 240_000);

afterAll(async () => {
  await testDb?.close();
});

describe('GET /config', () => {
  it('returns one flat object with the 3.x fields and the 2.x extras', async () => {
    const res = await call(app, 'GET', '/config', { headers: { host: 'shop.example' } });
    expect(res.status).toBe(200);
    const config = res.body;
    expect(config.business_name).toBe('Atlas Mart');
    expect(config.logo_full_url).toBe('http://shop.example/demo/business/logo.svg');
    expect(config.fav_icon_full_url).toMatch(/^http:\/\/shop\.example\/demo\/business\//);
    expect(config.default_location).toEqual({ lat: '33.5731', lng: '-7.5898' });
    expect(typeof config.default_location.lat).toBe('string');
    expect(config.guest_checkout_status).toBe(1);
    expect(config.digit_after_decimal_point).toBe(2);
    expect(config.admin_free_delivery).toEqual({
      status: true,
      type: 'free_delivery_by_order_amount',
      free_delivery_over: 500,
    });
    expect(config.free_delivery_over).toBe(500);
    expect(config.cash_on_delivery).toBe(true);
    expect(config.active_payment_method_list[0]).toMatchObject({
      gateway: 'demo_gateway',
      gateway_image_full_url:
        'http://shop.example/demo/payment_modules/gateway_image/demo_gateway.svg',
    });
    for (const flag of ['refund_policy', 'cancelation_policy', 'shipping_policy'])
      expect([0, 1]).toContain(config[flag]);
    expect(config.centralize_login).toMatchObject({
      manual_login_status: 1,
      phone_verification_status: 1,
    });
    expect(config.module_config.module_type).toEqual([
      'grocery',
      'food',
      'pharmacy',
      'ecommerce',
      'parcel',
      'rental',
    ]);
    expect(config.module_config.food).toMatchObject({
      add_on: true,
      veg_non_veg: true,
      stock: false,
    });
    expect(config.module_config.ecommerce.all_zone_service).toBe(true);
    expect(config.module).toBeNull(); // five modules are active
    expect(config.sys_language.map((l: { key: string }) => l.key)).toEqual(['en', 'ar', 'fr']);
    expect(config.base_urls).toMatchObject({
      item_image_url: 'http://shop.example/demo/product',
      store_image_url: 'http://shop.example/demo/store',
      store_cover_photo_url: 'http://shop.example/demo/store/cover',
      brand_image_url: 'http://shop.example/demo/brand',
      delivery_man_image_url: 'http://shop.example/demo/delivery-man',
      customer_image_url: 'http://shop.example/api/v1/uploads/profile',
    });
    expect(Array.isArray(config.social_media)).toBe(true);
    expect(config.landing_page_links).toHaveProperty('app_url_android');
    expect(config.country).toBe('MA');
    expect(config.country_picker_status).toBe(1);
  });

  /** Runs `run` against the app of a server started with `env` (read once per process). */
  async function startedWith(env: Record<string, string>, run: (started: App) => Promise<void>) {
    Object.assign(process.env, env);
    try {
      await jest.isolateModulesAsync(async () => {
        const { makeApp: freshApp } = await import('./helpers');
        await run(freshApp(testDb.db));
      });
    } finally {
      for (const name of Object.keys(env)) delete process.env[name];
    }
  }

  it('prefers NEXT_PUBLIC_SITE_URL over the request origin', async () => {
    await startedWith({ NEXT_PUBLIC_SITE_URL: 'https://atlas.example/' }, async (configured) => {
      const res = await call(configured, 'GET', '/config', {
        headers: { 'x-forwarded-host': 'evil.example', host: 'other.example' },
      });
      expect(res.body.logo_full_url).toBe('https://atlas.example/demo/business/logo.svg');
    });
  });

  it('ignores forwarded headers unless the proxy is trusted, and then only for listed hosts', async () => {
    const forged = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
    const plain = await call(app, 'GET', '/config', { headers: forged });
    expect(plain.body.logo_full_url).toBe('http://localhost/demo/business/logo.svg');

    await startedWith({ TRUST_PROXY: 'true', ALLOWED_HOSTS: 'shop.example' }, async (proxied) => {
      const listed = await call(proxied, 'GET', '/config', {
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' },
      });
      expect(listed.body.logo_full_url).toBe('https://shop.example/demo/business/logo.svg');
      const unlisted = await call(proxied, 'GET', '/config', { headers: forged });
      expect(unlisted.body.logo_full_url).toBe('https://shop.example/demo/business/logo.svg');
    });
  });

  it('ignores hosts that are not plain host names', async () => {
    const res = await call(app, 'GET', '/config', {
      headers: { host: 'evil.example/"><script>' },
    });
    expect(res.body.logo_full_url).toBe('http://localhost/demo/business/logo.svg');
  });

  it('localises by X-localization and falls back to English for unknown locales', async () => {
    const ar = await call(app, 'GET', '/config', { headers: { 'X-localization': 'ar' } });
    expect(ar.body.business_name).toBe('أطلس مارت');
    const unknown = await call(app, 'GET', '/config', { headers: { 'X-localization': 'xx' } });
    expect(unknown.body.business_name).toBe('Atlas Mart');
  });

  it('answers the same in-process as the app would over HTTP', async () => {
    const response = await app.request('/api/v1/config');
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect((await response.json()).business_name).toBe('Atlas Mart');
  });
});

describe('GET /config/get-zone-id', () => {
  it.each([
    ['Casablanca (Maarif)', 33.5822, -7.6344, '[1]'],
    ['Rabat (Agdal)', 33.9985, -6.852, '[2]'],
  ])('finds the zone for %s', async (_name, lat, lng, zoneId) => {
    const res = await call(app, 'GET', `/config/get-zone-id?lat=${lat}&lng=${lng}`);
    expect(res.status).toBe(200);
    expect(res.body.zone_id).toBe(zoneId);
    expect(typeof res.body.zone_id).toBe('string');
    const [zone] = res.body.zone_data;
    expect(zone).toMatchObject({
      id: JSON.parse(zoneId)[0],
      status: 1,
      cash_on_delivery: true,
      digital_payment: true,
    });
    expect(typeof zone.offline_payment).toBe('boolean');
    expect(zone.coordinates.type).toBe('Polygon');
    expect(zone.modules.length).toBeGreaterThan(0);
    expect(zone.modules[0].pivot).toMatchObject({
      zone_id: zone.id,
      module_id: zone.modules[0].id,
    });
    expect(zone.modules[0].pivot).toHaveProperty('delivery_charge_type');
    expect(zone.modules[0].status).toBe('1');
  });

  it('answers 404 coordinates outside every zone', async () => {
    const res = await call(app, 'GET', '/config/get-zone-id?lat=31.6295&lng=-7.9811');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      errors: [{ code: 'coordinates', message: 'service not available in this area' }],
    });
  });

  it.each([
    ['missing lat', '?lng=-7.6', 'lat'],
    ['missing both', '', 'lat'],
    ['non-numeric lng', '?lat=33.5&lng=abc', 'lng'],
    ['out of range', '?lat=95&lng=-7.6', 'lat'],
    ['empty values', '?lat=&lng=', 'lat'],
  ])('rejects %s with 403 validation', async (_name, query, field) => {
    const res = await call(app, 'GET', `/config/get-zone-id${query}`);
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe(field);
    expect(typeof res.body.errors[0].message).toBe('string');
  });
});

describe('GET /module', () => {
  it('lists every active module without a zoneId header', async () => {
    const res = await call(app, 'GET', '/module');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.map((m: { module_type: string }) => m.module_type).sort()).toEqual([
      'ecommerce',
      'food',
      'grocery',
      'parcel',
      'pharmacy',
    ]);
    const food = res.body.find((m: { module_type: string }) => m.module_type === 'food');
    expect(food).toMatchObject({ status: '1', module_name: 'Food', theme_id: expect.any(Number) });
    expect(food.icon_full_url).toMatch(/^http:\/\/localhost\/demo\/module\//);
    expect(food.thumbnail_full_url).toMatch(/^http:\/\/localhost\/demo\/module\//);
    expect(food.stores_count).toBeGreaterThan(0);
    expect(food.items_count).toBeGreaterThan(0);
    expect(food.zones.map((z: { id: number }) => z.id).sort()).toEqual([1, 2]);
    expect(food.zones[0].pivot).toHaveProperty('per_km_shipping_charge');
  });

  it('scopes modules, zones and counts to the zoneId header (JSON array or bare int)', async () => {
    const all = await call(app, 'GET', '/module');
    const casa = await call(app, 'GET', '/module', { headers: { zoneId: '[1]' } });
    const bare = await call(app, 'GET', '/module', { headers: { zoneId: '1' } });
    expect(casa.status).toBe(200);
    expect(bare.body).toEqual(casa.body);
    const food = (list: { module_type: string }[]) =>
      list.find((m) => m.module_type === 'food') as unknown as {
        stores_count: number;
        zones: { id: number }[];
      };
    expect(food(casa.body).zones.map((z) => z.id)).toEqual([1]);
    expect(food(casa.body).stores_count).toBeLessThan(food(all.body).stores_count);
  });

  it('filters by ?zone_id= and drops parcel', async () => {
    const res = await call(app, 'GET', '/module?zone_id=2');
    expect(res.status).toBe(200);
    expect(res.body.some((m: { module_type: string }) => m.module_type === 'parcel')).toBe(false);
    expect(
      res.body.every((m: { zones: { id: number }[] }) => m.zones.every((z) => z.id === 2)),
    ).toBe(true);
  });

  it('localises module names', async () => {
    const res = await call(app, 'GET', '/module', { headers: { 'X-localization': 'fr' } });
    expect(
      res.body.find((m: { module_type: string }) => m.module_type === 'food').module_name,
    ).toBe('Restauration');
  });

  it.each([['abc'], ['[1,"x"]'], ['{"a":1}'], ['[-1]']])(
    'rejects zoneId %s with 403 zoneId',
    async (zoneId) => {
      const res = await call(app, 'GET', '/module', { headers: { zoneId } });
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('zoneId');
    },
  );

  it('rejects a non-numeric ?zone_id=', async () => {
    const res = await call(app, 'GET', '/module?zone_id=abc');
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('zone_id');
  });
});

describe('GET /zone/list', () => {
  it('lists active zones with formated_coordinates', async () => {
    const res = await call(app, 'GET', '/zone/list');
    expect(res.status).toBe(200);
    expect(res.body.map((z: { id: number }) => z.id)).toEqual([1, 2]);
    expect(res.body[0].formated_coordinates[0]).toEqual({
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    expect(res.body[0].formated_coordinates).toHaveLength(4);
  });
});

describe('map proxies (offline gazetteer)', () => {
  it('autocompletes accent- and case-insensitively in both shapes', async () => {
    const res = await call(app, 'GET', '/config/place-api-autocomplete?search_text=MAARIF');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('OK');
    const [first] = res.body.suggestions;
    expect(first.placePrediction).toMatchObject({
      placeId: 'maarif',
      text: { text: 'Maarif, Casablanca, Morocco' },
      structuredFormat: {
        mainText: { text: 'Maarif' },
        secondaryText: { text: 'Casablanca, Morocco' },
      },
    });
    expect(res.body.predictions[0]).toMatchObject({
      place_id: 'maarif',
      description: 'Maarif, Casablanca, Morocco',
      structured_formatting: { main_text: 'Maarif', secondary_text: 'Casablanca, Morocco' },
    });
    const accented = await call(
      app,
      'GET',
      `/config/place-api-autocomplete?search_text=${encodeURIComponent('aïn dïab')}`,
    );
    expect(accented.body.predictions[0].place_id).toBe('ain-diab');
  });

  it('matches names typed in another language and answers in the script typed (API-CONFIG-3)', async () => {
    const fr = await call(
      app,
      'GET',
      `/config/place-api-autocomplete?search_text=${encodeURIComponent('أكدال')}`,
      {
        headers: { 'X-localization': 'fr' },
      },
    );
    expect(fr.body.predictions[0]).toMatchObject({
      place_id: 'agdal',
      description: 'أكدال، الرباط، المغرب',
    });
    const ar = await call(app, 'GET', '/config/place-api-autocomplete?search_text=hassan%20ii', {
      headers: { 'X-localization': 'ar' },
    });
    expect(ar.body.predictions[0].structured_formatting.main_text).toBe('Mosquée Hassan II');
  });

  it('answers ZERO_RESULTS for unknown text and 403 for missing text', async () => {
    const none = await call(app, 'GET', '/config/place-api-autocomplete?search_text=zzzzqqq');
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ status: 'ZERO_RESULTS', suggestions: [], predictions: [] });
    for (const query of ['', '?search_text=', '?search_text=%20%20']) {
      const res = await call(app, 'GET', `/config/place-api-autocomplete${query}`);
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('search_text');
    }
  });

  it('returns place details in the new and legacy shapes', async () => {
    const res = await call(app, 'GET', '/config/place-api-details?placeid=hassan-tower');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 'hassan-tower',
      displayName: { text: 'Hassan Tower' },
      formattedAddress: 'Hassan Tower, Rabat, Morocco',
      location: { latitude: 34.024, longitude: -6.8225 },
      result: {
        geometry: { location: { lat: 34.024, lng: -6.8225 } },
        formatted_address: 'Hassan Tower, Rabat, Morocco',
        name: 'Hassan Tower',
        place_id: 'hassan-tower',
      },
      status: 'OK',
    });
  });

  it('answers 404 for unknown place ids and 403 without one', async () => {
    const unknown = await call(app, 'GET', '/config/place-api-details?placeid=nowhere');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].code).toBe('placeid');
    const missing = await call(app, 'GET', '/config/place-api-details');
    expect(missing.status).toBe(403);
  });

  it('reverse-geocodes near a known place, and far away to coordinates', async () => {
    const near = await call(app, 'GET', '/config/geocode-api?lat=33.578&lng=-7.64');
    expect(near.status).toBe(200);
    expect(near.body.status).toBe('OK');
    expect(near.body.results[0].formatted_address).toBe('Near Maarif, Casablanca, Morocco');
    expect(near.body.results[0].geometry.location).toEqual({ lat: 33.578, lng: -7.64 });
    const ar = await call(app, 'GET', '/config/geocode-api?lat=33.5822&lng=-7.6344', {
      headers: { 'X-localization': 'ar' },
    });
    expect(ar.body.results[0].formatted_address).toBe('المعاريف، الدار البيضاء، المغرب');
    const far = await call(app, 'GET', '/config/geocode-api?lat=32.3&lng=-6.3');
    expect(far.body.results[0].formatted_address).toBe('32.300000, -6.300000');
    const details = await call(
      app,
      'GET',
      `/config/place-api-details?placeid=${encodeURIComponent(far.body.results[0].place_id)}`,
    );
    expect(details.body.location).toEqual({ latitude: 32.3, longitude: -6.3 });
  });

  it('rejects geocoding without coordinates', async () => {
    const res = await call(app, 'GET', '/config/geocode-api?lat=33.5');
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('lng');
  });

  it('estimates walking and driving distance in both shapes', async () => {
    const base =
      '/config/distance-api?origin_lat=33.5822&origin_lng=-7.6344&destination_lat=33.6083&destination_lng=-7.6325';
    const walk = await call(app, 'GET', base);
    expect(walk.status).toBe(200);
    expect(walk.body.distanceMeters).toBeGreaterThan(3000);
    expect(walk.body.distanceMeters).toBeLessThan(5000);
    expect(walk.body.duration).toMatch(/^\d+s$/);
    const walkSeconds = Number(walk.body.duration.slice(0, -1));
    expect(walkSeconds).toBe(Math.round(walk.body.distanceMeters / (5000 / 3600)));
    expect(walk.body.localizedValues.distance.text).toMatch(/km$/);
    expect(walk.body.rows[0].elements[0]).toMatchObject({
      distance: { value: walk.body.distanceMeters },
      duration: { value: walkSeconds },
      status: 'OK',
    });
    const drive = await call(app, 'GET', `${base}&mode=driving`);
    expect(drive.body.distanceMeters).toBe(walk.body.distanceMeters);
    expect(Number(drive.body.duration.slice(0, -1))).toBeLessThan(walkSeconds);
    const driveNew = await call(app, 'GET', `${base}&mode=DRIVE`);
    expect(driveNew.body.duration).toBe(drive.body.duration);
  });

  it('rejects unknown modes and missing coordinates', async () => {
    const mode = await call(
      app,
      'GET',
      '/config/distance-api?origin_lat=33.5&origin_lng=-7.6&destination_lat=33.6&destination_lng=-7.6&mode=FLY',
    );
    expect(mode.status).toBe(403);
    expect(mode.body.errors[0].code).toBe('mode');
    const missing = await call(app, 'GET', '/config/distance-api?origin_lat=33.5');
    expect(missing.status).toBe(403);
    expect(missing.body.errors.map((e: { code: string }) => e.code)).toEqual([
      'origin_lng',
      'destination_lat',
      'destination_lng',
    ]);
  });
});

describe('content pages', () => {
  it.each([
    ['/terms-and-conditions'],
    ['/about-us'],
    ['/privacy-policy'],
    ['/refund-policy'],
    ['/shipping-policy'],
    ['/cancelation'],
  ])('%s answers a bare JSON string of HTML per locale', async (path) => {
    const en = await call(app, 'GET', path);
    expect(en.status).toBe(200);
    expect(typeof en.body).toBe('string');
    expect(en.body).toMatch(/<p|<h2/);
    const ar = await call(app, 'GET', path, { headers: { 'X-localization': 'ar' } });
    expect(ar.body).not.toBe(en.body);
    expect(ar.body).toMatch(/[\u0600-\u06ff]/);
  });

  it('serves the react landing page with image URLs and the zone list', async () => {
    const res = await call(app, 'GET', '/react-landing-page', {
      headers: { 'X-localization': 'fr' },
    });
    expect(res.status).toBe(200);
    expect(res.body.hero_section.header_title).toBe('Toute votre ville, livrée');
    expect(res.body.trust_section.cards).toHaveLength(4);
    expect(res.body.trust_section.cards[0].image_full_url).toBe(
      'http://localhost/demo/landing/trust-fast.svg',
    );
    expect(res.body.promotional_banner_section.promotion_banners_full_url).toHaveLength(3);
    expect(res.body.available_zone_section.available_zone_list).toEqual([
      expect.objectContaining({
        id: 1,
        display_name: 'Casablanca',
        modules: expect.arrayContaining(['Restauration']),
      }),
      expect.objectContaining({ id: 2 }),
    ]);
    expect(Array.isArray(res.body.testimonial_section.testimonial_list)).toBe(true);
    expect(res.body.faq_section.faq_list.length).toBeGreaterThan(0);
  });

  it('serves the flutter landing page', async () => {
    const res = await call(app, 'GET', '/flutter-landing-page');
    expect(res.status).toBe(200);
    expect(res.body.base_urls.item_image_url).toBe('http://localhost/demo/product');
    expect(res.body.available_zone_list).toHaveLength(2);
    expect(typeof res.body.fixed_footer_description).toBe('string');
  });
});
