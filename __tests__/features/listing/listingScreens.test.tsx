import { act, screen, within } from '@testing-library/react';
import type { FlashSaleItem, Item } from '@/api/catalogTypes';
import { CategoriesScreen } from '@/features/listing/CategoriesScreen';
import { CategoryScreen } from '@/features/listing/CategoryScreen';
import { FilterChips } from '@/features/listing/FilterChips';
import { FlashSaleScreen } from '@/features/listing/FlashSaleScreen';
import { ListingHeader } from '@/features/listing/ListingHeader';
import { StoreListScreen } from '@/features/listing/StoreListScreen';
import { mockRouter, renderWithProviders, resetFakeApi, resetRouter } from '../testUtils';

const visitor = { scope: 'visitor', moduleId: 1, zoneIds: '[1]', moduleType: 'food' } as const;
const pending = () => jest.fn(() => new Promise(() => undefined));

/** The fake API's catalog: each call given here, any other stays pending. */
function catalog(calls: Record<string, jest.Mock> = {}) {
  const api = resetFakeApi() as unknown as { catalog: Record<string, jest.Mock> };
  api.catalog = new Proxy(calls, {
    get: (target, name: string) => (target[name] ??= pending()),
  });
  return api.catalog;
}

const item = (id: number, name: string): Item =>
  ({
    id,
    name,
    slug: name.toLowerCase(),
    price: 60,
    discount: 0,
    discount_type: 'percent',
    store_id: 1,
    store_name: 'Casa Pizza Napoli',
    module_id: 1,
    image_full_url: null,
  }) as unknown as Item;

beforeEach(() => {
  resetRouter();
  catalog();
});

describe('ListingHeader (R-LIST-3)', () => {
  it('is the page heading with the count as a live status, and the filters beside it', () => {
    renderWithProviders(
      <ListingHeader title="Pizza" countText="24 Foods">
        <button type="button">A filter</button>
      </ListingHeader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pizza' })).toHaveAttribute(
      'id',
      'listing-title',
    );
    expect(screen.getByRole('status')).toHaveTextContent('24 Foods');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'A filter' })).toBeInTheDocument();
  });

  it('keeps the status line empty until the count is known', () => {
    renderWithProviders(<ListingHeader title="Pizza" countText={null} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('FilterChips', () => {
  const options = [
    { value: 0, label: 'All' },
    { value: 2, label: 'Classic Pizza' },
  ];

  it('is a named group of toggle buttons, the chosen one pressed', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <FilterChips label="Sub-categories" options={options} value={0} onChange={onChange} />,
    );
    const group = screen.getByRole('group', { name: 'Sub-categories' });
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const classic = within(group).getByRole('button', { name: 'Classic Pizza' });
    expect(classic).toHaveAttribute('aria-pressed', 'false');
    await user.click(classic);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('shows nothing with a single option', () => {
    const { container } = renderWithProviders(
      <FilterChips label="Sub-categories" options={[options[0]]} value={0} onChange={jest.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('CategoriesScreen', () => {
  it('lists each category as a link with its name as a heading', () => {
    renderWithProviders(
      <CategoriesScreen
        moduleId={1}
        moduleType="food"
        pageModuleType="food"
        categories={[
          { id: 1, name: 'Pizza', slug: 'pizza', image_full_url: null },
          { id: 4, name: 'Drinks', slug: 'drinks', image_full_url: null },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 categories');
    const list = screen.getByRole('list', { name: 'Categories' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', expect.stringContaining('/category/pizza'));
    expect(within(links[0]).getByRole('heading', { level: 2, name: 'Pizza' })).toBeVisible();
  });

  it('says so when there are none', () => {
    renderWithProviders(
      <CategoriesScreen moduleId={1} moduleType="food" pageModuleType="food" categories={[]} />,
    );
    expect(screen.getByText('No categories found')).toBeInTheDocument();
  });
});

describe('CategoryScreen (R-LIST-2)', () => {
  it('has Items and Stores tabs (Restaurants for food) over one panel', async () => {
    const calls = catalog();
    const { user } = renderWithProviders(
      <CategoryScreen
        listing={{
          ...visitor,
          category: {
            id: 1,
            name: 'Pizza',
            slug: 'pizza',
            image: null,
            children: [],
            parent: null,
          },
        }}
        trail={[{ label: 'Home', href: '/home' }]}
      />,
    );
    const tabs = screen.getByRole('tablist', { name: 'Show' });
    const foods = within(tabs).getByRole('tab', { name: 'Foods' });
    const restaurants = within(tabs).getByRole('tab', { name: 'Restaurants' });
    expect(foods).toHaveAttribute('aria-selected', 'true');
    expect(foods).toHaveAttribute('aria-controls', 'category-panel');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'category-tab-item');
    await user.click(restaurants);
    expect(restaurants).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'category-tab-store');
    expect(calls.categoryStores).toHaveBeenCalled();
  });
});

describe('StoreListScreen (R-LIST-3)', () => {
  it('keeps the delivery type and store category filters in the URL', async () => {
    resetRouter({}, '/store/latest');
    const { user } = renderWithProviders(<StoreListScreen listing={visitor} kind="latest" />);
    expect(screen.getByRole('heading', { level: 1, name: 'New Restaurants' })).toBeVisible();
    const delivery = screen.getByRole('combobox', { name: 'Delivery type' });
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
    await user.selectOptions(delivery, 'take_away');
    expect(mockRouter.replace).toHaveBeenCalledWith(
      expect.objectContaining({
        pathname: '/store/latest',
        query: expect.objectContaining({ delivery: 'take_away' }),
      }),
      undefined,
      { shallow: true, scroll: false },
    );
  });
});

describe('FlashSaleScreen (R-LIST-6)', () => {
  it('counts down and shows each item with its sold progress', async () => {
    const entry: FlashSaleItem = {
      id: 9,
      item_id: 1,
      stock: 10,
      sold: 5,
      available_stock: 10,
      item: item(1, 'Margherita Pizza'),
    };
    catalog({ flashSaleItems: jest.fn(async () => ({ total_size: 1, products: [entry] })) });
    renderWithProviders(
      <FlashSaleScreen
        sale={{ id: 3, title: 'Mega Flash Sale', start_date: '', end_date: '2999-01-01' }}
        listing={visitor}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Mega Flash Sale' })).toBeVisible();
    const timer = screen.getByRole('timer', { name: 'Time left' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(within(timer).getByText('Days')).toBeInTheDocument();
    const progress = await screen.findByRole('progressbar', { name: 'Sold 5 of 10' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Sold: 5')).toBeInTheDocument();
    expect(screen.getByText('Available: 10')).toBeInTheDocument();
  });

  it('says so when no sale runs', () => {
    renderWithProviders(<FlashSaleScreen sale={null} listing={visitor} />);
    expect(screen.getByText('No flash sale is running right now.')).toBeInTheDocument();
  });
});
