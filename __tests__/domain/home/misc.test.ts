import { adsSlidesToShow, autoStartVideoIndex, nextSlide, onSlideActive } from '@/domain/home/ads';
import { allBrandsRedirect, homeBrands, sortBrands } from '@/domain/home/brands';
import { cashbackValueText } from '@/domain/home/cashback';
import {
  dismissWelcome,
  requestWelcome,
  welcomeDiscount,
  welcomeRequested,
} from '@/domain/home/welcome';

const config = {
  currency_symbol: 'DH',
  currency_symbol_direction: 'right' as const,
  digit_after_decimal_point: 2,
};
const store = { id: 1, add_type: 'store_promotion' };
const video = { id: 2, add_type: 'video_promotion', video_attachment_full_url: '/v.mp4' };

describe('advertisement carousel', () => {
  it('only the first video among the first three slides starts by itself', () => {
    expect(autoStartVideoIndex([store, video, { ...video, id: 3 }])).toBe(1);
    expect(autoStartVideoIndex([store, store, store, video])).toBe(-1);
    expect(autoStartVideoIndex([{ ...video, video_attachment_full_url: null }])).toBe(-1);
  });

  it('a video slide pauses the autoplay and plays; others let it run', () => {
    expect(onSlideActive([store, video], 1)).toEqual({ autoplay: false, playVideo: 1 });
    expect(onSlideActive([store, video], 0)).toEqual({ autoplay: true, playVideo: null });
    expect(nextSlide(1, 2)).toBe(0);
  });

  it('3 slides wide, 2 on medium screens, 1 on small ones', () => {
    expect(adsSlidesToShow('wide', 5)).toBe(3);
    expect(adsSlidesToShow('medium', 5)).toBe(2);
    expect(adsSlidesToShow('small', 5)).toBe(1);
    expect(adsSlidesToShow('wide', 2)).toBe(2);
  });
});

describe('brands', () => {
  const brands = [
    { id: 1, name: 'beta' },
    { id: 2, name: 'Alpha' },
    { id: 3, name: 'gamma' },
  ];
  it('sorts default, AtoZ, ZtoA', () => {
    expect(sortBrands(brands, 'default').map((b) => b.id)).toEqual([1, 2, 3]);
    expect(sortBrands(brands, 'AtoZ').map((b) => b.id)).toEqual([2, 1, 3]);
    expect(sortBrands(brands, 'ZtoA').map((b) => b.id)).toEqual([3, 1, 2]);
  });
  it('home shows 8; /all-brands redirects home when there are none', () => {
    expect(homeBrands(Array.from({ length: 12 }, (_, i) => i))).toHaveLength(8);
    expect(allBrandsRedirect([], 'en')).toBe('/home');
    expect(allBrandsRedirect([], 'ar')).toBe('/ar/home');
    expect(allBrandsRedirect([1], 'en')).toBeNull();
  });
});

describe('cashback widget', () => {
  it('amount type shows as currency, otherwise as a percentage', () => {
    expect(cashbackValueText({ id: 1, cashback_type: 'amount', cashback_amount: 20 }, config)).toBe(
      '20.00 DH',
    );
    expect(
      cashbackValueText({ id: 1, cashback_type: 'percentage', cashback_amount: 5 }, config),
    ).toBe('5%');
  });
});

describe('welcome modal', () => {
  it('offers the first-order discount only when the customer is valid for it', () => {
    expect(
      welcomeDiscount(
        {
          is_valid_for_discount: true,
          discount_amount: 10,
          discount_amount_type: 'percentage',
          validity: '7 days',
        },
        config,
      ),
    ).toEqual({ amount: '10%', validity: '7 days' });
    expect(
      welcomeDiscount(
        { is_valid_for_discount: true, discount_amount: 30, discount_amount_type: 'amount' },
        config,
      ),
    ).toEqual({ amount: '30.00 DH', validity: null });
    expect(
      welcomeDiscount({ is_valid_for_discount: false, discount_amount: 10 }, config),
    ).toBeNull();
  });

  it('is shown by a flag that the close action lowers', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    };
    expect(welcomeRequested(storage)).toBe(false);
    requestWelcome(storage);
    expect(welcomeRequested(storage)).toBe(true);
    dismissWelcome(storage);
    expect(welcomeRequested(storage)).toBe(false);
  });
});
