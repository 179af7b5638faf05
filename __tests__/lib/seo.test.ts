import { storeMetaDescription } from '@/lib/seo/descriptions';
import { postalAddress } from '@/lib/seo/postalAddress';
import {
  categoryCard,
  productCard,
  ratingText,
  shareImageAlt,
  siteCard,
  storeCard,
} from '@/lib/seo/shareCard';
import { MAX_ENTRIES_PER_SHARD, urlSet } from '@/lib/seo/sitemap';
import { makeItem, makeStore, money } from '../features/catalog/fixtures';

const config = {
  business_name: 'Atlas Mart',
  logo_full_url: 'https://shop.test/logo.svg',
  ...money,
};

describe('postal address', () => {
  it('splits a one-line address into street and locality, with the country code', () => {
    expect(postalAddress('12 Boulevard d’Anfa, Casablanca', 'MA')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '12 Boulevard d’Anfa',
      addressLocality: 'Casablanca',
      addressCountry: 'MA',
    });
    expect(postalAddress('8 Boulevard de la Corniche, Ain Diab, Casablanca', 'ma')).toMatchObject({
      streetAddress: '8 Boulevard de la Corniche, Ain Diab',
      addressLocality: 'Casablanca',
    });
  });

  it('reads a postal code written beside the locality and drops a trailing country name', () => {
    expect(postalAddress('25 Boulevard Abdelmoumen, Casablanca 20250, Morocco', 'MA')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '25 Boulevard Abdelmoumen',
      addressLocality: 'Casablanca',
      postalCode: '20250',
      addressCountry: 'MA',
    });
    expect(postalAddress('3 rue de Rivoli, 75001 Paris, France', 'FR')).toMatchObject({
      addressLocality: 'Paris',
      postalCode: '75001',
    });
    expect(postalAddress('1 Main St, Springfield, IL 62704', 'US')).toMatchObject({
      streetAddress: '1 Main St',
      addressLocality: 'Springfield',
      addressRegion: 'IL',
      postalCode: '62704',
    });
    expect(postalAddress('شارع محمد الخامس، الرباط، المغرب', 'MA')).toMatchObject({
      streetAddress: 'شارع محمد الخامس',
      addressLocality: 'الرباط',
    });
  });

  it('never invents what the address does not say', () => {
    expect(postalAddress('Marché central', 'MA')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Marché central',
      addressCountry: 'MA',
    });
    expect(postalAddress('12 Boulevard d’Anfa, Casablanca', null)).not.toHaveProperty('postalCode');
    expect(postalAddress('', 'MA')).toBeNull();
    expect(postalAddress(null, 'MA')).toBeNull();
  });
});

describe('store meta description', () => {
  const store = { meta_description: 'Order from Casa Pizza Napoli (12 Boulevard d’Anfa).' };

  it('uses the store’s own text on pages in the API’s base language', () => {
    expect(storeMetaDescription(store, 'en', 'fallback')).toBe(store.meta_description);
  });

  it('describes the store in the page’s language elsewhere, since the API does not translate it', () => {
    expect(storeMetaDescription(store, 'ar', 'اطلب من كازا')).toBe('اطلب من كازا');
    expect(storeMetaDescription(store, 'fr', 'Commandez chez Casa')).toBe('Commandez chez Casa');
    expect(storeMetaDescription({ meta_description: ' ' }, 'en', 'fallback')).toBe('fallback');
  });
});

describe('share cards', () => {
  it('a product card shows its name, store, price after discount and rating', () => {
    const item = makeItem({
      price: 45,
      discount: 10,
      discount_type: 'amount',
      rating_count: 123,
      avg_rating: 4.66,
    });
    const card = productCard(item, config, 'en');
    expect(card).toMatchObject({
      kind: 'product',
      direction: 'ltr',
      title: 'Fresh Milk',
      subtitle: 'Marjane Market',
      price: '35.00 DH',
      oldPrice: '45.00 DH',
      rating: '4.7 (123)',
      image: 'https://cdn.test/milk.png',
      color: '#047857',
      siteName: 'Atlas Mart',
    });
    expect(shareImageAlt(card)).toBe('Fresh Milk – Marjane Market – 35.00 DH');
    expect(productCard(makeItem(), config, 'ar').direction).toBe('rtl');
  });

  it('store, category and site cards', () => {
    expect(storeCard(makeStore({ address: '1 Rue X, Casablanca' }), config, 'fr')).toMatchObject({
      title: 'Pharmacie Centrale du Maarif Casablanca',
      subtitle: '1 Rue X, Casablanca',
      image: 'https://cdn.test/cover.png',
      logo: 'https://cdn.test/logo.png',
      rating: '4.3 (40)',
      color: '#0369A1',
    });
    expect(
      categoryCard(
        { name: 'Dairy', image: null, parent: { name: 'Grocery' } },
        'grocery',
        config,
        'en',
      ),
    ).toMatchObject({ title: 'Dairy', subtitle: 'Grocery', image: null, price: null });
    const hero = {
      header_title: 'Delivered',
      header_tag_line: 'Casablanca · Rabat',
      hero_image_full_url: 'https://shop.test/hero.svg',
    };
    expect(siteCard(config, { hero_section: hero }, 'en')).toMatchObject({
      kind: 'site',
      title: 'Atlas Mart',
      subtitle: 'Delivered',
      note: 'Casablanca · Rabat',
      image: 'https://shop.test/hero.svg',
      logo: 'https://shop.test/logo.svg',
    });
    expect(siteCard(config, {}, 'ar')).toMatchObject({ image: null, subtitle: null, note: null });
  });

  it('rating text needs ratings', () => {
    expect(ratingText(4.25, 0)).toBeNull();
    expect(ratingText(null, 3)).toBeNull();
    expect(ratingText(7, 3)).toBe('5.0 (3)');
  });
});

describe('sitemap url sets', () => {
  it('list a page once per language, each with every language and x-default as alternates', () => {
    const xml = urlSet('https://shop.test', [{ path: '/store/casa-pizza-napoli' }]);
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]);
    expect(urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)?.[1])).toEqual([
      'https://shop.test/store/casa-pizza-napoli',
      'https://shop.test/ar/store/casa-pizza-napoli',
      'https://shop.test/fr/store/casa-pizza-napoli',
    ]);
    for (const url of urls) {
      expect(
        [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
      ).toEqual([
        ['en', 'https://shop.test/store/casa-pizza-napoli'],
        ['ar', 'https://shop.test/ar/store/casa-pizza-napoli'],
        ['fr', 'https://shop.test/fr/store/casa-pizza-napoli'],
        ['x-default', 'https://shop.test/store/casa-pizza-napoli'],
      ]);
    }
  });

  it('the landing page’s URLs match its canonical (trailing slash only at the root)', () => {
    const xml = urlSet('https://shop.test', [{ path: '/' }]);
    expect(xml).toContain('<loc>https://shop.test/</loc>');
    expect(xml).toContain('<loc>https://shop.test/ar</loc>');
  });

  it('a shard stays within 50,000 URLs in all languages', () => {
    expect(MAX_ENTRIES_PER_SHARD * 3).toBeLessThanOrEqual(50_000);
  });
});
