import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { ParcelHomeData, ModuleHomeData } from '@/features/home/types';
import { ModuleHomeScreen } from '@/features/home/ModuleHomeScreen';
import { ParcelHomeScreen } from '@/features/home/parcel/ParcelHomeScreen';
import { ItemGrid } from '@/features/home/parts/Strips';
import { renderWithProviders } from '../testUtils';

// The sections, carousels and widgets are other chunks with tests of their own: these tests cover
// the screens' own markup, so every `next/dynamic` part stands in as an empty element.
jest.mock('next/dynamic', () => ({
  __esModule: true,
  default: (): ComponentType => {
    const Dynamic = () => null;
    return Dynamic;
  },
}));

const emptyModuleHome: ModuleHomeData = {
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

describe('ModuleHomeScreen', () => {
  it('names the page after the module and says when the module has nothing yet', () => {
    const { container } = renderWithProviders(
      <ModuleHomeScreen
        data={emptyModuleHome}
        moduleId={2}
        moduleName="Grocery"
        moduleType="grocery"
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Grocery');
    expect(
      screen.getByText('Nothing is available in this module in your area yet.'),
    ).toBeInTheDocument();
    // The browser-only visited stores keep their slot.
    expect(container.querySelector('[data-home-section="visitAgain"]')).not.toBeNull();
    expect(container.querySelector('[class*="Mui"]')).toBeNull();
  });

  it('falls back to Home for the heading', () => {
    renderWithProviders(
      <ModuleHomeScreen data={emptyModuleHome} moduleId={2} moduleName={null} moduleType={null} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Home');
  });

  it('has a plain floating button for the tracking dialog', () => {
    renderWithProviders(
      <ModuleHomeScreen data={emptyModuleHome} moduleId={2} moduleName="Food" moduleType="food" />,
    );
    const button = screen.getByRole('button', { name: 'Track your order' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

const parcelHome: ParcelHomeData = {
  banners: [],
  categories: [
    {
      id: 7,
      name: 'Documents',
      description: 'Letters and papers',
      image_full_url: 'https://cdn.test/documents.png',
    },
    { id: 8, name: 'Boxes', description: null, image_full_url: null },
  ],
  video: {
    section_title: 'How it works',
    banner_type: 'video',
    banner_video_full_url: 'https://cdn.test/how.mp4',
    banner_image_full_url: 'https://cdn.test/poster.jpg',
    banner_contents: [
      { label: 'Pick up', description: 'We collect it' },
      { label: 'Deliver', description: 'We bring it' },
    ],
  },
  whyChoose: [],
};

describe('ParcelHomeScreen', () => {
  let paused = true;
  beforeEach(() => {
    paused = true;
    jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
      paused = false;
      return Promise.resolve();
    });
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {
      paused = true;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the heading, the category links and the steps as plain elements', () => {
    const { container } = renderWithProviders(
      <ParcelHomeScreen data={parcelHome} moduleName="Parcel delivery" />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Parcel delivery');
    const categories = screen
      .getByRole('region', { name: 'We Deliver Everything' })
      .querySelector('ul') as HTMLElement;
    const links = within(categories).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/parcel-delivery-info?category_id=7',
      '/parcel-delivery-info?category_id=8',
    ]);
    expect(within(links[0]).getByRole('heading', { level: 3 })).toHaveTextContent('Documents');
    expect(within(links[0]).getByText('Letters and papers')).toBeInTheDocument();
    const how = screen.getByRole('region', { name: 'Easiest way to get services' });
    const steps = within(how).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(within(steps[1]).getByRole('heading', { level: 3 })).toHaveTextContent('Deliver');
    expect(within(steps[1]).getByText('We bring it')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Track your parcel' })).toBeInTheDocument();
    expect(container.querySelector('[class*="Mui"]')).toBeNull();
  });

  it('plays and pauses the video with a pressed toggle that names its action', async () => {
    const { user, container } = renderWithProviders(
      <ParcelHomeScreen data={parcelHome} moduleName={null} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Parcel');
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('aria-label', 'How it works video');
    expect(video).toHaveAttribute('src', 'https://cdn.test/how.mp4');
    const play = screen.getByRole('button', { name: 'Play video' });
    expect(play).toHaveAttribute('type', 'button');
    expect(play).toHaveAttribute('aria-pressed', 'false');
    await user.click(play);
    const pause = await screen.findByRole('button', { name: 'Pause video' });
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'Play video' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('ItemGrid', () => {
  it('is a labelled list whose wide-screen columns come from `columns`', () => {
    renderWithProviders(<ItemGrid items={[]} label="New arrivals" columns={6} />);
    const list = screen.getByRole('list', { name: 'New arrivals' });
    expect(list.style.getPropertyValue('--columns-md')).toBe('4');
    expect(list.style.getPropertyValue('--columns-lg')).toBe('6');
  });
});
