import { renderToStaticMarkup } from 'react-dom/server';
import {
  PAINT_WAIT_MS,
  PaintFirstHead,
  paintFirstLoaderText,
  paintsFirst,
} from '@/lib/server/paintFirstHead';

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
  it('is true for the pages a shared cache keeps, and only for them', () => {
    expect(paintsFirst('public, s-maxage=60, stale-while-revalidate=600')).toBe(true);
    expect(paintsFirst('Public,max-age=0')).toBe(true);
    expect(paintsFirst('private, no-store')).toBe(false);
    expect(paintsFirst('no-publicity')).toBe(false);
    expect(paintsFirst(undefined)).toBe(false);
  });
});
