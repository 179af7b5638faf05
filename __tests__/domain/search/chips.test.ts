import { clearFilters, filterChips, removeChip } from '@/domain/search/chips';
import { DEFAULT_SEARCH_STATE, type SearchState } from '@/domain/search/filters';

const names = {
  category: (id: number) => ({ 1: 'Pizza' })[id],
  brand: (id: number) => ({ 7: 'Atlas Wear' })[id],
};

const state: SearchState = {
  ...DEFAULT_SEARCH_STATE,
  sort: 'low',
  filters: ['nearby', 'popular'],
  categoryIds: [1, 5],
  brandIds: [7],
  price: [10, 200],
  rating: 4,
};

describe('filter chips (R-SEARCH-3: chips can be removed)', () => {
  it('lists one chip per active filter, with names', () => {
    const chips = filterChips(state, names);
    expect(chips.map((chip) => chip.key)).toEqual([
      'sort-low',
      'filter-nearby',
      'filter-popular',
      'category-1',
      'category-5',
      'brand-7',
      'price',
      'rating',
    ]);
    expect(chips[3]).toMatchObject({ name: 'Pizza' });
    expect(chips[4]).toMatchObject({ name: '#5' });
    expect(chips[1]).toMatchObject({ label: 'Nearby' });
  });

  it('shows no brand or price chips on the stores tab', () => {
    const keys = filterChips({ ...state, tab: 'store' }, names).map((chip) => chip.key);
    expect(keys).not.toContain('brand-7');
    expect(keys).not.toContain('price');
  });

  it('removing a chip removes exactly its filter', () => {
    const chips = filterChips(state, names);
    const byKey = (key: string) => chips.find((chip) => chip.key === key)!;
    expect(removeChip(state, byKey('sort-low')).sort).toBeNull();
    expect(removeChip(state, byKey('filter-nearby')).filters).toEqual(['popular']);
    expect(removeChip(state, byKey('category-5')).categoryIds).toEqual([1]);
    expect(removeChip(state, byKey('brand-7')).brandIds).toEqual([]);
    expect(removeChip(state, byKey('price')).price).toBeNull();
    expect(removeChip(state, byKey('rating')).rating).toBeNull();
  });

  it('clears every filter but keeps tab and view', () => {
    const cleared = clearFilters({ ...state, tab: 'store', view: 'list' });
    expect(cleared).toEqual({ ...DEFAULT_SEARCH_STATE, tab: 'store', view: 'list' });
    expect(filterChips(cleared, names)).toEqual([]);
  });
});
