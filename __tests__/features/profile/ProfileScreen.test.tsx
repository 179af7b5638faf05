import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@/api/errors';
import type { Order } from '@/api/modules/order';
import { ProfileScreen } from '@/features/profile/ProfileScreen';
import {
  demoProfile,
  fill,
  mockRouter,
  renderWithProviders,
  resetFakeApi,
  resetRouter,
  resetToasts,
  testConfig,
  toastMock,
  type FakeApi,
} from '../testUtils';

let api: FakeApi;
beforeEach(() => {
  api = resetFakeApi();
  api.customer.info.mockResolvedValue(demoProfile);
  resetRouter({}, '/profile');
  resetToasts();
});

function renderMember(page?: string, profile = demoProfile, config = testConfig) {
  resetRouter(page ? { page } : {}, '/profile');
  return renderWithProviders(<ProfileScreen />, { token: 'member-token', profile, config });
}

describe('ProfileScreen for guests', () => {
  it('invites the guest to sign in and come back to the profile', async () => {
    renderWithProviders(<ProfileScreen />);
    expect(await screen.findByText('Sign in to see your account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth/sign-in?from=%2Fprofile',
    );
  });

  it('uses the specification message on the wallet page', async () => {
    resetRouter({ page: 'wallet' }, '/profile');
    renderWithProviders(<ProfileScreen />);
    expect(await screen.findByText('You must be login to access this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth/sign-in?from=%2Fprofile%3Fpage%3Dwallet',
    );
  });
});

describe('ProfileScreen navigation', () => {
  it('lists every menu entry and marks the current one', async () => {
    renderMember();
    const nav = await screen.findByRole('navigation', { name: 'Account menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Profile',
      'My Orders',
      'Coupons',
      'My Wallet',
      'Loyalty Points',
      'Referral Code',
      'Inbox',
      'Notifications',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows the running orders from the API, or an empty state with a way to the shop', async () => {
    const empty = { total_size: 0, limit: 10, offset: 1, orders: [] };
    api.order.runningOrders.mockResolvedValue(empty);
    api.order.list.mockResolvedValue(empty);
    api.review.reminder.mockResolvedValue({ order_id: null, images: [] });
    renderMember('my-orders');
    expect(await screen.findByText('No running orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/home');
    expect(api.order.runningOrders).toHaveBeenCalled();
  });

  it('shows the wallet balance and the loyalty points from the profile', async () => {
    const { unmount } = renderMember('wallet');
    expect(await screen.findByText('125.50 MAD')).toBeInTheDocument();
    unmount();
    renderMember('loyalty-points');
    expect(await screen.findByText('340')).toBeInTheDocument();
  });

  it('falls back to profile settings when the wallet is switched off', async () => {
    renderMember('wallet', demoProfile, { ...testConfig, customer_wallet_status: 0 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile settings' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Wallet' })).not.toBeInTheDocument();
  });

  it('copies the referral code and says Copied for a second', async () => {
    const { user } = renderMember('referral-code');
    expect(await screen.findByText('ATLAS2024')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('ATLAS2024');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument(), {
      timeout: 2000,
    });
  });

  it('opens the logout confirmation', async () => {
    const { user } = renderMember();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

describe('Profile settings form', () => {
  it('starts from the profile, with the phone locked', async () => {
    renderMember();
    expect(await screen.findByLabelText(/First name/)).toHaveValue('Amina');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Demo');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('demo@atlasmart.test');
    const phone = screen.getByLabelText(/Phone number/);
    expect(phone).toHaveValue('+212600000001');
    expect(phone).toBeDisabled();
    expect(
      screen.getByText('Image format: jpg, png, jpeg, gif. Maximum size: 2 MB. Ratio: 1:1'),
    ).toBeInTheDocument();
  });

  it('shows the exact validation messages and focuses the first invalid field', async () => {
    const { user } = renderMember();
    await user.clear(await screen.findByLabelText(/First name/));
    await user.clear(screen.getByLabelText(/Last name/));
    await user.clear(screen.getByLabelText(/^Email/));
    await user.click(screen.getByRole('button', { name: 'Update profile' }));

    expect(await screen.findByText('name is required')).toBeInTheDocument();
    expect(screen.getByText('last name required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveFocus());

    await fill(user, screen.getByLabelText(/^Email/), 'demo@');
    await user.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    expect(api.customer.updateProfile).not.toHaveBeenCalled();
  });

  it('shows "phone number required" when the account has no phone', async () => {
    const { user } = renderMember(undefined, { ...demoProfile, phone: null });
    await user.click(await screen.findByRole('button', { name: 'Update profile' }));
    expect(await screen.findByText('phone number required')).toBeInTheDocument();
  });

  it('sends no password when the password fields are empty', async () => {
    api.customer.updateProfile.mockResolvedValue({ message: 'Successfully updated!' });
    const { user, queryClient } = renderMember();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await user.clear(await screen.findByLabelText(/First name/));
    await fill(user, screen.getByLabelText(/First name/), ' Samira ');
    await user.click(screen.getByRole('button', { name: 'Update profile' }));

    await waitFor(() => expect(api.customer.updateProfile).toHaveBeenCalledTimes(1));
    expect(api.customer.updateProfile).toHaveBeenCalledWith({
      f_name: 'Samira',
      l_name: 'Demo',
      email: 'demo@atlasmart.test',
      phone: '+212600000001',
      password: undefined,
      image: null,
    });
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith('Successfully updated!', expect.anything()),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profile'] });
  });

  it('sends the password only when filled and confirmed, then clears it', async () => {
    api.customer.updateProfile.mockResolvedValue({ message: 'Successfully updated!' });
    const { user } = renderMember();
    await fill(user, await screen.findByLabelText(/^New password/), 'NewSecret1');
    await user.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByText('Confirm your password')).toBeInTheDocument();

    await fill(user, screen.getByLabelText(/^Confirm password/), 'NewSecret1');
    await user.click(screen.getByRole('button', { name: 'Update profile' }));
    await waitFor(() => expect(api.customer.updateProfile).toHaveBeenCalledTimes(1));
    expect(api.customer.updateProfile).toHaveBeenCalledWith(
      expect.objectContaining({ password: 'NewSecret1' }),
    );
    await waitFor(() => expect(screen.getByLabelText(/^New password/)).toHaveValue(''));
  });

  it('shows the server error above the form', async () => {
    api.customer.updateProfile.mockRejectedValue(
      new ApiError(403, [{ code: 'email', message: 'The email has already been taken.' }]),
    );
    const { user } = renderMember();
    await user.click(await screen.findByRole('button', { name: 'Update profile' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The email has already been taken.');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('hides the password fields for social logins and says why', async () => {
    renderMember(undefined, { ...demoProfile, login_medium: 'google', social_id: 'g-123' });
    expect(
      await screen.findByText('Password cannot be updated with social logins'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('refuses files that are not jpg, png, jpeg or gif, or larger than 2 MB', async () => {
    resetRouter({}, '/profile');
    // Ignore `accept` while uploading so the component's own check is what is tested.
    const { user } = renderWithProviders(<ProfileScreen />, {
      token: 'member-token',
      profile: demoProfile,
      userOptions: { applyAccept: false },
    });
    const input = await screen.findByLabelText('Profile photo');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.gif'));
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('Only jpg, png, jpeg and gif images are allowed'),
    ).toBeInTheDocument();

    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByText('The image must not be larger than 2 MB')).toBeInTheDocument();
  });

  it('previews a valid photo and sends it', async () => {
    api.customer.updateProfile.mockResolvedValue({ message: 'Successfully updated!' });
    const { user } = renderMember();
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Profile photo'), photo);
    expect(await screen.findByRole('img', { name: 'Profile photo preview' })).toHaveAttribute(
      'src',
      'blob:preview/me.png',
    );
    await user.click(screen.getByRole('button', { name: 'Update profile' }));
    await waitFor(() =>
      expect(api.customer.updateProfile).toHaveBeenCalledWith(
        expect.objectContaining({ image: photo }),
      ),
    );
  });
});

describe('Delete account', () => {
  it('confirms, deletes, drops the token and goes home', async () => {
    api.customer.removeAccount.mockResolvedValue(undefined);
    const { user, store } = renderMember();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/'));
    expect(api.customer.removeAccount).toHaveBeenCalledTimes(1);
    expect(toastMock.success).toHaveBeenCalledWith('Account has been deleted', expect.anything());
    expect(store.getState().session.token).toBeNull();
  });

  it('shows the first error message when the server refuses', async () => {
    api.customer.removeAccount.mockRejectedValue(
      new ApiError(203, [
        { code: 'on-going', message: 'You have ongoing orders.' },
        { code: 'other', message: 'Second message' },
      ]),
    );
    const { user, store } = renderMember();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );

    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith('You have ongoing orders.', expect.anything()),
    );
    expect(store.getState().session.token).toBe('member-token');
    expect(mockRouter.push).not.toHaveBeenCalled();
  });
});

const pendingOrder: Order = {
  id: 1042,
  order_amount: 78,
  order_status: 'pending',
  order_type: 'delivery',
  created_at: '2024-05-01T12:00:00.000000Z',
  payment_method: 'cash_on_delivery',
  payment_status: 'unpaid',
  details_count: 2,
  delivery_address: {
    contact_person_name: 'Amina Demo',
    contact_person_number: '212600000001',
    address: 'Maarif, Casablanca',
  } as Order['delivery_address'],
};

/** The order calls the fake API has no spies for by default (tracking, lines, cancel reasons). */
function withOrderApi(order: Order) {
  const more = {
    track: jest.fn().mockResolvedValue(order),
    details: jest.fn().mockResolvedValue({ lines: [], order: null }),
    cancellationReasons: jest.fn().mockResolvedValue([{ id: 1, reason: 'Changed my mind' }]),
    cancel: jest.fn(),
  };
  Object.assign(api.order, more);
  return more;
}

describe('My orders', () => {
  it('lists the running orders as links to their details, and switches tabs in the URL', async () => {
    api.order.runningOrders.mockResolvedValue({
      total_size: 1,
      limit: 10,
      offset: 1,
      orders: [pendingOrder],
    });
    api.review.reminder.mockResolvedValue({ order_id: null, images: [] });
    const { user } = renderMember('my-orders');

    const card = await screen.findByRole('link', { name: /Order #1042/ });
    expect(card).toHaveAttribute('href', '/profile?page=my-orders&orderId=1042');
    expect(card.closest('article')).not.toBeNull();

    const tabs = screen.getByRole('tablist', { name: 'Orders' });
    expect(within(tabs).getByRole('tab', { name: 'Running' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'orders-tab-running');
    await user.click(within(tabs).getByRole('tab', { name: 'History' }));
    expect(mockRouter.replace).toHaveBeenCalledWith(
      { pathname: '/profile', query: { page: 'my-orders', tab: 'history' } },
      undefined,
      { shallow: true, scroll: false },
    );
  });

  it('loads the cancel dialog only once the customer asks to cancel', async () => {
    const more = withOrderApi(pendingOrder);
    resetRouter({ page: 'my-orders', orderId: '1042' }, '/profile');
    const { user } = renderWithProviders(<ProfileScreen />, {
      token: 'member-token',
      profile: demoProfile,
    });

    expect(await screen.findByText('Maarif, Casablanca')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/profile?page=my-orders',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(more.cancellationReasons).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    expect(
      await within(dialog).findByRole('radio', { name: 'Changed my mind' }),
    ).toBeInTheDocument();
    expect(more.cancellationReasons).toHaveBeenCalledTimes(1);
  });
});
