import { LANGUAGES } from '@/lib/locale';

/** Absolute URL of a path in a locale: English has no prefix (Next's default locale). */
export function localizedUrl(siteUrl: string, locale: string, path: string): string {
  const clean = path === '/' ? '' : path;
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return `${siteUrl}${prefix}${clean}` + (prefix || clean ? '' : '/');
}

export function alternateUrls(siteUrl: string, path: string) {
  return [
    ...LANGUAGES.map((language) => ({
      hrefLang: language.code,
      href: localizedUrl(siteUrl, language.code, path),
    })),
    { hrefLang: 'x-default', href: localizedUrl(siteUrl, 'en', path) },
  ];
}
