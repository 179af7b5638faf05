import {
  DEFAULT_SEARCH_STATE,
  movePriceThumb,
  normalizePrice,
  parseIds,
  parseSearchState,
  searchListKey,
  searchRequestParams,
  searchStateToQuery,
  type SearchState,
} from '@/domain/search/filters';

describe('parseSearchState (results filters in the URL)', () => {
  it('falls back to the defaults: items tab, grid, no sort, no filters', () => {
    expect(parseSearchState({ search: 'pizza', data_type: 'searched' })).toEqual(
      DEFAULT_SEARCH_STATE,
    );
  });

  it('reads every filter and drops what it does not know', () => {
    expect(
      parseSearchState({
        tab: 'store',
        view: 'list',
        sort: 'high',
        filter: 'nearby,bogus,top_rated',
        category_ids: '3,x,3,4',
        brand_ids: '7',
        min_price: '100',
        max_price: '500',
        rating: '4',
      }),
    ).toEqual({
      tab: 'store',
      view: 'list',
      sort: 'high',
      filters: ['nearby', 'top_rated'],
      categoryIds: [3, 4],
      brandIds: [7],
      price: [100, 500],
      rating: 4,
    });
  });

  it('ignores out-of-range sort, rating and prices', () => {
    const state = parseSearchState({
      sort: 'a_to_z',
      rating: '9',
      min_price: '-5',
      max_price: '99999',
    });
    expect(state.sort).toBeNull();
    expect(state.rating).toBeNull();
    expect(state.price).toBeNull();
  });

  it('round-trips through the query, defaults left out', () => {
    const state: SearchState = {
      ...DEFAULT_SEARCH_STATE,
      tab: 'store',
      filters: ['currently_open'],
      categoryIds: [1, 2],
      price: [0, 300],
      rating: 3,
    };
    const query = searchStateToQuery(state);
    expect(query).toEqual({
      tab: 'store',
      filter: 'currently_open',
      category_ids: '1,2',
      min_price: '0',
      max_price: '300',
      rating: '3',
    });
    expect(parseSearchState(query)).toEqual(state);
    expect(searchStateToQuery(DEFAULT_SEARCH_STATE)).toEqual({});
  });
});

describe('parseIds', () => {
  it('keeps positive integers once, in order', () => {
    expect(parseIds('5,1,5,0,-2,abc, 9 ')).toEqual([5, 1, 9]);
    expect(parseIds(undefined)).toEqual([]);
    expect(parseIds(['2,3', '4'])).toEqual([2, 3]);
  });
});

describe('price range 0-20000 with a gap of 1', () => {
  it('is null for the whole default range', () => {
    expect(normalizePrice(0, 20000)).toBeNull();
  });

  it('clamps, orders and keeps at least 1 between the ends', () => {
    expect(normalizePrice(-10, 30000)).toBeNull();
    expect(normalizePrice(500, 100)).toEqual([100, 500]);
    expect(normalizePrice(300, 300)).toEqual([300, 301]);
    expect(normalizePrice(20000, 20000)).toEqual([19999, 20000]);
  });

  it('stops a moving thumb 1 before the other', () => {
    expect(movePriceThumb([100, 200], [250, 200], 0)).toEqual([199, 200]);
    expect(movePriceThumb([100, 200], [100, 50], 1)).toEqual([100, 101]);
    expect(movePriceThumb([100, 200], [0, 200], 0)).toEqual([0, 200]);
    expect(movePriceThumb([100, 200], [100, 20000], 1)).toEqual([100, 20000]);
  });
});

describe('searchRequestParams (R-SEARCH-4)', () => {
  it('sends name, data_type, list_type, limit 12 and the page', () => {
    expect(searchRequestParams('tea', DEFAULT_SEARCH_STATE, 1)).toEqual({
      name: 'tea',
      data_type: 'searched',
      list_type: 'item',
      limit: 12,
      offset: 1,
    });
  });

  it('puts the sort into filter and sends ids as JSON arrays on the items tab', () => {
    const state: SearchState = {
      ...DEFAULT_SEARCH_STATE,
      sort: 'low',
      filters: ['discounted'],
      categoryIds: [4, 5],
      brandIds: [2],
      price: [10, 99],
      rating: 4,
    };
    expect(searchRequestParams('tea', state, 3)).toEqual({
      name: 'tea',
      data_type: 'searched',
      list_type: 'item',
      limit: 12,
      offset: 3,
      filter: 'discounted,low',
      category_ids: '[4,5]',
      brand_ids: '[2]',
      rating_count: 4,
      min_price: 10,
      max_price: 99,
    });
  });

  it('sends no sort, price or brands for stores', () => {
    const state: SearchState = {
      ...DEFAULT_SEARCH_STATE,
      tab: 'store',
      sort: 'high',
      filters: ['nearby'],
      brandIds: [2],
      price: [10, 99],
    };
    expect(searchRequestParams('tea', state, 1)).toEqual({
      name: 'tea',
      data_type: 'searched',
      list_type: 'store',
      limit: 12,
      offset: 1,
      filter: 'nearby',
    });
  });

  it('keys the list by everything but the view', () => {
    const base = { ...DEFAULT_SEARCH_STATE, sort: 'low' as const };
    expect(searchListKey({ ...base, view: 'list' })).toBe(searchListKey(base));
    expect(searchListKey({ ...base, sort: 'high' })).not.toBe(searchListKey(base));
  });
});
