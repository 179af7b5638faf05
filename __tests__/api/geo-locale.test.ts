import { createApiApp } from '@/server/api/app';
import { call } from './helpers';

// The map proxies answer from the offline gazetteer: no database.
const app = createApiApp({ getDb: () => Promise.reject(new Error('no database in this test')) });

type Locale = 'en' | 'ar' | 'fr';

const autocomplete = (text: string, locale: Locale) =>
  call(app, 'GET', `/config/place-api-autocomplete?search_text=${encodeURIComponent(text)}`, {
    headers: { 'X-localization': locale },
  });

const details = (placeId: string, locale: Locale) =>
  call(app, 'GET', `/config/place-api-details?placeid=${encodeURIComponent(placeId)}`, {
    headers: { 'X-localization': locale },
  });

const LATIN = /[A-Za-z]/;
const ARABIC = /\p{Script=Arabic}/u;

describe('place-api-autocomplete matches every name of a place and answers in the script of the query', () => {
  it.each([
    // A Latin query describes in Latin letters whatever the interface (6amMart's web client keeps
    // only suggestions whose description contains the typed text): French in the Arabic interface.
    ['Casablanca', 'ar', 'casablanca', 'Casablanca', 'Casablanca, Maroc'],
    ['Rabat', 'ar', 'rabat', 'Rabat', 'Rabat, Maroc'],
    ['Rabat', 'en', 'rabat', 'Rabat', 'Rabat, Morocco'],
    ['casablanca', 'fr', 'casablanca', 'Casablanca', 'Casablanca, Maroc'],
    ['RABAT', 'fr', 'rabat', 'Rabat', 'Rabat, Maroc'],
    // An Arabic query answers in Arabic, also in the English or French interface.
    ['الدار البيضاء', 'en', 'casablanca', 'الدار البيضاء', 'الدار البيضاء، المغرب'],
    ['الرباط', 'en', 'rabat', 'الرباط', 'الرباط، المغرب'],
    ['الرباط', 'fr', 'rabat', 'الرباط', 'الرباط، المغرب'],
    ['الرباط', 'ar', 'rabat', 'الرباط', 'الرباط، المغرب'],
    // Within Latin letters, the language whose name was typed: French in the Arabic interface,
    // English in the French one.
    ['Tour Hassan', 'ar', 'hassan-tower', 'Tour Hassan', 'Tour Hassan, Rabat, Maroc'],
    [
      'Hassan II Mosque',
      'fr',
      'hassan-ii-mosque',
      'Hassan II Mosque',
      'Hassan II Mosque, Casablanca, Morocco',
    ],
    [
      'Mosquée Hassan',
      'en',
      'hassan-ii-mosque',
      'Mosquée Hassan II',
      'Mosquée Hassan II, Casablanca, Maroc',
    ],
  ] as const)('%j in %s finds %s', async (text, locale, placeId, main, description) => {
    const res = await autocomplete(text, locale);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('OK');
    expect(res.body.predictions[0]).toMatchObject({
      place_id: placeId,
      description,
      structured_formatting: { main_text: main },
    });
    expect(res.body.suggestions[0].placePrediction).toMatchObject({
      placeId,
      text: { text: description },
      structuredFormat: { mainText: { text: main } },
    });
  });

  /** MUI Autocomplete's default filter, which the web client uses: case and accents ignored. */
  const shownFor = (typed: string, description: string) => {
    const plain = (value: string) =>
      value
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    return plain(description).includes(plain(typed));
  };

  it.each([
    ['Casablanca', 'ar', LATIN],
    ['Rabat', 'ar', LATIN],
    ['Maarif', 'ar', LATIN],
    ['الدار البيضاء', 'en', ARABIC],
    ['الرباط', 'fr', ARABIC],
  ] as const)(
    'describes every result of %j in %s in the script typed, so the client keeps them all',
    async (text, locale, script) => {
      const res = await autocomplete(text, locale);
      const predictions = res.body.predictions as { description: string }[];
      expect(predictions.length).toBeGreaterThan(0);
      for (const { description } of predictions) {
        expect(description).toMatch(script);
        expect(description).not.toMatch(script === LATIN ? ARABIC : LATIN);
        expect(shownFor(text, description)).toBe(true);
      }
    },
  );

  it('folds accents and case on both sides', async () => {
    const res = await autocomplete('MOHAMMEDIA', 'fr');
    expect(res.body.predictions[0]).toMatchObject({
      place_id: 'mohammedia',
      description: 'Mohammédia, Maroc',
    });
    const accented = await autocomplete('Fès', 'en');
    expect(accented.body.predictions[0]).toMatchObject({
      place_id: 'fes',
      description: 'Fès, Maroc',
    });
    const english = await autocomplete('Fez', 'fr');
    expect(english.body.predictions[0]).toMatchObject({
      place_id: 'fes',
      description: 'Fez, Morocco',
    });
  });
});

