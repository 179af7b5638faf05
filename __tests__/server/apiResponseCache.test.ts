import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createHttpClient, type ApiRequestContext } from '@/api/http';
import { cachingAdapter, createApiResponseCache } from '@/lib/server/apiResponseCache';

const anonymous: ApiRequestContext = {
  token: null,
  guestId: null,
  zoneIds: '[1]',
  moduleId: 1,
  locale: 'en',
  latitude: 33.5731,
  longitude: -7.5898,
};

interface Answer {
  status: number;
  body: unknown;
}

/** A fake API: counts what reaches it and answers from `reply`. */
function fakeApi(reply: (config: InternalAxiosRequestConfig, call: number) => Answer) {
  const seen: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(`${config.method} ${config.url}`);
    const { status, body } = reply(config, seen.length);
    const response = {
      data: JSON.stringify(body),
      status,
      statusText: status === 200 ? 'OK' : 'Error',
      headers: { 'content-type': 'application/json' },
      config,
      request: undefined,
    };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, undefined, {
      ...response,
      data: body,
    });
  };
  return { adapter, seen };
}

function setup(
  options: { reply?: (config: InternalAxiosRequestConfig, call: number) => Answer } = {},
) {
  let clock = 1_000;
  const cache = createApiResponseCache({
    ttlMs: 30_000,
    maxEntries: 3,
    maxChars: 10_000,
    now: () => clock,
  });
  const api = fakeApi(
    options.reply ?? ((config, call) => ({ status: 200, body: { url: config.url, call } })),
  );
  const client = (context: Partial<ApiRequestContext> = {}) =>
    createHttpClient({
      baseURL: 'http://api.test/api/v1',
      getContext: () => ({ ...anonymous, ...context }),
      adapter: cachingAdapter(api.adapter, cache, 'http://shop.test'),
    });
  return {
    cache,
    seen: api.seen,
    client,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('SSR catalog answer cache', () => {
  it('answers a repeated anonymous catalog GET from memory, each caller with its own copy', async () => {
    const { client, seen } = setup();
    const first = await client().get<{ url: string; call: number; extra?: string }>(
      '/items/details/15',
    );
    first.data.extra = 'changed by the first render';
    const second = await client().get<{ url: string; call: number; extra?: string }>(
      '/items/details/15',
    );
    expect(seen).toEqual(['get /items/details/15']);
    expect(second.data).toEqual({ url: '/items/details/15', call: 1 });
  });

  it('keys by the full URL and every context header', async () => {
    const { client, seen } = setup();
    await client().get('/items/latest', { params: { store_id: 1, offset: 1 } });
    await client().get('/items/latest', { params: { store_id: 1, offset: 2 } });
    await client({ zoneIds: '[2]' }).get('/items/latest', { params: { store_id: 1, offset: 1 } });
    await client({ moduleId: 2 }).get('/items/latest', { params: { store_id: 1, offset: 1 } });
    await client({ locale: 'ar' }).get('/items/latest', { params: { store_id: 1, offset: 1 } });
    await client({ latitude: 34.02, longitude: -6.83 }).get('/items/latest', {
      params: { store_id: 1, offset: 1 },
    });
    expect(seen).toHaveLength(6);
    await client({ locale: 'ar' }).get('/items/latest', { params: { store_id: 1, offset: 1 } });
    expect(seen).toHaveLength(6);
  });

  it('never caches signed-in, guest, non-catalog or non-GET requests', async () => {
    const { client, seen } = setup();
    for (let round = 0; round < 2; round += 1) {
      await client({ token: 'secret' }).get('/items/popular');
      await client().get('/customer/cart/list', { params: { guest_id: '7' } });
      await client().get('/items/popular', { params: { guest_id: '7' } });
      await client().get('/customer/order/track', { params: { order_id: 1 } });
      await client().post('/items/popular', {});
    }
    expect(seen).toHaveLength(10);
  });

  it('forgets answers after the time to live', async () => {
    const { client, seen, advance } = setup();
    await client().get('/config');
    advance(29_000);
    await client().get('/config');
    expect(seen).toHaveLength(1);
    advance(2_000);
    const fresh = await client().get<{ call: number }>('/config');
    expect(seen).toHaveLength(2);
    expect(fresh.data.call).toBe(2);
  });

  it('never keeps errors, including errors inside a 200 answer', async () => {
    const { client, seen } = setup({
      reply: (config, call) => {
        if (config.url === '/stores/details/9') {
          return call === 1
            ? { status: 500, body: { errors: [{ code: 'db', message: 'down' }] } }
            : { status: 200, body: { id: 9 } };
        }
        return { status: 200, body: { errors: [{ code: 'zone', message: 'Zone id required' }] } };
      },
    });
    await expect(client().get('/stores/details/9')).rejects.toMatchObject({ status: 500 });
    await expect(client().get('/stores/details/9')).resolves.toMatchObject({ data: { id: 9 } });
    await expect(client().get('/items/popular')).rejects.toMatchObject({ status: 200 });
    await expect(client().get('/items/popular')).rejects.toMatchObject({ status: 200 });
    expect(seen).toEqual([
      'get /stores/details/9',
      'get /stores/details/9',
      'get /items/popular',
      'get /items/popular',
    ]);
  });

  it('shares one request between concurrent misses', async () => {
    const { client, seen } = setup();
    const answers = await Promise.all(
      [1, 2, 3].map(() => client().get<{ call: number }>('/categories')),
    );
    expect(seen).toHaveLength(1);
    expect(answers.map((answer) => answer.data.call)).toEqual([1, 1, 1]);
  });

  it('stays within its entry and size bounds, least recently used out first', async () => {
    const { client, seen, cache } = setup({
      reply: (config) => ({
        status: 200,
        body: config.url === '/banners' ? 'x'.repeat(2_000) : { url: config.url },
      }),
    });
    await client().get('/items/details/1');
    await client().get('/items/details/2');
    await client().get('/items/details/3');
    await client().get('/items/details/1'); // touch 1: now 2 is the oldest
    await client().get('/items/details/4');
    expect(cache.stats().entries).toBe(3);
    await client().get('/items/details/1');
    await client().get('/items/details/2');
    expect(seen).toEqual([
      'get /items/details/1',
      'get /items/details/2',
      'get /items/details/3',
      'get /items/details/4',
      'get /items/details/2',
    ]);
    // 2,000 characters is within a quarter of the 10,000 budget: kept; the total stays bounded.
    await client().get('/banners');
    await client().get('/banners');
    expect(seen.filter((line) => line === 'get /banners')).toHaveLength(1);
    expect(cache.stats().chars).toBeLessThanOrEqual(10_000);
  });

  it('does not keep an answer too large for its budget', async () => {
    const { client, seen } = setup({
      reply: () => ({ status: 200, body: 'y'.repeat(3_000) }),
    });
    await client().get('/items/popular');
    await client().get('/items/popular');
    expect(seen).toHaveLength(2);
  });
});
