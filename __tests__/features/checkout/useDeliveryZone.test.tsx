import { screen } from '@testing-library/react';
import type { CheckoutAddress } from '@/domain/checkout/address';
import type { CheckoutStore } from '@/features/checkout/checkoutModel';
import { useDeliveryZone } from '@/features/checkout/useDeliveryZone';
import { apiRef, renderWithProviders, resetFakeApi } from '../testUtils';

jest.mock('next/router', () => jest.requireActual('../testUtils').routerModuleMock());
jest.mock('@/lib/i18n/useTranslation', () => jest.requireActual('../testUtils').i18nModuleMock());
jest.mock('@/api/ApiProvider', () => jest.requireActual('../testUtils').apiModuleMock());

const address: CheckoutAddress = {
  id: null,
  address: 'Maarif, Casablanca',
  address_type: 'other',
  latitude: 33.58,
  longitude: -7.63,
  zone_ids: [1],
};
const store = { id: 1, zone_id: 1, module_id: 1, latitude: '33.59', longitude: '-7.61' };

/** Shows the hook's distance and vehicle extra charge ("pending" while unknown). */
function Probe() {
  const zone = useDeliveryZone({
    delivery: true,
    address,
    store: store as unknown as CheckoutStore,
  });
  return (
    <p>
      {`distance ${zone.distanceKm ?? 'pending'}, extra ${zone.vehicleExtraCharge ?? 'pending'}`}
    </p>
  );
}

/** The fake API with the three lookups; `extraCharge` answers vehicle/extra_charge. */
function fakeApi(extraCharge: () => Promise<number>) {
  const api = resetFakeApi();
  apiRef.current = {
    ...api,
    config: { ...api.config, vehicleExtraCharge: jest.fn(extraCharge) },
    location: {
      zoneId: jest.fn(async () => ({ zone_id: [1], zone_data: [{ id: 1 }] })),
      distance: jest.fn(async () => 4200),
    },
  } as unknown as typeof apiRef.current;
}

describe('useDeliveryZone', () => {
  it('gives the vehicle extra charge the API answers for the distance', async () => {
    fakeApi(async () => 7);
    renderWithProviders(<Probe />);
    expect(await screen.findByText('distance 4.2, extra 7')).toBeInTheDocument();
  });

  it('counts a failed vehicle/extra_charge lookup as no extra charge instead of waiting', async () => {
    // A 6amMart backend without the endpoint answers 404.
    fakeApi(async () => {
      throw new Error('Request failed with status code 404');
    });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('distance 4.2, extra 0')).toBeInTheDocument();
  });
});
