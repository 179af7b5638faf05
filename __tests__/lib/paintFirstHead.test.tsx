import { renderToStaticMarkup } from 'react-dom/server';
import { PAINT_WAIT_MS, PaintFirstHead, paintFirstLoaderText } from '@/lib/server/paintFirstHead';

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

  it('writes no deferred script: one loader with Next’s scripts in Next’s order', () => {
    const head = new PaintFirstHead({ nonce: 'abc' });
    Object.assign(head, { context });
    const files = {
      sharedFiles: [],
      pageFiles: [],
      allFiles: ['static/chunks/app.js', 'static/chunks/app.css'],
    };
    expect(head.getDynamicChunks()).toEqual([]);
    const html = renderToStaticMarkup(<>{head.getScripts(files)}</>);
    expect(html).not.toContain('defer');
    expect(html).toContain('<script nonce="abc">');
    expect(html).toContain(
      JSON.stringify([
        '/_next/static/chunks/dynamic.js',
        '/_next/static/chunks/app.js',
        '/_next/static/build/_buildManifest.js',
      ]),
    );
  });
});
