import {
  CORS_ALLOWED_HEADERS,
  CORS_MAX_AGE_SECONDS,
  normalizeOrigin,
  parseCorsOrigins,
} from '@/server/api/cors';
import { call, makeApp, openTestDb, type App, type TestDb } from './helpers';

/** CORS for the built-in API: preflights, the allowed origin on answers, CORS_ALLOWED_ORIGINS. */

describe('parseCorsOrigins', () => {
  it('allows any origin when unset, blank or *', () => {
    for (const raw of [undefined, '', '   ', '*', ' * '])
      expect(parseCorsOrigins(raw)).toEqual({ ok: true, policy: { anyOrigin: true } });
  });

  it('reads a comma-separated list of origins, trimmed and normalised', () => {
    const parsed = parseCorsOrigins(
      ' https://shop.example.com , HTTP://Localhost:3000/,https://app.example.com:443,',
    );
    expect(parsed).toEqual({
      ok: true,
      policy: {
        anyOrigin: false,
        origins: new Set([
          'https://shop.example.com',
          'http://localhost:3000',
          'https://app.example.com',
        ]),
      },
    });
  });

  it('rejects entries that are not http(s) origins, naming them', () => {
    expect(
      parseCorsOrigins(
        'https://ok.example, https://x.example/path, *.example.com, https://*.example.com, ftp://f.example',
      ),
    ).toEqual({
      ok: false,
      invalid: [
        'https://x.example/path',
        '*.example.com',
        'https://*.example.com',
        'ftp://f.example',
      ],
    });
    expect(parseCorsOrigins('*, https://a.example')).toEqual({ ok: false, invalid: ['*'] });
    expect(parseCorsOrigins(' , ')).toEqual({ ok: false, invalid: [','] });
  });

  it('normalizeOrigin refuses user info, queries, fragments and the null origin', () => {
    expect(normalizeOrigin('https://user@a.example')).toBeNull();
    expect(normalizeOrigin('https://a.example/?q=1')).toBeNull();
    expect(normalizeOrigin('https://a.example/#top')).toBeNull();
    expect(normalizeOrigin('null')).toBeNull();
    expect(normalizeOrigin('https://A.Example:8443')).toBe('https://a.example:8443');
  });
});

describe('the API', () => {
  let testDb: TestDb;
  let app: App;
  const saved = process.env.CORS_ALLOWED_ORIGINS;

  beforeAll(async () => {
    testDb = await openTestDb();
    app = makeApp(testDb.db);
  });

  afterAll(async () => {
    await testDb.close();
  });

  afterEach(() => {
    if (saved === undefined) delete process.env.CORS_ALLOWED_ORIGINS;
    else process.env.CORS_ALLOWED_ORIGINS = saved;
  });

  const preflight = (origin: string) =>
    call(app, 'OPTIONS', '/module', {
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'zoneid, moduleid, x-localization, authorization',
      },
    });

  it('answers a preflight with 204, the contract headers, the methods and a max-age', async () => {
    delete process.env.CORS_ALLOWED_ORIGINS;
    const res = await preflight('https://elsewhere.example');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase());
    for (const header of [
      'zoneId',
      'moduleId',
      'latitude',
      'longitude',
      'X-localization',
      'X-software-id',
      'Authorization',
      'Content-Type',
      'Accept',
      'Idempotency-Key',
    ])
      expect(allowed).toContain(header.toLowerCase());
    expect(allowed).toHaveLength(CORS_ALLOWED_HEADERS.length);
    const methods = (res.headers.get('access-control-allow-methods') ?? '').split(/,\s*/);
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']));
    expect(res.headers.get('access-control-max-age')).toBe(String(CORS_MAX_AGE_SECONDS));
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives a GET from another origin Access-Control-Allow-Origin, errors too', async () => {
    delete process.env.CORS_ALLOWED_ORIGINS;
    const res = await call(app, 'GET', '/module', {
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(res.headers.get('vary')).toBeNull();
    const missing = await call(app, 'GET', '/no-such-route', {
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('with CORS_ALLOWED_ORIGINS, echoes a listed origin and gives an unlisted one none', async () => {
    process.env.CORS_ALLOWED_ORIGINS = 'https://shop.example.com, http://localhost:3001';
    const listed = await call(app, 'GET', '/module', {
      headers: { Origin: 'https://shop.example.com' },
    });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
    expect(listed.headers.get('vary')).toBe('Origin');

    const unlisted = await call(app, 'GET', '/module', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(unlisted.status).toBe(200);
    expect(unlisted.headers.get('access-control-allow-origin')).toBeNull();
    expect(unlisted.headers.get('vary')).toBe('Origin');

    const listedPreflight = await preflight('http://localhost:3001');
    expect(listedPreflight.status).toBe(204);
    expect(listedPreflight.headers.get('access-control-allow-origin')).toBe(
      'http://localhost:3001',
    );
    const unlistedPreflight = await preflight('https://evil.example');
    expect(unlistedPreflight.status).toBe(204);
    expect(unlistedPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows no origin when the setting is invalid', async () => {
    process.env.CORS_ALLOWED_ORIGINS = 'https://shop.example.com/path';
    const res = await call(app, 'GET', '/module', {
      headers: { Origin: 'https://shop.example.com' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
