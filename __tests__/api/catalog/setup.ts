import { sql } from 'drizzle-orm';
import { localNow, MARKET_TIME_ZONE, setCatalogClock } from '@/server/api/catalog/clock';
import { call, makeApp, openTestDb, type App, type CallResult, type TestDb } from '../helpers';

export { MARKET_TIME_ZONE };

/** Headers of a visitor in Casablanca (zone 1) browsing the food module. */
export const CASA = { lat: '33.5731', lng: '-7.5898' };

/** A guest's cash-on-delivery order to a store, delivered 3 km away in Casablanca (API-ORDERS-1). */
export const guestOrderBody = (
  guestId: number,
  storeId: number,
  extra: Record<string, unknown> = {},
) => ({
  guest_id: guestId,
  payment_method: 'cash_on_delivery',
  order_type: 'delivery',
  store_id: storeId,
  distance: 3,
  address: '5 Rue Test, Casablanca',
  latitude: CASA.lat,
  longitude: CASA.lng,
  contact_person_name: 'Guest Buyer',
  contact_person_number: '+212611111111',
  contact_person_email: 'guest@example.test',
  ...extra,
});

export type Catalog = {
  testDb: TestDb;
  app: App;
  /** The seed's local date (Africa/Casablanca), YYYY-MM-DD: campaign and discount windows hang on it. */
  seedDate: string;
  /** Pins the catalogue clock to the seed date (± days) at a local time "HH:MM". */
  at: (time: string, dayOffset?: number) => Date;
  /** GET with the usual headers (moduleId 1, zoneId [1], Casablanca position); `null` drops one. */
  get: (
    path: string,
    headers?: Record<string, string | null>,
    token?: string,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes and assert on them
  ) => Promise<CallResult<any>>;
  /** Raw SQL against the file's database. */
  q: <T = Record<string, unknown>>(text: string) => Promise<T[]>;
};

/** The instant at which Africa/Casablanca shows `date` `time`. */
export function casablanca(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wanted = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wanted;
  // The zone is UTC+0 or UTC+1: two corrections settle it.
  for (let i = 0; i < 3; i++) {
    const local = localNow(new Date(guess));
    const [ly, lm, ld] = local.date.split('-').map(Number);
    const [lh, lmin] = local.time.split(':').map(Number);
    guess += wanted - Date.UTC(ly, lm - 1, ld, lh, lmin);
  }
  return new Date(guess);
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** One seeded database for a test file plus helpers (call from beforeAll). */
export async function openCatalog(): Promise<Catalog> {
  const testDb = await openTestDb();
  const app = makeApp(testDb.db);
  // Both drivers return `{ rows }`; Db's generic result type does not say so.
  const q = async <T>(text: string) =>
    ((await testDb.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
  const [row] = await q<{ value: string }>(
    "select value #>> '{}' as value from business_settings where key = 'seeded_at'",
  );
  const seedDate = localNow(new Date(row.value)).date;
  const at = (time: string, dayOffset = 0) => {
    const instant = casablanca(addDays(seedDate, dayOffset), time);
    setCatalogClock(() => instant);
    return instant;
  };
  at('13:00');
  const get = (path: string, headers: Record<string, string | null> = {}, token?: string) => {
    const merged: Record<string, string | null> = {
      moduleId: '1',
      zoneId: '[1]',
      latitude: CASA.lat,
      longitude: CASA.lng,
      ...headers,
    };
    const clean = Object.fromEntries(
      Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== null),
    );
    return call(app, 'GET', path, { headers: clean, token });
  };
  return { testDb, app, seedDate, at, get, q };
}

export async function closeCatalog(catalog: Catalog | undefined) {
  setCatalogClock(null);
  await catalog?.testDb.close();
}
