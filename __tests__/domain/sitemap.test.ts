import { escapeXml, shardPaths, sitemapIndex, urlSet } from '@/lib/seo/sitemap';

describe('sitemaps', () => {
  it('index lists the pages shard and three shards per module', () => {
    expect(shardPaths([1, 4])).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/1/stores.xml',
      '/sitemaps/1/products.xml',
      '/sitemaps/1/categories.xml',
      '/sitemaps/4/stores.xml',
      '/sitemaps/4/products.xml',
      '/sitemaps/4/categories.xml',
    ]);
    const xml = sitemapIndex('https://shop.test', ['/sitemaps/pages.xml']);
    expect(xml).toContain('<sitemapindex');
    expect(xml).toContain('<loc>https://shop.test/sitemaps/pages.xml</loc>');
  });

  it('url sets carry hreflang alternates and escape query strings', () => {
    const xml = urlSet('https://shop.test', [{ path: '/product/mint-tea?module_id=2&x=1' }]);
    expect(xml).toContain('<loc>https://shop.test/product/mint-tea?module_id=2&amp;x=1</loc>');
    expect(xml).toContain(
      'hreflang="ar" href="https://shop.test/ar/product/mint-tea?module_id=2&amp;x=1"',
    );
    expect(xml).toContain('hreflang="fr"');
    expect(escapeXml(`<a href="x">'`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;');
  });
});
