import { screen, waitFor, within } from '@testing-library/react';
import type { Api } from '@/api/client';
import { TrackOrderScreen } from '@/features/tracking/TrackOrderScreen';
import { apiRef, renderWithProviders, resetRouter, resetToasts } from '../testUtils';

jest.mock('next/router', () => jest.requireActual('../testUtils').routerModuleMock());
jest.mock('@/lib/i18n/useTranslation', () => jest.requireActual('../testUtils').i18nModuleMock());
jest.mock('@/api/ApiProvider', () => jest.requireActual('../testUtils').apiModuleMock());
jest.mock('@/lib/toast', () => ({
  __esModule: true,
  default: jest.requireActual('../testUtils').toastMock,
}));

const ORDER = {
  id: 100042,
  order_amount: 78,
  order_status: 'pending',
  order_type: 'delivery',
  pending: '2024-05-03 09:05:00',
  store: { id: 1, name: 'Casa Pizza', address: 'Maarif', latitude: '33.5', longitude: '-7.6' },
  delivery_man: null,
};

function useFakeTrack() {
  const track = jest.fn(async () => ORDER);
  apiRef.current = { order: { track } } as unknown as Api;
  return track;
}

beforeEach(() => resetToasts());

describe('/track-order links', () => {
  it.each([
    ['contact_number', '+212612345678'],
    ['phone', '+212612345678'],
  ])('fills the form from order_id and %s, and shows the guest’s order', async (name, value) => {
    resetRouter({ order_id: '100042', [name]: value }, '/track-order');
    const track = useFakeTrack();
    renderWithProviders(<TrackOrderScreen />, { guestId: 'guest-9' });
    const form = screen.getByRole('form', { name: 'Track order' });
    expect(within(form).getByRole('textbox', { name: 'Order ID' })).toHaveValue('100042');
    expect(within(form).getByRole('textbox', { name: /Phone number/ })).toHaveValue('612345678');
    expect(within(form).getByRole('combobox', { name: 'Country code' })).toHaveValue('MA');
    expect(await screen.findByRole('heading', { level: 2, name: 'Order #100042' })).toBeVisible();
    expect(track).toHaveBeenCalledWith(
      100042,
      { guestId: 'guest-9', contactNumber: '+212612345678' },
      { silent: true },
    );
  });

  it('waits for the phone when a guest’s link has only the order id', async () => {
    resetRouter({ order_id: '100042' }, '/track-order');
    const track = useFakeTrack();
    renderWithProviders(<TrackOrderScreen />);
    expect(screen.getByRole('textbox', { name: 'Order ID' })).toHaveValue('100042');
    await waitFor(() => expect(track).not.toHaveBeenCalled());
    expect(screen.queryByRole('heading', { level: 2, name: 'Order #100042' })).toBeNull();
  });

  it('shows a member the order of a link without a phone', async () => {
    resetRouter({ order_id: '100042' }, '/track-order');
    const track = useFakeTrack();
    renderWithProviders(<TrackOrderScreen />, { token: 'member-token' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Order #100042' })).toBeVisible();
    expect(track).toHaveBeenCalledWith(100042, undefined, { silent: true });
  });
});
