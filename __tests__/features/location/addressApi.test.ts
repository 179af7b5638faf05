import type { HttpClient } from '@/api/http';
import { addressApi } from '@/features/location/api';

function fakeHttp(data: unknown) {
  const get = jest.fn(async () => ({ data }));
  return { http: { get } as unknown as HttpClient, get };
}

describe('addressApi', () => {
  it('reads the addresses of customer/address/list, silently', async () => {
    const address = { id: 1, address: 'Anfa', latitude: '33.5', longitude: '-7.6', zone_ids: [1] };
    const { http, get } = fakeHttp({ total_size: 1, limit: 10, offset: 1, addresses: [address] });
    await expect(addressApi(http).list()).resolves.toEqual([address]);
    expect(get).toHaveBeenCalledWith('/customer/address/list', {
      params: { limit: 10, offset: 1 },
      silent: true,
    });
  });

  it('answers an empty list for an unexpected body', async () => {
    await expect(addressApi(fakeHttp({}).http).list()).resolves.toEqual([]);
    await expect(addressApi(fakeHttp(null).http).list()).resolves.toEqual([]);
  });
});
