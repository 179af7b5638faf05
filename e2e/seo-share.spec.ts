import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * What crawlers and link previews read: share images (og:image), localised descriptions, and a
 * sitemap that names exactly the pages' canonical URLs. Requests only: no browser needed.
 */

const PRODUCT = '/product/cake-strawberry-casa-pizza-napoli';
const STORE = '/store/casa-pizza-napoli';
// For the share images, a product and a store no other journey orders from or reviews: a review
// changes the rating a share image shows, and a page cached before it names the older version.
const SHARE_PRODUCT = '/product/milk-whole-marche-frais-maarif';
const SHARE_STORE = '/store/marche-frais-maarif';
const BACKEND = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
const STOREFRONT = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

/** The value of `<meta property|name="key" content="…">` in server HTML. */
function meta(html: string, key: string): string | null {
  const tag = new RegExp(
    `<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`,
  );
  const match = tag.exec(html);
  return match ? decodeEntities(match[1]) : null;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function canonicalOf(html: string): string | null {
  const match = /<link rel="canonical" href="([^"]+)"/.exec(html);
  return match ? decodeEntities(match[1]) : null;
}

function alternatesOf(html: string): Record<string, string> {
  const links = html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g);
  return Object.fromEntries([...links].map((match) => [match[1], decodeEntities(match[2])]));
}

async function pageHtml(request: APIRequestContext, path: string, headers = {}) {
  const response = await request.get(path, { headers: { Accept: 'text/html', ...headers } });
  return { status: response.status(), html: await response.text() };
}

/** Width and height from a PNG's IHDR or a JPEG's start-of-frame marker; null otherwise. */
function imageSize(bytes: Buffer): { type: 'png' | 'jpeg'; width: number; height: number } | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    const length = bytes.readUInt16BE(offset + 2);
    // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return {
        type: 'jpeg',
        height: bytes.readUInt16BE(offset + 5),
        width: bytes.readUInt16BE(offset + 7),
      };
    }
    offset += 2 + length;
  }
  return null;
}

/** The page's share image, checked: tags, then the image itself. */
async function shareImageOf(request: APIRequestContext, path: string) {
  const { status, html } = await pageHtml(request, path);
  expect(status, path).toBe(200);
  const url = meta(html, 'og:image');
  expect(url, `${path} og:image`).toMatch(/^https?:\/\/[^/]+\/share-image\/.+\.jpg\?v=[\w-]+$/);
  expect(meta(html, 'og:image:width')).toBe('1200');
  expect(meta(html, 'og:image:height')).toBe('630');
  expect(meta(html, 'og:image:type')).toBe('image/jpeg');
  expect(meta(html, 'og:image:alt')?.length).toBeGreaterThan(2);
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'twitter:image')).toBe(url);

  const response = await request.get(url as string);
  expect(response.status(), url as string).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(jpeg|png)$/);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['set-cookie']).toBeUndefined();
  const bytes = await response.body();
  expect(imageSize(bytes)).toEqual({
    type: expect.stringMatching(/^(jpeg|png)$/),
    width: 1200,
    height: 630,
  });
  return { url: url as string, bytes, html };
}

