import {
  countdownParts,
  flashSaleProgress,
  flashTeaserProducts,
  twoDigits,
} from '@/domain/home/countdown';

describe('countdownParts', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('splits the time left into days, hours, minutes and seconds', () => {
    const end = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(end, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      ended: false,
    });
    expect(countdownParts('2026-01-01T00:01:30Z', now)).toMatchObject({ minutes: 1, seconds: 30 });
  });

  it('stops at zero once the end has passed or the date is bad', () => {
    expect(countdownParts(now - 1000, now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      ended: true,
    });
    expect(countdownParts('not a date', now).ended).toBe(true);
  });

  it('pads to two digits', () => {
    expect(twoDigits(7)).toBe('07');
    expect(twoDigits(12)).toBe('12');
  });
});

describe('flash sale teaser', () => {
  it('progress is sold / available stock × 100, kept within 0-100', () => {
    expect(flashSaleProgress(25, 100)).toBe(25);
    expect(flashSaleProgress(150, 100)).toBe(100);
    expect(flashSaleProgress(0, 0)).toBe(0);
    expect(flashSaleProgress(3, 0)).toBe(100);
  });

  it('shows the first 15 products', () => {
    const list = Array.from({ length: 20 }, (_, i) => i);
    expect(flashTeaserProducts(list)).toHaveLength(15);
    expect(flashTeaserProducts(undefined)).toEqual([]);
  });
});
