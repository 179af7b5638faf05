import {
  BUILT_IN_FILTER_LABELS,
  SORT_LABELS,
  type BuiltInFilter,
  type SearchSort,
  type SearchState,
} from './filters';

/**
 * Removable chips for the active filters (R-SEARCH-3). A chip
 * carries a translation key and its values; the screen translates it.
 */
export type FilterChip =
  | { kind: 'sort'; key: string; label: string; value: SearchSort }
  | { kind: 'filter'; key: string; label: string; value: BuiltInFilter }
  | { kind: 'category'; key: string; label: string; value: number; name: string }
  | { kind: 'brand'; key: string; label: string; value: number; name: string }
  | { kind: 'price'; key: string; label: string; min: number; max: number }
  | { kind: 'rating'; key: string; label: string; value: number };

export interface ChipNames {
  category: (id: number) => string | undefined;
  brand: (id: number) => string | undefined;
}

/** The chips of a state, in the order the filters appear. Unknown ids show as "#id". */
export function filterChips(state: SearchState, names: ChipNames): FilterChip[] {
  const chips: FilterChip[] = [];
  if (state.sort)
    chips.push({
      kind: 'sort',
      key: `sort-${state.sort}`,
      label: SORT_LABELS[state.sort],
      value: state.sort,
    });
  for (const filter of state.filters) {
    chips.push({
      kind: 'filter',
      key: `filter-${filter}`,
      label: BUILT_IN_FILTER_LABELS[filter],
      value: filter,
    });
  }
  for (const id of state.categoryIds) {
    chips.push({
      kind: 'category',
      key: `category-${id}`,
      label: '{{name}}',
      value: id,
      name: names.category(id) ?? `#${id}`,
    });
  }
  if (state.tab === 'item') {
    for (const id of state.brandIds) {
      chips.push({
        kind: 'brand',
        key: `brand-${id}`,
        label: '{{name}}',
        value: id,
        name: names.brand(id) ?? `#${id}`,
      });
    }
  }
  if (state.price && state.tab === 'item') {
    chips.push({
      kind: 'price',
      key: 'price',
      label: 'Price {{min}} - {{max}}',
      min: state.price[0],
      max: state.price[1],
    });
  }
  if (state.rating) {
    chips.push({ kind: 'rating', key: 'rating', label: '{{rating}}+ stars', value: state.rating });
  }
  return chips;
}

/** The state without the chip's filter. */
export function removeChip(state: SearchState, chip: FilterChip): SearchState {
  switch (chip.kind) {
    case 'sort':
      return { ...state, sort: null };
    case 'filter':
      return { ...state, filters: state.filters.filter((filter) => filter !== chip.value) };
    case 'category':
      return { ...state, categoryIds: state.categoryIds.filter((id) => id !== chip.value) };
    case 'brand':
      return { ...state, brandIds: state.brandIds.filter((id) => id !== chip.value) };
    case 'price':
      return { ...state, price: null };
    case 'rating':
      return { ...state, rating: null };
  }
}

/** Every filter cleared; tab and view stay. */
export function clearFilters(state: SearchState): SearchState {
  return {
    ...state,
    sort: null,
    filters: [],
    categoryIds: [],
    brandIds: [],
    price: null,
    rating: null,
  };
}
