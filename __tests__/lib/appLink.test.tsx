import { fireEvent, render, screen } from '@testing-library/react';
import AppLink from '@/components/AppLink';
import { localizedPath } from '@/lib/locale';
import { mockRouter, resetRouter } from '../features/testUtils';

describe('localizedPath', () => {
  it('leaves the default locale unprefixed', () => {
    expect(localizedPath('/home', 'en')).toBe('/home');
    expect(localizedPath('/home', undefined)).toBe('/home');
  });

  it('prefixes other locales, without a trailing slash on the root', () => {
    expect(localizedPath('/home', 'ar')).toBe('/ar/home');
    expect(localizedPath('/store/casa?module_id=1#reviews', 'fr')).toBe(
      '/fr/store/casa?module_id=1#reviews',
    );
    expect(localizedPath('/', 'ar')).toBe('/ar');
    expect(localizedPath('/?module_id=2', 'ar')).toBe('/ar?module_id=2');
  });

  it('keeps paths that already carry the locale, API paths and non-paths as they are', () => {
    expect(localizedPath('/ar/home', 'ar')).toBe('/ar/home');
    expect(localizedPath('/ar', 'ar')).toBe('/ar');
    // A first segment that only starts like the locale is not the locale.
    expect(localizedPath('/area', 'ar')).toBe('/ar/area');
    expect(localizedPath('/api/v1/config', 'ar')).toBe('/api/v1/config');
    expect(localizedPath('https://example.com/x', 'ar')).toBe('https://example.com/x');
    expect(localizedPath('//cdn.example.com/x', 'ar')).toBe('//cdn.example.com/x');
    expect(localizedPath('#main', 'ar')).toBe('#main');
    expect(localizedPath('mailto:hello@example.com', 'ar')).toBe('mailto:hello@example.com');
  });
});

describe('AppLink', () => {
  beforeEach(() => {
    resetRouter();
    mockRouter.locale = 'en';
    mockRouter.prefetch.mockClear();
  });
  afterAll(() => {
    mockRouter.locale = 'en';
  });

  it('shows the address in the visitor locale and navigates with the router', () => {
    mockRouter.locale = 'ar';
    render(<AppLink href="/store/casa">Casa</AppLink>);
    const link = screen.getByRole('link', { name: 'Casa' });
    expect(link).toHaveAttribute('href', '/ar/store/casa');
    fireEvent.click(link);
    // The router adds the locale itself.
    expect(mockRouter.push).toHaveBeenCalledWith('/store/casa', undefined, {
      shallow: undefined,
      scroll: true,
    });
  });

  it('passes shallow and scroll on', () => {
    render(
      <AppLink href="/profile?page=my-orders" shallow scroll={false}>
        Orders
      </AppLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(mockRouter.push).toHaveBeenCalledWith('/profile?page=my-orders', undefined, {
      shallow: true,
      scroll: false,
    });
  });

  it('leaves new-tab clicks, other targets and other sites to the browser', () => {
    render(
      <>
        <AppLink href="/home">Home</AppLink>
        <AppLink href="/home" target="_blank">
          Home in a new tab
        </AppLink>
        <AppLink href="https://example.com">Elsewhere</AppLink>
      </>,
    );
    const home = screen.getByRole('link', { name: 'Home' });
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
      expect(fireEvent.click(home, { [modifier]: true })).toBe(true);
    }
    expect(fireEvent.click(home, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Home in a new tab' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true);
    expect(mockRouter.push).not.toHaveBeenCalled();
    // A plain click is the router's (the default action is cancelled).
    expect(fireEvent.click(home)).toBe(false);
    expect(mockRouter.push).toHaveBeenCalledTimes(1);
  });

  it('lets its own click handler cancel the navigation', () => {
    render(
      <AppLink href="/home" onClick={(event) => event.preventDefault()}>
        Logo
      </AppLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Logo' }));
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('prefetches on the first hover or touch only, and never another site', () => {
    render(
      <>
        <AppLink href="/product/tea">Tea</AppLink>
        <AppLink href="https://example.com">Elsewhere</AppLink>
      </>,
    );
    expect(mockRouter.prefetch).not.toHaveBeenCalled();
    const tea = screen.getByRole('link', { name: 'Tea' });
    fireEvent.mouseEnter(tea);
    fireEvent.touchStart(tea);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(mockRouter.prefetch).toHaveBeenCalledTimes(1);
    expect(mockRouter.prefetch).toHaveBeenCalledWith('/product/tea');
  });
});
