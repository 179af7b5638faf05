/**
 * @jest-environment node
 */
import { ApiError, errorInSuccessBody, errorItemsFromBody } from '@/api/errors';
import {
  buildHeaders,
  createHttpClient,
  inProcessAdapter,
  type ApiRequestContext,
} from '@/api/http';
import { catalogApi } from '@/api/modules/catalog';

const context: ApiRequestContext = {
  token: 'tok-123',
  guestId: '77',
  zoneIds: '[2,1]',
  moduleId: 3,
  locale: 'ar',
  latitude: 33.57,
  longitude: -7.59,
};

/** A fetch handler standing in for the API: records requests, answers from a table. */
function fakeServer(answer: (request: Request) => { status: number; body: unknown }) {
  const seen: Request[] = [];
  const handle = async (request: Request) => {
    seen.push(request);
    const { status, body } = answer(request);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { seen, handle };
}

function clientFor(server: ReturnType<typeof fakeServer>, ctx = context, onError = jest.fn()) {
  const http = createHttpClient({
    baseURL: '/api/v1',
    getContext: () => ctx,
    adapter: inProcessAdapter(server.handle, 'http://shop.test'),
    onError,
  });
  return { http, onError };
}

describe('request headers (API-CORE-1)', () => {
  it('sends every header the contract names, zoneId verbatim as a JSON-array string', () => {
    expect(buildHeaders(context)).toEqual({
      Accept: 'application/json',
      'X-localization': 'ar',
      'X-software-id': expect.any(String),
      zoneId: '[2,1]',
      moduleId: '3',
      latitude: '33.57',
      longitude: '-7.59',
      Authorization: 'Bearer tok-123',
    });
  });

  it('omits what the visitor does not have (no "Bearer null")', () => {
    const headers = buildHeaders({
      ...context,
      token: null,
      zoneIds: null,
      moduleId: null,
      latitude: null,
      longitude: null,
    });
    expect(headers).not.toHaveProperty('Authorization');
    expect(headers).not.toHaveProperty('zoneId');
    expect(headers).not.toHaveProperty('moduleId');
    expect(headers).not.toHaveProperty('latitude');
  });

  it('puts the headers on real requests', async () => {
    const server = fakeServer(() => ({ status: 200, body: { ok: true } }));
    const { http } = clientFor(server);
    const response = await http.get('/config', { params: { a: 1 } });
    expect(response.data).toEqual({ ok: true });
    const request = server.seen[0];
    expect(request.url).toBe('http://shop.test/api/v1/config?a=1');
    expect(request.headers.get('zoneid')).toBe('[2,1]');
    expect(request.headers.get('authorization')).toBe('Bearer tok-123');
    expect(request.headers.get('x-localization')).toBe('ar');
  });

  it("asks for an item in the item's own module when the visitor has chosen none", async () => {
    const server = fakeServer(() => ({ status: 200, body: { id: 9 } }));
    const { http } = clientFor(server, { ...context, moduleId: null });
    await catalogApi(http).item(9, false, 1);
    await catalogApi(http).item(9);
    expect(server.seen[0].headers.get('moduleid')).toBe('1');
    expect(server.seen[1].headers.get('moduleid')).toBeNull();
  });

  it('reads the context at request time, so a new token is used at once', async () => {
    const server = fakeServer(() => ({ status: 200, body: {} }));
    const live = { ...context, token: null as string | null };
    const { http } = clientFor(server, live);
    await http.get('/a');
    live.token = 'fresh';
    await http.get('/b');
    expect(server.seen[0].headers.get('authorization')).toBeNull();
    expect(server.seen[1].headers.get('authorization')).toBe('Bearer fresh');
  });
});

describe('error shapes (API-CORE-2)', () => {
  it.each([
    [{ errors: [{ code: 'phone', message: 'The phone field is required.' }] }, ['phone']],
    [{ errors: { code: 'product-001', message: 'Not found' } }, ['product-001']],
    [{ errors: 'Unauthorized' }, ['error']],
    [{ message: 'Unauthenticated.' }, ['message']],
  ])('reads %j', (body, codes) => {
    expect(errorItemsFromBody(body).map((item) => item.code)).toEqual(codes);
  });

  it('turns an errors body on HTTP 200/203 into an error', () => {
    expect(
      errorInSuccessBody(203, { errors: [{ code: 'on-going', message: 'Busy' }] }),
    ).toBeInstanceOf(ApiError);
    expect(errorInSuccessBody(200, { zone_id: '[1]' })).toBeNull();
    expect(errorInSuccessBody(200, ['a'])).toBeNull();
  });

  it('rejects with one typed ApiError and reports it once', async () => {
    const server = fakeServer(() => ({
      status: 403,
      body: {
        errors: [
          { code: 'a', message: 'First' },
          { code: 'b', message: 'Second' },
        ],
      },
    }));
    const { http, onError } = clientFor(server);
    const failure = await http.get('/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
    expect((failure as ApiError).items.map((item) => item.message)).toEqual(['First', 'Second']);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('reports a 200 answer that carries errors', async () => {
    const server = fakeServer(() => ({
      status: 200,
      body: { errors: [{ code: 'zoneId', message: 'Zone id is required!' }] },
    }));
    const { http, onError } = clientFor(server);
    await expect(http.get('/flash-sales')).rejects.toMatchObject({ status: 200 });
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Zone id is required!' }),
    );
  });

  it('does not report silent requests', async () => {
    const server = fakeServer(() => ({
      status: 404,
      body: { errors: [{ code: 'c', message: 'm' }] },
    }));
    const { http, onError } = clientFor(server);
    await expect(http.get('/x', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps a non-JSON error body readable', async () => {
    const server = fakeServer(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    const { http } = clientFor(server);
    await expect(http.get('/x')).rejects.toMatchObject({ status: 502, items: [{ code: 'http' }] });
  });
});
