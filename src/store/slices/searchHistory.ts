import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { SEARCH_HISTORY_LIMIT } from '@/domain/search/history';

export interface SearchHistoryState {
  terms: string[];
}

const initialState: SearchHistoryState = { terms: [] };

/** Newest first, case-insensitively unique, at most SEARCH_HISTORY_LIMIT entries. */
export function withSearchTerm(terms: string[], term: string): string[] {
  const trimmed = term.trim();
  if (!trimmed) return terms;
  const rest = terms.filter((entry) => entry.toLowerCase() !== trimmed.toLowerCase());
  return [trimmed, ...rest].slice(0, SEARCH_HISTORY_LIMIT);
}

const searchHistorySlice = createSlice({
  name: 'searchHistory',
  initialState,
  reducers: {
    searchTermSaved(state, action: PayloadAction<string>) {
      state.terms = withSearchTerm(state.terms, action.payload);
    },
    searchTermRemoved(state, action: PayloadAction<string>) {
      state.terms = state.terms.filter((term) => term !== action.payload);
    },
    searchHistoryCleared(state) {
      state.terms = [];
    },
  },
});

export const { searchTermSaved, searchTermRemoved, searchHistoryCleared } =
  searchHistorySlice.actions;
export default searchHistorySlice.reducer;
