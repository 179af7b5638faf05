import { screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createApi } from '@/api/client';
import { ApiError } from '@/api/errors';
import { createHttpClient } from '@/api/http';
import { SignInScreen } from '@/features/auth/SignInScreen';
import {
  apiRef,
  fill,
  mockRouter,
  renderWithProviders,
  resetFakeApi,
  resetRouter,
  resetToasts,
  toastMock,
  type FakeApi,
} from '../testUtils';

let api: FakeApi;
beforeEach(() => {
  api = resetFakeApi();
  resetRouter({}, '/auth/sign-in');
  resetToasts();
});

describe('SignInScreen', () => {
  it('shows the validation messages and focuses the first invalid field', async () => {
    const { user } = renderWithProviders(<SignInScreen />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    const phone = screen.getByLabelText(/Phone number/);
    await waitFor(() => expect(phone).toHaveFocus());
    // The message is tied to the input for screen readers.
    expect(phone).toHaveAccessibleDescription('Phone number is required');
    expect(api.auth.login).not.toHaveBeenCalled();
  });

  it('checks the email in email mode', async () => {
    const { user } = renderWithProviders(<SignInScreen />);
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await fill(user, screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await fill(user, screen.getByLabelText(/^Password/), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
  });

  it('defaults the country code to the configured country', () => {
    renderWithProviders(<SignInScreen />);
    const select = screen.getByRole('combobox', { name: 'Country code' });
    expect(select).toHaveValue('MA');
    expect(select).toHaveDisplayValue(/^\+212\s/);
    // The closed box shows only the dial code, drawn over the (invisible) select.
    expect(screen.getByText('+212')).toBeInTheDocument();
    expect(select).toBeEnabled();
  });

  it('disables the country code when the picker is off', () => {
    renderWithProviders(<SignInScreen />, {
      config: { business_name: 'AtlasMart', currency_symbol: 'MAD', country: 'FR' },
    });
    const select = screen.getByRole('combobox', { name: 'Country code' });
    expect(select).toHaveValue('FR');
    expect(select).toHaveDisplayValue(/^\+33\s/);
    expect(select).toBeDisabled();
  });

  it('toggles the password visibility with a labelled button', async () => {
    const { user } = renderWithProviders(<SignInScreen />);
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in through the real client: body fields, token, profile refetch and return path', async () => {
    const requests: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      requests.push(config);
      return {
        data: { token: 'member-token', is_phone_verified: 1 },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    };
    const http = createHttpClient({
      baseURL: 'http://shop.test/api/v1',
      adapter,
      getContext: () => ({
        token: null,
        guestId: 'guest-7',
        zoneIds: null,
        moduleId: null,
        locale: 'en',
        latitude: null,
        longitude: null,
      }),
    });
    apiRef.current = createApi(http);
    resetRouter({ from: '/store/atlas-grocery?module_id=1' }, '/auth/sign-in');

    const { user, store, queryClient } = renderWithProviders(<SignInScreen />, {
      guestId: 'guest-7',
    });
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await fill(user, screen.getByLabelText(/Phone number/), '0600000001');
    await fill(user, screen.getByLabelText(/^Password/), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() =>
      expect(mockRouter.replace).toHaveBeenCalledWith('/store/atlas-grocery?module_id=1'),
    );
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe('/auth/login');
    expect(JSON.parse(String(requests[0].data))).toEqual({
      login_type: 'manual',
      email_or_phone: '+212600000001',
      field_type: 'phone',
      password: 'Demo1234!',
      guest_id: 'guest-7',
    });
    expect(store.getState().session.token).toBe('member-token');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['profile'] });
    expect(toastMock.success).toHaveBeenCalledWith('Signed in successfully', expect.anything());
  });

  it('signs in by email and goes home when `from` is unsafe', async () => {
    api.auth.login.mockResolvedValue({ token: 'tok' });
    resetRouter({ from: 'https://evil.example' }, '/auth/sign-in');
    const { user, store } = renderWithProviders(<SignInScreen />);
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await fill(user, screen.getByRole('textbox', { name: /Email/ }), ' demo@atlasmart.test ');
    await fill(user, screen.getByLabelText(/^Password/), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/'));
    expect(api.auth.login).toHaveBeenCalledWith({
      emailOrPhone: 'demo@atlasmart.test',
      fieldType: 'email',
      password: 'Demo1234!',
      guest_id: 'guest-1',
    });
    expect(store.getState().session.token).toBe('tok');
  });

  it('shows the server message in a focused alert', async () => {
    api.auth.login.mockRejectedValue(
      new ApiError(401, [{ code: 'auth-001', message: 'Credential does not match.' }]),
    );
    const { user, store } = renderWithProviders(<SignInScreen />);
    await fill(user, screen.getByLabelText(/Phone number/), '600000001');
    await fill(user, screen.getByLabelText(/^Password/), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Credential does not match.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(store.getState().session.token).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('cannot submit twice while the request runs', async () => {
    let resolve: (value: { token: string }) => void = () => undefined;
    api.auth.login.mockReturnValue(new Promise((done) => (resolve = done)));
    const { user } = renderWithProviders(<SignInScreen />);
    await fill(user, screen.getByLabelText(/Phone number/), '600000001');
    await fill(user, screen.getByLabelText(/^Password/), 'Demo1234!');
    const submit = screen.getByRole('button', { name: 'Sign In' });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    // Enter in a field is the other way to submit; a disabled submit button blocks it.
    await user.type(screen.getByLabelText(/^Password/), '{Enter}');
    expect(api.auth.login).toHaveBeenCalledTimes(1);
    resolve({ token: 'tok' });
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalled());
  });

  it('goes to the code step when the phone is not verified yet', async () => {
    api.auth.login.mockResolvedValue({ token: null, is_phone_verified: 0 });
    const { user } = renderWithProviders(<SignInScreen />);
    await fill(user, screen.getByLabelText(/Phone number/), '612345678');
    await fill(user, screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Verify your phone' })).toBeInTheDocument();
    expect(screen.getByText('+212612345678')).toBeInTheDocument();
    expect(screen.getByLabelText(/Verification code/)).toBeInTheDocument();
  });

  it('shows the note after sign-up and links to the other screens', () => {
    resetRouter({ from: 'sign-up' }, '/auth/sign-in');
    renderWithProviders(<SignInScreen />);
    expect(screen.getByText('Your account has been created. Please sign in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth/sign-up');
  });

  it('keeps the return path on the sign-up link', () => {
    resetRouter({ from: '/profile' }, '/auth/sign-in');
    renderWithProviders(<SignInScreen />);
    const footer = screen.getByText("Don't have an account?").parentElement as HTMLElement;
    expect(within(footer).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/auth/sign-up?from=%2Fprofile',
    );
  });
});
