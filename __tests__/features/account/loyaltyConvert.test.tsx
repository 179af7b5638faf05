import { screen, within } from '@testing-library/react';
import { LoyaltySection } from '@/features/account/LoyaltySection';
import {
  apiRef,
  demoProfile,
  fill,
  renderWithProviders,
  resetFakeApi,
  testConfig,
  type FakeApi,
} from '../testUtils';

// jsdom has no modal dialogs: opening one shows it, as a browser does.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** The wallet module posts on the shared HTTP client: a fake one that records the transfer. */
const http = { get: jest.fn(), post: jest.fn() };

beforeEach(() => {
  const api = resetFakeApi();
  http.post.mockReset().mockResolvedValue({ data: { message: 'Done' } });
  apiRef.current = { ...api, http } as unknown as FakeApi;
});

/** Opens Convert to wallet at 10 points per 1 MAD, a minimum of 1 point, 340 points held. */
async function openDialog() {
  const view = renderWithProviders(<LoyaltySection profile={demoProfile} />, {
    config: { ...testConfig, loyalty_point_exchange_rate: 10, loyalty_point_minimum_point: 1 },
  });
  await view.user.click(screen.getByRole('button', { name: 'Convert to wallet' }));
  const dialog = await screen.findByRole('dialog', { name: 'Convert to wallet' });
  return { ...view, dialog, field: within(dialog).getByLabelText('Points to convert') };
}

describe('Convert to wallet (R-LOYALTY-2)', () => {
  it('refuses a fraction of a point as the API does, instead of showing money for it', async () => {
    const { user, dialog, field } = await openDialog();
    await fill(user, field, '2.5');
    expect(field).toHaveValue('2.5');
    expect(within(dialog).getByText('Enter a whole number of points')).toBeInTheDocument();
    expect(within(dialog).queryByText(/You get/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(http.post).not.toHaveBeenCalled();
  });

  it('shows what whole points are worth and sends them', async () => {
    const { user, dialog, field } = await openDialog();
    await fill(user, field, '25');
    expect(within(dialog).getByText('You get 2.50 MAD in your wallet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(http.post).toHaveBeenCalledWith(
      '/customer/loyalty-point/point-transfer',
      { point: 25 },
      expect.anything(),
    );
  });

  it('says why points above the balance cannot be converted', async () => {
    const { user, dialog, field } = await openDialog();
    await fill(user, field, '341');
    expect(within(dialog).getByText('You have only 340 points')).toBeInTheDocument();
    expect(within(dialog).queryByText(/You get/)).toBeNull();
  });
});
