import { LANGUAGES } from '@/lib/locale';

/** Private or endless URL spaces that search engines should not crawl. */
const PRIVATE_PATHS = [
  '/checkout',
  '/profile',
  '/auth/',
  '/chatting',
  '/track-order',
  '/rate-and-review/',
  '/parcel-delivery-info',
  '/parcel-checkout',
];

/**
 * robots.txt: everything public is crawlable; checkout, profile, auth, chat and search-query URLs
 * are not, in every language; the sitemap index is named.
 */
export function robotsTxt(siteUrl: string): string {
  const prefixes = LANGUAGES.map((language) => (language.code === 'en' ? '' : `/${language.code}`));
  const lines = ['User-agent: *', 'Allow: /'];
  for (const prefix of prefixes) {
    for (const path of PRIVATE_PATHS) lines.push(`Disallow: ${prefix}${path}`);
    lines.push(`Disallow: ${prefix}/home?*search=`);
    lines.push(`Disallow: ${prefix}/*?*data_type=searched`);
  }
  lines.push('', `Sitemap: ${siteUrl}/sitemap.xml`, '');
  return lines.join('\n');
}
