import { screen } from '@testing-library/react';
import type { Item, Store } from '@/api/catalogTypes';
import { ItemRow, StoreRow } from '@/features/search/ResultRows';
import { renderWithProviders } from '../testUtils';

const store = (extra: Partial<Store>): Store =>
  ({
    id: 12,
    name: 'Casa Pizza Napoli',
    module_id: 1,
    zone_id: 1,
    avg_rating: 4.5,
    rating_count: 8,
    distance: 1500,
    active: true,
    open: 1,
    ...extra,
  }) as unknown as Store;

describe('search result rows link by slug when there is one (R-SEARCH-2)', () => {
  it('a store row: /store/{slug} with module_id, module_type, store_zone_id and distance', () => {
    renderWithProviders(
      <StoreRow store={store({ slug: 'casa-pizza-napoli' })} moduleType="food" />,
    );
    const href = screen.getByRole('link').getAttribute('href')!;
    const url = new URL(href, 'http://shop.test');
    expect(url.pathname).toBe('/store/casa-pizza-napoli');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      module_id: '1',
      module_type: 'food',
      store_zone_id: '1',
      distance: '1500',
    });
  });

  it('a store row without a slug falls back to the id', () => {
    renderWithProviders(<StoreRow store={store({ slug: null })} moduleType="food" />);
    expect(screen.getByRole('link').getAttribute('href')).toMatch(/^\/store\/12\?/);
  });

  it('an item row: /product/{slug}?module_id', () => {
    const item = {
      id: 5,
      slug: 'margherita-pizza-casa',
      name: 'Margherita Pizza',
      module_id: 1,
      price: 60,
      avg_rating: 4,
      rating_count: 2,
    } as unknown as Item;
    renderWithProviders(<ItemRow item={item} />);
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      '/product/margherita-pizza-casa?module_id=1',
    );
  });
});
