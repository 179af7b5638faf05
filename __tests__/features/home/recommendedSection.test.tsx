import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { Item } from '@/api/catalogTypes';
import { ModuleHomeScreen } from '@/features/home/ModuleHomeScreen';
import TabbedItems from '@/features/home/sections/TabbedItems';
import type { ModuleHomeData } from '@/features/home/types';
import { renderWithProviders } from '../testUtils';

// The home's sections are their own chunks (next/dynamic): stand-ins show which ones it renders.
// TabbedItems is imported directly below, so it renders for real.
jest.mock('next/dynamic', () => ({
  __esModule: true,
  default: (): ComponentType => {
    const Dynamic = () => null;
    return Dynamic;
  },
}));

const item = (id: number, name: string, category: [string, string]): Item =>
  ({
    id,
    name,
    slug: `${name.toLowerCase().replace(/\s+/g, '-')}-atlas`,
    price: 12,
    discount: 0,
    discount_type: 'percent',
    module_id: 2,
    store_id: 3,
    store_name: 'Atlas Supermarket',
    avg_rating: 4,
    rating_count: 3,
    image_full_url: null,
    category_ids: [{ id: category[0], name: category[1], position: 1 }],
  }) as unknown as Item;

const items = [
  item(1, 'Red Apples', ['11', 'Fruits']),
  item(2, 'Whole Milk', ['21', 'Dairy']),
  item(3, 'Bananas', ['11', 'Fruits']),
];

describe("'Item That You'll Love' (R-HOME-9)", () => {
  it('is a titled section of item cards linking to their product pages (slug first)', () => {
    renderWithProviders(
      <TabbedItems id="recommended" title="Item That You'll Love" items={items} />,
    );
    const section = screen
      .getByRole('heading', { name: "Item That You'll Love" })
      .closest('section');
    expect(section).not.toBeNull();
    const links = within(section!)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/product/'));
    expect(links).toEqual(
      expect.arrayContaining([
        '/product/red-apples-atlas?module_id=2',
        '/product/whole-milk-atlas?module_id=2',
      ]),
    );
  });

  it('tab 0 is all; tab n is the nth category of the listed items', async () => {
    const { user } = renderWithProviders(
      <TabbedItems id="recommended" title="Item That You'll Love" items={items} />,
    );
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All', 'Fruits', 'Dairy']);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Whole Milk')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Fruits' }));
    expect(within(panel).queryByText('Whole Milk')).toBeNull();
    expect(within(panel).getByText('Red Apples')).toBeInTheDocument();
    expect(within(panel).getByText('Bananas')).toBeInTheDocument();
  });
});

describe('the module home renders the section only with items', () => {
  it.each(['grocery', 'pharmacy'] as const)('%s', (moduleType) => {
    const data = emptyHome();
    const withItems = renderWithProviders(
      <ModuleHomeScreen
        data={{ ...data, recommended: items }}
        moduleId={2}
        moduleName="Module"
        moduleType={moduleType}
      />,
    );
    expect(withItems.container.querySelector('[data-home-section="recommended"]')).not.toBeNull();
    withItems.unmount();
    const without = renderWithProviders(
      <ModuleHomeScreen data={data} moduleId={2} moduleName="Module" moduleType={moduleType} />,
    );
    expect(without.container.querySelector('[data-home-section="recommended"]')).toBeNull();
  });
});

function emptyHome(): ModuleHomeData {
  return {
    banners: [],
    categories: [],
    popularItems: [],
    popularStores: [],
    bestReviewed: [],
    recommended: [],
    newArrivals: { products: [], categories: [] },
    featuredCategories: { products: [], categories: [] },
    specialOffers: [],
    advertisements: [],
    flashSale: null,
    campaigns: [],
    campaignItems: [],
    newStores: [],
    brands: [],
    coupons: [],
    conditions: [],
    firstConditionItems: { total_size: 0, products: [] },
    basicMedicine: [],
    featuredStores: [],
    bestStores: [],
    sectionBanners: { promotional: null, bestReviewed: null, newArrival: null, bottom: null },
  };
}
