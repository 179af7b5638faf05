import {
  call,
  makeApp,
  openTestDb,
  registerUser,
  type App,
  type CallResult,
  type TestDb,
} from './helpers';

jest.setTimeout(60_000);

let testDb: TestDb;
let app: App;

beforeAll(async () => {
  testDb = await openTestDb();
  app = makeApp(testDb.db);
}, 240_000);

afterAll(() => testDb?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses are JSON read back from the API
type Json = any;

/** Casablanca (zone 1) and Rabat (zone 2) centres; the Atlantic is outside every zone. */
const CASA = { latitude: '33.5731', longitude: '-7.5898' };
const RABAT = { latitude: '34.0209', longitude: '-6.8416' };
const SEA = { latitude: '35.5', longitude: '-12.0' };

const form = (extra: Record<string, unknown> = {}) => ({
  contact_person_name: 'Amina Test',
  contact_person_number: '+212600000009',
  address_type: 'home',
  address: '12 Rue Example, Casablanca',
  ...CASA,
  floor: '2',
  road: 'Rue Example',
  house: '12',
  additional_information: '',
  ...extra,
});

const send = (
  method: string,
  path: string,
  token: string | undefined,
  json?: Record<string, unknown>,
): Promise<CallResult<Json>> => call(app, method, `/customer/address${path}`, { token, json });

const list = async (token: string) => (await send('GET', '/list', token)).body.addresses as Json[];

const codes = (res: CallResult<Json>) =>
  (res.body.errors as { code: string }[]).map((error) => error.code);

describe('auth:api', () => {
  it.each([
    ['POST', '/add'],
    ['PUT', '/update/1'],
    ['DELETE', '/delete?address_id=1'],
  ])('%s address%s answers 401 auth-001 without a token', async (method, path) => {
    const res = await send(method, path, undefined, method === 'DELETE' ? undefined : form());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] });
  });
});

describe('POST /customer/address/add', () => {
  it('saves the address with its zones and answers {message, zone_ids}', async () => {
    const { token } = await registerUser(app);
    const res = await send('POST', '/add', token, form());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Successfully added!', zone_ids: [1] });
    const [saved] = await list(token);
    expect(saved).toEqual(
      expect.objectContaining({
        address_type: 'home',
        contact_person_name: 'Amina Test',
        contact_person_number: '+212600000009',
        address: '12 Rue Example, Casablanca',
        latitude: '33.5731',
        longitude: '-7.5898',
        floor: '2',
        road: 'Rue Example',
        house: '12',
        zone_id: 1,
        zone_ids: [1],
      }),
    );
  });

  it('takes a free-text type (the label of an "other" address) and optional fields absent', async () => {
    const { token } = await registerUser(app);
    const res = await send('POST', '/add', token, {
      contact_person_name: 'Karim',
      contact_person_number: '0600000010',
      address_type: 'Grandma',
      address: 'Avenue Mohammed V, Rabat',
      ...RABAT,
    });
    expect(res.body.zone_ids).toEqual([2]);
    const [saved] = await list(token);
    expect(saved).toMatchObject({ address_type: 'Grandma', floor: null, road: null, house: null });
  });

  it('403 coordinates outside every zone; nothing saved', async () => {
    const { token } = await registerUser(app);
    const res = await send('POST', '/add', token, form(SEA));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      errors: [{ code: 'coordinates', message: 'service not available in this area' }],
    });
    expect(await list(token)).toEqual([]);
  });

  it('403 validation for every missing or bad field at once', async () => {
    const { token } = await registerUser(app);
    const empty = await send('POST', '/add', token, {});
    expect(empty.status).toBe(403);
    expect(codes(empty).sort()).toEqual(
      [
        'address',
        'address_type',
        'contact_person_name',
        'contact_person_number',
        'latitude',
        'longitude',
      ].sort(),
    );
    expect(empty.body.errors.find((e: Json) => e.code === 'address').message).toBe(
      'The address field is required.',
    );
    const bad = await send(
      'POST',
      '/add',
      token,
      form({ latitude: '123', longitude: 'east', contact_person_name: 'x'.repeat(101) }),
    );
    expect(codes(bad).sort()).toEqual(['contact_person_name', 'latitude', 'longitude']);
    const email = await send('POST', '/add', token, form({ contact_person_email: 'nope' }));
    expect(codes(email)).toEqual(['contact_person_email']);
    expect(await list(token)).toEqual([]);
  });
});

describe('PUT /customer/address/update/{id}', () => {
  it('updates the caller’s address and answers {message, zone_id}', async () => {
    const { token } = await registerUser(app);
    await send('POST', '/add', token, form());
    const [saved] = await list(token);
    const res = await send(
      'PUT',
      `/update/${saved.id}`,
      token,
      form({ ...RABAT, address: 'Rabat', address_type: 'office' }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Successfully updated!', zone_id: 2 });
    const [updated] = await list(token);
    expect(updated).toMatchObject({
      id: saved.id,
      address: 'Rabat',
      address_type: 'office',
      zone_id: 2,
      zone_ids: [2],
    });
  });

  it('accepts the POST + _method=PUT form the storefront may send', async () => {
    const { token } = await registerUser(app);
    await send('POST', '/add', token, form());
    const [saved] = await list(token);
    const res = await call(app, 'POST', `/customer/address/update/${saved.id}`, {
      token,
      form: { ...(form({ house: '99' }) as Record<string, string>), _method: 'PUT' },
    });
    expect(res.status).toBe(200);
    expect((await list(token))[0].house).toBe('99');
  });

  it('404 for another user’s or an unknown address; 403 outside the zones or invalid', async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    await send('POST', '/add', alice.token, form());
    const [saved] = await list(alice.token);
    const hijack = await send('PUT', `/update/${saved.id}`, bob.token, form({ address: 'Mine' }));
    expect(hijack.status).toBe(404);
    expect(hijack.body.message).toBe('Not found');
    expect((await list(alice.token))[0].address).toBe(saved.address);
    expect((await send('PUT', '/update/99999999', alice.token, form())).status).toBe(404);
    const outside = await send('PUT', `/update/${saved.id}`, alice.token, form(SEA));
    expect(codes(outside)).toEqual(['coordinates']);
    const invalid = await send('PUT', `/update/${saved.id}`, alice.token, {});
    expect(invalid.status).toBe(403);
    expect((await send('PUT', '/update/abc', alice.token, form())).status).toBe(403);
  });
});

describe('DELETE /customer/address/delete', () => {
  it('deletes the caller’s address; 404 for another user’s, unknown or already deleted', async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    await send('POST', '/add', alice.token, form());
    const [saved] = await list(alice.token);
    const notBobs = await send('DELETE', `/delete?address_id=${saved.id}`, bob.token);
    expect(notBobs.status).toBe(404);
    expect(notBobs.body.message).toBe('Not found');
    expect(await list(alice.token)).toHaveLength(1);
    const removed = await send('DELETE', `/delete?address_id=${saved.id}`, alice.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Successfully removed!' });
    expect(await list(alice.token)).toEqual([]);
    expect((await send('DELETE', `/delete?address_id=${saved.id}`, alice.token)).status).toBe(404);
    const missing = await send('DELETE', '/delete', alice.token);
    expect(missing.status).toBe(403);
    expect(codes(missing)).toEqual(['address_id']);
  });
});
