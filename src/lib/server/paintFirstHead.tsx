// Only pages/_document.tsx renders this; the rule cannot tell a module of _document from a page.
// eslint-disable-next-line @next/next/no-document-import-in-page
import { Head } from 'next/document';
import type { ComponentProps, ReactElement } from 'react';
import type { StorefrontPageProps } from './page';

type DocumentFiles = Parameters<Head['getScripts']>[0];
type ScriptElement = ReactElement<{ src?: string }>;

/** How long the loader waits for a frame before it loads the scripts anyway (a hidden tab). */
export const PAINT_WAIT_MS = 200;

/**
 * The inline script that loads the page's chunks once the parsed page has painted: after
 * DOMContentLoaded, a frame (requestAnimationFrame, then a task so the frame is painted first),
 * or PAINT_WAIT_MS when no frame comes. The chunks are appended in order with async=false, so
 * they run in the order Next listed them, as its `defer` scripts did.
 */
export function paintFirstLoaderText(sources: readonly string[]): string {
  return `(function (sources) {
  var started = false;
  function load() {
    if (started) return;
    started = true;
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(load, 0); });
    setTimeout(load, ${PAINT_WAIT_MS});
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})(${JSON.stringify(sources).replace(/</g, '\\u003c')});`;
}

/**
 * Whether a page paints before its chunks load: its loader was made with `storefrontPage`'s
 * `paintFirst` option (the catalog pages a shared link or a search engine opens), which puts
 * `paintFirst: true` in its props. Read from the page data Next hands `_document`, not from the
 * response's headers, so a change of a page's caching policy never changes how its scripts load.
 * Pages made for one visitor (sign-in, checkout, the account) keep Next's order, so their forms work
 * as soon as they can: text typed into a field before React has hydrated it is lost when React
 * re-renders it.
 */
export function paintsFirst(nextData: { props?: { pageProps?: unknown } } | undefined): boolean {
  const pageProps = nextData?.props?.pageProps as
    Pick<StorefrontPageProps, 'paintFirst'> | undefined;
  return pageProps?.paintFirst === true;
}

type PaintFirstHeadProps = ComponentProps<typeof Head> & {
  /** False: Next's own `defer` scripts (see paintsFirst). */
  paintFirst: boolean;
};

/**
 * Next's <Head> with the page's chunks loaded after the first paint (ADR 0010). Next's own `defer`
 * scripts run as soon as the stylesheets are in, before the browser's first frame, so the server
 * HTML stayed unpainted until the whole bundle had been evaluated: on a slow phone the largest
 * heading waited about a second. Inline scripts (Turbopack's bootstrap) stay as Next writes them.
 */
export class PaintFirstHead extends Head {
  declare props: PaintFirstHeadProps;

  constructor(props: PaintFirstHeadProps) {
    super(props);
  }

  // Next renders the dynamic chunks and the page's scripts as two lists; both are loaded by the
  // one loader getScripts writes, in Next's order.
  override getDynamicChunks(files: DocumentFiles): (ReactElement | null)[] {
    return this.props.paintFirst ? [] : super.getDynamicChunks(files);
  }

  override getScripts(files: DocumentFiles): ReactElement[] {
    if (!this.props.paintFirst) return super.getScripts(files);
    const elements = [...super.getDynamicChunks(files), ...super.getScripts(files)].filter(
      (element): element is ScriptElement => element !== null,
    );
    const sources = elements.flatMap((element) => (element.props.src ? [element.props.src] : []));
    return [
      ...elements.filter((element) => !element.props.src),
      <script
        key="paint-first-loader"
        id="paint-first"
        nonce={this.props.nonce}
        dangerouslySetInnerHTML={{ __html: paintFirstLoaderText(sources) }}
      />,
    ];
  }
}