describe('place-api-details answers in the request language', () => {
  it.each([
    ['casablanca', 'ar', 'الدار البيضاء', 'الدار البيضاء، المغرب'],
    ['casablanca', 'fr', 'Casablanca', 'Casablanca, Maroc'],
    ['rabat', 'ar', 'الرباط', 'الرباط، المغرب'],
    ['hassan-tower', 'fr', 'Tour Hassan', 'Tour Hassan, Rabat, Maroc'],
  ] as const)('%s in %s', async (placeId, locale, name, address) => {
    const res = await details(placeId, locale);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: placeId,
      displayName: { text: name, languageCode: locale },
      formattedAddress: address,
      result: { name, formatted_address: address, place_id: placeId },
      status: 'OK',
    });
  });

  it('details a place found by a Latin search in the Arabic UI, in the request language', async () => {
    const search = await autocomplete('Casablanca', 'ar');
    expect(search.body.predictions[0].description).toBe('Casablanca, Maroc');
    const res = await details(search.body.suggestions[0].placePrediction.placeId, 'ar');
    expect(res.body.formattedAddress).toBe('الدار البيضاء، المغرب');
    expect(res.body.location).toEqual({ latitude: 33.5731, longitude: -7.5898 });
  });
});

describe('distance-api answers the Routes element and the classic Distance Matrix beside it', () => {
  const route =
    '/config/distance-api?origin_lat=33.5822&origin_lng=-7.6344&destination_lat=34.0209&destination_lng=-6.8416';

  it.each(['WALK', 'DRIVE'])(
    '%s: rows[0].elements[0] repeats the element in metres and seconds',
    async (mode) => {
      const res = await call(app, 'GET', `${route}&mode=${mode}`);
      expect(res.status).toBe(200);
      const { distanceMeters, duration, localizedValues } = res.body;
      expect(distanceMeters).toEqual(expect.any(Number));
      expect(duration).toMatch(/^\d+s$/);
      const seconds = Number(duration.slice(0, -1));
      expect(res.body.status).toBe('OK');
      expect(res.body.rows).toHaveLength(1);
      expect(res.body.rows[0].elements).toEqual([
        {
          distance: { value: distanceMeters, text: localizedValues.distance.text },
          duration: { value: seconds, text: localizedValues.duration.text },
          status: 'OK',
        },
      ]);
      expect(res.body.rows[0].elements[0].distance.text).toMatch(/^\d+\.\d km$/);
    },
  );

  it('localises the texts of both shapes', async () => {
    const ar = await call(app, 'GET', route, { headers: { 'X-localization': 'ar' } });
    const element = ar.body.rows[0].elements[0];
    expect(element.distance.text).toMatch(/كم$/);
    expect(element.duration.text).toMatch(ARABIC);
    expect(element.distance.text).toBe(ar.body.localizedValues.distance.text);
    const fr = await call(app, 'GET', route, { headers: { 'X-localization': 'fr' } });
    expect(fr.body.rows[0].elements[0].distance.text).toMatch(/^\d+,\d km$/);
    expect(fr.body.rows[0].elements[0].distance.value).toBe(ar.body.distanceMeters);
  });
});
