/**
 * Search results state (R-SEARCH-2, R-SEARCH-3, R-SEARCH-4): the
 * tab, view, sort and filters live in the URL query so results are shareable and Back works.
 */

/** Results page size (R-SEARCH-4). */
export const SEARCH_PAGE_SIZE = 12;
/** Price filter range and the minimum gap between the two thumbs (R-SEARCH-3). */
export const PRICE_MIN = 0;
export const PRICE_MAX = 20000;
export const PRICE_GAP = 1;
/** Rating filter choices (minimum average rating). */
export const RATING_CHOICES = [5, 4, 3, 2, 1] as const;

/** Built-in filters, in the order shown (R-SEARCH-3). */
export const BUILT_IN_FILTERS = [
  'nearby',
  'currently_open',
  'top_rated',
  'discounted',
  'popular',
] as const;
export type BuiltInFilter = (typeof BUILT_IN_FILTERS)[number];

/** Their labels (translation keys). */
export const BUILT_IN_FILTER_LABELS: Record<BuiltInFilter, string> = {
  nearby: 'Nearby',
  currently_open: 'Currently Open',
  top_rated: 'Top Rated',
  discounted: 'Discounted',
  popular: 'Popular',
};

/** Tab 0 is items, tab 1 is stores (R-SEARCH-2). */
export type SearchTab = 'item' | 'store';
export type SearchView = 'grid' | 'list';
/**
 * Sorting offers low and high price (R-SHELL-13): the sort dropdown reads 'High to Low' /
 * 'Low to High', values high and low, in that order.
 */
export type SearchSort = 'low' | 'high';
export const SORT_OPTIONS: readonly SearchSort[] = ['high', 'low'];
export const SORT_LABELS: Record<SearchSort, string> = {
  high: 'High to Low',
  low: 'Low to High',
};

export interface SearchState {
  tab: SearchTab;
  view: SearchView;
  sort: SearchSort | null;
  filters: BuiltInFilter[];
  categoryIds: number[];
  brandIds: number[];
  /** null: the default range 0 to 20000 (no price filter sent). */
  price: [number, number] | null;
  /** Minimum rating, or null. */
  rating: number | null;
}

export const DEFAULT_SEARCH_STATE: SearchState = {
  tab: 'item',
  view: 'grid',
  sort: null,
  filters: [],
  categoryIds: [],
  brandIds: [],
  price: null,
  rating: null,
};

type QueryValue = string | string[] | undefined;
export type QueryInput = Record<string, QueryValue>;

const first = (value: QueryValue): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Positive integer ids from "1,2,3" (duplicates and junk dropped, order kept, at most 100). */
export function parseIds(value: QueryValue): number[] {
  const text = first(value);
  if (!text) return [];
  const ids: number[] = [];
  for (const part of text.split(',')) {
    const trimmed = part.trim();
    if (!/^\d{1,9}$/.test(trimmed)) continue;
    const id = Number(trimmed);
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, 100);
}

const intIn = (value: QueryValue, min: number, max: number): number | null => {
  const text = first(value);
  if (text === undefined || !/^\d+$/.test(text.trim())) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
};

/**
 * A price range kept inside 0-20000 with at least 1 between the ends; null when it is the whole
 * default range (nothing to filter).
 */
export function normalizePrice(min: number, max: number): [number, number] | null {
  let low = Math.round(Math.min(Math.max(min, PRICE_MIN), PRICE_MAX));
  let high = Math.round(Math.min(Math.max(max, PRICE_MIN), PRICE_MAX));
  if (low > high) [low, high] = [high, low];
  if (high - low < PRICE_GAP) {
    if (high + PRICE_GAP <= PRICE_MAX) high = low + PRICE_GAP;
    else low = high - PRICE_GAP;
  }
  return low === PRICE_MIN && high === PRICE_MAX ? null : [low, high];
}

/**
 * The slider's next value when a thumb moves: the moved thumb stops 1 before the other one, as
 * the minimum gap requires (R-SEARCH-3).
 */