test.describe('share images', () => {
  test('product, store and landing pages name a 1200×630 raster og:image', async ({ request }) => {
    for (const path of [SHARE_PRODUCT, SHARE_STORE, '/']) {
      const { bytes } = await shareImageOf(request, path);
      expect(bytes.length).toBeGreaterThan(10_000);
    }
  });

  test('an Arabic page has its own share image', async ({ request }) => {
    for (const path of [SHARE_PRODUCT, SHARE_STORE, '/']) {
      const english = await shareImageOf(request, path);
      const arabic = await shareImageOf(request, `/ar${path === '/' ? '' : path}`);
      expect(arabic.url).toContain('/share-image/ar/');
      expect(arabic.url).not.toBe(english.url);
      expect(arabic.bytes.equals(english.bytes)).toBe(false);
      expect(meta(arabic.html, 'og:image:alt')).toMatch(/[\u0600-\u06ff]/);
    }
  });

  test('the image URL is the same for every visitor, cookies or not', async ({ request }) => {
    const anonymous = meta((await pageHtml(request, SHARE_PRODUCT)).html, 'og:image');
    const visitor = meta(
      (
        await pageHtml(request, SHARE_PRODUCT, {
          Cookie: 'zoneid=%5B2%5D; module_id=2; latitude=34; longitude=-6.8',
        })
      ).html,
      'og:image',
    );
    expect(visitor).toBe(anonymous);
  });

  test('only images of things that exist are drawn; a stale version is not kept long', async ({
    request,
  }) => {
    for (const path of [
      '/share-image/en/product/1/no-such-item.jpg',
      '/share-image/en/store/no-such-store.jpg',
      '/share-image/en/category/1/no-such-category.jpg',
      '/share-image/de/site.jpg',
      '/share-image/en/brand/1/x.jpg',
      '/share-image/en/product/0/1.jpg',
      '/share-image/en/store/casa-pizza-napoli.png',
      '/share-image/en/store/..%2F..%2Fetc%2Fpasswd.jpg',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const stale = await request.get('/share-image/en/store/casa-pizza-napoli.jpg?v=old');
    expect(stale.status()).toBe(200);
    expect(stale.headers()['cache-control']).toBe('public, max-age=300');
  });

  test('a storefront on an external backend draws from the backend’s images', async ({
    request,
  }) => {
    test.skip(
      Boolean(process.env.E2E_BASE_URL),
      'needs the two servers playwright.config.ts starts',
    );
    const { html } = await pageHtml(request, `${STOREFRONT}${SHARE_PRODUCT}`);
    const url = meta(html, 'og:image') as string;
    expect(url.startsWith(`${STOREFRONT}/share-image/`)).toBe(true);
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    // Immutable only when every picture it names was had (a degraded drawing is kept a minute).
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(imageSize(await response.body())).toMatchObject({ width: 1200, height: 630 });
    expect(BACKEND).not.toBe(STOREFRONT);
  });
});

test.describe('localised descriptions', () => {
  test('store, product and category meta is in the page’s language', async ({ request }) => {
    const arabic = /[\u0600-\u06ff]/;
    for (const path of [STORE, PRODUCT, '/category/pizza?module_id=1']) {
      const ar = (await pageHtml(request, `/ar${path}`)).html;
      const fr = (await pageHtml(request, `/fr${path}`)).html;
      for (const key of ['description', 'og:description', 'twitter:description']) {
        expect(meta(ar, key), `${path} ${key} ar`).toMatch(arabic);
        expect(meta(fr, key), `${path} ${key} fr`).not.toMatch(arabic);
      }
      expect(meta(fr, 'description')).not.toBe(
        meta((await pageHtml(request, path)).html, 'description'),
      );
    }
  });

  test('the store JSON-LD carries a postal address', async ({ request }) => {
    const { html } = await pageHtml(request, STORE);
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
    ].map((match) => JSON.parse(match[1]) as { '@type': string; address?: Record<string, string> });
    const store = blocks.find((block) => block['@type'] === 'Restaurant');
    expect(store?.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '12 Boulevard d’Anfa',
      addressLocality: 'Casablanca',
      addressCountry: 'MA',
    });
  });
});

interface SitemapUrl {
  loc: string;
  alternates: Record<string, string>;
}

function sitemapUrls(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((match) => {
    const loc = decodeEntities(/<loc>([^<]+)<\/loc>/.exec(match[1])?.[1] ?? '');
    const links = match[1].matchAll(
      /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
    );
    return {
      loc,
      alternates: Object.fromEntries([...links].map((link) => [link[1], decodeEntities(link[2])])),
    };
  });
}

/** Runs `task` over `items`, `width` at a time. */
async function eachLimited<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

test.describe('sitemap', () => {
  test('every sitemap URL is the canonical URL of the page it names, with the page’s hreflang set', async ({
    request,
  }) => {
    test.setTimeout(900_000);
    const index = await (await request.get('/sitemap.xml')).text();
    const shards = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    );
    expect(shards.length).toBeGreaterThan(3);
    const urls: SitemapUrl[] = [];
    for (const shard of shards) {
      const response = await request.get(shard);
      expect(response.status(), shard).toBe(200);
      urls.push(...sitemapUrls(await response.text()));
    }
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
    for (const kind of ['/store/', '/product/', '/category/']) {
      expect(urls.filter((url) => url.loc.includes(kind)).length, kind).toBeGreaterThan(3);
    }
    const problems: string[] = [];
    await eachLimited(urls, 4, async ({ loc, alternates }) => {
      const path = new URL(loc);
      if (/\/(store|product)\//.test(path.pathname) && path.searchParams.has('module_id')) {
        problems.push(`${loc}: module_id in a store or product URL`);
      }
      if (Object.keys(alternates).sort().join() !== 'ar,en,fr,x-default') {
        problems.push(`${loc}: alternates ${Object.keys(alternates).join()}`);
      }
      const { status, html } = await pageHtml(request, `${path.pathname}${path.search}`);
      if (status !== 200) {
        problems.push(`${loc}: HTTP ${status}`);
        return;
      }
      if (canonicalOf(html) !== loc) problems.push(`${loc}: canonical ${canonicalOf(html)}`);
      const own = alternatesOf(html);
      if (JSON.stringify(own) !== JSON.stringify(alternates)) {
        problems.push(`${loc}: page alternates ${JSON.stringify(own)}`);
      }
    });
    expect(problems.slice(0, 20), `${problems.length} problems`).toEqual([]);
  });
});
