import { bannerInfinite, bannerSlidesToShow, bannerTarget } from '@/domain/home/banners';

describe('bannerTarget (R-HOME-3)', () => {
  it('default goes to its link; only web links and site paths are followed', () => {
    expect(bannerTarget({ id: 1, type: 'default', link: 'https://example.com/a' }, 'food')).toEqual(
      { kind: 'link', href: 'https://example.com/a', external: true },
    );
    expect(bannerTarget({ id: 1, type: 'default', link: '/campaigns/2' }, 'food')).toEqual({
      kind: 'link',
      href: '/campaigns/2',
      external: false,
    });
    expect(bannerTarget({ id: 1, type: 'default', link: 'javascript:alert(1)' }, 'food')).toEqual({
      kind: 'none',
    });
    expect(bannerTarget({ id: 1, type: 'default', link: '' }, 'food')).toEqual({ kind: 'none' });
  });

  it('store_wise goes to the store page with its module and zone', () => {
    const target = bannerTarget(
      { id: 1, type: 'store_wise', store: { id: 7, slug: 'atlas', zone_id: 1, module_id: 2 } },
      'grocery',
    );
    expect(target).toEqual({
      kind: 'store',
      href: '/store/atlas?module_id=2&module_type=grocery&store_zone_id=1',
    });
  });

  it('item_wise opens a quick view for food, the product page otherwise', () => {
    const banner = { id: 1, type: 'item_wise', item: { id: 9, slug: 'tea', module_id: 4 } };
    expect(bannerTarget(banner, 'food')).toEqual({ kind: 'quick-view', itemId: 9 });
    expect(bannerTarget(banner, 'ecommerce')).toEqual({
      kind: 'item',
      href: '/product/tea?module_id=4',
    });
    expect(bannerTarget({ id: 1, type: 'item_wise', item: null }, 'ecommerce')).toEqual({
      kind: 'none',
    });
  });
});

describe('banner carousel layout (R-HOME-3)', () => {
  it('shows 1 to 3 slides depending on module and count', () => {
    expect(bannerSlidesToShow('food', 5)).toBe(3);
    expect(bannerSlidesToShow('food', 2)).toBe(2);
    expect(bannerSlidesToShow('grocery', 5)).toBe(2);
    expect(bannerSlidesToShow('ecommerce', 5)).toBe(1);
    expect(bannerSlidesToShow('food', 1)).toBe(1);
    expect(bannerSlidesToShow('food', 5, true)).toBe(1);
  });

  it('is infinite only with more than two banners', () => {
    expect(bannerInfinite(2)).toBe(false);
    expect(bannerInfinite(3)).toBe(true);
  });
});
