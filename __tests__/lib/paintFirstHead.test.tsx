import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GetServerSidePropsContext } from 'next';
import { renderToStaticMarkup } from 'react-dom/server';
import { CATALOG_PAGE_CACHE } from '@/domain/catalog/cache';
import { storefrontPage, type StorefrontPageOptions } from '@/lib/server/page';
import {
  PAINT_WAIT_MS,
  PaintFirstHead,
  paintFirstLoaderText,
  paintsFirst,
} from '@/lib/server/paintFirstHead';

// storefrontPage without a backend: a configuration, no translations.
jest.mock('@/api/server', () => ({
  requestOrigin: () => 'http://shop.test',
  createServerApi: async () => ({}),
  cachedConfig: async () => ({ business_name: 'Shop' }),
  cachedFooterDescription: async () => null,
}));
jest.mock('@/lib/server/translations', () => ({ pageTranslations: async () => ({}) }));
jest.mock('@/lib/shellConfig', () => ({ shellConfig: (config: unknown) => config }));

/** Runs the loader as the browser would, with frames under the test's control. */
function runLoader(sources: string[]) {
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  new Function(paintFirstLoaderText(sources))();
  return {
    paintFrame: () => frames.splice(0).forEach((callback) => callback(0)),
    appended: () =>
      [...document.head.querySelectorAll('script')].map((script) => ({
        src: script.getAttribute('src'),
        async: script.async,
      })),
  };
}

describe('paintFirstLoaderText', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('loads the chunks in order, once, after a frame has been painted', () => {
    const loader = runLoader(['/_next/a.js', '/_next/b.js']);
    jest.advanceTimersByTime(0);
    expect(loader.appended()).toEqual([]);

    loader.paintFrame();
    expect(loader.appended()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(loader.appended()).toEqual([
      { src: '/_next/a.js', async: false },
      { src: '/_next/b.js', async: false },
    ]);

    jest.advanceTimersByTime(PAINT_WAIT_MS);
    expect(loader.appended()).toHaveLength(2);
  });

  it('loads them anyway when no frame comes (a tab in the background)', () => {
    const loader = runLoader(['/_next/a.js']);
    jest.advanceTimersByTime(PAINT_WAIT_MS);
    expect(loader.appended()).toEqual([{ src: '/_next/a.js', async: false }]);
  });

  it('waits for the document to be parsed', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const loader = runLoader(['/_next/a.js']);
    jest.advanceTimersByTime(PAINT_WAIT_MS);
    expect(loader.appended()).toEqual([]);

    document.dispatchEvent(new Event('DOMContentLoaded'));
    jest.advanceTimersByTime(PAINT_WAIT_MS);
    expect(loader.appended()).toEqual([{ src: '/_next/a.js', async: false }]);
  });

  it('cannot close its script element', () => {
    expect(paintFirstLoaderText(['/_next/</script>.js'])).not.toContain('</script>');
  });
});

describe('PaintFirstHead', () => {
  // The part of Next's document context its script lists read (next/dist/pages/_document.js).
  const context = {
    assetPrefix: '',
    assetQueryString: '',
    mutableAssetQueryString: '',
    isDevelopment: false,
    disableOptimizedLoading: false,
    dynamicImports: ['static/chunks/dynamic.js'],
    buildManifest: { lowPriorityFiles: ['static/build/_buildManifest.js'] },
    __NEXT_DATA__: { page: '/' },
  };

  const files = {
    sharedFiles: [],
    pageFiles: [],
    allFiles: ['static/chunks/app.js', 'static/chunks/app.css'],
  };
  const headFor = (paintFirst: boolean) => {
    const head = new PaintFirstHead({ nonce: 'abc', paintFirst });
    Object.assign(head, { context });
    return head;
  };

  it('writes no deferred script: one loader with Next’s scripts in Next’s order', () => {
    const head = headFor(true);
    expect(head.getDynamicChunks(files)).toEqual([]);
    const html = renderToStaticMarkup(<>{head.getScripts(files)}</>);
    expect(html).not.toContain('defer');
    expect(html).toContain('<script id="paint-first" nonce="abc">');
    expect(html).toContain(
      JSON.stringify([
        '/_next/static/chunks/dynamic.js',
        '/_next/static/chunks/app.js',
        '/_next/static/build/_buildManifest.js',
      ]),
    );
  });

  it('leaves a page made for one visitor with Next’s deferred scripts', () => {
    const head = headFor(false);
    const html = renderToStaticMarkup(
      <>
        {head.getDynamicChunks(files)}
        {head.getScripts(files)}
      </>,
    );
    expect(html.match(/<script [^>]*defer=""[^>]*>/g)).toHaveLength(3);
    expect(html).not.toContain('paint');
  });
});

describe('paintsFirst', () => {
  /** Runs a page loader made by storefrontPage and reads its props as _document does. */
  async function decide(options: StorefrontPageOptions) {
    const headers: Record<string, unknown> = {};
    const ctx = {
      locale: 'en',
      req: { headers: {} },
      res: {
        statusCode: 200,
        setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = value),
      },
    } as unknown as GetServerSidePropsContext;
    const result = await storefrontPage(async () => ({ props: {} }), options)(ctx);
    if (!('props' in result)) throw new Error('the page did not render');
    const pageProps = await result.props;
    return { cacheControl: headers['cache-control'], paint: paintsFirst({ props: { pageProps } }) };
  }

  it('follows the page’s option, whatever its caching policy', async () => {
    await expect(decide({ cacheControl: CATALOG_PAGE_CACHE })).resolves.toEqual({
      cacheControl: CATALOG_PAGE_CACHE,
      paint: false,
    });
    await expect(decide({ cacheControl: 'private, no-store', paintFirst: true })).resolves.toEqual({
      cacheControl: 'private, no-store',
      paint: true,
    });
    await expect(
      decide({ cacheControl: CATALOG_PAGE_CACHE, paintFirst: true }),
    ).resolves.toMatchObject({ paint: true });
    await expect(decide({})).resolves.toMatchObject({ paint: false });
  });

  it('is false for pages without storefrontPage’s props (the error pages)', () => {
    expect(paintsFirst(undefined)).toBe(false);
    expect(paintsFirst({ props: {} })).toBe(false);
    expect(paintsFirst({ props: { pageProps: { statusCode: 404 } } })).toBe(false);
  });

  it('is asked for by the catalog pages and by no other route', () => {
    // A new route paints first only by saying so (and being added here).
    const pages = join(__dirname, '../../pages');
    const routes = (dir: string): string[] =>
      readdirSync(join(pages, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? entry.name === 'api'
            ? []
            : routes(join(dir, entry.name))
          : entry.name.endsWith('.tsx')
            ? [join(dir, entry.name)]
            : [],
      );
    const asking = routes('').filter((file) =>
      /paintFirst: true/.test(readFileSync(join(pages, file), 'utf8')),
    );
    expect(asking.sort()).toEqual([
      'brand/[id].tsx',
      'category/[id].tsx',
      'index.tsx',
      'product/[id].tsx',
      'store/[id].tsx',
    ]);
  });
});
