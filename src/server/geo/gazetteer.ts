import { haversineMeters, type Point } from './distance';
import { foldText } from './fold';

/**
 * Offline gazetteer for the seeded zones (Casablanca = zone 1, Rabat = zone 2) plus a few cities
 * outside every zone so out-of-zone flows can be exercised. Coordinates are approximate.
 */

export type GeoLocale = 'en' | 'ar' | 'fr';
export type LocalisedText = Record<GeoLocale, string>;

export type Place = {
  id: string;
  lat: number;
  lng: number;
  /** City id in CITIES; the city entries themselves point at their own id. */
  city: string;
  names: LocalisedText;
};

const COUNTRY: LocalisedText = { en: 'Morocco', ar: 'المغرب', fr: 'Maroc' };

export const CITIES: Record<string, LocalisedText> = {
  casablanca: { en: 'Casablanca', ar: 'الدار البيضاء', fr: 'Casablanca' },
  rabat: { en: 'Rabat', ar: 'الرباط', fr: 'Rabat' },
  marrakech: { en: 'Marrakesh', ar: 'مراكش', fr: 'Marrakech' },
  fes: { en: 'Fez', ar: 'فاس', fr: 'Fès' },
  tangier: { en: 'Tangier', ar: 'طنجة', fr: 'Tanger' },
  agadir: { en: 'Agadir', ar: 'أكادير', fr: 'Agadir' },
  mohammedia: { en: 'Mohammedia', ar: 'المحمدية', fr: 'Mohammédia' },
};

type Row = [id: string, lat: number, lng: number, en: string, ar: string, fr: string];

const CASABLANCA: Row[] = [
  ['casablanca', 33.5731, -7.5898, 'Casablanca', 'الدار البيضاء', 'Casablanca'],
  ['maarif', 33.5822, -7.6344, 'Maarif', 'المعاريف', 'Maârif'],
  ['gauthier', 33.5897, -7.6264, 'Gauthier', 'غوتييه', 'Gauthier'],
  ['anfa', 33.5885, -7.647, 'Anfa', 'أنفا', 'Anfa'],
  ['ain-diab', 33.593, -7.69, 'Ain Diab', 'عين الذئاب', 'Aïn Diab'],
  ['racine', 33.589, -7.638, 'Racine', 'راسين', 'Racine'],
  ['bourgogne', 33.5985, -7.638, 'Bourgogne', 'بوركون', 'Bourgogne'],
  ['derb-sultan', 33.574, -7.601, 'Derb Sultan', 'درب السلطان', 'Derb Sultan'],
  ['habous', 33.576, -7.604, 'Habous Quarter', 'حي الأحباس', 'Quartier des Habous'],
  ['sidi-maarouf', 33.532, -7.645, 'Sidi Maarouf', 'سيدي معروف', 'Sidi Maârouf'],
  [
    'hassan-ii-mosque',
    33.6083,
    -7.6325,
    'Hassan II Mosque',
    'مسجد الحسن الثاني',
    'Mosquée Hassan II',
  ],
  [
    'casa-port',
    33.599,
    -7.613,
    'Casa Port Station',
    'محطة الدار البيضاء الميناء',
    'Gare de Casa-Port',
  ],
  [
    'casa-voyageurs',
    33.59,
    -7.59,
    'Casa Voyageurs Station',
    'محطة الدار البيضاء المسافرين',
    'Gare de Casa-Voyageurs',
  ],
  ['twin-center', 33.586, -7.633, 'Twin Center', 'التوين سنتر', 'Twin Center'],
  ['morocco-mall', 33.577, -7.706, 'Morocco Mall', 'موروكو مول', 'Morocco Mall'],
  [
    'old-medina-casablanca',
    33.601,
    -7.619,
    'Old Medina of Casablanca',
    'المدينة القديمة',
    'Ancienne Médina',
  ],
  ['place-mohammed-v', 33.595, -7.618, 'Mohammed V Square', 'ساحة محمد الخامس', 'Place Mohammed V'],
  ['corniche', 33.596, -7.67, 'La Corniche', 'الكورنيش', 'La Corniche'],
  ['oasis', 33.556, -7.629, 'Oasis', 'الواحة', 'Oasis'],
  ['californie', 33.54, -7.62, 'Californie', 'كاليفورنيا', 'Californie'],
  ['ain-sebaa', 33.605, -7.54, 'Ain Sebaa', 'عين السبع', 'Aïn Sebaâ'],
  ['hay-mohammadi', 33.587, -7.57, 'Hay Mohammadi', 'الحي المحمدي', 'Hay Mohammadi'],
  ['belvedere', 33.596, -7.6, 'Belvedere', 'بلفدير', 'Belvédère'],
  [
    'arab-league-park',
    33.588,
    -7.623,
    'Arab League Park',
    'حديقة الجامعة العربية',
    'Parc de la Ligue Arabe',
  ],
];

