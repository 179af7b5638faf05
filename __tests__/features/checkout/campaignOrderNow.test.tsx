import { screen } from '@testing-library/react';
import type { Item } from '@/api/catalogTypes';
import { ItemBuyBox } from '@/features/item/ItemBuyBox';
import { pizza } from '../../domain/cart/fixtures';
import { mockRouter, renderWithProviders, resetRouter, resetToasts, toastMock } from '../testUtils';

jest.mock('next/router', () => jest.requireActual('../testUtils').routerModuleMock());
jest.mock('@/lib/i18n/useTranslation', () => jest.requireActual('../testUtils').i18nModuleMock());
jest.mock('@/lib/toast', () => ({
  __esModule: true,
  default: jest.requireActual('../testUtils').toastMock,
}));
jest.mock('@/api/ApiProvider', () => jest.requireActual('../testUtils').apiModuleMock());

const run = jest.fn(async () => true);
jest.mock('@/features/cart/CartActionsProvider', () => ({ useCartActions: () => run }));

const noon = new Date('2026-11-21T12:00:00');
// A campaign pizza: its required Size group has no choice yet.
const campaignPizza: Item = {
  ...pizza,
  available_date_starts: '2026-11-01',
  available_date_ends: '2026-12-31',
};

beforeEach(() => {
  resetRouter({ module_id: '1' }, '/home');
  resetToasts();
  run.mockClear();
});

describe('campaign Order Now', () => {
  it('asks a guest to log in before the options are checked', async () => {
    const { user } = renderWithProviders(
      <ItemBuyBox item={campaignPizza} variant="page" now={noon} />,
    );
    await user.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(toastMock.error).toHaveBeenCalledTimes(1);
    expect(toastMock.error).toHaveBeenCalledWith('You are not logged in', {
      id: 'login-required',
    });
    expect(mockRouter.push).toHaveBeenCalledWith({
      pathname: '/auth/sign-in',
      query: { from: '/home' },
    });
    // Not the option check ("Variation Size can not remain without selection").
    expect(run).not.toHaveBeenCalled();
  });

  it('lets a member go on to the option checks and checkout', async () => {
    const { user } = renderWithProviders(
      <ItemBuyBox item={campaignPizza} variant="page" now={noon} />,
      { token: 'member-token' },
    );
    await user.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ type: 'buyNow' }));
    expect(mockRouter.push).not.toHaveBeenCalled();
  });
});
