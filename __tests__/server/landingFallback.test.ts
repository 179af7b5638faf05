import type { Api } from '@/api/client';
import { ApiError } from '@/api/errors';
import { cachedFooterDescription, cachedLandingData } from '@/api/server';

/** An API whose landing page answers 503, as a real 6amMart's does without its React-web licence. */
function apiWithoutLanding(): Api {
  return {
    config: {
      landingPage: () => Promise.reject(new ApiError(503, [], 'Service Unavailable')),
      modules: () => Promise.resolve([{ id: 1, module_name: 'Food', module_type: 'food' }]),
    },
  } as unknown as Api;
}

describe('optional landing data', () => {
  it('degrades to an empty landing section instead of failing the page', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [landing, modules] = await cachedLandingData(apiWithoutLanding(), 'en', 'http://a.test');
    expect(landing).toEqual({});
    expect(modules).toHaveLength(1);
    await expect(
      cachedFooterDescription(apiWithoutLanding(), 'en', 'http://a.test'),
    ).resolves.toBeNull();
  });

  it('still fails when the module list, which the page needs, cannot be had', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = apiWithoutLanding();
    api.config.modules = () => Promise.reject(new ApiError(503, [], 'down'));
    await expect(cachedLandingData(api, 'fr', 'http://b.test')).rejects.toThrow('down');
  });
});
