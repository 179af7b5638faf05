import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import type { LandingPage, Module } from '@/api/types';
import { LandingScreen } from '@/features/landing/LandingScreen';
import { makeStore } from '@/store';
import { deferred, installLocationApi, MAARIF, mockGeolocation } from '../location/helpers';
import { renderWithProviders, resetRouter, resetToasts } from '../testUtils';

jest.mock('@/lib/publicEnv', () => ({ publicEnv: () => ({}), usesBuiltInApi: () => true }));

const LANDING: LandingPage = {
  hero_section: {
    header_title: 'Everything delivered in Casablanca',
    header_sub_title: 'Food, groceries and medicine at your door',
    header_tag_line: 'Fast delivery',
  },
  trust_section: {
    cards: [{ title: 'Secure payment', sub_title: 'Cards and cash', image_full_url: '/trust.png' }],
  },
  available_zone_section: {
    title: 'Where we deliver',
    short_description: 'Our zones',
    available_zone_list: [{ id: 1, name: 'Casablanca', modules: ['Food', 'Grocery'] }],
  },
  promotional_banner_section: { promotion_banners_full_url: ['/banner-1.png', '/banner-2.png'] },
  testimonial_section: {
    title: 'What customers say',
    testimonial_list: [
      {
        name: 'Salma',
        designation: 'Student',
        review: 'Always on time',
        reviewer_image_full_url: null,
      },
    ],
  },
  faq_section: {
    faq_title: 'Questions',
    faq_list: [
      { question: 'Where do you deliver?', answer: 'Across Casablanca.' },
      { question: 'How do I pay?', answer: 'By card or cash.' },
    ],
  },
};

const MODULES: Module[] = [
  { id: 1, module_name: 'Food', module_type: 'food', description: 'Restaurants near you' },
  { id: 2, module_name: 'Grocery', module_type: 'grocery' },
];

/** Renders the page and waits for the search field, which loads on demand. */
async function renderLanding(landing: LandingPage = LANDING, modules: Module[] = MODULES) {
  const result = renderWithProviders(<LandingScreen landing={landing} modules={modules} />);
  await screen.findByRole('combobox', { name: 'Search location' });
  return result;
}

beforeEach(() => {
  installLocationApi();
  resetRouter();
  resetToasts();
});

describe('LandingScreen', () => {
  it('renders every section with its headings and the location entry', async () => {
    await renderLanding();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Everything delivered in Casablanca' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Everything delivered in Casablanca' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delivery location' })).toBeInTheDocument();

    const modules = screen.getByRole('region', { name: 'Everything you need, delivered' });
    const items = within(modules).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Food' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Restaurants near you')).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 3, name: 'Secure payment' })).toBeInTheDocument();
    const zones = screen.getByRole('region', { name: 'Where we deliver' });
    expect(within(zones).getByText('Our zones')).toBeInTheDocument();
    expect(within(zones).getByText('Grocery')).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'What customers say' });
    expect(within(reviews).getByText('“Always on time”')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Questions' })).toBeInTheDocument();
  });

  it('server-renders plain elements: no MUI or emotion classes, the field placeholder in place', () => {
    const { store } = makeStore({ session: { token: null, guestId: 'guest-1' } });
    const html = renderToString(
      <Provider store={store}>
        <QueryClientProvider client={new QueryClient()}>
          <LandingScreen landing={LANDING} modules={MODULES} />
        </QueryClientProvider>
      </Provider>,
    );
    expect(html).not.toMatch(/Mui|class="css-|data-emotion/);
    expect(html).toContain('id="hero-title"');
    expect(html).toContain('Search location here...');
    expect(html).toContain('role="search"');
  });

  it('FAQ entries are disclosure widgets that report their state', async () => {
    const { user } = await renderLanding();
    const faq = screen.getByRole('region', { name: 'Questions' });
    const question = within(faq).getByText('Where do you deliver?');
    const details = question.closest('details')!;
    expect(question.tagName).toBe('SUMMARY');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(details.open).toBe(false);

    await user.click(question);
    expect(details.open).toBe(true);
    await waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'true'));

    await user.click(question);
    expect(details.open).toBe(false);
    await waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'false'));
  });

  it('an entry opened before hydration reports it once hydrated', async () => {
    const { store } = makeStore({ session: { token: null, guestId: 'guest-1' } });
    const page = (
      <Provider store={store}>
        <QueryClientProvider client={new QueryClient()}>
          <LandingScreen landing={LANDING} modules={MODULES} />
        </QueryClientProvider>
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    const question = within(container).getByText('How do I pay?');
    // As a visitor's click before the script ran would: React then notes the extra `open`
    // attribute in development (and only that), and keeps the server HTML.
    const details = question.closest('details')!;
    const toggled = new Promise((resolve) => details.addEventListener('toggle', resolve));
    details.open = true;
    await toggled; // before React is there to hear it
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    for (const [message] of consoleError.mock.calls) {
      expect(String(message)).toMatch(/didn't match the client properties/);
    }
    consoleError.mockRestore();
    expect(within(container).getByText('How do I pay?')).toBe(question);
    await waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'true'));
    expect(within(container).getByText('Where do you deliver?')).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await within(container).findByRole('combobox', { name: 'Search location' });
    act(() => root!.unmount());
    container.remove();
  });

  it('skips sections whose data is missing or switched off', async () => {
    await renderLanding(
      { hero_section: { header_title: 'Welcome' }, faq_section: { status: 0 } },
      [],
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('LocationEntry busy state', () => {
  it('shows the status text and a hidden spinner while the device location resolves', async () => {
    mockGeolocation({ position: MAARIF });
    const api = installLocationApi();
    const geocode = deferred<string | null>();
    api.location.geocode.mockReturnValue(geocode.promise);
    const { user } = await renderLanding(LANDING, []);
    const button = screen.getByRole('button', { name: 'Use Current Location' });
    await user.click(button);

    const status = screen.getByRole('status');
    expect(await within(status).findByText('Detecting your location...')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-busy', 'true');
    // Decorative, as MUI's CircularProgress with aria-hidden was: the status text speaks instead.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getAllByRole('progressbar', { hidden: true })).toHaveLength(2);

    geocode.resolve('Boulevard Zerktouni, Casablanca, Morocco');
    await waitFor(() =>
      expect(within(status).queryByText('Detecting your location...')).toBeNull(),
    );
    expect(button).not.toHaveAttribute('aria-busy');
    expect(within(button).queryByRole('progressbar', { hidden: true })).toBeNull();
    expect(within(status).queryByRole('progressbar', { hidden: true })).toBeNull();
    // The module step follows the stored location.
    expect(await screen.findByRole('button', { name: 'Food' })).toBeInTheDocument();
  });
});
