import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';

type Translations = Awaited<ReturnType<typeof serverSideTranslations>>;

const loaded = new Map<string, Promise<Translations>>();

/**
 * `serverSideTranslations` once per locale and namespace list. It reads and parses the locale
 * files and builds an i18next instance on every call (about 1.5% of a product page's render);
 * the files do not change while a production server runs. Development reads them every time,
 * so edits show up on reload. The answer is shared between requests and never modified.
 */
export function pageTranslations(locale: string, namespaces: string[]): Promise<Translations> {
  if (process.env.NODE_ENV === 'development') return serverSideTranslations(locale, namespaces);
  const key = `${locale}|${namespaces.join(',')}`;
  let translations = loaded.get(key);
  if (!translations) {
    translations = serverSideTranslations(locale, namespaces);
    loaded.set(key, translations);
    // A failed read is not remembered: the next page asks again.
    translations.catch(() => loaded.delete(key));
  }
  return translations;
}
