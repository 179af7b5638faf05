import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import {
  documentGetInitialProps,
  DocumentHeadTags,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentProps,
} from 'next/document';
import { directionOf } from '@/lib/locale';
import { createEmotionCache } from '@/theme/emotionCache';
import { styleTagNames, unusedClassNames } from '@/theme/emotionHydration';

type Props = DocumentProps & DocumentHeadTagsProps;

export default function StorefrontDocument(props: Props) {
  const locale = props.__NEXT_DATA__.locale ?? 'en';
  return (
    <Html lang={locale} dir={directionOf(locale)}>
      <Head>
        <meta name="theme-color" content="#FFFFFF" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <DocumentHeadTags {...props} />
      </Head>
      <body>
        {/* Applies the saved light/dark scheme before first paint (no flash, same HTML for all). */}
        <InitColorSchemeScript attribute="class" modeStorageKey="theme-mode" defaultMode="light" />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

StorefrontDocument.getInitialProps = async (ctx: DocumentContext) => {
  // The emotion cache follows the locale so Arabic styles are mirrored in the server HTML too.
  const emotionCache = createEmotionCache(directionOf(ctx.locale));
  const props = await documentGetInitialProps(ctx, { emotionCache });
  // Tells the browser's emotion cache which styles exist without shipping their CSS.
  const unused = unusedClassNames(emotionCache, styleTagNames(props.emotionStyleTags));
  if (!unused.length) return props;
  return {
    ...props,
    emotionStyleTags: [
      ...props.emotionStyleTags,
      <style key="emotion-unused" data-emotion={`${emotionCache.key} ${unused.join(' ')}`} />,
    ],
  };
};
