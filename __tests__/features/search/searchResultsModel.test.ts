import type { FilterChip } from '@/domain/search/chips';
import { chipText, itemsOf, storesOf } from '@/features/search/searchResultsModel';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;

describe('chipText', () => {
  it("shows a category's or a brand's own name", () => {
    const chip: FilterChip = {
      kind: 'category',
      key: 'category-3',
      label: 'Category',
      value: 3,
      name: 'Pizza',
    };
    expect(chipText(chip, t)).toBe('Pizza');
    expect(chipText({ ...chip, kind: 'brand', key: 'brand-3' }, t)).toBe('Pizza');
  });

  it('translates the other labels with their values', () => {
    expect(
      chipText({ kind: 'price', key: 'price', label: 'Price {{min}}-{{max}}', min: 5, max: 50 }, t),
    ).toBe('Price {{min}}-{{max}} {"min":5,"max":50}');
    expect(chipText({ kind: 'rating', key: 'rating', label: '{{rating}}+', value: 4 }, t)).toBe(
      '{{rating}}+ {"rating":4}',
    );
    expect(
      chipText({ kind: 'filter', key: 'top_rated', label: 'Top rated', value: 'top_rated' }, t),
    ).toBe('Top rated');
  });
});

describe('itemsOf and storesOf', () => {
  it('read the entries of a results page, none when missing', () => {
    // Only the fields these read.
    const page = { total_size: 1, products: [{ id: 1 }] } as unknown as Parameters<
      typeof itemsOf
    >[0];
    expect(itemsOf(page)).toEqual([{ id: 1 }]);
    expect(storesOf(page)).toEqual([]);
  });
});
