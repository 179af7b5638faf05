import { z } from 'zod';
import { createApiApp } from '@/server/api/app';
import { isBuiltInApiEnabled } from '@/server/api/enabled';
import { checkModule, requireZoneIds } from '@/server/api/middleware/guards';
import {
  parseBearer,
  parseCoordinateHeader,
  parseModuleHeader,
  parseZoneHeader,
} from '@/server/api/middleware/context';
import { paginated, readPage } from '@/server/api/pagination';
import { bool, int, num, validate } from '@/server/api/validation';
import { call, makeApp, openTestDb, type App, type TestDb } from './helpers';

jest.setTimeout(60_000);

let testDb: TestDb;
let app: App;

beforeAll(async () => {
  testDb = await openTestDb();
  app = makeApp(testDb.db);
  // Probe routes exercising the helpers later endpoints use.
  app.get('/probe/zone', (c) => c.json({ zoneIds: requireZoneIds(c) }));
  app.get('/probe/campaign', (c) => c.json({ zoneIds: requireZoneIds(c, 200) }));
  app.get('/probe/module', async (c) =>
    c.json({ module: (await checkModule(c, true))?.id ?? null }),
  );
  app.get('/probe/module-optional', async (c) =>
    c.json({ module: (await checkModule(c, false))?.id ?? null }),
  );
  app.get('/probe/page', (c) => {
    const page = readPage(c.var.input, { defaultLimit: 2 });
    const all = ['a', 'b', 'c', 'd', 'e'];
    return c.json(
      paginated('items', all.slice(page.skip, page.skip + page.limit), all.length, page),
    );
  });
  app.get('/probe/ctx', (c) => {
    const { ctx } = c.var;
    return c.json({
      lat: ctx.lat,
      lng: ctx.lng,
      locale: ctx.locale,
      guestId: ctx.guestId,
      moduleId: ctx.moduleId,
    });
  });
  app.post('/probe/echo', (c) => c.json(c.var.input));
  app.put('/probe/echo', (c) => c.json({ method: 'PUT', ...c.var.input }));
  app.delete('/probe/echo', (c) => c.json({ method: 'DELETE', ...c.var.input }));
}, 240_000);

afterAll(async () => {
  await testDb?.close();
});

const bigString = (bytes: number) => 'x'.repeat(bytes);

describe('error shapes', () => {
  it('answers unknown routes with 404 in the array shape', async () => {
    for (const path of [
      '/nope',
      '/config/nope',
      '/customer/../../etc/passwd',
      '/uploads/profile/../../x.png',
    ]) {
      const res = await call(app, 'GET', path);
      expect(res.status).toBe(404);
      expect(res.body.errors[0]).toEqual({ code: 'not_found', message: expect.any(String) });
    }
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const login = await call(app, 'GET', '/auth/login');
    expect(login.status).toBe(405);
    expect(login.headers.get('allow')).toBe('POST');
    expect(login.body.errors[0].code).toBe('method_not_allowed');
    const config = await call(app, 'DELETE', '/config');
    expect(config.status).toBe(405);
    expect(config.headers.get('allow')).toContain('GET');
    const reset = await call(app, 'POST', '/auth/reset-password', { json: {} });
    expect(reset.status).toBe(405);
  });

  it('answers malformed JSON with 400 body', async () => {
    for (const body of ['{"name": ', '{bad json}', '[1,2]', '"string"', 'null']) {
      const res = await call(app, 'POST', '/auth/sign-up', {
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].code).toBe('body');
    }
    const exact = await call(app, 'POST', '/auth/login', {
      headers: { 'Content-Type': 'application/json' },
      body: '{"login_type":',
    });
    expect(exact.body).toEqual({ errors: [{ code: 'body', message: 'Malformed JSON body.' }] });
  });

  it('rejects invalid UTF-8 in JSON', async () => {
    const res = await call(app, 'POST', '/auth/login', {
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    });
    expect(res.status).toBe(400);
  });

  it('answers other content types with 415', async () => {
    const res = await call(app, 'POST', '/auth/login', {
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(res.status).toBe(415);
    expect(res.body.errors[0].code).toBe('content_type');
    const none = await call(app, 'POST', '/auth/login', { body: 'login_type=manual' });
    expect([400, 415]).toContain(none.status);
  });

  it('answers JSON bodies over 1 MB with 413, declared or streamed', async () => {
    const payload = JSON.stringify({ name: bigString(1024 * 1024 + 10) });
    const streamed = await call(app, 'POST', '/auth/sign-up', {
      headers: { 'Content-Type': 'application/json' },
      body: payload,
    });
    expect(streamed.status).toBe(413);
    expect(streamed.body.errors[0].code).toBe('body');
    const declared = await call(app, 'POST', '/auth/sign-up', {
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(5 * 1024 * 1024) },
      body: '{}',
    });
    expect(declared.status).toBe(413);
    const form = await call(app, 'POST', '/auth/sign-up', {
      form: { name: bigString(1024 * 1024 + 10) },
    });
    expect(form.status).toBe(413);
  });

  it('allows multipart up to 10 MB and answers 413 above', async () => {
    const small = new FormData();
    small.append('blob', new Blob([new Uint8Array(2 * 1024 * 1024)]), 'two-mb.bin');
    const ok = await call(app, 'POST', '/probe/echo', { multipart: small });
    expect(ok.status).toBe(200);
    const big = new FormData();
    big.append('blob', new Blob([new Uint8Array(10 * 1024 * 1024 + 1)]), 'big.bin');
    const tooBig = await call(app, 'POST', '/probe/echo', { multipart: big });
    expect(tooBig.status).toBe(413);
  });

  it('answers a malformed multipart body with 400', async () => {
    const res = await call(app, 'POST', '/auth/login', {
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body: '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--abc--',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].code).toBe('body');
  });

  it('catches unexpected errors as 500 in the array shape', async () => {
    const broken = createApiApp({
      getDb: async () => {
        throw new Error('database is down');
      },
    });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await broken.request('/api/v1/config');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        errors: [{ code: 'server_error', message: 'Internal server error.' }],
      });
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('validation failures are 403 with the first message per field', async () => {
    const res = await call(app, 'POST', '/auth/sign-up', {
      json: { phone: 'abc', password: 'short', email: 'no-at-sign' },
    });
    expect(res.status).toBe(403);
    const codes = res.body.errors.map((e: { code: string }) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['phone', 'password', 'email', 'name']));
    expect(res.body.errors.find((e: { code: string }) => e.code === 'password').message).toBe(
      'The password field must be at least 8 characters.',
    );
  });
});

