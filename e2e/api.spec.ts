import { expect, test } from '@playwright/test';

/** The built-in API over real HTTP, in the same server as the storefront. */
test.describe('built-in API', () => {
  test('config answers the contract fields', async ({ request }) => {
    const response = await request.get('/api/v1/config');
    expect(response.status()).toBe(200);
    const config = await response.json();
    expect(config.business_name).toBe('Atlas Mart');
    expect(config.guest_checkout_status).toBe(1);
    expect(config.default_location).toEqual({ lat: expect.any(String), lng: expect.any(String) });
    expect(config.base_urls).toBeTruthy();
    expect(typeof config.digit_after_decimal_point).toBe('number');
  });

  test('get-zone-id returns a JSON-array string inside a zone and 404 outside', async ({
    request,
  }) => {
    const inside = await request.get('/api/v1/config/get-zone-id?lat=33.5731&lng=-7.5898');
    expect(inside.status()).toBe(200);
    const body = await inside.json();
    expect(typeof body.zone_id).toBe('string');
    expect(JSON.parse(body.zone_id)).toEqual(expect.arrayContaining([expect.any(Number)]));
    const outside = await request.get('/api/v1/config/get-zone-id?lat=31.6295&lng=-7.9811');
    expect(outside.status()).toBe(404);
    expect((await outside.json()).errors[0].code).toBe('coordinates');
  });

  test('module lists all five module types', async ({ request }) => {
    const modules = await (await request.get('/api/v1/module')).json();
    const types = new Set(modules.map((module: { module_type: string }) => module.module_type));
    for (const type of ['food', 'grocery', 'pharmacy', 'ecommerce', 'parcel']) {
      expect(types).toContain(type);
    }
  });

  test('bad requests get 4xx error bodies, never 500', async ({ request }) => {
    const malformed = await request.post('/api/v1/auth/login', {
      headers: { 'Content-Type': 'application/json' },
      data: '{"email_or_phone": ',
    });
    expect(malformed.status()).toBeGreaterThanOrEqual(400);
    expect(malformed.status()).toBeLessThan(500);
    expect((await malformed.json()).errors).toBeTruthy();

    const missing = await request.get('/api/v1/config/get-zone-id');
    expect(missing.status()).toBe(403);
    expect((await missing.json()).errors[0]).toEqual({
      code: expect.any(String),
      message: expect.any(String),
    });

    const unauthenticated = await request.get('/api/v1/customer/info', {
      headers: { 'X-localization': 'en' },
    });
    expect(unauthenticated.status()).toBe(401);
  });
});

test.describe('crawlers', () => {
  test('robots.txt names the sitemap and keeps private pages out', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    expect(text).toContain('Disallow: /checkout');
    expect(text).toContain('Disallow: /ar/profile');
  });

  test('the sitemap index links shards that list real store URLs', async ({ request }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    const storeShard = /<loc>[^<]*(\/sitemaps\/\d+\/stores\.xml)<\/loc>/.exec(index)?.[1];
    expect(storeShard).toBeTruthy();
    const shard = await request.get(storeShard as string);
    expect(shard.status()).toBe(200);
    expect(await shard.text()).toMatch(/<loc>[^<]*\/store\/[^<]+<\/loc>/);
    expect((await request.get('/sitemaps/999/stores.xml')).status()).toBe(404);
  });
});
