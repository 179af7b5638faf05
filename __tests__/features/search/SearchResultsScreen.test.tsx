import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import type { Item, ProductPage, StorePage } from '@/api/catalogTypes';
import { queryKeys } from '@/api/queryKeys';
import { DEFAULT_SEARCH_STATE, searchListKey } from '@/domain/search/filters';
import type { TreeNode } from '@/domain/search/tree';
import { SearchResultsScreen } from '@/features/search/SearchResultsScreen';
import { makeStore } from '@/store';
import { MuiScope } from '@/theme/MuiScope';
import { mockRouter, resetFakeApi, resetRouter, testConfig } from '../testUtils';

const listing = {
  scope: 'visitor',
  moduleId: 1,
  zoneIds: '[1]',
  moduleType: 'food',
  term: 'pizza',
} as const;

const categories: TreeNode[] = [
  {
    id: 1,
    name: 'Pizza',
    children: [
      { id: 2, name: 'Classic Pizza' },
      { id: 3, name: 'Gourmet Pizza' },
    ],
  },
  { id: 4, name: 'Drinks' },
];

const item = (id: number, name: string): Item =>
  ({
    id,
    name,
    slug: `${name.toLowerCase().replace(/\s+/g, '-')}-casa`,
    price: 60,
    discount: 0,
    discount_type: 'percent',
    store_id: 1,
    store_name: 'Casa Pizza Napoli',
    module_id: 1,
    avg_rating: 4.5,
    rating_count: 10,
    image_full_url: null,
  }) as unknown as Item;

type ResultsPage = ProductPage & StorePage;

/** The query cache as the page loader leaves it: config, the first results page, the trees. */
function seededClient(page: ResultsPage | null, trees = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.config('en'), testConfig);
  if (page) {
    client.setQueryData(
      queryKeys.searchResults('en', '[1]', 1, 'pizza', searchListKey(DEFAULT_SEARCH_STATE)),
      { pages: [page], pageParams: [1] },
    );
  }
  if (trees) client.setQueryData(queryKeys.categoryTree('en', 1), categories);
  return client;
}

function screenWith(client: QueryClient): ReactElement {
  const { store } = makeStore({ session: { token: null, guestId: 'guest-1' } });
  return (
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <MuiScope>
          <SearchResultsScreen listing={listing} />
        </MuiScope>
      </QueryClientProvider>
    </Provider>
  );
}

const firstPage: ResultsPage = {
  total_size: 2,
  products: [item(1, 'Margherita Pizza'), item(2, 'Pepperoni Pizza')],
  stores: [],
};

beforeEach(() => {
  resetRouter({ search: 'pizza', data_type: 'searched' }, '/home');
  const api = resetFakeApi() as unknown as { catalog: Record<string, jest.Mock> };
  // Anything the screen would fetch stays pending: the tests read what the cache holds.
  api.catalog = {
    searchList: jest.fn(() => new Promise(() => undefined)),
    categories: jest.fn(() => new Promise(() => undefined)),
    brandList: jest.fn(() => new Promise(() => undefined)),
  };
});

describe('search results: the filter column (R-SEARCH-3)', () => {
  it('is in the server HTML with the built-in filters and the category tree', () => {
    const html = renderToString(screenWith(seededClient(firstPage)));
    const container = document.createElement('div');
    container.innerHTML = html;
    const aside = container.querySelector('aside');
    expect(aside).not.toBeNull();
    const labels = [...aside!.querySelectorAll('label')].map((label) => label.textContent);
    for (const text of ['Nearby', 'Currently Open', 'Top Rated', 'Discounted', 'Popular']) {
      expect(labels).toContain(text);
    }
    expect(labels).toEqual(expect.arrayContaining(['All', 'Pizza', 'Classic Pizza', 'Drinks']));
    // The results are there too.
    expect(html).toContain('Margherita Pizza');
  });

  it('hydrates the server HTML without a mismatch (React error #418)', async () => {
    const html = renderToString(screenWith(seededClient(firstPage)));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, screenWith(seededClient(firstPage)), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    const hydrationWarnings = consoleError.mock.calls.filter((call) =>
      String(call[0]).match(/hydrat|did not match/i),
    );
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    expect(hydrationWarnings).toEqual([]);
    expect(within(container).getByRole('complementary', { name: 'Filter' })).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
  });

  it('hydrates without a mismatch when the server had no first page (the browser loads it)', async () => {
    const html = renderToString(screenWith(seededClient(null, false)));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, screenWith(seededClient(null, false)), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    // Loading, not 'Items not found!', in both renders.
    expect(within(container).getByLabelText('Loading results')).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
  });
});

describe('search results: sort and empty state', () => {
  it("offers the spec's sort labels, High to Low then Low to High (values high and low)", async () => {
    const user = userEvent.setup();
    render(screenWith(seededClient(firstPage)));
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    const options = within(sort).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Default',
      'High to Low',
      'Low to High',
    ]);
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['', 'high', 'low']);
    await user.selectOptions(sort, 'Low to High');
    expect(mockRouter.push).toHaveBeenCalledWith(
      expect.objectContaining({ query: expect.objectContaining({ sort: 'low' }) }),
      undefined,
      { shallow: true, scroll: false },
    );
  });

  it("says 'Sorry no data found related to your search' (no period) when nothing matches", () => {
    render(screenWith(seededClient({ total_size: 0, products: [], stores: [] })));
    expect(screen.getByText('Items not found!')).toBeInTheDocument();
    expect(screen.getByText('Sorry no data found related to your search')).toBeInTheDocument();
  });
});

describe('search results: tabs, view and the active filters', () => {
  const pushedQuery = () =>
    (mockRouter.push.mock.calls.at(-1)?.[0] as { query: Record<string, string> }).query;

  it('switches to Restaurants and to the list view, each in the URL', async () => {
    const user = userEvent.setup();
    render(screenWith(seededClient(firstPage)));
    const tabs = screen.getByRole('tablist', { name: 'Show' });
    expect(within(tabs).getByRole('tab', { name: 'Foods' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'results-tab-item');
    await user.click(within(tabs).getByRole('tab', { name: 'Restaurants' }));
    expect(pushedQuery()).toEqual(expect.objectContaining({ tab: 'store' }));

    const views = screen.getByRole('group', { name: 'View' });
    expect(within(views).getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const list = within(views).getByRole('button', { name: 'List view' });
    expect(list).toHaveAttribute('aria-pressed', 'false');
    await user.click(list);
    expect(pushedQuery()).toEqual(expect.objectContaining({ view: 'list' }));
  });

  it('removes a filter from its chip (click or Delete) and clears them all', async () => {
    resetRouter({ search: 'pizza', data_type: 'searched', filter: 'top_rated,popular' }, '/home');
    const user = userEvent.setup();
    render(screenWith(seededClient(firstPage)));
    const chips = screen.getByRole('list', { name: 'Active filters' });
    await user.click(within(chips).getByRole('button', { name: 'Remove Top Rated' }));
    expect(pushedQuery()).toEqual(expect.objectContaining({ filter: 'popular' }));

    mockRouter.push.mockClear();
    within(chips).getByRole('button', { name: 'Remove Popular' }).focus();
    await user.keyboard('{Delete}');
    expect(mockRouter.push).toHaveBeenCalledTimes(1);
    expect(pushedQuery().filter ?? '').not.toContain('popular');

    await user.click(within(chips).getByRole('button', { name: 'Clear all' }));
    expect(pushedQuery()).not.toHaveProperty('filter');
  });
});
