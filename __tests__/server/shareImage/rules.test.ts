import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  createImageCache,
  createRenderLimiter,
  RenderBusyError,
} from '@/lib/server/shareImage/cache';
import { MAX_SOURCE_BYTES, readSource, sourceOf } from '@/lib/server/shareImage/sources';
import {
  parseSharePath,
  shareCardVersion,
  shareImageOf,
  shareImagePath,
} from '@/lib/server/shareImage/url';
import type { ShareTarget } from '@/lib/seo/shareCard';
import { englishProductCard } from './cards';

const LOCALES = ['en', 'ar', 'fr'];
const publicDir = path.join(process.cwd(), 'public');

describe('share image URLs', () => {
  const targets: ShareTarget[] = [
    { kind: 'product', locale: 'en', moduleId: 1, ref: 'cake-strawberry' },
    { kind: 'campaign-item', locale: 'fr', moduleId: 2, ref: '17' },
    { kind: 'store', locale: 'ar', moduleId: null, ref: 'casa-pizza-napoli' },
    { kind: 'category', locale: 'en', moduleId: 4, ref: 'café' },
    { kind: 'site', locale: 'ar', moduleId: null, ref: '' },
  ];

  it('name each target by a path the route reads back', () => {
    for (const target of targets) {
      const parts = shareImagePath(target)
        .split('/')
        .slice(2)
        .map((part) => decodeURIComponent(part));
      expect(parseSharePath(parts, LOCALES)).toEqual(target);
    }
    expect(shareImagePath(targets[0])).toBe('/share-image/en/product/1/cake-strawberry.jpg');
    expect(shareImagePath(targets[4])).toBe('/share-image/ar/site.jpg');
  });

  it('reject malformed paths', () => {
    for (const parts of [
      ['de', 'site.jpg'],
      ['en', 'site.png'],
      ['en', 'brand', '1', 'x.jpg'],
      ['en', 'product', 'cake.jpg'],
      ['en', 'product', '0', 'cake.jpg'],
      ['en', 'product', '01', 'cake.jpg'],
      ['en', 'product', '1', '.jpg'],
      ['en', 'store', 'a b.jpg'],
      ['en', 'store', '../x.jpg'],
      ['en', 'store', `${'x'.repeat(121)}.jpg`],
      ['en', 'store', 'x.jpg', 'y.jpg'],
    ]) {
      expect(parseSharePath(parts, LOCALES)).toBeNull();
    }
  });

  it('change when anything drawn changes, and only then', () => {
    const version = shareCardVersion(englishProductCard);
    expect(shareCardVersion({ ...englishProductCard })).toBe(version);
    for (const change of [
      { title: 'Chocolate Cake' },
      { image: 'https://shop.test/demo/product/other.svg' },
      { price: '41.00 DH' },
      { rating: '4.8 (124)' },
      { locale: 'fr' },
    ]) {
      expect(shareCardVersion({ ...englishProductCard, ...change })).not.toBe(version);
    }
    const image = shareImageOf('https://shop.test', targets[0], englishProductCard);
    expect(image).toEqual({
      url: `https://shop.test/share-image/en/product/1/cake-strawberry.jpg?v=${version}`,
      width: 1200,
      height: 630,
      type: 'image/jpeg',
      alt: 'Strawberry Shortcake – Casa Pizza Napoli – 39.00 DH',
    });
  });
});

