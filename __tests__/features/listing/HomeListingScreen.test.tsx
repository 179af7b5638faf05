import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { queryKeys } from '@/api/queryKeys';
import { DEFAULT_SEARCH_STATE, searchListKey } from '@/domain/search/filters';
import { HomeListingScreen } from '@/features/listing/HomeListingScreen';
import { makeStore } from '@/store';
import { resetFakeApi, resetRouter, testConfig } from '../testUtils';

/**
 * /home?search=… renders the results in the listing screen's first render: the browser's first
 * render (hydration) then matches the server HTML. A results screen loaded with next/dynamic inside
 * this (already dynamic) screen rendered nothing at first on a cold load: React error #418.
 */
describe('HomeListingScreen: search results', () => {
  beforeEach(() => {
    resetRouter({ search: 'pizza', data_type: 'searched' }, '/home');
    resetFakeApi();
  });

  it('are in its first render, filter column included', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.config('en'), testConfig);
    client.setQueryData(
      queryKeys.searchResults('en', '[1]', 1, 'pizza', searchListKey(DEFAULT_SEARCH_STATE)),
      {
        pages: [
          {
            total_size: 1,
            products: [{ id: 1, name: 'Margherita Pizza', slug: 'margherita', price: 60 }],
            stores: [],
          },
        ],
        pageParams: [1],
      },
    );
    client.setQueryData(queryKeys.categoryTree('en', 1), [{ id: 1, name: 'Pizza' }]);
    const { store } = makeStore({ session: { token: null, guestId: 'guest-1' } });
    const html = renderToString(
      <Provider store={store}>
        <QueryClientProvider client={client}>
          <HomeListingScreen
            view="listing"
            dataType="searched"
            search="pizza"
            moduleType="food"
            pageModuleType="food"
            listing={{
              scope: 'visitor',
              moduleId: 1,
              zoneIds: '[1]',
              moduleType: 'food',
              kind: 'searched',
              term: 'pizza',
            }}
          />
        </QueryClientProvider>
      </Provider>,
    );
    expect(html).toContain('Results for &quot;pizza&quot;');
    expect(html).toContain('Margherita Pizza');
    expect(html).toMatch(/<aside[^>]*aria-label="Filter"/);
  });
});
