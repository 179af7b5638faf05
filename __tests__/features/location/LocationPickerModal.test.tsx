import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import LocationPickerModal from '@/features/location/LocationPickerModal';
import { mockRouter, renderWithProviders, resetRouter, resetToasts, toastMock } from '../testUtils';
import {
  deferred,
  FOOD,
  GROCERY,
  installLocationApi,
  MAARIF,
  mockGeolocation,
  ZONE_ANSWER,
  zoneError,
  type LocationApi,
} from './helpers';

// No browser maps key: the picker shows its no-map panel.
jest.mock('@/lib/publicEnv', () => ({ publicEnv: () => ({}), usesBuiltInApi: () => true }));

const DEFAULT_POINT = { lat: 33.5731, lng: -7.5898 };
const config = {
  business_name: 'AtlasMart',
  currency_symbol: 'MAD',
  default_location: { lat: '33.5731', lng: '-7.5898' },
};

let api: LocationApi;
beforeEach(() => {
  api = installLocationApi();
  resetRouter();
  resetToasts();
});

function renderPicker(props: Partial<Parameters<typeof LocationPickerModal>[0]> = {}) {
  const onClose = jest.fn();
  const view = renderWithProviders(<LocationPickerModal open onClose={onClose} {...props} />, {
    config,
  });
  return { ...view, onClose };
}

const confirmButton = () => screen.getByRole('button', { name: 'Pick Locations' });