describe('share image sources', () => {
  const policy = {
    siteOrigins: ['https://shop.test'],
    backend: { publicOrigin: 'https://admin.test', serverOrigin: 'http://backend.internal:8080' },
    publicDir,
  };

  it('reads this site’s demo pictures from disk and the backend’s over its server address', () => {
    expect(sourceOf('https://shop.test/demo/product/cake-strawberry.svg', policy)).toEqual({
      kind: 'file',
      file: path.join(publicDir, 'demo', 'product', 'cake-strawberry.svg'),
    });
    expect(sourceOf('https://admin.test/storage/app/public/product/a.png?x=1', policy)).toEqual({
      kind: 'remote',
      url: 'http://backend.internal:8080/storage/app/public/product/a.png?x=1',
    });
  });

  it('reads nothing else', () => {
    for (const url of [
      'https://elsewhere.test/demo/product/cake-strawberry.svg',
      'https://shop.test/favicon.svg',
      'https://shop.test/api/v1/config',
      'https://shop.test/demo/%2e%2e/%2e%2e/package.json',
      'https://shop.test/demo/..%2F..%2Fsrc%2Flib%2Fenv.svg',
      'https://shop.test/demo/product/cake.txt',
      'https://user:secret@admin.test/a.png',
      'file:///etc/passwd',
      'data:image/png;base64,AAAA',
      'http://169.254.169.254/latest/meta-data',
      'not a url',
      null,
    ]) {
      expect(sourceOf(url, policy)).toBeNull();
    }
  });

  describe('from the backend', () => {
    let server: Server;
    let origin: string;
    beforeAll(async () => {
      server = createServer((req, res) => {
        if (req.url === '/a.png') {
          res.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.from('png bytes'));
        } else if (req.url === '/moved.png') {
          res.writeHead(302, { Location: 'http://169.254.169.254/' }).end();
        } else if (req.url === '/page.png') {
          res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>');
        } else if (req.url === '/huge.png') {
          res.writeHead(200, { 'Content-Type': 'image/png' });
          res.end(Buffer.alloc(MAX_SOURCE_BYTES + 1));
        } else {
          res.writeHead(404).end();
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const backendPolicy = () => ({
      siteOrigins: ['https://shop.test'],
      backend: { publicOrigin: origin, serverOrigin: origin },
      publicDir,
    });

    it('takes an image, but no redirect, non-image or oversized answer', async () => {
      expect(await readSource(`${origin}/a.png`, backendPolicy())).toEqual(
        Buffer.from('png bytes'),
      );
      for (const file of ['moved.png', 'page.png', 'huge.png', 'missing.png']) {
        expect(await readSource(`${origin}/${file}`, backendPolicy())).toBeNull();
      }
    });
  });
});

describe('share image store', () => {
  const image = (size: number, degraded = false) => ({ bytes: Buffer.alloc(size), degraded });

  it('draws once for concurrent requests and keeps the result', async () => {
    const cache = createImageCache({ maxEntries: 10, maxBytes: 1000, degradedTtlMs: 1000 });
    const draw = jest.fn(async () => image(10));
    const [first, second] = await Promise.all([cache.get('a', draw), cache.get('a', draw)]);
    expect(first).toBe(second);
    await cache.get('a', draw);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('is bounded by count and bytes, least recently used out first', async () => {
    const cache = createImageCache({ maxEntries: 2, maxBytes: 100, degradedTtlMs: 1000 });
    await cache.get('a', async () => image(10));
    await cache.get('b', async () => image(10));
    await cache.get('a', async () => image(99));
    await cache.get('c', async () => image(10));
    expect(cache.stats()).toEqual({ entries: 2, bytes: 20 });
    const redraw = jest.fn(async () => image(10));
    await cache.get('b', redraw);
    expect(redraw).toHaveBeenCalledTimes(1);
    await cache.get('d', async () => image(60));
    expect(cache.stats().bytes).toBeLessThanOrEqual(100);
  });

  it('keeps a drawing that lacks a picture only briefly, and forgets failures', async () => {
    let now = 0;
    const cache = createImageCache({
      maxEntries: 10,
      maxBytes: 1000,
      degradedTtlMs: 60_000,
      now: () => now,
    });
    const draw = jest.fn(async () => image(10, true));
    await cache.get('a', draw);
    now = 59_000;
    await cache.get('a', draw);
    now = 61_000;
    await cache.get('a', draw);
    expect(draw).toHaveBeenCalledTimes(2);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get('b', async () => image(10))).resolves.toMatchObject({ degraded: false });
  });

  it('refuses drawings beyond the running and waiting limits', async () => {
    const limited = createRenderLimiter(1, 1);
    let release = () => {};
    const blocker = new Promise<void>((resolve) => (release = resolve));
    const running = limited(() => blocker);
    const waiting = limited(async () => 'second');
    await expect(limited(async () => 'third')).rejects.toBeInstanceOf(RenderBusyError);
    release();
    await running;
    await expect(waiting).resolves.toBe('second');
    await expect(limited(async () => 'later')).resolves.toBe('later');
  });
});
