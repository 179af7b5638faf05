import { act, screen, within } from '@testing-library/react';
import { HelpScreen } from '@/features/pages/HelpScreen';
import { PolicyScreen } from '@/features/pages/PolicyScreen';
import type { ShellProps } from '@/lib/server/page';
import { moduleSelected } from '@/store/slices/module';
import { renderWithProviders, resetFakeApi, resetRouter, testConfig } from '../testUtils';

const shell: ShellProps = { config: testConfig, siteUrl: 'https://shop.test', moduleType: null };
const config = {
  ...testConfig,
  phone: '+212 600-000 001',
  email: 'support@atlasmart.test',
  address: '12 Boulevard Zerktouni, Casablanca',
};

beforeEach(() => {
  resetFakeApi();
  resetRouter();
});

describe('HelpScreen', () => {
  it('lists each configured contact channel under its own heading', () => {
    renderWithProviders(<HelpScreen shell={shell} />, { config });
    expect(screen.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Call us',
      'Email us',
      'Chat with us',
      'Visit us',
    ]);
    expect(screen.getByRole('link', { name: '+212 600-000 001' })).toHaveAttribute(
      'href',
      'tel:+212600000001',
    );
    expect(screen.getByRole('link', { name: 'support@atlasmart.test' })).toHaveAttribute(
      'href',
      'mailto:support@atlasmart.test',
    );
    expect(screen.getByText('12 Boulevard Zerktouni, Casablanca')).toBeVisible();
  });

  it('sends a guest to sign in before the support chat, and a member straight to it', () => {
    const guest = renderWithProviders(<HelpScreen shell={shell} />, { config });
    const signIn = screen.getByRole('link', { name: 'Sign in to chat with support' });
    expect(signIn.getAttribute('href')).toMatch(/^\/auth\/sign-in\?from=%2Fchatting/);
    guest.unmount();

    renderWithProviders(<HelpScreen shell={shell} />, { config, token: 'member-token' });
    expect(screen.getByRole('link', { name: 'Chat with support' }).getAttribute('href')).toMatch(
      /^\/chatting/,
    );
  });

  it('leaves out the channels the business has not configured; Contact in the parcel module', () => {
    const { store } = renderWithProviders(<HelpScreen shell={shell} />);
    act(() => {
      store.dispatch(moduleSelected({ id: 5, module_name: 'Parcel', module_type: 'parcel' }));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Chat with us',
    ]);
  });
});

describe('PolicyScreen', () => {
  it("renders the page's sanitised HTML under its title", () => {
    const { container } = renderWithProviders(
      <PolicyScreen
        title="Privacy Policy"
        path="/privacy-policy"
        html="<h2>Data</h2><p>We keep <a href='/about-us'>little</a>.</p>"
        shell={shell}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const body = container.querySelector('h1')?.nextElementSibling as HTMLElement;
    expect(within(body).getByRole('heading', { level: 2, name: 'Data' })).toBeVisible();
    expect(within(body).getByRole('link', { name: 'little' })).toHaveAttribute('href', '/about-us');
  });

  it('says so when the page has no content', () => {
    renderWithProviders(
      <PolicyScreen title="Refund Policy" path="/refund-policy" html="" shell={shell} />,
    );
    expect(screen.getByText('This page has no content yet.')).toBeVisible();
  });
});
