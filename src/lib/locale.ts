/** Languages the storefront ships, with the country each one implies (spec document 2 §3). */
export const LANGUAGES = [
  { code: 'en', country: 'US', label: 'English', direction: 'ltr' },
  { code: 'ar', country: 'SA', label: 'العربية', direction: 'rtl' },
  { code: 'fr', country: 'FR', label: 'Français', direction: 'ltr' },
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

export function isSupportedLocale(value: string | undefined): value is LocaleCode {
  return LANGUAGES.some((language) => language.code === value);
}

export function languageOf(locale: string | undefined) {
  return LANGUAGES.find((language) => language.code === locale) ?? LANGUAGES[0];
}
