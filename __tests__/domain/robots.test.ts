import { robotsTxt } from '@/lib/seo/robots';

describe('robots.txt', () => {
  const text = robotsTxt('https://shop.test');

  it('names the sitemap index', () => {
    expect(text).toContain('Sitemap: https://shop.test/sitemap.xml');
  });

  it('keeps checkout, profile, auth and search query URLs out, in every language', () => {
    for (const prefix of ['', '/ar', '/fr']) {
      expect(text).toContain(`Disallow: ${prefix}/checkout`);
      expect(text).toContain(`Disallow: ${prefix}/profile`);
      expect(text).toContain(`Disallow: ${prefix}/auth/`);
      expect(text).toContain(`Disallow: ${prefix}/home?*search=`);
    }
    expect(text).toMatch(/^User-agent: \*\nAllow: \//);
  });
});
