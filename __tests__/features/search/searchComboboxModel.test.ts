import { storeHref } from '@/domain/catalog/links';
import {
  nextActiveOption,
  searchOptions,
  shownSearchTerm,
} from '@/features/search/searchComboboxModel';

describe('shownSearchTerm', () => {
  it("starts from the results page's term", () => {
    expect(shownSearchTerm('/home', { search: 'pizza', data_type: 'searched' })).toBe('pizza');
  });

  it('starts empty anywhere else', () => {
    expect(shownSearchTerm('/home', { search: 'pizza' })).toBe('');
    expect(shownSearchTerm('/store/[id]', { search: 'pizza', data_type: 'searched' })).toBe('');
    expect(shownSearchTerm('/home', { search: ['a', 'b'], data_type: 'searched' })).toBe('');
  });
});

describe('searchOptions', () => {
  it('lists the recent searches when the box is empty', () => {
    expect(searchOptions('history', ['pizza', 'milk'], undefined, 'food')).toEqual([
      { kind: 'history', label: 'pizza' },
      { kind: 'history', label: 'milk' },
    ]);
  });

  it('lists up to 8 items, then up to 5 stores with their links', () => {
    const items = Array.from({ length: 10 }, (_, index) => ({
      id: index + 1,
      name: `Item ${index}`,
    }));
    const stores = Array.from({ length: 7 }, (_, index) => ({
      id: index + 1,
      name: `Store ${index}`,
      slug: `store-${index}`,
    }));
    const options = searchOptions('suggestions', ['pizza'], { items, stores }, 'food');
    expect(options.filter((option) => option.kind === 'item')).toHaveLength(8);
    expect(options.filter((option) => option.kind === 'store')).toHaveLength(5);
    expect(options[0]).toEqual({ kind: 'item', label: 'Item 0', id: 1 });
    expect(options[8]).toEqual({
      kind: 'store',
      label: 'Store 0',
      href: storeHref(stores[0], { moduleType: 'food' }),
    });
  });

  it('has no suggestions before any came back', () => {
    expect(searchOptions('suggestions', [], undefined, null)).toEqual([]);
  });
});

describe('nextActiveOption', () => {
  it('moves through the options and wraps around through the text box (-1)', () => {
    expect(nextActiveOption(-1, 1, 3)).toBe(0);
    expect(nextActiveOption(2, 1, 3)).toBe(-1);
    expect(nextActiveOption(-1, -1, 3)).toBe(2);
    expect(nextActiveOption(0, -1, 3)).toBe(-1);
  });
});
