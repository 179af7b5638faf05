import { screen, waitFor, within } from '@testing-library/react';
import type { PickerMapProps } from '@/features/location/PickerMap';
import LocationPickerModal from '@/features/location/LocationPickerModal';
import { renderWithProviders, resetRouter, resetToasts } from '../testUtils';
import { deferred, installLocationApi, ZONE_ANSWER, type LocationApi } from './helpers';

// A browser maps key is configured: the picker shows the map.
jest.mock('@/lib/publicEnv', () => ({
  publicEnv: () => ({ NEXT_PUBLIC_GOOGLE_MAPS_KEY: 'test-key' }),
  usesBuiltInApi: () => true,
}));

const RABAT = { lat: 34.0209, lng: -6.8416 };

// google-map-react needs the Google script; a stand-in shows the props and can "drag" the map.
jest.mock('@/features/location/PickerMap', () => ({
  __esModule: true,
  default: ({ apiKey, center, zoom, onMove }: PickerMapProps) => (
    <div
      data-testid="map"
      data-key={apiKey}
      data-zoom={zoom}
      data-center={`${center.lat},${center.lng}`}
    >
      <button type="button" onClick={() => onMove({ lat: 34.0209, lng: -6.8416 }, zoom)}>
        drag to Rabat
      </button>
      <button type="button" onClick={() => onMove(center, 25)}>
        pinch far in
      </button>
    </div>
  ),
}));

let api: LocationApi;
beforeEach(() => {
  api = installLocationApi();
  resetRouter();
  resetToasts();
});

function renderPicker() {
  const onClose = jest.fn();
  return {
    ...renderWithProviders(<LocationPickerModal open onClose={onClose} />, {
      config: {
        business_name: 'AtlasMart',
        currency_symbol: 'MAD',
        default_location: { lat: '33.5731', lng: '-7.5898' },
      },
    }),
    onClose,
  };
}

describe('LocationPickerModal with a map', () => {
  it('starts at zoom 17 and keeps the zoom buttons within 1 to 21', async () => {
    const { user } = renderPicker();
    const map = await screen.findByTestId('map');
    expect(map).toHaveAttribute('data-key', 'test-key');
    expect(map).toHaveAttribute('data-zoom', '17');
    expect(screen.getByRole('region', { name: 'Map' })).toHaveAccessibleDescription(
      'Move the map to place the pin on your delivery location.',
    );

    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    for (let step = 0; step < 4; step += 1) await user.click(zoomIn);
    expect(map).toHaveAttribute('data-zoom', '21');
    expect(zoomIn).toBeDisabled();

    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    await user.click(zoomOut);
    expect(map).toHaveAttribute('data-zoom', '20');
    expect(zoomIn).toBeEnabled();

    // A pinch beyond the range is clamped too.
    await user.click(within(map).getByRole('button', { name: 'pinch far in' }));
    expect(map).toHaveAttribute('data-zoom', '21');
  });

  it('a drag sets a pending location, then its address and zone are looked up', async () => {
    const { user, store } = renderPicker();
    const confirm = () => screen.getByRole('button', { name: 'Pick Locations' });
    await waitFor(() => expect(confirm()).toBeEnabled());

    const zone = deferred<typeof ZONE_ANSWER>();
    api.location.zoneId.mockReturnValueOnce(zone.promise);
    api.location.geocode.mockResolvedValueOnce('Avenue Mohammed V, Rabat, Morocco');
    await user.click(screen.getByRole('button', { name: 'drag to Rabat' }));

    expect(screen.getByTestId('map')).toHaveAttribute('data-center', '34.0209,-6.8416');
    await waitFor(() => expect(api.location.geocode).toHaveBeenCalledWith(RABAT));
    expect(api.location.zoneId).toHaveBeenCalledWith(RABAT);
    expect(await screen.findByText('Avenue Mohammed V, Rabat, Morocco')).toBeInTheDocument();
    expect(confirm()).toBeDisabled();

    zone.resolve({ zone_id: '[2]', zone_data: [{ id: 2, name: 'Rabat' }] });
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    expect(store.getState().location).toMatchObject({
      address: 'Avenue Mohammed V, Rabat, Morocco',
      latitude: RABAT.lat,
      longitude: RABAT.lng,
      zoneIds: '[2]',
    });
  });
});
