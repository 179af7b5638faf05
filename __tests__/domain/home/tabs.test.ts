import {
  categoryTabsOf,
  conditionRows,
  itemsOfTab,
  newArrivalCount,
  storesOfTab,
} from '@/domain/home/tabs';

const items = [
  { id: 1, category_ids: [{ id: '3', name: 'Drinks', position: 1 }] },
  {
    id: 2,
    category_ids: [
      { id: '5', name: 'Bread', position: 1 },
      { id: '9', position: 2 },
    ],
  },
  { id: 3, category_ids: [{ id: '3', name: 'Drinks', position: 1 }] },
  { id: 4, category_id: 9 },
];

describe('item category tabs (tab 0 is all; tab n is the nth category of the listed items)', () => {
  it('lists the categories in order of first appearance', () => {
    expect(categoryTabsOf(items)).toEqual([
      { id: 3, name: 'Drinks' },
      { id: 5, name: 'Bread' },
    ]);
  });

  it('filters by tab', () => {
    const tabs = categoryTabsOf(items);
    expect(itemsOfTab(items, tabs, 0)).toHaveLength(4);
    expect(itemsOfTab(items, tabs, 1).map((item) => item.id)).toEqual([1, 3]);
    expect(itemsOfTab(items, tabs, 2).map((item) => item.id)).toEqual([2]);
    expect(itemsOfTab(items, [{ id: 9, name: 'Sub' }], 1).map((item) => item.id)).toEqual([2, 4]);
  });
});

describe('best-store tabs', () => {
  const stores = [
    { id: 1, avg_rating: 3, created_at: '2025-01-01T00:00:00Z' },
    { id: 2, avg_rating: 5, created_at: '2024-01-01T00:00:00Z' },
    { id: 3, avg_rating: 4, created_at: '2026-01-01T00:00:00Z' },
  ];
  it('Popular keeps the order, Top Rated sorts by rating, New by creation date', () => {
    expect(storesOfTab(stores, 0).map((s) => s.id)).toEqual([1, 2, 3]);
    expect(storesOfTab(stores, 1).map((s) => s.id)).toEqual([2, 3, 1]);
    expect(storesOfTab(stores, 2).map((s) => s.id)).toEqual([3, 1, 2]);
    expect(stores.map((s) => s.id)).toEqual([1, 2, 3]);
  });
});

describe('grid sizes', () => {
  it('new arrivals: 10, 8 beside a banner, 4 on phones', () => {
    expect(newArrivalCount(false, false)).toBe(10);
    expect(newArrivalCount(true, false)).toBe(8);
    expect(newArrivalCount(true, true)).toBe(4);
  });
  it('common conditions: two rows above 7 products', () => {
    expect(conditionRows(7)).toBe(1);
    expect(conditionRows(8)).toBe(2);
  });
});