const RABAT: Row[] = [
  ['rabat', 34.0209, -6.8416, 'Rabat', 'الرباط', 'Rabat'],
  ['agdal', 33.9985, -6.852, 'Agdal', 'أكدال', 'Agdal'],
  ['hassan', 34.02, -6.83, 'Hassan', 'حسان', 'Hassan'],
  ['hassan-tower', 34.024, -6.8225, 'Hassan Tower', 'صومعة حسان', 'Tour Hassan'],
  [
    'mausoleum-mohammed-v',
    34.0235,
    -6.822,
    'Mausoleum of Mohammed V',
    'ضريح محمد الخامس',
    'Mausolée Mohammed V',
  ],
  ['hay-riad', 33.96, -6.87, 'Hay Riad', 'حي الرياض', 'Hay Riad'],
  ['souissi', 33.98, -6.83, 'Souissi', 'السويسي', 'Souissi'],
  ['les-orangers', 34.013, -6.845, 'Les Orangers', 'حي الليمون', 'Les Orangers'],
  ['medina-rabat', 34.025, -6.836, 'Medina of Rabat', 'المدينة العتيقة للرباط', 'Médina de Rabat'],
  ['kasbah-oudayas', 34.031, -6.837, 'Kasbah of the Udayas', 'قصبة الأوداية', 'Kasbah des Oudayas'],
  [
    'rabat-ville',
    34.014,
    -6.834,
    'Rabat Ville Station',
    'محطة الرباط المدينة',
    'Gare de Rabat-Ville',
  ],
  ['ocean', 34.018, -6.85, 'Ocean', 'المحيط', 'Océan'],
  ['akkari', 34.005, -6.86, 'Akkari', 'العكاري', 'Akkari'],
  ['yacoub-el-mansour', 34.0, -6.88, 'Yacoub El Mansour', 'يعقوب المنصور', 'Yacoub El Mansour'],
  ['chellah', 34.007, -6.821, 'Chellah', 'شالة', 'Chellah'],
  ['mega-mall', 33.956, -6.853, 'Mega Mall', 'ميغا مول', 'Mega Mall'],
];

/** Outside every seeded zone. */
const ELSEWHERE: Row[] = [
  ['marrakech', 31.6295, -7.9811, 'Marrakesh', 'مراكش', 'Marrakech'],
  ['jemaa-el-fna', 31.6258, -7.9891, 'Jemaa el-Fnaa', 'ساحة جامع الفنا', 'Place Jemaa el-Fna'],
  ['fes', 34.0331, -5.0003, 'Fez', 'فاس', 'Fès'],
  ['tangier', 35.7595, -5.834, 'Tangier', 'طنجة', 'Tanger'],
  ['agadir', 30.4278, -9.5981, 'Agadir', 'أكادير', 'Agadir'],
  ['mohammedia', 33.6866, -7.383, 'Mohammedia', 'المحمدية', 'Mohammédia'],
];

const ELSEWHERE_CITY: Record<string, string> = { 'jemaa-el-fna': 'marrakech' };

function toPlaces(rows: Row[], city: (id: string) => string): Place[] {
  return rows.map(([id, lat, lng, en, ar, fr]) => ({
    id,
    lat,
    lng,
    city: city(id),
    names: { en, ar, fr },
  }));
}

export const PLACES: readonly Place[] = [
  ...toPlaces(CASABLANCA, () => 'casablanca'),
  ...toPlaces(RABAT, () => 'rabat'),
  ...toPlaces(ELSEWHERE, (id) => ELSEWHERE_CITY[id] ?? id),
];

const BY_ID = new Map(PLACES.map((place) => [place.id, place]));

/** Folded names in every language, computed once. */
const SEARCH_INDEX = PLACES.map((place) => ({
  place,
  names: [...new Set(Object.values(place.names).map(foldText))],
  city: [...new Set(Object.values(CITIES[place.city]).map(foldText))],
}));

export function findPlace(id: string): Place | undefined {
  return BY_ID.get(id);
}

const isCity = (place: Place) => place.id === place.city;

