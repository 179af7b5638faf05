import type { ZoneData } from '@/api/types';
import {
  addressTypeLabel,
  storableZoneData,
  storedLocationFrom,
  storedLocationFromAddress,
  zoneIdString,
} from '@/domain/location/stored';

const zone = {
  id: 1,
  name: 'Casablanca',
  display_name: 'Casablanca',
  cash_on_delivery: true,
  digital_payment: true,
  coordinates: { type: 'Polygon', coordinates: [[[-7.72, 33.5]]] },
} as ZoneData & { coordinates: unknown };

describe('zoneIdString', () => {
  it('keeps the get-zone-id string verbatim', () => {
    expect(zoneIdString('[2,1]')).toBe('[2,1]');
    expect(zoneIdString(' [1] ')).toBe('[1]');
  });

  it('turns a bare number or an array into the string', () => {
    expect(zoneIdString(3)).toBe('[3]');
    expect(zoneIdString([2, 1])).toBe('[2,1]');
  });

  it('refuses answers without a zone', () => {
    expect(zoneIdString('[]')).toBeNull();
    expect(zoneIdString('')).toBeNull();
    expect(zoneIdString(null)).toBeNull();
    expect(zoneIdString('nonsense')).toBeNull();
    expect(zoneIdString([])).toBeNull();
  });
});

describe('storedLocationFrom', () => {
  it('builds the stored location from a zone answer', () => {
    expect(
      storedLocationFrom(
        { lat: 33.5822, lng: -7.6344, address: ' Maarif, Casablanca ' },
        { zone_id: '[1]', zone_data: [zone] },
      ),
    ).toEqual({
      address: 'Maarif, Casablanca',
      latitude: 33.5822,
      longitude: -7.6344,
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
  });

  it('tolerates a missing zone_data', () => {
    expect(
      storedLocationFrom({ lat: 1, lng: 2, address: 'Somewhere' }, { zone_id: '[4]' })?.zoneData,
    ).toEqual([]);
  });

  it('needs an address, valid coordinates and a zone', () => {
    const answer = { zone_id: '[1]', zone_data: [] };
    expect(storedLocationFrom({ lat: 1, lng: 2, address: '' }, answer)).toBeNull();
    expect(storedLocationFrom({ lat: 1, lng: 2, address: null }, answer)).toBeNull();
    expect(storedLocationFrom({ lat: 95, lng: 2, address: 'x' }, answer)).toBeNull();
    expect(storedLocationFrom({ lat: Number.NaN, lng: 2, address: 'x' }, answer)).toBeNull();
    expect(
      storedLocationFrom({ lat: 1, lng: 2, address: 'x' }, { zone_id: '[]', zone_data: [] }),
    ).toBeNull();
  });
});

describe('storableZoneData', () => {
  it('drops the polygon and keeps the rest', () => {
    expect(storableZoneData([zone])[0]).not.toHaveProperty('coordinates');
    expect(storableZoneData([zone])[0]).toMatchObject({ id: 1, cash_on_delivery: true });
    expect(storableZoneData(undefined)).toEqual([]);
  });
});

describe('storedLocationFromAddress', () => {
  const saved = {
    id: 7,
    address_type: 'home',
    address: '12 Rue Tahar Sebti, Casablanca',
    latitude: '33.5897',
    longitude: '-7.6264',
    zone_id: 1,
    zone_ids: [1, 2],
  };

  it('stores the address zone ids, text and coordinates', () => {
    expect(storedLocationFromAddress(saved, [zone])).toEqual({
      address: '12 Rue Tahar Sebti, Casablanca',
      latitude: 33.5897,
      longitude: -7.6264,
      zoneIds: '[1,2]',
      zoneData: [expect.objectContaining({ id: 1 })],
    });
  });

  it('falls back to zone_id', () => {
    expect(storedLocationFromAddress({ ...saved, zone_ids: [] })?.zoneIds).toBe('[1]');
    expect(storedLocationFromAddress({ ...saved, zone_ids: null })?.zoneIds).toBe('[1]');
  });

  it('refuses addresses without zone or coordinates', () => {
    expect(storedLocationFromAddress({ ...saved, zone_ids: [], zone_id: null })).toBeNull();
    expect(storedLocationFromAddress({ ...saved, latitude: 'abc' })).toBeNull();
    expect(storedLocationFromAddress({ ...saved, address: ' ' })).toBeNull();
  });
});

describe('addressTypeLabel', () => {
  it('capitalises the three types', () => {
    expect(addressTypeLabel('home')).toBe('Home');
    expect(addressTypeLabel('Office')).toBe('Office');
    expect(addressTypeLabel('others')).toBe('Other');
    expect(addressTypeLabel(null)).toBe('Other');
  });
});
