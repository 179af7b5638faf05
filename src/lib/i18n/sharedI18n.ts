import type { i18n as I18n } from 'i18next';
import type { SSRConfig } from 'next-i18next/pages';

type PageTranslations = SSRConfig['_nextI18Next'];

/**
 * Server renders share one i18next instance per locale and namespace list.
 *
 * next-i18next's `appWithTranslation` builds a new instance, with its config, services and plural
 * rules, for every page the server renders; the rules and the remembered answers of our
 * `useTranslation` then start empty each time. The instances only read during a render (the
 * language changes in an effect, which the server never runs), so one per locale and namespace
 * list serves every request. `src/lib/server/i18nInstance.tsx` builds them with next-i18next
 * itself and registers them here; `_app` renders with a registered one when there is one.
 */
const instances = new Map<string, I18n>();

export function translationsKey(translations: PageTranslations): string | null {
  if (!translations?.initialLocale) return null;
  return `${translations.initialLocale}|${(translations.ns ?? []).join(',')}`;
}

export function sharedI18n(translations: PageTranslations): I18n | null {
  if (typeof window !== 'undefined') return null;
  const key = translationsKey(translations);
  return key ? (instances.get(key) ?? null) : null;
}

export function registerSharedI18n(translations: PageTranslations, instance: I18n): void {
  const key = translationsKey(translations);
  if (key) instances.set(key, instance);
}
