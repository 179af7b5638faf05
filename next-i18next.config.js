// @ts-check

/** @type {import('next-i18next').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'ar', 'fr'],
    localeDetection: false,
  },
  defaultNS: 'common',
  // Feature namespaces (account, catalog, location) fall back to the shared words in common.
  fallbackNS: 'common',
  // Only the server reads locale files from disk; keeping `path` out of the browser bundle.
  localePath:
    typeof window === 'undefined' ? require('path').resolve('./public/locales') : '/locales',
  // Keys are the English texts of the spec, so `.` and `:` inside them are not separators.
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  reloadOnPrerender: process.env.NODE_ENV === 'development',
};
