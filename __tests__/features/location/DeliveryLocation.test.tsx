import { act, screen, waitFor, within } from '@testing-library/react';
import { reloadWithFlash } from '@/features/location/flash';
import { DeliveryLocation } from '@/layout/DeliveryLocation';
import { locationSet } from '@/store/slices/location';
import { renderWithProviders, resetRouter, resetToasts, toastMock } from '../testUtils';
import { installLocationApi, mockGeolocation, zoneError, type LocationApi } from './helpers';

jest.mock('@/lib/publicEnv', () => ({ publicEnv: () => ({}), usesBuiltInApi: () => true }));

// The page reload is replaced; the message it leaves behind is tested with the real hook below.
jest.mock('@/features/location/flash', () => ({
  ...jest.requireActual('@/features/location/flash'),
  reloadWithFlash: jest.fn(),
}));

const addresses = [
  {
    id: 1,
    address_type: 'home',
    address: '12 Rue Tahar Sebti, Casablanca',
    latitude: '33.5897',
    longitude: '-7.6264',
    zone_id: 1,
    zone_ids: [1],
  },
  {
    id: 2,
    address_type: 'office',
    address: 'Avenue Mohammed V, Rabat',
    latitude: '34.0209',
    longitude: '-6.8416',
    zone_id: 2,
    zone_ids: [2],
  },
];
const listAddresses = jest.fn(async () => addresses);
jest.mock('@/features/location/api', () => ({
  useAddressApi: () => ({ list: listAddresses }),
}));

let api: LocationApi;
beforeEach(() => {
  api = installLocationApi();
  resetRouter();
  resetToasts();
  listAddresses.mockClear();
  jest.mocked(reloadWithFlash).mockClear();
  window.sessionStorage.clear();
});

async function openPopover(user: ReturnType<typeof renderWithProviders>['user']) {
  const trigger = screen.getByRole('button', { name: 'Set your delivery location' });
  expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  await user.click(trigger);
  const popover = await screen.findByRole('dialog', { name: 'Choose a delivery location' });
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return popover;
}

describe('DeliveryLocation (header popover)', () => {
  it('names the stored address on the button', () => {
    const { store } = renderWithProviders(<DeliveryLocation />);
    act(() => {
      store.dispatch(
        locationSet({
          address: 'Anfa, Casablanca',
          latitude: 33.5,
          longitude: -7.6,
          zoneIds: '[1]',
        }),
      );
    });
    expect(
      screen.getByRole('button', { name: 'Delivery location: Anfa, Casablanca' }),
    ).toBeInTheDocument();
  });

  it('tells guests to sign in for saved addresses', async () => {
    const { user } = renderWithProviders(<DeliveryLocation />);
    const popover = await openPopover(user);
    expect(
      within(popover).getByText('To select from saved addresses, you need to sign in.'),
    ).toBeInTheDocument();
    expect(within(popover).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth/sign-in',
    );
    expect(within(popover).getByRole('button', { name: 'Use Current Location' })).toBeEnabled();
    expect(within(popover).getByRole('button', { name: 'Pick from map' })).toBeEnabled();
    expect(listAddresses).not.toHaveBeenCalled();
  });

  it('lists saved addresses for a signed-in customer; picking one stores it and reloads', async () => {
    const { user, store } = renderWithProviders(<DeliveryLocation />, { token: 'token-1' });
    const popover = await openPopover(user);
    const office = await within(popover).findByRole('button', {
      name: /Office.*Avenue Mohammed V, Rabat/,
    });
    expect(within(popover).getByRole('button', { name: /Home.*Tahar Sebti/ })).toBeInTheDocument();
    await user.click(office);

    await waitFor(() =>
      expect(reloadWithFlash).toHaveBeenCalledWith('New delivery address selected.'),
    );
    expect(api.location.zoneId).toHaveBeenCalledWith({ lat: 34.0209, lng: -6.8416 });
    expect(store.getState().location).toMatchObject({
      address: 'Avenue Mohammed V, Rabat',
      latitude: 34.0209,
      longitude: -6.8416,
      zoneIds: '[2]',
    });
  });

  it('says when there are no saved addresses', async () => {
    listAddresses.mockResolvedValueOnce([]);
    const { user } = renderWithProviders(<DeliveryLocation />, { token: 'token-1' });
    const popover = await openPopover(user);
    expect(
      await within(popover).findByText('No saved addresses found to select'),
    ).toBeInTheDocument();
  });

  it('a current location is stored with its zone, then the page reloads', async () => {
    mockGeolocation({ position: { lat: 33.5822, lng: -7.6344 } });
    const { user, store } = renderWithProviders(<DeliveryLocation />);
    const popover = await openPopover(user);
    await user.click(within(popover).getByRole('button', { name: 'Use Current Location' }));
    await waitFor(() => expect(reloadWithFlash).toHaveBeenCalledWith('New location has been set'));
    expect(store.getState().location).toMatchObject({
      address: 'Boulevard Zerktouni, Casablanca, Morocco',
      zoneIds: '[1]',
    });
  });

  it('a current location outside every zone shows the server message and does not reload', async () => {
    mockGeolocation({ position: { lat: 31.63, lng: -8.0 } });
    api.location.zoneId.mockRejectedValue(zoneError());
    const { user, store } = renderWithProviders(<DeliveryLocation />);
    const popover = await openPopover(user);
    await user.click(within(popover).getByRole('button', { name: 'Use Current Location' }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith(
        'service not available in this area',
        expect.anything(),
      ),
    );
    expect(reloadWithFlash).not.toHaveBeenCalled();
    expect(store.getState().location.zoneIds).toBeNull();
  });

  it('"Pick from map" opens the picker modal', async () => {
    const { user } = renderWithProviders(<DeliveryLocation />);
    const popover = await openPopover(user);
    await user.click(within(popover).getByRole('button', { name: 'Pick from map' }));
    expect(await screen.findByRole('dialog', { name: 'Pick Location' })).toBeInTheDocument();
  });

  it('shows the message a location change left before the reload', async () => {
    window.sessionStorage.setItem('location-changed', 'New delivery address selected.');
    renderWithProviders(<DeliveryLocation />);
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith(
        'New delivery address selected.',
        expect.anything(),
      ),
    );
    expect(window.sessionStorage.getItem('location-changed')).toBeNull();
  });
});