describe('bodies and method override', () => {
  it('reads JSON, urlencoded and multipart alike, PHP-style arrays included', async () => {
    const json = await call(app, 'POST', '/probe/echo?q=1', { json: { a: '1', b: [1, 2] } });
    expect(json.body).toEqual({ q: '1', a: '1', b: [1, 2] });
    const form = await call(app, 'POST', '/probe/echo', {
      body: 'a=1&ids[]=3&ids[]=4&a=2',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.body).toEqual({ a: '2', ids: ['3', '4'] });
    const multipart = new FormData();
    multipart.append('name', '  Yasmine  ');
    multipart.append('password', ' keep spaces ');
    multipart.append('empty', '');
    const parts = await call(app, 'POST', '/probe/echo', { multipart });
    expect(parts.body).toEqual({ name: 'Yasmine', password: ' keep spaces ' });
  });

  it('lets the body override the query, like Laravel', async () => {
    const res = await call(app, 'POST', '/probe/echo?a=query', { json: { a: 'body' } });
    expect(res.body.a).toBe('body');
  });

  it('turns POST with _method=put|delete into PUT|DELETE', async () => {
    const put = await call(app, 'POST', '/probe/echo', { form: { _method: 'put', x: '1' } });
    expect(put.body).toEqual({ method: 'PUT', x: '1' });
    const del = await call(app, 'POST', '/probe/echo', { json: { _method: 'DELETE' } });
    expect(del.body).toEqual({ method: 'DELETE' });
    const ignored = await call(app, 'POST', '/probe/echo', { json: { _method: 'GET', x: 2 } });
    expect(ignored.body).toEqual({ x: 2 });
  });
});

describe('headers', () => {
  it('parses zoneId as a JSON array, a bare int or a doubly encoded string', () => {
    expect(parseZoneHeader('[1,2]')).toEqual({ state: 'ok', ids: [1, 2] });
    expect(parseZoneHeader('2')).toEqual({ state: 'ok', ids: [2] });
    expect(parseZoneHeader('"[1]"')).toEqual({ state: 'ok', ids: [1] });
    expect(parseZoneHeader('["3","1"]')).toEqual({ state: 'ok', ids: [3, 1] });
    expect(parseZoneHeader(null)).toEqual({ state: 'missing', ids: null });
    expect(parseZoneHeader('')).toEqual({ state: 'missing', ids: null });
    expect(parseZoneHeader('[1.5]').state).toBe('invalid');
    expect(parseZoneHeader('[1,').state).toBe('invalid');
    expect(parseZoneHeader('null').state).toBe('invalid');
  });

  it('parses moduleId, coordinates with JSON quotes, and bearer tokens', () => {
    expect(parseModuleHeader('3')).toEqual({ state: 'ok', id: 3 });
    expect(parseModuleHeader('"3"')).toEqual({ state: 'ok', id: 3 });
    expect(parseModuleHeader('x')).toEqual({ state: 'invalid', id: null });
    expect(parseModuleHeader(undefined)).toEqual({ state: 'missing', id: null });
    expect(parseCoordinateHeader('"33.57"', 90)).toBe(33.57);
    expect(parseCoordinateHeader('-7.5', 180)).toBe(-7.5);
    expect(parseCoordinateHeader('abc', 90)).toBeNull();
    expect(parseCoordinateHeader('91', 90)).toBeNull();
    expect(parseBearer('Bearer abc')).toBe('abc');
    expect(parseBearer('bearer  abc ')).toBe('abc');
    expect(parseBearer('Bearer null')).toBeNull();
    expect(parseBearer('Bearer undefined')).toBeNull();
    expect(parseBearer('Basic abc')).toBeNull();
  });

  it('puts the parsed headers and guest_id on the context', async () => {
    const res = await call(app, 'GET', '/probe/ctx?guest_id=12', {
      headers: {
        latitude: '"33.5731"',
        longitude: '"-7.5898"',
        'X-localization': 'AR',
        moduleId: '2',
      },
    });
    expect(res.body).toEqual({
      lat: 33.5731,
      lng: -7.5898,
      locale: 'ar',
      guestId: 12,
      moduleId: 2,
    });
    const bad = await call(app, 'GET', '/probe/ctx?guest_id=abc', { headers: { latitude: 'x' } });
    expect(bad.body).toMatchObject({ lat: null, guestId: null, locale: 'en' });
  });

  it('requires zoneId where asked, with HTTP 200 for the campaign-style endpoints', async () => {
    expect((await call(app, 'GET', '/probe/zone', { headers: { zoneId: '[2]' } })).body).toEqual({
      zoneIds: [2],
    });
    const missing = await call(app, 'GET', '/probe/zone');
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ errors: [{ code: 'zoneId', message: 'Zone id is required!' }] });
    const campaign = await call(app, 'GET', '/probe/campaign');
    expect(campaign.status).toBe(200);
    expect(campaign.body.errors[0].code).toBe('zoneId');
  });

  it('checks moduleId against the modules table', async () => {
    expect((await call(app, 'GET', '/probe/module', { headers: { moduleId: '1' } })).body).toEqual({
      module: 1,
    });
    for (const moduleId of ['999', 'abc', undefined]) {
      const res = await call(app, 'GET', '/probe/module', {
        headers: moduleId ? { moduleId } : {},
      });
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('moduleId');
    }
    expect((await call(app, 'GET', '/probe/module-optional')).body).toEqual({ module: null });
    expect(
      (await call(app, 'GET', '/probe/module-optional', { headers: { moduleId: '999' } })).status,
    ).toBe(403);
  });

  it('treats "Bearer null" and unknown tokens as unauthenticated', async () => {
    for (const authorization of [
      'Bearer null',
      'Bearer undefined',
      'Bearer not-a-real-token',
      'garbage',
    ]) {
      const res = await call(app, 'GET', '/customer/info', {
        headers: { Authorization: authorization },
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] });
    }
  });
});

