import { LANGUAGES } from '@/lib/locale';
import { alternateUrls, localizedUrl } from './urls';

export interface SitemapEntry {
  /**
   * The page's canonical path without locale prefix: exactly what its `<link rel="canonical">`
   * names (src/components/Seo.tsx), query included when the canonical has one.
   */
  path: string;
  lastModified?: string;
}

/** Each page is listed once per language (sitemaps.org allows 50,000 `<url>` per file). */
export const MAX_URLS_PER_SHARD = 50_000;
export const MAX_ENTRIES_PER_SHARD = Math.floor(MAX_URLS_PER_SHARD / LANGUAGES.length);

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

/**
 * The `<url>` elements of one page: one per language, each naming that language's canonical URL
 * and the same hreflang set the page itself carries (every language and x-default, from
 * `alternateUrls`), as Google asks of sitemaps with alternates.
 */
function pageUrls(siteUrl: string, entry: SitemapEntry): string[] {
  const alternates = alternateUrls(siteUrl, entry.path)
    .map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${alternate.hrefLang}" href="${escapeXml(alternate.href)}"/>`,
    )
    .join('');
  const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
  return LANGUAGES.map(
    (language) =>
      `<url><loc>${escapeXml(localizedUrl(siteUrl, language.code, entry.path))}</loc>${lastmod}${alternates}</url>`,
  );
}

/** A `<urlset>` listing every page of `entries` in every language, with hreflang alternates. */
export function urlSet(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => pageUrls(siteUrl, entry));
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
