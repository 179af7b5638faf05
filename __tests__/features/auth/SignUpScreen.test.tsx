import { act, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@/api/errors';
import { SignUpScreen } from '@/features/auth/SignUpScreen';
import {
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
  resetRouter({}, '/auth/sign-up');
  resetToasts();
});

type Rendered = ReturnType<typeof renderWithProviders>;

async function fillValidForm({ user }: Rendered) {
  await fill(user, screen.getByLabelText(/First name/), 'Amina');
  await fill(user, screen.getByLabelText(/Last name/), 'Demo');
  await fill(user, screen.getByLabelText(/Phone number/), '06 12 34 56 78');
  await fill(user, screen.getByLabelText(/^Password/), 'Secret123');
  await fill(user, screen.getByLabelText(/^Confirm password/), 'Secret123');
  await user.click(screen.getByRole('checkbox'));
}

describe('SignUpScreen', () => {
  it('shows every validation message and focuses the first field', async () => {
    const { user } = renderWithProviders(<SignUpScreen />);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm your password')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the terms and conditions')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'You must agree to the terms and conditions',
    );
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveFocus());
    expect(api.auth.signUp).not.toHaveBeenCalled();
  });

  it('checks the password length, the confirmation and the optional email', async () => {
    const { user } = renderWithProviders(<SignUpScreen />);
    await fill(user, screen.getByLabelText(/Email/), 'nope');
    await fill(user, screen.getByLabelText(/^Password/), 'short');
    await fill(user, screen.getByLabelText(/^Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('links the terms and the privacy policy', () => {
    renderWithProviders(<SignUpScreen />);
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('shows the referral code only when referral earning is on', () => {
    const { unmount } = renderWithProviders(<SignUpScreen />);
    expect(screen.getByLabelText(/Referral code/)).toBeInTheDocument();
    unmount();
    renderWithProviders(<SignUpScreen />, { config: { ...testConfig, ref_earning_status: 0 } });
    expect(screen.queryByRole('textbox', { name: /Referral code/ })).not.toBeInTheDocument();
  });

  it('signs the new customer in at once when the server returns a token', async () => {
    api.auth.signUp.mockResolvedValue({ token: 'new-token', is_phone_verified: 1 });
    resetRouter({ from: '/checkout?page=cart' }, '/auth/sign-up');
    const rendered = renderWithProviders(<SignUpScreen />);
    await fillValidForm(rendered);
    await fill(rendered.user, screen.getByLabelText(/Referral code/), ' FRIEND1 ');
    await rendered.user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/checkout?page=cart'));
    expect(api.auth.signUp).toHaveBeenCalledWith({
      f_name: 'Amina',
      l_name: 'Demo',
      phone: '+212612345678',
      email: undefined,
      password: 'Secret123',
      ref_code: 'FRIEND1',
      guest_id: 'guest-1',
    });
    expect(rendered.store.getState().session.token).toBe('new-token');
  });

  it('shows server errors at the top of the form', async () => {
    api.auth.signUp.mockRejectedValue(
      new ApiError(403, [{ code: 'phone', message: 'The phone has already been taken.' }]),
    );
    const rendered = renderWithProviders(<SignUpScreen />);
    await fillValidForm(rendered);
    await rendered.user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The phone has already been taken.');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  describe('OTP step', () => {
    beforeEach(() => {
      api.auth.signUp.mockResolvedValue({ token: null, is_phone_verified: 0 });
    });

    async function reachOtpStep() {
      const rendered = renderWithProviders(<SignUpScreen />);
      await fillValidForm(rendered);
      await rendered.user.click(screen.getByRole('button', { name: 'Sign Up' }));
      await screen.findByRole('heading', { name: 'Verify your phone' });
      return rendered;
    }

    it('asks for the 6-digit code with the right input hints and the demo hint', async () => {
      await reachOtpStep();
      const code = screen.getByLabelText(/Verification code/);
      expect(code).toHaveAttribute('inputmode', 'numeric');
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(screen.getByText('+212612345678')).toBeInTheDocument();
      expect(screen.getByText('Demo shop: use the code 123456')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
      expect(screen.getByText('Resend code in 60 s')).toBeInTheDocument();
    });

    it("shows the server's message for a wrong code, then verifies and signs in", async () => {
      api.auth.verifyPhone
        .mockRejectedValueOnce(
          new ApiError(404, [{ code: 'message', message: 'OTP does not match' }]),
        )
        .mockResolvedValueOnce({ token: 'verified-token', is_phone_verified: 1 });
      const { user, store } = await reachOtpStep();
      const code = screen.getByLabelText(/Verification code/);

      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Enter the verification code')).toBeInTheDocument();

      await fill(user, code, '111111');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('OTP does not match');
      expect(store.getState().session.token).toBeNull();

      await user.clear(code);
      await fill(user, code, '12 34 56');
      expect(code).toHaveValue('123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));

      await waitFor(() => expect(store.getState().session.token).toBe('verified-token'));
      expect(api.auth.verifyPhone).toHaveBeenLastCalledWith({
        otp: '123456',
        verification_type: 'phone',
        phone: '+212612345678',
        login_type: 'manual',
        guest_id: 'guest-1',
      });
      expect(mockRouter.replace).toHaveBeenCalledWith('/');
      expect(toastMock.success).toHaveBeenCalledWith(
        'Your account has been verified',
        expect.anything(),
      );
    });

    it('lets the customer resend the code after 60 seconds', async () => {
      jest.useFakeTimers();
      try {
        const rendered = renderWithProviders(<SignUpScreen />, {
          userOptions: { advanceTimers: jest.advanceTimersByTime },
        });
        const { user } = rendered;
        await fillValidForm(rendered);
        await user.click(screen.getByRole('button', { name: 'Sign Up' }));
        await screen.findByRole('heading', { name: 'Verify your phone' });
        const resend = screen.getByRole('button', { name: 'Resend code' });
        expect(resend).toBeDisabled();

        act(() => jest.advanceTimersByTime(30_000));
        expect(screen.getByText('Resend code in 30 s')).toBeInTheDocument();
        act(() => jest.advanceTimersByTime(30_000));
        await waitFor(() => expect(resend).toBeEnabled());
        expect(screen.queryByText(/Resend code in/)).not.toBeInTheDocument();

        api.auth.login.mockResolvedValue({ token: null, is_phone_verified: 0 });
        await user.click(resend);
        expect(await screen.findByText('Resend code in 60 s')).toBeInTheDocument();
        expect(resend).toBeDisabled();
        expect(api.auth.login).toHaveBeenCalledWith({
          emailOrPhone: '+212612345678',
          fieldType: 'phone',
          password: 'Secret123',
          guest_id: 'guest-1',
        });
        expect(toastMock.success).toHaveBeenCalledWith(
          'A new code has been sent',
          expect.anything(),
        );
      } finally {
        jest.useRealTimers();
      }
    });

    it('goes back to the form with what was typed', async () => {
      const { user } = await reachOtpStep();
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.getByLabelText(/First name/)).toHaveValue('Amina');
    });
  });
});
