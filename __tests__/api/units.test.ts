import {
  dummyPasswordHash,
  hashPassword,
  normalizePhone,
  splitName,
  verifyPassword,
} from '@/server/auth';
import { hashToken } from '@/server/auth/tokens';
import {
  estimateTravel,
  foldText,
  haversineMeters,
  parseTravelMode,
  pointInPolygon,
  PLACES,
  polygonAreaM2,
  reverseGeocode,
  searchPlaces,
  zonesContaining,
} from '@/server/geo';

const CASABLANCA = [
  { lat: 33.5, lng: -7.72 },
  { lat: 33.64, lng: -7.72 },
  { lat: 33.64, lng: -7.48 },
  { lat: 33.5, lng: -7.48 },
];
const RABAT = [
  { lat: 33.93, lng: -6.9 },
  { lat: 34.06, lng: -6.9 },
  { lat: 34.06, lng: -6.76 },
  { lat: 33.93, lng: -6.76 },
];

describe('gazetteer', () => {
  it('covers 30+ places inside the zones and a few outside, named in en/ar/fr', () => {
    const inside = PLACES.filter((p) => pointInPolygon(p, CASABLANCA) || pointInPolygon(p, RABAT));
    const outside = PLACES.filter(
      (p) => !pointInPolygon(p, CASABLANCA) && !pointInPolygon(p, RABAT),
    );
    expect(inside.length).toBeGreaterThanOrEqual(30);
    expect(outside.map((p) => p.id)).toEqual(
      expect.arrayContaining(['marrakech', 'fes', 'tangier']),
    );
    for (const place of PLACES) {
      expect(place.names.en).toBeTruthy();
      expect(place.names.ar).toMatch(/[\u0600-\u06ff]/);
      expect(place.names.fr).toBeTruthy();
    }
    for (const id of [
      'maarif',
      'gauthier',
      'anfa',
      'ain-diab',
      'racine',
      'bourgogne',
      'derb-sultan',
      'habous',
      'sidi-maarouf',
      'hassan-ii-mosque',
      'casa-port',
      'twin-center',
      'morocco-mall',
    ]) {
      expect(
        pointInPolygon(
          PLACES.find((p) => p.id === id)!,
          CASABLANCA,
        ),
      ).toBe(true);
    }
    for (const id of [
      'agdal',
      'hassan',
      'hay-riad',
      'souissi',
      'les-orangers',
      'medina-rabat',
      'kasbah-oudayas',
    ]) {
      expect(
        pointInPolygon(
          PLACES.find((p) => p.id === id)!,
          RABAT,
        ),
      ).toBe(true);
    }
  });

  it('folds accents, case and Arabic letter variants', () => {
    expect(foldText('Aïn Sebaâ')).toBe('ain sebaa');
    expect(foldText('  MAÂRIF ')).toBe('maarif');
    expect(foldText('أكادير')).toBe(foldText('اكادير'));
    expect(searchPlaces('fès')[0].id).toBe('fes');
    expect(searchPlaces('طنجة')[0].id).toBe('tangier');
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('rabat').map((p) => p.id)[0]).toBe('rabat');
    expect(searchPlaces('rabat').length).toBeGreaterThan(1);
  });

  it('reverse-geocodes with a 5 km radius', () => {
    expect(reverseGeocode({ lat: 33.6083, lng: -7.6325 }, 'fr').formattedAddress).toBe(
      'Mosquée Hassan II, Casablanca, Maroc',
    );
    expect(reverseGeocode({ lat: 33.02, lng: -7.6 }, 'en').place).toBeNull();
  });
});

describe('geometry', () => {
  it('measures distances and areas', () => {
    // Casablanca → Rabat is about 87 km as the crow flies.
    expect(
      haversineMeters({ lat: 33.5731, lng: -7.5898 }, { lat: 34.0209, lng: -6.8416 }) / 1000,
    ).toBeCloseTo(87, -1);
    expect(polygonAreaM2(CASABLANCA) / 1e6).toBeGreaterThan(300);
    expect(polygonAreaM2([])).toBe(0);
  });

  it('orders containing zones by area, smallest first', () => {
    const inner = {
      id: 3,
      coordinates: [
        { lat: 33.55, lng: -7.65 },
        { lat: 33.6, lng: -7.65 },
        { lat: 33.6, lng: -7.6 },
        { lat: 33.55, lng: -7.6 },
      ],
    };
    const zones = [{ id: 1, coordinates: CASABLANCA }, { id: 2, coordinates: RABAT }, inner];
    expect(zonesContaining({ lat: 33.58, lng: -7.63 }, zones).map((z) => z.id)).toEqual([3, 1]);
    expect(zonesContaining({ lat: 31.6, lng: -8 }, zones)).toEqual([]);
  });

  it('estimates travel with a road factor and mode speeds', () => {
    const a = { lat: 33.5731, lng: -7.5898 };
    const b = { lat: 33.5822, lng: -7.6344 };
    const walk = estimateTravel(a, b, 'WALK');
    expect(walk.distanceMeters).toBe(Math.round(haversineMeters(a, b) * 1.3));
    expect(estimateTravel(a, b, 'DRIVE').durationSeconds).toBe(
      Math.round(walk.distanceMeters / (30000 / 3600)),
    );
    expect(parseTravelMode(undefined)).toBe('WALK');
    expect(parseTravelMode('walking')).toBe('WALK');
    expect(parseTravelMode('driving')).toBe('DRIVE');
    expect(parseTravelMode('BICYCLE')).toBeNull();
  });
});

describe('auth primitives', () => {
  it('hashes passwords with scrypt and compares them', async () => {
    const hash = await hashPassword('Demo1234!');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await hashPassword('Demo1234!')).not.toBe(hash);
    expect(await verifyPassword('Demo1234!', hash)).toBe(true);
    expect(await verifyPassword('demo1234!', hash)).toBe(false);
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99999999$8$1$AA$AA')).toBe(false);
    expect(await verifyPassword('x', await dummyPasswordHash())).toBe(false);
  });

  it('hashes tokens and normalises phones and names', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(normalizePhone('+212 600-000 001')).toBe('+212600000001');
    expect(normalizePhone('00212600000001')).toBe('+212600000001');
    expect(normalizePhone('(212) 600 000 001')).toBe('+212600000001');
    expect(normalizePhone('abc')).toBeNull();
    expect(normalizePhone('+12')).toBeNull();
    expect(splitName('Fatima Zahra Idrissi')).toEqual(['Fatima', 'Zahra Idrissi']);
    expect(splitName('Cher')).toEqual(['Cher', '']);
  });
});
