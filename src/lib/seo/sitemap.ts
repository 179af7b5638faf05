import { LANGUAGES } from '@/lib/locale';
import { localizedUrl } from './urls';

export interface SitemapEntry {
  /** Path without locale prefix, with the query a shared link needs (e.g. `?module_id=1`). */
  path: string;
  lastModified?: string;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
}

/** One `<url>` per path, with hreflang alternates for every language. */
export function urlSet(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const alternates = LANGUAGES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language.code}" href="${escapeXml(
          localizedUrl(siteUrl, language.code, entry.path),
        )}"/>`,
    ).join('');
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
    return `<url><loc>${escapeXml(localizedUrl(siteUrl, 'en', entry.path))}</loc>${lastmod}${alternates}</url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

export function sitemapIndex(siteUrl: string, shardPaths: string[]): string {
  const items = shardPaths.map(
    (path) => `<sitemap><loc>${escapeXml(`${siteUrl}${path}`)}</loc></sitemap>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    items.join('\n') +
    '\n</sitemapindex>\n'
  );
}

export type ShardKind = 'stores' | 'products' | 'categories';
export const SHARD_KINDS: ShardKind[] = ['stores', 'products', 'categories'];

/** Shard paths: the static pages, then stores, products and categories per module. */
export function shardPaths(moduleIds: number[]): string[] {
  return [
    '/sitemaps/pages.xml',
    ...moduleIds.flatMap((id) => SHARD_KINDS.map((kind) => `/sitemaps/${id}/${kind}.xml`)),
  ];
}

/** Pages every shop has, crawlable without a location. */
export const STATIC_PATHS = [
  '/',
  '/about-us',
  '/terms-and-conditions',
  '/privacy-policy',
  '/refund-policy',
  '/shipping-policy',
  '/cancellation-policy',
  '/help-and-support',
];