describe('helpers', () => {
  it('paginates with a 1-based offset and echoes limit/offset', async () => {
    const res = await call(app, 'GET', '/probe/page?limit=2&offset=2');
    expect(res.body).toEqual({ total_size: 5, limit: '2', offset: '2', items: ['c', 'd'] });
    const defaults = await call(app, 'GET', '/probe/page');
    expect(defaults.body).toEqual({ total_size: 5, limit: null, offset: null, items: ['a', 'b'] });
    for (const query of ['?limit=abc', '?offset=0', '?limit=-1', '?limit=1000']) {
      const bad = await call(app, 'GET', `/probe/page${query}`);
      expect(bad.status).toBe(403);
    }
  });

  it('coerces form strings with the zod helpers', () => {
    const schema = z.object({ n: num(), i: int(), b: bool() });
    expect(validate(schema, { n: '1.5', i: '7', b: 'on' })).toEqual({ n: 1.5, i: 7, b: true });
    expect(validate(schema, { n: 2, i: 3, b: 0 })).toEqual({ n: 2, i: 3, b: false });
    expect(() => validate(schema, { n: 'x', i: '1.5', b: 'maybe' })).toThrow();
  });

  it('turns the built-in API off when an external base is configured at start', async () => {
    expect(isBuiltInApiEnabled()).toBe(true);
    process.env.NEXT_PUBLIC_BASE_URL = 'https://backend.example';
    try {
      // The environment is read once per process: a fresh module registry is a fresh start.
      await jest.isolateModulesAsync(async () => {
        const fresh = await import('@/server/api/enabled');
        expect(fresh.isBuiltInApiEnabled()).toBe(false);
      });
    } finally {
      delete process.env.NEXT_PUBLIC_BASE_URL;
    }
  });
});

