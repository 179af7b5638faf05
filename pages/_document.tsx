import {
  documentGetInitialProps,
  DocumentHeadTags,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { earlyClicksScriptText } from '@/lib/client/earlyClicks';
import { directionOf } from '@/lib/locale';
import { publicEnv, PUBLIC_ENV_ELEMENT_ID, publicEnvScriptText } from '@/lib/publicEnv';
import { newNonce, pagePolicy } from '@/lib/server/contentSecurityPolicy';
import { PaintFirstHead, paintsFirst } from '@/lib/server/paintFirstHead';
import { brandAttribute, brandKey } from '@/theme/brand';
import { createEmotionCache } from '@/theme/emotionCache';
import { styleTagNames, unusedClassNames } from '@/theme/emotionHydration';

/** `nonce`: the script nonce of this response's Content-Security-Policy. */
type Props = DocumentProps & DocumentHeadTagsProps & { nonce?: string };

export default function StorefrontDocument(props: Props) {
  const locale = props.__NEXT_DATA__.locale ?? 'en';
  // The brand colours of the module the page is about; the browser keeps the attribute in step
  // with the visitor's module after that (src/theme/ShellTheme.tsx).
  const pageProps = props.__NEXT_DATA__.props?.pageProps as
    { shell?: { moduleType?: string | null } } | undefined;
  const brand = brandAttribute(brandKey(pageProps?.shell?.moduleType));
  return (
    <Html lang={locale} dir={directionOf(locale)} data-brand={brand}>
      {/* Next's <Head>; on the pages whose loader asks for it (storefrontPage's `paintFirst`), the
          chunks load after the first paint (ADR 0010). */}
      <PaintFirstHead nonce={props.nonce} paintFirst={paintsFirst(props.__NEXT_DATA__)}>
        <meta name="theme-color" content="#FFFFFF" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Holds taps on buttons until the app can answer them (src/lib/client/earlyClicks.ts). */}
        <script nonce={props.nonce} dangerouslySetInnerHTML={{ __html: earlyClicksScriptText() }} />
        <DocumentHeadTags {...props} />
      </PaintFirstHead>
      <body>
        {/* Applies the saved light/dark scheme before first paint (no flash, same HTML for all). */}
        <InitColorSchemeScript
          attribute="class"
          modeStorageKey="theme-mode"
          defaultMode="light"
          nonce={props.nonce}
        />
        {/* The operator's public configuration, read when the server started (src/lib/publicEnv.ts). */}
        <script
          id={PUBLIC_ENV_ELEMENT_ID}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: publicEnvScriptText(publicEnv()) }}
        />
        <Main />
        <NextScript nonce={props.nonce} />
      </body>
    </Html>
  );
}

StorefrontDocument.getInitialProps = async (ctx: DocumentContext) => {
  // Per response, from the configuration the server started with (next.config.js only has a
  // fallback for what is not a page).
  const nonce = newNonce();
  ctx.res?.setHeader('Content-Security-Policy', pagePolicy(nonce));
  // The emotion cache follows the locale so Arabic styles are mirrored in the server HTML too.
  const emotionCache = createEmotionCache(directionOf(ctx.locale));
  const props = await documentGetInitialProps(ctx, { emotionCache });
  // Tells the browser's emotion cache which styles exist without shipping their CSS.
  const unused = unusedClassNames(emotionCache, styleTagNames(props.emotionStyleTags));
  if (!unused.length) return { ...props, nonce };
  return {
    ...props,
    nonce,
    emotionStyleTags: [
      ...props.emotionStyleTags,
      <style key="emotion-unused" data-emotion={`${emotionCache.key} ${unused.join(' ')}`} />,
    ],
  };
};
