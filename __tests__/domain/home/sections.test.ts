import { homeSectionOrder, visibleHomeSections } from '@/domain/home/sections';

const before = (list: string[], a: string, b: string) => list.indexOf(a) < list.indexOf(b);

describe('home section order per module (R-HOME-2)', () => {
  it('grocery: categories, popular items, best-reviewed, coupons, bottom banner', () => {
    const order = homeSectionOrder('grocery');
    const named = ['categories', 'popularItems', 'bestReviewed', 'coupons', 'bottomBanner'];
    named.forEach((id) => expect(order).toContain(id));
    for (let i = 1; i < named.length; i += 1)
      expect(before(order, named[i - 1], named[i])).toBe(true);
    expect(order[order.length - 1]).toBe('bottomBanner');
  });

  it('pharmacy: basic medicine nearby, featured stores, common conditions tabs', () => {
    const order = homeSectionOrder('pharmacy');
    expect(before(order, 'basicMedicine', 'featuredStores')).toBe(true);
    expect(before(order, 'featuredStores', 'commonConditions')).toBe(true);
  });

  it('common conditions only on pharmacy, brands only on ecommerce, nothing on parcel', () => {
    expect(homeSectionOrder('food')).not.toContain('commonConditions');
    expect(homeSectionOrder('grocery')).not.toContain('brands');
    expect(homeSectionOrder('ecommerce')).toContain('brands');
    expect(homeSectionOrder('parcel')).toEqual([]);
  });

  it('food follows the listed order: banners, categories, visited stores, popular …', () => {
    const order = homeSectionOrder('food');
    expect(order.slice(0, 5)).toEqual([
      'banners',
      'categories',
      'visitAgain',
      'popularItems',
      'popularStores',
    ]);
  });
});

describe('visibleHomeSections (sections render only when their data is non-empty)', () => {
  it('drops empty and unknown sections but keeps the client-fetched visited stores', () => {
    expect(
      visibleHomeSections('food', { banners: 2, categories: 0, popularItems: 4, brands: 3 }),
    ).toEqual(['banners', 'visitAgain', 'popularItems']);
  });
});