/** Arabic text uses the Arabic comma. */
const SEPARATOR: LocalisedText = { en: ', ', ar: '، ', fr: ', ' };

/** "Casablanca, Morocco" for a neighbourhood, "Morocco" for a city. */
export function secondaryText(place: Place, locale: GeoLocale): string {
  return isCity(place)
    ? COUNTRY[locale]
    : `${CITIES[place.city][locale]}${SEPARATOR[locale]}${COUNTRY[locale]}`;
}

export function formattedAddress(place: Place, locale: GeoLocale): string {
  return `${place.names[locale]}${SEPARATOR[locale]}${secondaryText(place, locale)}`;
}

const ARABIC_LETTER = /\p{Script=Arabic}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

/**
 * The languages a query can be answered in, best first: Arabic letters → Arabic; Latin letters →
 * the request language when it is written in Latin letters, then French (Morocco's other written
 * language), then English; neither (digits only) → the request language first, then the others.
 */
function languagesOfQuery(query: string, locale: GeoLocale): GeoLocale[] {
  if (ARABIC_LETTER.test(query)) return ['ar'];
  const ordered = [locale, ...(['fr', 'en', 'ar'] as const).filter((other) => other !== locale)];
  return LATIN_LETTER.test(query) ? ordered.filter((other) => other !== 'ar') : ordered;
}

/**
 * The language to describe a found place in, whatever the request language (API-CONFIG-3): the one
 * whose address contains the query, among the languages written in the query's script. 6amMart's web
 * client keeps only suggestions whose description contains the typed text, so "Casablanca" typed in
 * its Arabic interface must come back as "Casablanca, Maroc", and "الرباط" in English as Arabic.
 */
export function languageForQuery(place: Place, query: string, locale: GeoLocale): GeoLocale {
  const q = foldText(query);
  const languages = languagesOfQuery(query, locale);
  return (
    languages.find((language) => foldText(formattedAddress(place, language)).includes(q)) ??
    languages[0]
  );
}

/**
 * Ranks places whose name (any language) starts with, has a word starting with, or contains the
 * query; a query naming a city lists that city's places after direct name matches.
 */
export function searchPlaces(query: string, limit = 8): Place[] {
  const q = foldText(query);
  if (!q) return [];
  const scored: { place: Place; score: number }[] = [];
  for (const entry of SEARCH_INDEX) {
    let score = 0;
    for (const name of entry.names) {
      if (name === q) score = Math.max(score, 100);
      else if (name.startsWith(q)) score = Math.max(score, 80);
      else if (name.split(' ').some((word) => word.startsWith(q))) score = Math.max(score, 60);
      else if (name.includes(q)) score = Math.max(score, 40);
    }
    if (score === 0 && entry.city.some((city) => city.startsWith(q))) score = 10;
    if (score > 0)
      scored.push({ place: entry.place, score: score + (isCity(entry.place) ? 1 : 0) });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.place.names.en.localeCompare(b.place.names.en))
    .slice(0, limit)
    .map((entry) => entry.place);
}

export function nearestPlace(point: Point): { place: Place; meters: number } {
  let best = { place: PLACES[0], meters: Number.POSITIVE_INFINITY };
  for (const place of PLACES) {
    const meters = haversineMeters(point, place);
    if (meters < best.meters) best = { place, meters };
  }
  return best;
}

const NEAR: LocalisedText = { en: 'Near', ar: 'بالقرب من', fr: 'Près de' };

/** Within this radius the nearest place names the address. */
export const GEOCODE_RADIUS_M = 5000;
/** Closer than this the point is "at" the place rather than "near" it. */
const AT_PLACE_M = 250;

export type ReverseGeocode = { placeId: string; formattedAddress: string; place: Place | null };

export function reverseGeocode(point: Point, locale: GeoLocale): ReverseGeocode {
  const { place, meters } = nearestPlace(point);
  if (meters > GEOCODE_RADIUS_M) {
    return {
      placeId: coordinatePlaceId(point),
      formattedAddress: `${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}`,
      place: null,
    };
  }
  const address = formattedAddress(place, locale);
  return {
    placeId: place.id,
    formattedAddress: meters <= AT_PLACE_M ? address : `${NEAR[locale]} ${address}`,
    place,
  };
}

/** Place ids for bare coordinates ("@33.5,-7.6") so details can answer for reverse-geocoded points. */
export function coordinatePlaceId(point: Point): string {
  return `@${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;
}

export function parseCoordinatePlaceId(id: string): Point | null {
  const match = /^@(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(id);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}
