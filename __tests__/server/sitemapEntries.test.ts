import type { IncomingMessage } from 'http';
import type { Api } from '@/api/client';
import type { ApiRequestContext } from '@/api/http';
import { createServerApi } from '@/api/server';
import { productCanonicalPath, storePath } from '@/domain/catalog/links';
import { categoryPagePath } from '@/domain/listing/homeListing';
import { shardEntries, sitemapScope } from '@/lib/server/sitemap';

/** Sitemap shards name pages by the same canonical paths the pages themselves name. */

jest.mock('@/api/server', () => ({ createServerApi: jest.fn() }));

const stores = [
  { id: 1, slug: 'casa-pizza-napoli', zone_id: 1, module_id: 1 },
  { id: 2, slug: '', zone_id: 2, module_id: 1 },
];
const products: Record<number, object[]> = {
  1: [
    { id: 10, slug: 'margherita', module_id: 1 },
    { id: 11, slug: 'tiramisu', module_id: 1, available_date_starts: '2025-01-01' },
  ],
  2: [{ id: 12, slug: null, module_id: 1 }],
};
const contexts: Partial<ApiRequestContext>[] = [];

beforeEach(() => {
  contexts.length = 0;
  jest.mocked(createServerApi).mockImplementation(async (_req, _locale, overrides = {}) => {
    contexts.push(overrides);
    return {
      config: {
        modules: async () => [
          { id: 1, module_type: 'food' },
          { id: 5, module_type: 'parcel' },
        ],
        zones: async () => [{ id: 1 }, { id: 2 }],
      },
      catalog: {
        categories: async () => [{ id: 3, slug: 'pizza' }],
        stores: async () => ({ stores, total_size: stores.length }),
        storeItems: async (storeId: number) => ({
          products: products[storeId],
          total_size: products[storeId].length,
        }),
      },
    } as unknown as Api;
  });
});

const req = { headers: { cookie: 'zoneid=%5B9%5D; module_id=4; latitude=1; longitude=2' } };

describe('sitemap shards', () => {
  it('list stores and products by their canonical paths, without module_id', async () => {
    const storeEntries = await shardEntries(req as IncomingMessage, 1, 'stores');
    expect(storeEntries?.map((entry) => entry.path)).toEqual([
      '/store/casa-pizza-napoli',
      '/store/2',
    ]);
    expect(storeEntries?.map((entry) => entry.path)).toEqual(stores.map(storePath));
    const productEntries = await shardEntries(req as IncomingMessage, 1, 'products');
    expect(productEntries?.map((entry) => entry.path)).toEqual([
      '/product/margherita',
      '/product/tiramisu?product_type=campaign',
      '/product/12',
    ]);
    expect(productEntries?.map((entry) => entry.path)).toEqual(
      Object.values(products)
        .flat()
        .map((item) => productCanonicalPath(item as { id: number })),
    );
  });

  it('list categories with their module, as category pages name themselves', async () => {
    const entries = await shardEntries(req as IncomingMessage, 1, 'categories');
    expect(entries).toEqual([{ path: categoryPagePath({ id: 3, slug: 'pizza' }, 1) }]);
    expect(entries?.[0].path).toBe('/category/pizza?module_id=1');
  });

  it('never read the crawler’s cookies, and know no module that is not listed', async () => {
    await sitemapScope(req as IncomingMessage);
    await shardEntries(req as IncomingMessage, 1, 'stores');
    expect(await shardEntries(req as IncomingMessage, 5, 'stores')).toBeNull();
    for (const context of contexts) {
      expect(context).toMatchObject({
        latitude: null,
        longitude: null,
        token: null,
        guestId: null,
      });
    }
    expect(contexts.at(-1)).toMatchObject({ moduleId: null, zoneIds: null });
  });
});
