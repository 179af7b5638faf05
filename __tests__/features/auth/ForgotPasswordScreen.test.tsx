import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@/api/errors';
import { ForgotPasswordScreen } from '@/features/auth/ForgotPasswordScreen';
import {
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
  resetRouter({}, '/auth/forgot-password');
  resetToasts();
  api.auth.forgotPassword.mockResolvedValue({ message: 'OTP sent successfully' });
  api.auth.verifyResetToken.mockResolvedValue({ message: 'OTP found, you can proceed' });
  api.auth.resetPassword.mockResolvedValue({ message: 'Password changed successfully.' });
});

const heading = () => screen.getByRole('heading', { level: 2 });

describe('ForgotPasswordScreen', () => {
  it('shows a three-step indicator', () => {
    renderWithProviders(<ForgotPasswordScreen />);
    expect(screen.getByText('Phone or email')).toBeInTheDocument();
    expect(screen.getByText('Verification code')).toBeInTheDocument();
    expect(screen.getByText('New password')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Step 1 of 3: Phone or email');
  });

  it('goes through the three steps by phone and returns to sign-in', async () => {
    const { user } = renderWithProviders(<ForgotPasswordScreen />);

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();

    await fill(user, screen.getByLabelText(/Phone number/), '0600000001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 3: Verification code'));
    expect(api.auth.forgotPassword).toHaveBeenCalledWith({
      verification_method: 'phone',
      phone: '+212600000001',
    });
    expect(toastMock.success).toHaveBeenCalledWith('OTP sent successfully', expect.anything());
    await waitFor(() => expect(heading()).toHaveFocus());

    await fill(user, screen.getByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Step 3 of 3: New password'));
    expect(api.auth.verifyResetToken).toHaveBeenCalledWith({
      reset_token: '123456',
      verification_method: 'phone',
      phone: '+212600000001',
    });

    await fill(user, screen.getByLabelText(/^New password/), 'NewSecret1');
    await fill(user, screen.getByLabelText(/^Confirm password/), 'NewSecret2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.auth.resetPassword).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Confirm password/));
    await fill(user, screen.getByLabelText(/^Confirm password/), 'NewSecret1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/auth/sign-in'));
    expect(api.auth.resetPassword).toHaveBeenCalledWith({
      reset_token: '123456',
      password: 'NewSecret1',
      confirm_password: 'NewSecret1',
      verification_method: 'phone',
      phone: '+212600000001',
    });
    expect(toastMock.success).toHaveBeenCalledWith(
      'Password changed successfully.',
      expect.anything(),
    );
  });

  it('works by email, shows each step’s errors inline and keeps what was typed on Back', async () => {
    api.auth.verifyResetToken.mockRejectedValueOnce(
      new ApiError(400, [{ code: 'invalid', message: 'Invalid token.' }]),
    );
    const { user } = renderWithProviders(<ForgotPasswordScreen />);
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await fill(user, screen.getByRole('textbox', { name: /Email/ }), 'demo@atlasmart.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 3'));
    expect(api.auth.forgotPassword).toHaveBeenCalledWith({
      verification_method: 'email',
      email: 'demo@atlasmart.test',
    });
    expect(screen.getByText('demo@atlasmart.test')).toBeInTheDocument();

    await fill(user, screen.getByLabelText(/Verification code/), '999999');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid token.');

    // Back to step 1: the email is still there; sending again within the resend window does not
    // ask for another code, and the typed code is kept.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Step 1 of 3'));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('demo@atlasmart.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 3'));
    expect(api.auth.forgotPassword).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/Verification code/)).toHaveValue('999999');

    await user.clear(screen.getByLabelText(/Verification code/));
    await fill(user, screen.getByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Step 3 of 3'));

    // Step 3 → Back → forward again keeps the new password typed so far.
    await fill(user, screen.getByLabelText(/^New password/), 'NewSecret1');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Step 2 of 3'));
    expect(screen.getByLabelText(/Verification code/)).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(heading()).toHaveTextContent('Step 3 of 3'));
    expect(screen.getByLabelText(/^New password/)).toHaveValue('NewSecret1');
  });

  it('shows a failed send inline', async () => {
    api.auth.forgotPassword.mockRejectedValue(
      new ApiError(404, [{ code: 'not-found', message: 'Phone number not found!' }]),
    );
    const { user } = renderWithProviders(<ForgotPasswordScreen />);
    await fill(user, screen.getByLabelText(/Phone number/), '611111111');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Phone number not found!')).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Step 1 of 3');
  });
});
