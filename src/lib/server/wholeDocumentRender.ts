import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';

type RenderOptions = Record<string, unknown>;

type ReactDomServerPages = {
  renderToReadableStream: (element: unknown, options?: RenderOptions) => Promise<unknown>;
  __storefrontWholeDocument?: true;
};

/** The part of `react-dom/server.node` used here (methods, so the module itself fits the type). */
export type ReactDomServerNode = {
  renderToString(element: unknown): string;
  renderToPipeableStream(
    element: unknown,
    options: RenderOptions,
  ): { pipe(destination: unknown): unknown };
};

/** React's mark of a Suspense boundary the server gave up on (its fallback, for the browser). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** What the Node build writes into: it only needs write, end, destroy and event listeners. */
class Collector extends EventEmitter {
  private readonly chunks: Buffer[] = [];

  constructor(
    private readonly onEnd: (body: Buffer) => void,
    private readonly onFail: (error: unknown) => void,
  ) {
    super();
  }

  write(chunk: Uint8Array | string): boolean {
    // React hands over each buffer once and never writes to it again: keep a view, not a copy.
    this.chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk)
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
    );
    return true;
  }

  end(): void {
    this.onEnd(Buffer.concat(this.chunks));
  }

  destroy(error?: unknown): void {
    this.onFail(error ?? new Error('The render was aborted'));
  }
}

/**
 * The whole HTML from `renderToString`, or null when the streaming render must do it: something
 * suspended (the shell, which throws, or a boundary, which is given up), or an error was thrown
 * (rendered again, the streaming render reports it as before).
 */
function stringOrNull(nodeServer: ReactDomServerNode, element: unknown): string | null {
  try {
    const html = nodeServer.renderToString(element);
    return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : html;
  } catch {
    return null;
  }
}

/** The answer Next expects from `renderToReadableStream` once everything is ready. */
function finishedStream(
  body: Uint8Array,
): ReadableStream<Uint8Array> & { allReady: Promise<void> } {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(body);
      controller.close();
    },
  });
  return Object.assign(stream, { allReady: Promise.resolve() });
}

/**
 * Renders a whole document with React's Node build and answers as the edge build's
 * `renderToReadableStream` would once everything is ready: a stream of the finished HTML with a
 * resolved `allReady`.
 *
 * First with `renderToString`, which builds the HTML as one string: the streaming renderers
 * encode every piece of markup into bytes as they go (about 0.7 ms of a product page), only for
 * Next to decode the bytes back into a string. It renders the same markup as long as nothing
 * suspends (page data is fetched before the render, and next/dynamic parts are preloaded). When
 * something does suspend, it gives up on that boundary (`<!--$!-->`, the fallback to be replaced
 * in the browser): the page is then rendered again with `renderToPipeableStream`, which waits.
 */
export async function renderWhole(
  nodeServer: ReactDomServerNode,
  element: unknown,
  options: RenderOptions = {},
): Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }> {
  if (Object.keys(options).length === 0) {
    const html = stringOrNull(nodeServer, element);
    if (html !== null) return finishedStream(Buffer.from(html));
  }
  return new Promise((resolve, reject) => {
    const collector = new Collector((body) => resolve(finishedStream(body)), reject);
    const { pipe } = nodeServer.renderToPipeableStream(element, {
      ...options,
      // See renderWholeDocuments: the whole document is sent at once, so progressive chunks buy nothing.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onAllReady: () => pipe(collector),
    });
  });
}

/**
 * How the pages router renders: the whole document at once, with Suspense boundaries in place.
 *
 * Next renders a page with React's `renderToReadableStream` (the edge build) and no options,
 * waits for the whole document and decodes it into a string. Two things are changed:
 * - **Boundaries in place.** React's default progressive chunk size (12.8 KB) splits the document
 *   anyway: any Suspense boundary after the first 12.8 KB of HTML is moved to a hidden `<div>` at
 *   the end of the body and shown by an inline script one frame later. The page then painted
 *   without its content first (a layout shift) and crawlers without JavaScript saw it hidden.
 *   An unbounded chunk size keeps every boundary where it belongs. The storefront uses boundaries
 *   so that a page's main content hydrates in idle slices (src/components/HydrateWhenIdle.tsx).
 * - **The Node build.** The same React version's Node build renders the same markup for less CPU
 *   (see renderWhole).
 *
 * Patches the module instance Next itself loads (resolved from the server's entry script, which
 * also covers the standalone build's own node_modules), and loads React's Node build next to it.
 * Returns whether the patch is in place; without it pages still render, only slower and with
 * boundaries out of place.
 */
export function renderWholeDocuments(entry = process.argv[1] ?? process.cwd()): boolean {
  try {
    // Resolved at run time from the server's entry script: not a file the build should trace.
    const requireFromEntry = createRequire(path.resolve(/* turbopackIgnore: true */ entry));
    const nextServerPages = requireFromEntry.resolve('next/dist/server/ReactDOMServerPages');
    const requireFromNext = createRequire(nextServerPages);
    const pagesServer = requireFromNext(nextServerPages) as ReactDomServerPages;
    if (pagesServer.__storefrontWholeDocument) return true;
    const nodeServer = requireFromNext('react-dom/server.node') as ReactDomServerNode;
    pagesServer.renderToReadableStream = (element, options) =>
      renderWhole(nodeServer, element, options);
    pagesServer.__storefrontWholeDocument = true;
    return true;
  } catch (error) {
    console.warn('[render] pages render with the default renderer:', error);
    return false;
  }
}
