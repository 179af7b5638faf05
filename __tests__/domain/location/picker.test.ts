import { ApiError } from '@/api/errors';
import {
  canZoomIn,
  canZoomOut,
  clampZoom,
  firstErrorMessage,
  formatCoordinates,
  PICKER_ZOOM,
  PLACE_SEARCH_DEBOUNCE_MS,
  pickerConfirm,
  roundedPoint,
  samePoint,
  searchableText,
  suggestionMainText,
  zoomBy,
} from '@/domain/location/picker';

describe('picker zoom', () => {
  it('uses the spec range 1 to 21 with 17 as the default', () => {
    expect(PICKER_ZOOM).toEqual({ min: 1, max: 21, initial: 17 });
  });

  it.each([
    [0, 1],
    [-4, 1],
    [1, 1],
    [17, 17],
    [21, 21],
    [22, 21],
    [99, 21],
    [16.6, 17],
    [Number.NaN, 17],
    [Number.POSITIVE_INFINITY, 17],
  ])('clamps %p to %p', (zoom, expected) => {
    expect(clampZoom(zoom)).toBe(expected);
  });

  it('steps within the range', () => {
    expect(zoomBy(17, 1)).toBe(18);
    expect(zoomBy(21, 1)).toBe(21);
    expect(zoomBy(1, -1)).toBe(1);
    expect(zoomBy(30, -1)).toBe(20);
  });

  it('says when zooming in or out is still possible', () => {
    expect(canZoomIn(20)).toBe(true);
    expect(canZoomIn(21)).toBe(false);
    expect(canZoomOut(2)).toBe(true);
    expect(canZoomOut(1)).toBe(false);
  });
});

describe('place search text', () => {
  it('searches only non-empty text, debounced about 300 ms', () => {
    expect(searchableText('   ')).toBe('');
    expect(searchableText(undefined)).toBe('');
    expect(searchableText('  Maarif ')).toBe('Maarif');
    expect(PLACE_SEARCH_DEBOUNCE_MS).toBe(300);
  });
});

describe('suggestionMainText', () => {
  it('drops the secondary part and its comma', () => {
    expect(
      suggestionMainText({
        text: 'Maarif, Casablanca, Morocco',
        secondaryText: 'Casablanca, Morocco',
      }),
    ).toBe('Maarif');
    expect(
      suggestionMainText({
        text: 'أنفا، الدار البيضاء، المغرب',
        secondaryText: 'الدار البيضاء، المغرب',
      }),
    ).toBe('أنفا');
  });

  it('keeps the text when there is nothing to drop', () => {
    expect(suggestionMainText({ text: 'Rabat' })).toBe('Rabat');
    expect(suggestionMainText({ text: 'Morocco', secondaryText: 'Morocco' })).toBe('Morocco');
    expect(suggestionMainText({ text: 'Rabat, Morocco', secondaryText: 'Spain' })).toBe(
      'Rabat, Morocco',
    );
  });
});

describe('firstErrorMessage', () => {
  it('reads the first message of the client error', () => {
    const error = new ApiError(404, [
      { code: 'coordinates', message: 'service not available in this area' },
      { code: 'other', message: 'second' },
    ]);
    expect(firstErrorMessage(error)).toBe('service not available in this area');
  });

  it('reads a raw errors body and skips empty messages', () => {
    expect(
      firstErrorMessage({
        errors: [
          { code: 'a', message: '  ' },
          { code: 'b', message: 'Zone off' },
        ],
      }),
    ).toBe('Zone off');
  });

  it('falls back to the error message, and to null', () => {
    expect(firstErrorMessage(new Error('boom'))).toBe('boom');
    expect(firstErrorMessage(null)).toBeNull();
    expect(firstErrorMessage('text')).toBeNull();
    expect(firstErrorMessage({})).toBeNull();
  });
});

describe('pickerConfirm', () => {
  const ready = { zoneLoading: false, address: 'Maarif', zoneError: null, zoneIds: '[1]' };

  it('is enabled with a resolved zone and address, and saves', () => {
    expect(pickerConfirm(ready)).toEqual({ disabled: false, errorLabel: null, action: 'save' });
  });

  it('is disabled while the zone lookup is loading', () => {
    expect(pickerConfirm({ ...ready, zoneLoading: true })).toEqual({
      disabled: true,
      errorLabel: null,
      action: 'none',
    });
  });

  it('is disabled while no address is resolved', () => {
    expect(pickerConfirm({ ...ready, address: null }).disabled).toBe(true);
    expect(pickerConfirm({ ...ready, address: '  ' }).disabled).toBe(true);
  });

  it('is disabled without a zone and without an error', () => {
    expect(pickerConfirm({ ...ready, zoneIds: null })).toMatchObject({
      disabled: true,
      action: 'none',
    });
  });

  it('shows the zone error and only closes when pressed', () => {
    const zoneError = 'service not available in this area';
    expect(pickerConfirm({ ...ready, zoneIds: null, zoneError })).toEqual({
      disabled: false,
      errorLabel: zoneError,
      action: 'close',
    });
    // Still disabled without an address, but the message stays on the button.
    expect(pickerConfirm({ ...ready, address: null, zoneIds: null, zoneError })).toEqual({
      disabled: true,
      errorLabel: zoneError,
      action: 'none',
    });
  });
});

describe('points', () => {
  it('treats points within about a metre as the same', () => {
    expect(samePoint({ lat: 33.5731, lng: -7.5898 }, { lat: 33.573101, lng: -7.589801 })).toBe(
      true,
    );
    expect(samePoint({ lat: 33.5731, lng: -7.5898 }, { lat: 33.5741, lng: -7.5898 })).toBe(false);
    expect(samePoint(null, null)).toBe(true);
    expect(samePoint(null, { lat: 1, lng: 1 })).toBe(false);
  });

  it('rounds and formats coordinates', () => {
    expect(roundedPoint({ lat: 33.57312345678, lng: -7.58981234567 })).toEqual({
      lat: 33.573123,
      lng: -7.589812,
    });
    expect(formatCoordinates({ lat: 33.5731, lng: -7.5898 })).toBe('33.57310, -7.58980');
  });
});
