import type { Api } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { Module, PlacePrediction, ZoneLookup } from '@/api/types';
import { apiRef } from '../testUtils';

/**
 * A fake of the API parts the location and module screens call. Test files mock
 * '@/api/ApiProvider' with the shared `apiModuleMock()`, whose `useApi()` returns `apiRef.current`.
 */

export const MAARIF = { lat: 33.5822, lng: -7.6344 };

export const ZONE_ANSWER: ZoneLookup = {
  zone_id: '[1]',
  zone_data: [
    {
      id: 1,
      name: 'Casablanca',
      display_name: 'Casablanca',
      cash_on_delivery: true,
      digital_payment: true,
      // The real answer carries the polygon; the client does not keep it.
      coordinates: { type: 'Polygon', coordinates: [] },
    } as ZoneLookup['zone_data'][number],
  ],
};

export const PREDICTIONS: PlacePrediction[] = [
  { placeId: 'maarif', text: 'Maarif, Casablanca, Morocco', secondaryText: 'Casablanca, Morocco' },
  {
    placeId: 'sidi-maarouf',
    text: 'Sidi Maarouf, Casablanca, Morocco',
    secondaryText: 'Casablanca, Morocco',
  },
];

export const FOOD: Module = { id: 1, module_name: 'Food', module_type: 'food' };
export const GROCERY: Module = { id: 2, module_name: 'Grocery', module_type: 'grocery' };
export const PHARMACY: Module = { id: 3, module_name: 'Pharmacy', module_type: 'pharmacy' };

/** What the client rejects with when get-zone-id answers 404 (API-CONFIG-2). */
export function zoneError(message = 'service not available in this area') {
  return new ApiError(404, [{ code: 'coordinates', message }]);
}

export function createLocationApi() {
  return {
    config: {
      get: jest.fn(),
      modules: jest.fn(async (): Promise<Module[]> => [FOOD, GROCERY, PHARMACY]),
    },
    location: {
      zoneId: jest.fn(async (_point: { lat: number; lng: number }) => ZONE_ANSWER),
      geocode: jest.fn(
        async (_point: { lat: number; lng: number }): Promise<string | null> =>
          'Boulevard Zerktouni, Casablanca, Morocco',
      ),
      autocomplete: jest.fn(async (_text: string) => PREDICTIONS),
      placeDetails: jest.fn(async (_placeId: string) => ({
        ...MAARIF,
        address: 'Maarif, Casablanca, Morocco',
      })),
    },
  };
}

export type LocationApi = ReturnType<typeof createLocationApi>;

/** A fresh fake for each test, installed as what `useApi()` returns. */
export function installLocationApi(): LocationApi {
  const api = createLocationApi();
  apiRef.current = api as unknown as Api;
  return api;
}

/** A promise the test settles itself (to hold a call in its loading state). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type PositionCallback = (position: { coords: { latitude: number; longitude: number } }) => void;
type PositionErrorCallback = (error: { code: number; message: string }) => void;

/** Replaces navigator.geolocation; `answer` decides what getCurrentPosition reports. */
export function mockGeolocation(
  answer: { position: { lat: number; lng: number } } | { errorCode: number } | null,
) {
  const getCurrentPosition = jest.fn(
    (success: PositionCallback, failure: PositionErrorCallback, _options?: PositionOptions) => {
      if (answer && 'position' in answer) {
        success({ coords: { latitude: answer.position.lat, longitude: answer.position.lng } });
      } else if (answer) {
        failure({ code: answer.errorCode, message: 'failed' });
      }
    },
  );
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: answer === null ? undefined : { getCurrentPosition },
  });
  return getCurrentPosition;
}
