import type { i18n as I18n } from 'i18next';
import { appWithTranslation, type SSRConfig } from 'next-i18next/pages';
import type { AppProps } from 'next/app';
import { useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nContext } from 'react-i18next';
import { registerSharedI18n, sharedI18n } from '@/lib/i18n/sharedI18n';
import nextI18NextConfig from '../../../next-i18next.config';

/**
 * Makes sure a shared server instance exists for these page translations (see sharedI18n.ts).
 * It is built by rendering next-i18next's own `appWithTranslation` once around a component that
 * only reads the instance it provides, so the shared instance is configured exactly as the one
 * next-i18next would have built for the page.
 */
export function ensureSharedI18n(translations: SSRConfig): void {
  const pageTranslations = translations._nextI18Next;
  if (!pageTranslations || sharedI18n(pageTranslations)) return;
  let built: I18n | null = null;
  function Capture() {
    built = useContext(I18nContext)?.i18n ?? null;
    return null;
  }
  const Translated = appWithTranslation(Capture, nextI18NextConfig) as ComponentType<
    Pick<AppProps, 'pageProps'> & { router: { locale?: string } }
  >;
  renderToString(
    <Translated pageProps={translations} router={{ locale: pageTranslations.initialLocale }} />,
  );
  if (built) registerSharedI18n(pageTranslations, built);
}
