import { act, screen, within } from '@testing-library/react';
import { Footer } from '@/layout/Footer';
import { AccountAction, HeaderActions } from '@/layout/HeaderActions';
import { ThemeToggle } from '@/layout/ThemeToggle';
import { moduleSelected } from '@/store/slices/module';
import { wishlistItemAdded, wishlistStoreAdded } from '@/store/slices/wishlist';
import { demoProfile, renderWithProviders, resetRouter, testConfig } from '../features/testUtils';

jest.mock('@/lib/i18n/useTranslation', () =>
  jest.requireActual('../features/testUtils').i18nModuleMock(),
);

beforeEach(() => resetRouter({}, '/store/[id]'));

describe('header actions', () => {
  it('offers guests order tracking, and counts the wishlist on its button', () => {
    const { store } = renderWithProviders(<HeaderActions />);
    expect(screen.getByRole('link', { name: 'Track order' })).toHaveAttribute(
      'href',
      '/track-order',
    );
    expect(screen.queryByRole('link', { name: 'Chat' })).not.toBeInTheDocument();
    const wishlist = screen.getByRole('button', { name: 'Wishlist (0)' });
    // No badge at zero: the label carries the count for screen readers either way.
    expect(wishlist).toHaveTextContent(/^$/);
    act(() => {
      store.dispatch(wishlistItemAdded(7));
      store.dispatch(wishlistStoreAdded(3));
    });
    expect(screen.getByRole('button', { name: 'Wishlist (2)' })).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Cart (0)' })).toBeInTheDocument();
  });

  it('caps the badge at 99+', () => {
    const { store } = renderWithProviders(<HeaderActions />);
    act(() => {
      for (let id = 1; id <= 120; id += 1) store.dispatch(wishlistItemAdded(id));
    });
    expect(screen.getByRole('button', { name: 'Wishlist (120)' })).toHaveTextContent('99+');
  });

  it('offers members the chat instead of order tracking', () => {
    renderWithProviders(<HeaderActions />, { token: 'member-token' });
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/chatting');
    expect(screen.queryByRole('link', { name: 'Track order' })).not.toBeInTheDocument();
  });

  it('shows nothing in the parcel module (R-SHELL-9)', () => {
    const { store, container } = renderWithProviders(<HeaderActions />);
    act(() => {
      store.dispatch(moduleSelected({ id: 5, module_name: 'Parcel', module_type: 'parcel' }));
    });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('account action', () => {
  it('links guests to sign-in, coming back to the page they were on', () => {
    renderWithProviders(<AccountAction />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth/sign-in?from=%2Fstore%2F%5Bid%5D',
    );
  });

  it('is the profile menu for members', () => {
    renderWithProviders(<AccountAction />, { token: 'member-token', profile: demoProfile });
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    const menu = screen.getByRole('button', { name: 'Open profile menu' });
    expect(menu).toHaveAttribute('aria-haspopup', 'menu');
    // No photo: the avatar is the first letter of the member's name.
    expect(menu).toHaveTextContent(/^A$/);
  });
});

describe('theme toggle', () => {
  it('says which mode it switches to and whether dark mode is on', async () => {
    const { user } = renderWithProviders(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Switch to dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('footer', () => {
  const config = {
    ...testConfig,
    email: 'hello@atlasmart.test',
    phone: '+212 600-000-000',
    address: '12 Rue Tahar Sebti, Casablanca',
    footer_text: '© 2026 AtlasMart',
    refund_policy: 1,
    social_media: [
      { id: 1, name: 'facebook', link: 'https://facebook.com/atlasmart', status: 1 },
      { id: 2, name: 'tiktok', link: 'https://tiktok.com/@atlasmart', status: 1 },
      { id: 3, name: 'instagram', link: 'https://instagram.com/atlasmart', status: 0 },
    ],
    landing_page_links: { app_url_ios: 'https://apps.apple.com/atlasmart', app_url_ios_status: 1 },
  };

  it('shows the description, page links, contact and app links', () => {
    renderWithProviders(<Footer description="Groceries and meals, delivered." />, { config });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Groceries and meals, delivered.')).toBeInTheDocument();
    const links = within(footer).getByRole('heading', { name: 'Useful links' }).nextElementSibling;
    expect(
      within(links as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/about-us',
      '/terms-and-conditions',
      '/privacy-policy',
      '/refund-policy',
      '/help-and-support',
      '/track-order',
    ]);
    expect(within(footer).getByRole('link', { name: /hello@atlasmart.test/ })).toHaveAttribute(
      'href',
      'mailto:hello@atlasmart.test',
    );
    expect(within(footer).getByRole('link', { name: /600-000-000/ })).toHaveAttribute(
      'href',
      'tel:+212600000000',
    );
    expect(within(footer).getByRole('button', { name: /12 Rue Tahar Sebti/ })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(
      within(footer).getByRole('link', { name: 'App Store (opens in a new window)' }),
    ).toHaveAttribute('href', 'https://apps.apple.com/atlasmart');
    expect(within(footer).getByText('© 2026 AtlasMart')).toBeInTheDocument();
  });

  it('links active social accounts only, by name when there is no icon for them', () => {
    renderWithProviders(<Footer />, { config });
    const facebook = screen.getByRole('link', { name: 'facebook (opens in a new window)' });
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(facebook.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'tiktok (opens in a new window)' })).toHaveTextContent(
      'tiktok',
    );
    expect(screen.queryByRole('link', { name: /instagram/ })).not.toBeInTheDocument();
  });
});