export function movePriceThumb(
  current: [number, number],
  next: [number, number],
  activeThumb: number,
): [number, number] {
  const [low, high] = current;
  if (activeThumb === 0) {
    return [Math.max(PRICE_MIN, Math.min(next[0], high - PRICE_GAP)), high];
  }
  return [low, Math.min(PRICE_MAX, Math.max(next[1], low + PRICE_GAP))];
}

/** The results state from the URL query; anything unknown falls back to the defaults. */
export function parseSearchState(query: QueryInput): SearchState {
  const tab = first(query.tab) === 'store' ? 'store' : 'item';
  const view = first(query.view) === 'list' ? 'list' : 'grid';
  const sortText = first(query.sort);
  const sort = sortText === 'low' || sortText === 'high' ? sortText : null;
  const filterText = first(query.filter) ?? '';
  const filters = BUILT_IN_FILTERS.filter((filter) => filterText.split(',').includes(filter));
  const minPrice = intIn(query.min_price, PRICE_MIN, PRICE_MAX);
  const maxPrice = intIn(query.max_price, PRICE_MIN, PRICE_MAX);
  const price =
    minPrice === null && maxPrice === null
      ? null
      : normalizePrice(minPrice ?? PRICE_MIN, maxPrice ?? PRICE_MAX);
  return {
    tab,
    view,
    sort,
    filters,
    categoryIds: parseIds(query.category_ids),
    brandIds: parseIds(query.brand_ids),
    price,
    rating: intIn(query.rating, 1, 5),
  };
}

/**
 * The query parameters of a state, defaults left out (so the plain results URL stays
 * `/home?search=…&data_type=searched`).
 */
export function searchStateToQuery(state: SearchState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.tab === 'store') query.tab = 'store';
  if (state.view === 'list') query.view = 'list';
  if (state.sort) query.sort = state.sort;
  if (state.filters.length) query.filter = state.filters.join(',');
  if (state.categoryIds.length) query.category_ids = state.categoryIds.join(',');
  if (state.brandIds.length) query.brand_ids = state.brandIds.join(',');
  if (state.price) {
    query.min_price = String(state.price[0]);
    query.max_price = String(state.price[1]);
  }
  if (state.rating) query.rating = String(state.rating);
  return query;
}

/** Filters the store list endpoint does not understand are not sent on the stores tab. */
const STORE_TAB_FILTERS: readonly BuiltInFilter[] = BUILT_IN_FILTERS;

/**
 * Parameters of the search list call (R-SEARCH-4: name, offset, data_type, list_type,
 * limit=12, category_ids, brand_ids, filter, rating_count, min_price, max_price). The sort rides in
 * `filter` (low, high) on the items tab; stores are not priced, so neither sort, price nor brands
 * apply to them.
 */
export function searchRequestParams(
  name: string,
  state: SearchState,
  offset: number,
): Record<string, string | number> {
  const isItems = state.tab === 'item';
  const filters: string[] = isItems
    ? [...state.filters]
    : state.filters.filter((filter) => STORE_TAB_FILTERS.includes(filter));
  if (isItems && state.sort) filters.push(state.sort);
  const params: Record<string, string | number> = {
    name,
    data_type: 'searched',
    list_type: state.tab,
    limit: SEARCH_PAGE_SIZE,
    offset,
  };
  if (filters.length) params.filter = filters.join(',');
  if (state.categoryIds.length) params.category_ids = JSON.stringify(state.categoryIds);
  if (isItems && state.brandIds.length) params.brand_ids = JSON.stringify(state.brandIds);
  if (state.rating) params.rating_count = state.rating;
  if (isItems && state.price) {
    params.min_price = state.price[0];
    params.max_price = state.price[1];
  }
  return params;
}

/** A stable text of what the list call depends on, for the React Query key. */
export function searchListKey(state: SearchState): string {
  return JSON.stringify([
    state.tab,
    state.sort,
    state.filters,
    state.categoryIds,
    state.brandIds,
    state.price,
    state.rating,
  ]);
}
