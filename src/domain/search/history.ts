/**
 * The header search box (R-SEARCH-1): history when empty, suggestions after
 * a 500 ms pause, the results URL on submit.
 */

/** How many past searches the box offers when empty (R-SEARCH-1). */
export const SEARCH_HISTORY_LIMIT = 5;

/** Suggestions are refetched 500 ms after the last keystroke. */
export const SUGGESTION_DELAY_MS = 500;
/** Search data stays fresh for 300000 ms. */
export const SEARCH_CACHE_MS = 300_000;

/** The history entries an empty box offers: the latest 5, newest first. */
export function visibleHistory(terms: readonly string[]): string[] {
  return terms.filter((term) => term.trim() !== '').slice(0, SEARCH_HISTORY_LIMIT);
}

/** The results page of a term. */
export function searchResultsHref(term: string): string {
  return `/home?search=${encodeURIComponent(term.trim())}&data_type=searched`;
}

export type SearchSubmit = { kind: 'clear' } | { kind: 'search'; term: string; href: string };

/** Submitting saves the term and opens its results; an empty submission only clears the text. */
export function submitSearch(text: string): SearchSubmit {
  const term = text.trim();
  if (!term) return { kind: 'clear' };
  return { kind: 'search', term, href: searchResultsHref(term) };
}

export interface SuggestionData {
  items?: { name: string }[] | null;
  stores?: { name: string }[] | null;
}

/** The dropdown closes when neither items nor stores come back. */
export function hasSuggestions(data: SuggestionData | null | undefined): boolean {
  return Boolean(data && ((data.items?.length ?? 0) > 0 || (data.stores?.length ?? 0) > 0));
}

/** What the dropdown shows for the text in the box. */
export function dropdownMode(text: string): 'history' | 'suggestions' {
  return text.trim() ? 'suggestions' : 'history';
}
