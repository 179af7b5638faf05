import { inTimeWindow, localNow, setCatalogClock, catalogNow } from '@/server/api/catalog/clock';
import { haversineMetres } from '@/server/api/catalog/geo';
import { filterList, idList, idOrSlug, searchWords } from '@/server/api/catalog/params';
import { effectiveDiscount } from '@/server/api/format/item';
import { deliveryTimeRange, openState, ratingSummary } from '@/server/api/format/store';
import { cashbackFor } from '@/server/api/routes/coupons';
import { ApiError } from '@/server/api/errors';

const schedule = (day: number, opening: string, closing: string, id = 1) => ({
  id,
  store_id: 1,
  day,
  opening_time: opening,
  closing_time: closing,
});

describe('clock', () => {
  afterEach(() => setCatalogClock(null));

  it('reads the marketplace local time (Africa/Casablanca) and can be pinned', () => {
    const instant = new Date('2026-03-02T12:30:00Z'); // a Monday
    setCatalogClock(() => instant);
    expect(catalogNow()).toBe(instant);
    const now = localNow();
    expect(now.date).toBe('2026-03-02');
    expect(now.day).toBe(1);
    expect(['12:30:00', '13:30:00']).toContain(now.time); // UTC+0 or UTC+1
  });

  it('time windows wrap past midnight', () => {
    expect(inTimeWindow('10:00:00', '09:00:00', '23:00:00')).toBe(true);
    expect(inTimeWindow('23:30:00', '09:00:00', '23:00:00')).toBe(false);
    expect(inTimeWindow('01:00:00', '22:00:00', '02:00:00')).toBe(true);
    expect(inTimeWindow('12:00:00', '22:00:00', '02:00:00')).toBe(false);
  });
});

describe('store opening state', () => {
  const now = (time: string, day = 3) => ({ instant: new Date(), date: '2026-03-04', time, day });
  const split = [schedule(3, '12:00:00', '15:00:00', 1), schedule(3, '19:00:00', '23:30:00', 2)];

  it('handles split shifts, other days and closing', () => {
    expect(openState(split, now('13:00:00'))).toEqual({
      open: true,
      current_opening_time: '12:00:00',
    });
    expect(openState(split, now('16:00:00'))).toEqual({
      open: false,
      current_opening_time: '19:00:00',
    });
    expect(openState(split, now('23:45:00'))).toEqual({
      open: false,
      current_opening_time: 'closed',
    });
    expect(openState(split, now('13:00:00', 4))).toEqual({
      open: false,
      current_opening_time: 'closed',
    });
  });

  it('parses delivery times and summarises ratings', () => {
    expect(deliveryTimeRange('30-40 min')).toEqual([30, 40]);
    expect(deliveryTimeRange('45 min')).toEqual([45, 45]);
    expect(deliveryTimeRange('')).toEqual([0, 0]);
    expect(ratingSummary([6, 2, 1, 1, 0], 4.333, 10)).toEqual({
      ratings: [6, 2, 1, 1, 0],
      avg_rating: 4.33,
      rating_count: 10,
      positive_rating: 90,
    });
    expect(ratingSummary([0, 0, 0, 0, 0], 0, 0).positive_rating).toBe(0);
  });
});

describe('discount rule', () => {
  const own = (discount: number, discount_type = 'percent') => ({ discount, discount_type });

  it('flash sale first, then the larger of product and store', () => {
    expect(effectiveDiscount(100, own(5), 10, { discount: 20, discount_type: 'amount' })).toEqual({
      discount: 20,
      discount_type: 'amount',
      flash_sale: 1,
    });
    expect(effectiveDiscount(100, own(15), 10, null)).toEqual({
      discount: 15,
      discount_type: 'percent',
      flash_sale: 0,
    });
    expect(effectiveDiscount(100, own(5, 'amount'), 10, null)).toEqual({
      discount: 10,
      discount_type: 'percent',
      flash_sale: 0,
    });
    expect(effectiveDiscount(100, own(12, 'amount'), 10, null).discount_type).toBe('amount');
    expect(effectiveDiscount(100, own(10), 10, null).discount_type).toBe('percent');
    expect(effectiveDiscount(100, own(0), null, null)).toEqual({
      discount: 0,
      discount_type: 'percent',
      flash_sale: 0,
    });
  });
});

describe('cash back', () => {
  const row = {
    id: 1,
    title: 't',
    customer_id: ['all'],
    cashback_type: 'percentage',
    same_user_limit: 1,
    total_used: 0,
    cashback_amount: 5,
    min_purchase: 200,
    max_discount: 30,
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    status: 1,
    is_rental: 0,
    translations: {},
    created_at: new Date(),
    updated_at: new Date(),
  };

  it('caps percentages and honours the minimum purchase', () => {
    expect(cashbackFor(row, 100)).toBe(0);
    expect(cashbackFor(row, 300)).toBe(15);
    expect(cashbackFor(row, 1000)).toBe(30);
    expect(cashbackFor({ ...row, cashback_type: 'amount', cashback_amount: 25 }, 300)).toBe(25);
  });
});

describe('parameters', () => {
  const status = (fn: () => unknown) => {
    try {
      fn();
      return 200;
    } catch (error) {
      return error instanceof ApiError ? error.status : 500;
    }
  };

  it('reads id lists in every client encoding', () => {
    expect(idList('[1,2]', 'category_ids')).toEqual([1, 2]);
    expect(idList('1,2,2', 'category_ids')).toEqual([1, 2]);
    expect(idList(['3', '4'], 'category_ids')).toEqual([3, 4]);
    expect(idList('["5"]', 'category_ids')).toEqual([5]);
    expect(idList(undefined, 'category_ids')).toEqual([]);
    expect(status(() => idList('[a]', 'category_ids'))).toBe(403);
    expect(status(() => idList('1.5', 'category_ids'))).toBe(403);
    expect(status(() => idList({}, 'category_ids'))).toBe(403);
  });

  it('validates filter lists', () => {
    expect([...filterList('[popular, high]', ['popular', 'high', 'low'])]).toEqual([
      'popular',
      'high',
    ]);
    expect([...filterList('["low"]', ['low'])]).toEqual(['low']);
    expect(status(() => filterList('cheap', ['low']))).toBe(403);
  });

  it('tells ids from slugs', () => {
    expect(idOrSlug('12')).toEqual({ id: 12 });
    expect(idOrSlug('dar-tajine')).toEqual({ slug: 'dar-tajine' });
    expect(idOrSlug('0')).toBeNull();
    expect(idOrSlug('a b')).toBeNull();
    expect(idOrSlug('99999999999')).toBeNull();
    expect(searchWords('  Pizza  pizza Tagine ')).toEqual(['pizza', 'tagine']);
  });

  it('haversine distance', () => {
    expect(haversineMetres(33.5731, -7.5898, 33.5731, -7.5898)).toBe(0);
    // Casablanca centre → Rabat centre: about 85 km as the crow flies.
    expect(haversineMetres(33.5731, -7.5898, 34.0209, -6.8416) / 1000).toBeCloseTo(85.2, 0);
  });
});