describe('LocationPickerModal', () => {
  it('is a titled dialog with search, current location, full screen and the no-map panel', async () => {
    const { user } = renderPicker();
    const dialog = await screen.findByRole('dialog', { name: 'Pick Location' });
    expect(within(dialog).getByRole('combobox', { name: 'Search location' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Use Current Location' })).toBeEnabled();
    expect(
      within(dialog).getByText(
        'The map is not available. Search for a place or use your current location.',
      ),
    ).toBeInTheDocument();
    // No map, so no zoom buttons; the coordinates of the default location are shown instead.
    expect(within(dialog).queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('33.57310, -7.58980')).toBeInTheDocument();

    const fullScreen = within(dialog).getByRole('button', { name: 'Enter full screen' });
    expect(fullScreen).toHaveAttribute('aria-pressed', 'false');
    await user.click(fullScreen);
    expect(within(dialog).getByRole('button', { name: 'Exit full screen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('looks up the address and zone of the default location; confirm waits for the zone', async () => {
    const zone = deferred<typeof ZONE_ANSWER>();
    api.location.zoneId.mockReturnValueOnce(zone.promise);
    renderPicker();

    expect(await screen.findByText('Boulevard Zerktouni, Casablanca, Morocco')).toBeInTheDocument();
    expect(api.location.geocode).toHaveBeenCalledWith(DEFAULT_POINT);
    expect(api.location.zoneId).toHaveBeenCalledWith(DEFAULT_POINT);
    // Address resolved, zone lookup still loading: disabled.
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAttribute('aria-busy', 'true');

    zone.resolve(ZONE_ANSWER);
    await waitFor(() => expect(confirmButton()).toBeEnabled());
  });

  it('stays disabled while no address is resolved', async () => {
    api.location.geocode.mockResolvedValue(null);
    renderPicker();
    expect(await screen.findByText('No address found for this location.')).toBeInTheDocument();
    await waitFor(() => expect(api.location.zoneId).toHaveBeenCalled());
    await waitFor(() => expect(confirmButton()).not.toHaveAttribute('aria-busy'));
    expect(confirmButton()).toBeDisabled();
  });

  it('shows the first server message of a zone error; pressing it only closes', async () => {
    api.location.zoneId.mockRejectedValue(zoneError());
    const { onClose, store, user } = renderPicker();

    const button = await screen.findByRole('button', {
      name: 'service not available in this area',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('service not available in this area');
    expect(button).toBeEnabled();
    await user.click(button);

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(store.getState().location.zoneIds).toBeNull();
    expect(store.getState().location.address).toBeNull();
    expect(toastMock.success).not.toHaveBeenCalled();
    // No module step after an error.
    expect(screen.queryByRole('dialog', { name: 'Select Module' })).not.toBeInTheDocument();
  });

  it('stores the location with its zone, toasts, then offers the module step', async () => {
    const { store, user, onClose } = renderPicker();
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());

    expect(store.getState().location).toEqual({
      address: 'Boulevard Zerktouni, Casablanca, Morocco',
      latitude: DEFAULT_POINT.lat,
      longitude: DEFAULT_POINT.lng,
      zoneIds: '[1]',
      zoneData: [
        {
          id: 1,
          name: 'Casablanca',
          display_name: 'Casablanca',
          cash_on_delivery: true,
          digital_payment: true,
        },
      ],
    });
    expect(toastMock.success).toHaveBeenCalledWith('New location has been set', expect.anything());

    const modules = await screen.findByRole('dialog', { name: 'Select Module' });
    expect(within(modules).getByText('Select a type of module for your orders')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Pick Location' })).not.toBeInTheDocument();
    await user.click(await within(modules).findByRole('button', { name: 'Grocery' }));

    expect(store.getState().module.selected).toEqual(GROCERY);
    expect(toastMock.success).toHaveBeenCalledWith('A Module has been selected', expect.anything());
    expect(mockRouter.push).toHaveBeenCalledWith('/home');
    expect(onClose).toHaveBeenCalled();
  });

  it('closing the module step closes the whole picker', async () => {
    function Host() {
      const [open, setOpen] = useState(true);
      return <LocationPickerModal open={open} onClose={() => setOpen(false)} />;
    }
    const { user, store } = renderWithProviders(<Host />, { config });
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());
    const modules = await screen.findByRole('dialog', { name: 'Select Module' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(modules).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The location stays stored; no module was chosen.
    expect(store.getState().location.zoneIds).toBe('[1]');
    expect(store.getState().module.selected).toBeNull();
  });

  it('selects the only module of the zone at once', async () => {
    api.config.modules.mockResolvedValue([FOOD]);
    const { store, user } = renderPicker();
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/home'));
    expect(store.getState().module.selected).toEqual(FOOD);
  });

  it('says so when the zone has no module', async () => {
    api.config.modules.mockResolvedValue([]);
    const { store, user } = renderPicker();
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());
    expect(await screen.findByText('No module found')).toBeInTheDocument();
    expect(
      screen.getByText('Contact with the site owner to activate modules.'),
    ).toBeInTheDocument();
    expect(store.getState().module.selected).toBeNull();
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('skips the module step when asked to and reports the location', async () => {
    const onPicked = jest.fn();
    const { user, onClose } = renderPicker({ moduleStep: false, onPicked });
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.click(confirmButton());
    expect(onPicked).toHaveBeenCalledWith(expect.objectContaining({ zoneIds: '[1]' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Select Module' })).not.toBeInTheDocument();
  });

  it('moves to a searched place: its description becomes the address', async () => {
    const { user, store } = renderPicker();
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    await user.type(screen.getByRole('combobox', { name: 'Search location' }), 'maa');
    await user.click(await screen.findByRole('option', { name: /Maarif/ }));

    expect(api.location.placeDetails).toHaveBeenCalledWith('maarif');
    await waitFor(() => expect(api.location.zoneId).toHaveBeenCalledWith(MAARIF));
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    expect(screen.getByText('Maarif, Casablanca, Morocco', { selector: 'p' })).toBeInTheDocument();
    // The description is shown; no reverse geocoding for the picked place.
    expect(api.location.geocode).not.toHaveBeenCalledWith(MAARIF);

    await user.click(confirmButton());
    expect(store.getState().location).toMatchObject({
      address: 'Maarif, Casablanca, Morocco',
      latitude: MAARIF.lat,
      longitude: MAARIF.lng,
      zoneIds: '[1]',
    });
  });

  it('uses the device position with low accuracy and a 5 s time-out', async () => {
    const getCurrentPosition = mockGeolocation({ position: { lat: 34.02, lng: -6.84 } });
    const { user } = renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Use Current Location' }));
    await waitFor(() =>
      expect(api.location.geocode).toHaveBeenCalledWith({ lat: 34.02, lng: -6.84 }),
    );
    expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: false,
      timeout: 5000,
    });
    expect(api.location.zoneId).toHaveBeenCalledWith({ lat: 34.02, lng: -6.84 });
  });

  it('asks for the location permission when it is denied', async () => {
    mockGeolocation({ errorCode: 1 });
    const { user } = renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Use Current Location' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Please allow browser location permission',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Your browser location track permission is off. Please turn on the location permission to detect current location.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Please allow browser location permission' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('asks for the permission when the browser has no geolocation', async () => {
    mockGeolocation(null);
    const { user } = renderPicker();
    await user.click(await screen.findByRole('button', { name: 'Use Current Location' }));
    expect(
      await screen.findByRole('dialog', { name: 'Please allow browser location permission' }),
    ).toBeInTheDocument();
  });
});
