import { act, screen, waitFor, within } from '@testing-library/react';
import { LocationEntry } from '@/features/location/LocationEntry';
import { locationSet } from '@/store/slices/location';
import { moduleSelected } from '@/store/slices/module';
import { mockRouter, renderWithProviders, resetRouter, resetToasts, toastMock } from '../testUtils';
import {
  FOOD,
  GROCERY,
  installLocationApi,
  MAARIF,
  mockGeolocation,
  zoneError,
  type LocationApi,
} from './helpers';

// Suggestions come 300 ms after the last keystroke, then through a query: more than the default
// second on a loaded CI host.
const SUGGESTIONS_WAIT = { timeout: 5000 };

jest.mock('@/lib/publicEnv', () => ({ publicEnv: () => ({}), usesBuiltInApi: () => true }));

let api: LocationApi;
beforeEach(() => {
  api = installLocationApi();
  resetRouter();
  resetToasts();
});

async function searchAndPick(user: ReturnType<typeof renderWithProviders>['user']) {
  const input = await screen.findByRole('combobox', { name: 'Search location' });
  await user.type(input, 'maa');
  await user.click(await screen.findByRole('option', { name: /^Maarif/ }, SUGGESTIONS_WAIT));
}

describe('LocationEntry (landing hero)', () => {
  it('offers search, current location and the map', async () => {
    renderWithProviders(<LocationEntry />);
    const region = screen.getByRole('region', { name: 'Delivery location' });
    expect(await within(region).findByRole('combobox', { name: 'Search location' })).toBeEnabled();
    expect(within(region).getByRole('button', { name: 'Use Current Location' })).toBeEnabled();
    expect(within(region).getByRole('button', { name: 'Pick from map' })).toBeEnabled();
    expect(within(region).getByRole('search')).toBeInTheDocument();
  });

  it('suggestion → place details → zone → stored location → module step', async () => {
    const { user, store } = renderWithProviders(<LocationEntry />);
    await searchAndPick(user);

    await waitFor(() => expect(store.getState().location.zoneIds).toBe('[1]'));
    expect(api.location.placeDetails).toHaveBeenCalledWith('maarif');
    expect(api.location.zoneId).toHaveBeenCalledWith(MAARIF);
    expect(api.location.geocode).not.toHaveBeenCalled();
    expect(store.getState().location).toMatchObject({
      address: 'Maarif, Casablanca, Morocco',
      latitude: MAARIF.lat,
      longitude: MAARIF.lng,
    });
    expect(toastMock.success).toHaveBeenCalledWith('New location has been set', expect.anything());

    const heading = await screen.findByRole('heading', {
      name: 'Select a type of module for your orders',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Maarif, Casablanca, Morocco', { exact: false })).toBeInTheDocument();
    const grocery = await screen.findByRole('button', { name: 'Grocery' });
    await user.click(grocery);
    expect(store.getState().module.selected).toEqual(GROCERY);
    expect(mockRouter.push).toHaveBeenCalledWith('/home');
  });

  it('after a new location, a single module is selected at once', async () => {
    api.config.modules.mockResolvedValue([FOOD]);
    const { user, store } = renderWithProviders(<LocationEntry />);
    await searchAndPick(user);
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/home'));
    expect(store.getState().module.selected).toEqual(FOOD);
    expect(toastMock.success).toHaveBeenCalledWith('A Module has been selected', expect.anything());
  });

  it('a returning visitor sees the stored location and the current module pressed', async () => {
    api.config.modules.mockResolvedValue([FOOD]);
    const { store } = renderWithProviders(<LocationEntry />);
    act(() => {
      store.dispatch(
        locationSet({
          address: 'Anfa, Casablanca',
          latitude: 33.5885,
          longitude: -7.647,
          zoneIds: '[1]',
        }),
      );
      store.dispatch(moduleSelected(FOOD));
    });
    const food = await screen.findByRole('button', { name: 'Food' });
    expect(food).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Anfa, Casablanca', { exact: false })).toBeInTheDocument();
    // No automatic selection for a location set earlier.
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('shows the zone error message and stores nothing', async () => {
    api.location.zoneId.mockRejectedValue(zoneError());
    const { user, store } = renderWithProviders(<LocationEntry />);
    await searchAndPick(user);
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith(
        'service not available in this area',
        expect.anything(),
      ),
    );
    expect(store.getState().location.zoneIds).toBeNull();
    expect(toastMock.success).not.toHaveBeenCalled();
  });

  it('uses the current location: geocoded address and zone', async () => {
    mockGeolocation({ position: MAARIF });
    const { user, store } = renderWithProviders(<LocationEntry />);
    await user.click(screen.getByRole('button', { name: 'Use Current Location' }));
    await waitFor(() => expect(store.getState().location.zoneIds).toBe('[1]'));
    expect(api.location.geocode).toHaveBeenCalledWith(MAARIF);
    expect(store.getState().location.address).toBe('Boulevard Zerktouni, Casablanca, Morocco');
  });

  it('shows the permission dialog when the location permission is off', async () => {
    mockGeolocation({ errorCode: 1 });
    const { user, store } = renderWithProviders(<LocationEntry />);
    await user.click(screen.getByRole('button', { name: 'Use Current Location' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Please allow browser location permission',
    });
    expect(
      within(dialog).getByText(
        'Your browser location track permission is off. Please turn on the location permission to detect current location.',
      ),
    ).toBeInTheDocument();
    expect(store.getState().location.zoneIds).toBeNull();
  });

  it('a time-out is an error toast, not the permission dialog', async () => {
    mockGeolocation({ errorCode: 3 });
    const { user } = renderWithProviders(<LocationEntry />);
    await user.click(screen.getByRole('button', { name: 'Use Current Location' }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith(
        'Could not detect your location. Please try again.',
        expect.anything(),
      ),
    );
    expect(
      screen.queryByRole('dialog', { name: 'Please allow browser location permission' }),
    ).not.toBeInTheDocument();
  });

  it('opens the picker modal from "Pick from map"', async () => {
    const { user } = renderWithProviders(<LocationEntry />);
    await user.click(screen.getByRole('button', { name: 'Pick from map' }));
    expect(await screen.findByRole('dialog', { name: 'Pick Location' })).toBeInTheDocument();
  });
});
