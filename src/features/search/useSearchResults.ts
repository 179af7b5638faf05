import { useRouter } from 'next/router';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Item, Store } from '@/api/catalogTypes';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import {
  parseSearchState,
  searchListKey,
  searchRequestParams,
  searchStateToQuery,
  type SearchState,
} from '@/domain/search/filters';
import type { ListingScope } from '../listing/server';
import { useInfiniteList } from '../listing/useInfiniteList';
import { itemsOf, storesOf } from './searchResultsModel';

/**
 * The filters on screen: the URL's, or those applied but not yet in the URL (a shallow push is in
 * flight): the next click builds on them, so two quick clicks never lose the first.
 */
export function useSearchFilters(term: string) {
  const router = useRouter();
  const urlState = useMemo(() => parseSearchState(router.query), [router.query]);
  const [pending, setPending] = useState<SearchState | null>(null);
  const pushesInFlight = useRef(0);
  const state = pending ?? urlState;

  const apply = useCallback(
    (next: SearchState) => {
      setPending(next);
      pushesInFlight.current += 1;
      void router
        .push(
          {
            pathname: '/home',
            query: { search: term, data_type: 'searched', ...searchStateToQuery(next) },
          },
          undefined,
          { shallow: true, scroll: false },
        )
        .finally(() => {
          pushesInFlight.current -= 1;
          // The URL now holds the last applied filters (or the push failed): it is the truth again.
          if (pushesInFlight.current === 0) setPending(null);
        });
    },
    [router, term],
  );
  return { state, apply };
}

/** The results of the term under the filters, a page at a time (12 a page). */
export function useSearchResults(listing: ListingScope & { term: string }, state: SearchState) {
  const { locale = 'en' } = useRouter();
  const api = useApi();
  const term = listing.term;
  const fetchPage = useCallback(
    (offset: number) => api.catalog.searchList(searchRequestParams(term, state, offset)),
    [api, term, state],
  );
  const query = useInfiniteList({
    queryKey: queryKeys.searchResults(
      locale,
      listing.zoneIds,
      listing.moduleId,
      term,
      searchListKey(state),
    ),
    fetchPage,
    entries: state.tab === 'item' ? itemsOf : storesOf,
  });
  const items = state.tab === 'item' ? (query.list as Item[]) : [];
  const stores = state.tab === 'store' ? (query.list as Store[]) : [];
  return { query, items, stores };
}
