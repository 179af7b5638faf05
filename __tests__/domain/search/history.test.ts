import {
  dropdownMode,
  hasSuggestions,
  searchResultsHref,
  submitSearch,
  visibleHistory,
} from '@/domain/search/history';
import { withSearchTerm } from '@/store/slices/searchHistory';

describe('search history (latest 5)', () => {
  it('keeps the newest 5, newest first, without repeats', () => {
    let terms: string[] = [];
    for (const term of ['a', 'b', 'c', 'd', 'e', 'f', 'C']) terms = withSearchTerm(terms, term);
    expect(terms).toEqual(['C', 'f', 'e', 'd', 'b']);
    expect(visibleHistory(terms)).toEqual(['C', 'f', 'e', 'd', 'b']);
  });

  it('shows at most 5 even from a longer stored list, blanks dropped', () => {
    expect(visibleHistory(['1', ' ', '2', '3', '4', '5', '6'])).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('submitting the search box', () => {
  it('an empty submission only clears the text', () => {
    expect(submitSearch('   ')).toEqual({ kind: 'clear' });
  });

  it('goes to /home with search and data_type=searched', () => {
    expect(submitSearch('  green tea ')).toEqual({
      kind: 'search',
      term: 'green tea',
      href: '/home?search=green%20tea&data_type=searched',
    });
    expect(searchResultsHref('a&b')).toBe('/home?search=a%26b&data_type=searched');
  });
});

describe('the dropdown', () => {
  it('shows history when empty and suggestions for text', () => {
    expect(dropdownMode('')).toBe('history');
    expect(dropdownMode('  ')).toBe('history');
    expect(dropdownMode('p')).toBe('suggestions');
  });

  it('closes when neither items nor stores come back', () => {
    expect(hasSuggestions({ items: [], stores: [] })).toBe(false);
    expect(hasSuggestions(undefined)).toBe(false);
    expect(hasSuggestions({ items: [{ name: 'Pizza' }], stores: [] })).toBe(true);
    expect(hasSuggestions({ stores: [{ name: 'Shop' }] })).toBe(true);
  });
});
