/** Languages the storefront ships, with the country each one implies (R-I18N-1). */
export const LANGUAGES = [
  { code: 'en', country: 'US', countryName: 'United States', label: 'English', direction: 'ltr' },
  { code: 'ar', country: 'SA', countryName: 'Saudi Arabia', label: 'العربية', direction: 'rtl' },
  { code: 'fr', country: 'FR', countryName: 'France', label: 'Français', direction: 'ltr' },
] as const;

export type LocaleCode = (typeof LANGUAGES)[number]['code'];
export type Direction = 'ltr' | 'rtl';

const RTL_LANGUAGES = new Set([
  'ar',
  'arc',
  'dv',
  'fa',
  'ha',
  'he',
  'khw',
  'ks',
  'ku',
  'ps',
  'ur',
  'yl',
]);

export function directionOf(locale: string | undefined): Direction {
  const language = (locale ?? 'en').toLowerCase().split(/[-_]/)[0];
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

export function languageOf(locale: string | undefined) {
  return LANGUAGES.find((language) => language.code === locale) ?? LANGUAGES[0];
}

/** Whether a path's first segment is `segment` (`/ar`, `/ar/home`, `/ar?x`; not `/area`). */
function startsWithSegment(path: string, segment: string): boolean {
  const lower = path.toLowerCase();
  return (
    lower.startsWith(segment) &&
    (lower.length === segment.length || '/?#'.includes(lower[segment.length]))
  );
}

/**
 * The address a link shows for a path in the visitor's locale, as Next's router builds it: the
 * default locale has no prefix, others are prefixed (`/home` in Arabic is `/ar/home`, `/` is
 * `/ar`). Relative, hash-only and absolute addresses, API paths and paths that already carry the
 * locale are left as they are.
 */
export function localizedPath(
  path: string,
  locale: string | undefined,
  defaultLocale = 'en',
): string {
  if (!locale || locale === defaultLocale || !path.startsWith('/') || path.startsWith('//')) {
    return path;
  }
  const prefix = `/${locale}`;
  if (startsWithSegment(path, prefix.toLowerCase()) || startsWithSegment(path, '/api')) return path;
  // `/` is `/ar`, not `/ar/`: the site has no trailing slashes.
  return /^\/(?:[?#]|$)/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}
