import { flashSaleProgress, remainingTime } from '@/domain/listing/flashSale';
import {
  brandListingHref,
  categoryListingHref,
  decodeListingName,
  discountedListingHref,
  encodeListingName,
  parseHomeListing,
} from '@/domain/listing/homeListing';
import { nextPageOffset, totalOf } from '@/domain/listing/paging';
import { parseStoreListFilters, storeListQuery } from '@/domain/listing/stores';

describe('/home listing queries (R-LIST-1)', () => {
  it('reads a category listing with its base64 name', () => {
    const href = categoryListingHref({ id: 4, name: 'Burgers & Co' }, 1);
    const query = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(query).toMatchObject({
      search: 'category',
      id: '4',
      module_id: '1',
      data_type: 'category',
    });
    expect(parseHomeListing(query)).toEqual({ kind: 'category', id: '4', name: 'Burgers & Co' });
  });

  it('round-trips Arabic names through base64', () => {
    expect(decodeListingName(encodeListingName('مشروبات'))).toBe('مشروبات');
  });

  it('takes a plain name as it is', () => {
    expect(decodeListingName('Pizza')).toBe('Pizza');
    expect(decodeListingName(undefined)).toBeNull();
  });

  it('reads brand, discounted and searched listings', () => {
    const brand = Object.fromEntries(
      new URL(brandListingHref({ id: 2, name: 'Atlas' }, 4), 'http://x').searchParams,
    );
    expect(parseHomeListing(brand)).toEqual({ kind: 'brand', id: '2', name: 'Atlas' });
    const discounted = Object.fromEntries(
      new URL(discountedListingHref(3), 'http://x').searchParams,
    );
    expect(discounted).toEqual({
      search: 'special-offer',
      module_id: '3',
      data_type: 'discounted',
    });
    expect(parseHomeListing(discounted)).toEqual({ kind: 'discounted' });
    expect(parseHomeListing({ search: 'tea', data_type: 'searched' })).toEqual({
      kind: 'searched',
      term: 'tea',
    });
  });

  it('is null for the module home or an incomplete listing', () => {
    expect(parseHomeListing({})).toBeNull();
    expect(parseHomeListing({ data_type: 'category' })).toBeNull();
    expect(parseHomeListing({ data_type: 'category', id: '../x' })).toBeNull();
    expect(parseHomeListing({ data_type: 'searched' })).toBeNull();
  });
});

describe('infinite list paging (until total_size)', () => {
  const count = (page: { total_size: number; stores: unknown[] }) => page.stores.length;
  it('asks for page 1 first, then the next page until the total is loaded', () => {
    expect(nextPageOffset([], count)).toBe(1);
    expect(nextPageOffset([{ total_size: 30, stores: Array(12) }], count)).toBe(2);
    expect(
      nextPageOffset(
        [
          { total_size: 24, stores: Array(12) },
          { total_size: 24, stores: Array(12) },
        ],
        count,
      ),
    ).toBeUndefined();
  });

  it('stops on an empty page even when total_size says more', () => {
    expect(nextPageOffset([{ total_size: 30, stores: [] }], count)).toBeUndefined();
  });

  it('reads the count of the sticky header', () => {
    expect(totalOf([{ total_size: '17' }])).toBe(17);
    expect(totalOf(undefined)).toBe(0);
  });
});

describe('store list filters (R-LIST-3)', () => {
  it('opens /store/latest on newly joined and /store/popular on popular', () => {
    expect(parseStoreListFilters({}, 'latest')).toEqual({
      delivery: 'all',
      category: 'newly_joined',
    });
    expect(parseStoreListFilters({}, 'popular')).toEqual({ delivery: 'all', category: 'popular' });
  });

  it('reads the desktop and mobile delivery names', () => {
    expect(parseStoreListFilters({ delivery: 'take_away' }, 'latest').delivery).toBe('take_away');
    expect(parseStoreListFilters({ delivery: 'home' }, 'latest').delivery).toBe('delivery');
    expect(parseStoreListFilters({ delivery: 'takeaway' }, 'latest').delivery).toBe('take_away');
    expect(parseStoreListFilters({ delivery: 'boat' }, 'latest').delivery).toBe('all');
  });

  it('writes only what differs from the route', () => {
    expect(storeListQuery({ delivery: 'all', category: 'popular' }, 'popular')).toEqual({});
    expect(storeListQuery({ delivery: 'delivery', category: 'top_rated' }, 'popular')).toEqual({
      delivery: 'delivery',
      store_type: 'top_rated',
    });
  });
});

describe('flash sale (R-HOME-5)', () => {
  it('progress is sold divided by available stock times 100, within 0-100', () => {
    expect(flashSaleProgress({ sold: 20, available_stock: 80 })).toBe(25);
    expect(flashSaleProgress({ sold: 90, available_stock: 30 })).toBe(100);
    expect(flashSaleProgress({ sold: 0, available_stock: 0 })).toBe(0);
    expect(flashSaleProgress({ sold: 3, available_stock: 0 })).toBe(100);
  });

  it('counts down to the end in days, hours, minutes and seconds', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(remainingTime('2026-01-02T03:04:05Z', now)).toEqual({
      days: 1,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(remainingTime('2025-12-31T00:00:00Z', now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
    expect(remainingTime('not a date', now).days).toBe(0);
  });
});
