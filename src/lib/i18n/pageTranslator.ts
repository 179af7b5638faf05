import type { SSRConfig } from 'next-i18next/pages';
import { Translator, type Resources } from './translator';

export type PageTranslations = SSRConfig['_nextI18Next'];

/** Server renders: one translator per locale and namespace list, shared by every request. */
const serverTranslators = new Map<string, Translator>();
/** The browser: one translator per locale, completed with each page's namespaces. */
const browserTranslators = new Map<string, Translator>();
let current: Translator | null = null;

function create(translations: NonNullable<PageTranslations>): Translator {
  const config = translations.userConfig;
  const defaultNS = typeof config?.defaultNS === 'string' ? config.defaultNS : 'common';
  const fallbackNS = typeof config?.fallbackNS === 'string' ? config.fallbackNS : undefined;
  const fallbackLng =
    typeof config?.fallbackLng === 'string' ? config.fallbackLng : config?.i18n.defaultLocale;
  return new Translator(translations.initialLocale, translations.initialI18nStore as Resources, {
    defaultNS,
    fallbackNS,
    fallbackLng,
  });
}

export function translationsKey(translations: PageTranslations): string | null {
  if (!translations?.initialLocale) return null;
  return `${translations.initialLocale}|${(translations.ns ?? []).join(',')}`;
}

/**
 * The translator for a page's messages (`pageProps._nextI18Next`, from serverSideTranslations).
 * The server's are shared between requests: a render only reads them. The browser keeps one per
 * language and adds the namespaces each page brings, so client navigation keeps what it loaded.
 */
export function pageTranslator(translations: PageTranslations, locale: string): Translator {
  if (typeof window === 'undefined') {
    const key = translationsKey(translations);
    if (!translations || !key) return new Translator(locale, {}, { defaultNS: 'common' });
    let translator = serverTranslators.get(key);
    if (!translator) {
      translator = create(translations);
      serverTranslators.set(key, translator);
    }
    return translator;
  }
  let translator = browserTranslators.get(locale);
  if (!translator) {
    translator = translations
      ? create(translations)
      : new Translator(locale, {}, { defaultNS: 'common' });
    browserTranslators.set(locale, translator);
  } else if (translations) {
    translator.addResources(translations.initialI18nStore as Resources);
  }
  current = translator;
  return translator;
}

/** The browser's translator of the page on screen, for code outside React (API error toasts). */
export function currentTranslator(): Translator | null {
  return current;
}
