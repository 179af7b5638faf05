import {
  parseSearchState,
  searchRequestParams,
  SORT_LABELS,
  SORT_OPTIONS,
} from '@/domain/search/filters';
import { brandTreeOf, categoryTreeOf, hasBrandFilter } from '@/domain/search/tree';

describe('the sort dropdown (R-SHELL-13: "High to Low / Low to High, values high and low")', () => {
  it('lists High to Low, then Low to High', () => {
    expect(SORT_OPTIONS.map((value) => [value, SORT_LABELS[value]])).toEqual([
      ['high', 'High to Low'],
      ['low', 'Low to High'],
    ]);
  });

  it('the values ride in the URL and in the search call', () => {
    const state = parseSearchState({ search: 'pizza', sort: 'high' });
    expect(state.sort).toBe('high');
    expect(searchRequestParams('pizza', state, 1).filter).toBe('high');
    expect(parseSearchState({ sort: 'cheapest' }).sort).toBeNull();
  });
});

describe('the filter trees (built alike on the server and in the browser)', () => {
  it('categories with their sub-categories; no empty child lists', () => {
    expect(
      categoryTreeOf([
        {
          id: 1,
          name: 'Pizza',
          childes: [{ id: 2, name: 'Classic' }],
          // Fields the tree does not keep.
          ...({ image_full_url: 'x.png', slug: 'pizza' } as object),
        },
        { id: 3, name: 'Drinks', childes: [] },
        { id: 4, name: 'Desserts', childes: null },
      ]),
    ).toEqual([
      { id: 1, name: 'Pizza', children: [{ id: 2, name: 'Classic' }] },
      { id: 3, name: 'Drinks' },
      { id: 4, name: 'Desserts' },
    ]);
  });

  it('the tree is JSON as it is (it travels in the page data)', () => {
    const tree = categoryTreeOf([{ id: 3, name: 'Drinks' }]);
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
    expect(Object.keys(tree[0])).toEqual(['id', 'name']);
  });

  it('brands are a flat list, only for the shop module', () => {
    expect(brandTreeOf([{ id: 9, name: 'Atlas Wear', ...({ slug: 'aw' } as object) }])).toEqual([
      { id: 9, name: 'Atlas Wear' },
    ]);
    expect(hasBrandFilter('ecommerce')).toBe(true);
    for (const type of ['food', 'grocery', 'pharmacy', null, undefined]) {
      expect(hasBrandFilter(type)).toBe(false);
    }
  });
});
