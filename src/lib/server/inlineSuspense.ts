import { createRequire } from 'node:module';
import path from 'node:path';

type ReactDomServer = {
  renderToReadableStream: (element: unknown, options?: Record<string, unknown>) => unknown;
  __storefrontInline?: true;
};

/**
 * Makes the pages router render Suspense boundaries in place.
 *
 * Next renders a page with React's `renderToReadableStream` and no options, then waits for the
 * whole document. React's default progressive chunk size (12.8 KB) still splits it: any Suspense
 * boundary after the first 12.8 KB of HTML is moved to a hidden `<div>` at the end of the body
 * and shown by an inline script one frame later. The page then paints without its content first
 * (a layout shift) and crawlers without JavaScript see it hidden. Since the document is sent
 * whole anyway, progressive chunks buy nothing: an unbounded chunk size keeps every boundary
 * where it belongs. The storefront uses boundaries so that a page's main content hydrates in
 * idle slices after the shell (src/components/HydrateWhenIdle.tsx).
 *
 * Patches the module instance Next itself loads (resolved from the server's entry script, which
 * also covers the standalone build's own node_modules). Returns whether the patch is in place.
 */
export function inlineSuspenseBoundaries(entry = process.argv[1] ?? process.cwd()): boolean {
  try {
    // Resolved at run time from the server's entry script: not a file the build should trace.
    const requireFromEntry = createRequire(path.resolve(/* turbopackIgnore: true */ entry));
    const nextServerPages = requireFromEntry.resolve('next/dist/server/ReactDOMServerPages');
    const server = createRequire(nextServerPages)(nextServerPages) as ReactDomServer;
    if (server.__storefrontInline) return true;
    const render = server.renderToReadableStream;
    server.renderToReadableStream = (element, options) =>
      render(element, { progressiveChunkSize: Number.POSITIVE_INFINITY, ...options });
    server.__storefrontInline = true;
    return true;
  } catch (error) {
    console.warn('[render] Suspense boundaries may be streamed out of place:', error);
    return false;
  }
}