describe('bad input never reaches a 500', () => {
  // Every row has three cells: jest treats a missing one as the `done` callback.
  const cases: [string, string, Parameters<typeof call>[3]][] = [
    ['GET', '/config/get-zone-id?lat=NaN&lng=Infinity', {}],
    ['GET', '/config/get-zone-id?lat[]=1&lng=2', {}],
    ['GET', '/config/place-api-autocomplete?search_text[]=a', {}],
    ['GET', `/config/place-api-autocomplete?search_text=${'a'.repeat(500)}`, {}],
    ['GET', '/config/place-api-details?placeid=%00%ff', {}],
    ['GET', '/config/geocode-api?lat=1e400&lng=0', {}],
    [
      'GET',
      '/config/distance-api?origin_lat=a&origin_lng=b&destination_lat=c&destination_lng=d',
      {},
    ],
    ['GET', '/module?zone_id=99999999999999999999', {}],
    ['GET', '/module', { headers: { zoneId: '[99999999999999999999]' } }],
    ['GET', '/module', { headers: { zoneId: '['.repeat(5000) } }],
    ['POST', '/auth/sign-up', { json: { name: { a: 1 }, phone: ['x'], password: 12345678 } }],
    [
      'POST',
      '/auth/sign-up',
      { json: { name: 'A', phone: '+212 6'.repeat(20), password: 'longenough' } },
    ],
    [
      'POST',
      '/auth/login',
      { json: { login_type: 'manual', email_or_phone: null, password: true, field_type: 'fax' } },
    ],
    ['POST', '/auth/login', { json: { login_type: ['otp'] } }],
    ['POST', '/auth/login', { json: { login_type: 'otp', phone: '+212600000009', verified: '1' } }],
    ['POST', '/auth/login', { json: { login_type: 'social' } }],
    ['POST', '/auth/verify-phone', { json: { otp: { x: 1 }, phone: '+212' } }],
    [
      'POST',
      '/auth/update-info',
      { json: { name: 'x', login_type: 'otp', phone: '+212611111111', email: 'x@y.z' } },
    ],
    ['POST', '/auth/forgot-password', { json: { verification_method: 'pigeon' } }],
    ['POST', '/auth/verify-token', { json: { reset_token: '1', phone: '+212699999999' } }],
    [
      'PUT',
      '/auth/reset-password',
      { json: { reset_token: '1', password: 'x', confirm_password: 'y' } },
    ],
    ['POST', '/auth/guest/request', { json: { fcm_token: { nested: true } } }],
    ['POST', '/customer/update-profile', { json: { name: 'x' } }],
    ['GET', '/uploads/profile/0123456789abcdef0123456789abcdef.png', {}],
  ];

  it.each(cases)('%s %s', async (method, path, opts) => {
    const res = await call(app, method, path, opts);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toHaveProperty('errors');
  });
});

describe('paths', () => {
  it('treats a trailing slash as the same route, as Laravel does', async () => {
    const res = await call(app, 'GET', '/zone/list/');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
  });
});

describe('hostile input', () => {
  it('drops prototype keys from bodies and queries', async () => {
    const json = await call(app, 'POST', '/probe/echo?__proto__[]=1', {
      headers: { 'Content-Type': 'application/json' },
      body: '{"__proto__": {"polluted": true}, "constructor": 1, "ok": 1}',
    });
    expect(json.body).toEqual({ ok: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('oversized ids in headers', () => {
  it.each([
    '[4294967296]',
    '99999999999',
    `[${Array.from({ length: 60 }, (_, i) => i + 1).join(',')}]`,
  ])('zoneId %s is a 4xx, never a 500', async (zoneId) => {
    const res = await call(app, 'GET', '/module', { headers: { zoneId } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
