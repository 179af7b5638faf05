import {
  finiteNumber,
  isCampaignItem,
  itemImages,
  positiveInt,
  productCanonicalPath,
  productHref,
  productPath,
  storeHref,
  storePath,
  zoneHeader,
} from '@/domain/catalog/links';

describe('product links', () => {
  it('uses the slug when present, else the id, with module_id', () => {
    expect(productHref({ id: 7, slug: 'fresh-milk', module_id: 2 })).toBe(
      '/product/fresh-milk?module_id=2',
    );
    expect(productHref({ id: 7, slug: null, module_id: 2 })).toBe('/product/7?module_id=2');
    expect(productPath({ id: 7, slug: '  ' })).toBe('/product/7');
  });

  it('adds product_type=campaign for campaign items', () => {
    expect(isCampaignItem({ available_date_starts: '2026-01-01' })).toBe(true);
    expect(isCampaignItem({ is_campaign: 1 })).toBe(true);
    expect(isCampaignItem({ available_date_starts: '' })).toBe(false);
    expect(productHref({ id: 3, module_id: 4, available_date_starts: '2026-01-01' })).toBe(
      '/product/3?module_id=4&product_type=campaign',
    );
  });

  it('keeps product_type=campaign in the canonical path of campaign items only', () => {
    expect(productCanonicalPath({ id: 1, slug: 'family-deal', is_campaign: 1 })).toBe(
      '/product/family-deal?product_type=campaign',
    );
    expect(productCanonicalPath({ id: 1, slug: 'margherita' })).toBe('/product/margherita');
  });

  it('encodes the path segment', () => {
    expect(productPath({ id: 1, slug: 'thé vert' })).toBe('/product/th%C3%A9%20vert');
  });
});

describe('store links', () => {
  it('carries module_id, module_type, store_zone_id and distance', () => {
    expect(
      storeHref(
        { id: 1, slug: 'casa-pizza', module_id: 1, zone_id: 2, module: { module_type: 'food' } },
        { distance: 1520.5 },
      ),
    ).toBe('/store/casa-pizza?module_id=1&module_type=food&store_zone_id=2&distance=1520.5');
    expect(storeHref({ id: 9 }, { moduleType: 'grocery' })).toBe('/store/9?module_type=grocery');
    expect(storePath({ id: 9, slug: null })).toBe('/store/9');
  });
});

describe('query values', () => {
  it('reads positive integers', () => {
    expect(positiveInt('12')).toBe(12);
    expect(positiveInt(['3', '4'])).toBe(3);
    expect(positiveInt('0')).toBeNull();
    expect(positiveInt('1.5')).toBeNull();
    expect(positiveInt('abc')).toBeNull();
    expect(positiveInt(undefined)).toBeNull();
  });

  it('reads non-negative numbers', () => {
    expect(finiteNumber('1520.5')).toBe(1520.5);
    expect(finiteNumber('0')).toBe(0);
    expect(finiteNumber('-1')).toBeNull();
    expect(finiteNumber('x')).toBeNull();
    expect(finiteNumber(undefined)).toBeNull();
  });

  it('builds the zoneId header value', () => {
    expect(zoneHeader(1)).toBe('[1]');
    expect(zoneHeader(0)).toBeNull();
    expect(zoneHeader(null)).toBeNull();
  });
});

describe('itemImages', () => {
  it('puts the main image first and drops repeats and blanks', () => {
    expect(
      itemImages({
        image_full_url: 'https://x/a.png',
        images_full_url: ['https://x/b.png', 'https://x/a.png', '', null],
      }),
    ).toEqual(['https://x/a.png', 'https://x/b.png']);
    expect(itemImages({ image_full_url: null })).toEqual([]);
  });
});
