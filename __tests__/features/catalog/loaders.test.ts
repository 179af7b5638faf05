import { QueryClient } from '@tanstack/react-query';
import type { GetServerSidePropsContext } from 'next';
import type { ItemDetails, Store } from '@/api/catalogTypes';
import type { Api } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { ApiRequestContext } from '@/api/http';
import { queryKeys } from '@/api/queryKeys';
import { cardItem } from '@/domain/catalog/compact';
import { loadProductPage } from '@/features/product/server';
import { loadStorePage } from '@/features/store/server';
import type { PageLoadArgs } from '@/lib/server/page';
import { makeItem, makeStore } from './fixtures';

type Overrides = Partial<ApiRequestContext>;

const notFound = () => new ApiError(404, [{ code: 'product-001', message: 'Product not found!' }]);

/** A fake API per header set: each call records the headers it was made with. */
function fakeApis(handlers: {
  item?: (ref: string, moduleId: number | null, campaign: boolean) => Promise<ItemDetails>;
  related?: () => Promise<ItemDetails[]>;
  store?: (ref: string) => Promise<Store | null>;
  storeItems?: (storeId: number, overrides: Overrides) => Promise<unknown>;
  modules?: () => Promise<{ id: number; module_type: string; module_name: string }[]>;
}) {
  const calls: { name: string; overrides: Overrides; args: unknown[] }[] = [];
  const apiWith = jest.fn(async (overrides: Overrides) => {
    const record = (name: string, args: unknown[]) => calls.push({ name, overrides, args });
    return {
      catalog: {
        item: async (ref: string, campaign = false) => {
          record('item', [ref, campaign]);
          if (!handlers.item) throw notFound();
          return handlers.item(ref, overrides.moduleId ?? null, campaign);
        },
        relatedItems: async (id: number) => {
          record('relatedItems', [id]);
          return handlers.related ? handlers.related() : [];
        },
        store: async (ref: string) => {
          record('store', [ref]);
          return handlers.store ? handlers.store(ref) : null;
        },
        storeItems: async (storeId: number, query: unknown) => {
          record('storeItems', [storeId, query]);
          if (!handlers.storeItems) throw new ApiError(403, [{ code: 'zoneId', message: 'x' }]);
          return handlers.storeItems(storeId, overrides);
        },
      },
      config: {
        modules: async () => {
          record('modules', []);
          return handlers.modules ? handlers.modules() : [];
        },
      },
    } as unknown as Api;
  });
  return { apiWith, calls };
}

function args(
  apiWith: PageLoadArgs['apiWith'],
  params: Record<string, string>,
  query: Record<string, string> = {},
) {
  const queryClient = new QueryClient();
  const load: PageLoadArgs = {
    ctx: { params, query } as unknown as GetServerSidePropsContext,
    api: {} as Api,
    apiWith,
    queryClient,
    config: { business_name: 'Shop', currency_symbol: 'DH', country: 'MA' },
    locale: 'en',
    siteUrl: 'https://shop.test',
  };
  return { load, queryClient };
}

const details = (overrides: Partial<ItemDetails> = {}): ItemDetails => ({
  ...makeItem({ zone_id: 1 }),
  ...overrides,
});

describe('loadProductPage', () => {
  it('loads the item in the link’s module and its related items in the item’s zone', async () => {
    const item = details({ description: 'Plain text' });
    const related = [details({ id: 13, slug: 'butter' })];
    const { apiWith, calls } = fakeApis({
      item: async () => ({ ...item, translations: [{ key: 'name' }] }) as ItemDetails,
      related: async () => related,
    });
    const { load, queryClient } = args(apiWith, { id: 'fresh-milk' }, { module_id: '2' });
    const result = await loadProductPage(load);
    expect(result).toEqual({
      props: {
        product: {
          ref: 'fresh-milk',
          moduleId: 2,
          itemId: 12,
          campaign: false,
          descriptionHtml: null,
        },
        pageModuleType: 'grocery',
      },
    });
    const cached = queryClient.getQueryData(queryKeys.item('en', 2, 'fresh-milk'));
    expect(cached).toEqual(item);
    expect(queryClient.getQueryData(queryKeys.relatedItems('en', 12))).toEqual(
      related.map(cardItem),
    );
    // Headers come from the page, never from the visitor's position or session.
    for (const call of calls) {
      expect(call.overrides).toMatchObject({ latitude: null, longitude: null, token: null });
    }
    expect(calls.find((call) => call.name === 'relatedItems')?.overrides).toMatchObject({
      moduleId: 2,
      zoneIds: '[1]',
    });
  });

  it('finds the module itself when the link has none (the canonical URL)', async () => {
    const { apiWith, calls } = fakeApis({
      modules: async () => [
        { id: 1, module_type: 'food', module_name: 'Food' },
        { id: 2, module_type: 'grocery', module_name: 'Grocery' },
        { id: 5, module_type: 'parcel', module_name: 'Parcel' },
      ],
      item: async (_ref, moduleId) => {
        if (moduleId !== 2) throw notFound();
        return details();
      },
    });
    const { load } = args(apiWith, { id: '12' });
    const result = await loadProductPage(load);
    expect(result).toMatchObject({ props: { product: { moduleId: 2, ref: '12' } } });
    const tried = calls
      .filter((call) => call.name === 'item')
      .map((call) => call.overrides.moduleId);
    expect(tried.sort()).toEqual([1, 2]);
  });

  it('asks only the module an item was last found in on the next canonical render', async () => {
    const { apiWith, calls } = fakeApis({
      modules: async () => [
        { id: 1, module_type: 'food', module_name: 'Food' },
        { id: 2, module_type: 'grocery', module_name: 'Grocery' },
        { id: 3, module_type: 'pharmacy', module_name: 'Pharmacy' },
      ],
      item: async (_ref, moduleId) => {
        if (moduleId !== 3) throw notFound();
        return details();
      },
    });
    const tried = () =>
      calls.filter((call) => call.name === 'item').map((call) => call.overrides.moduleId);
    await loadProductPage(args(apiWith, { id: 'remembered-item' }).load);
    expect(tried().sort()).toEqual([1, 2, 3]);
    calls.length = 0;
    const again = await loadProductPage(args(apiWith, { id: 'remembered-item' }).load);
    expect(again).toMatchObject({ props: { product: { moduleId: 3 } } });
    expect(tried()).toEqual([3]);
    expect(calls.some((call) => call.name === 'modules')).toBe(false);
  });

  it('is not found for an unknown item or a wrong module id', async () => {
    const { apiWith } = fakeApis({
      modules: async () => [{ id: 1, module_type: 'food', module_name: 'Food' }],
      item: async () => {
        throw new ApiError(403, [{ code: 'moduleId', message: 'Invalid module' }]);
      },
    });
    expect(await loadProductPage(args(apiWith, { id: 'nope' }, { module_id: '99' }).load)).toEqual({
      notFound: true,
    });
    expect(await loadProductPage(args(apiWith, { id: '' }).load)).toEqual({ notFound: true });
  });

  it('finds a campaign item whose link lost product_type=campaign', async () => {
    const { apiWith } = fakeApis({
      modules: async () => [{ id: 1, module_type: 'food', module_name: 'Food' }],
      item: async (_ref, _moduleId, campaign) => {
        if (!campaign) throw notFound();
        return details({ available_date_starts: '2026-11-18', is_campaign: 1 });
      },
    });
    const result = await loadProductPage(args(apiWith, { id: 'family-deal' }).load);
    expect(result).toMatchObject({ props: { product: { campaign: true, moduleId: 1 } } });
  });

  it('lets server failures through (the shell shows its 503 page)', async () => {
    const { apiWith } = fakeApis({
      item: async () => {
        throw new ApiError(500, [{ code: 'server_error', message: 'boom' }]);
      },
    });
    await expect(
      loadProductPage(args(apiWith, { id: 'x' }, { module_id: '2' }).load),
    ).rejects.toMatchObject({ status: 500 });
  });

  it('sanitises an HTML description on the server', async () => {
    const { apiWith } = fakeApis({
      item: async () =>
        details({ description: '<p onclick="steal()">Fresh<script>bad()</script></p>' }),
    });
    const result = await loadProductPage(args(apiWith, { id: 'x' }, { module_id: '2' }).load);
    expect(result).toMatchObject({ props: { product: { descriptionHtml: '<p>Fresh</p>' } } });
  });

  it('skips related items for campaign items and survives their failure', async () => {
    const campaign = fakeApis({ item: async () => details() });
    const result = await loadProductPage(
      args(campaign.apiWith, { id: '3' }, { module_id: '2', product_type: 'campaign' }).load,
    );
    expect(result).toMatchObject({ props: { product: { campaign: true } } });
    expect(campaign.calls.find((call) => call.name === 'item')?.args).toEqual(['3', true]);
    expect(campaign.calls.some((call) => call.name === 'relatedItems')).toBe(false);

    const failing = fakeApis({
      item: async () => details(),
      related: async () => {
        throw new ApiError(404, [{ code: 'x', message: 'x' }]);
      },
    });
    const { load, queryClient } = args(failing.apiWith, { id: '12' }, { module_id: '2' });
    expect(await loadProductPage(load)).toHaveProperty('props');
    expect(queryClient.getQueryData(queryKeys.relatedItems('en', 12))).toEqual([]);
  });
});

describe('loadStorePage', () => {
  const menu = {
    total_size: 30,
    products: [makeItem()],
    categories: [
      { id: 1, name: 'Pizza', parent_id: 0 },
      { id: 2, name: 'Classic Pizza', parent_id: 1 },
    ],
  };

  it('is not found when the API answers {}', async () => {
    const { apiWith } = fakeApis({ store: async () => null });
    expect(await loadStorePage(args(apiWith, { id: 'ghost' }).load)).toEqual({ notFound: true });
  });

  it('loads the store, then its first menu page with the store’s module and zone', async () => {
    const store = makeStore({
      module_id: 3,
      zone_id: 2,
      address: '12 Rue Ibnou Mounir, Casablanca 20250, Morocco',
    });
    const { apiWith, calls } = fakeApis({
      store: async () => store,
      storeItems: async () => menu,
    });
    const { load, queryClient } = args(
      apiWith,
      { id: store.slug ?? '' },
      { module_id: '3', store_zone_id: '2', distance: '1520.5', module_type: 'pharmacy' },
    );
    const result = await loadStorePage(load);
    expect(result).toEqual({
      props: {
        store: {
          ref: store.slug,
          storeId: 5,
          moduleId: 3,
          zoneIds: '[2]',
          distance: 1520.5,
          tabs: [{ id: 1, name: 'Pizza' }],
          // Read on the server, so the browser never loads Intl.DisplayNames for the JSON-LD.
          postalAddress: {
            '@type': 'PostalAddress',
            streetAddress: '12 Rue Ibnou Mounir',
            addressLocality: 'Casablanca',
            postalCode: '20250',
            addressCountry: 'MA',
          },
        },
        pageModuleType: 'pharmacy',
      },
    });
    expect(queryClient.getQueryData(queryKeys.store('en', store.slug ?? ''))).toEqual(store);
    expect(queryClient.getQueryData(queryKeys.storeItems('en', '[2]', 5, 0, ''))).toEqual({
      pages: [{ total_size: 30, products: [cardItem(makeItem())] }],
      pageParams: [1],
    });
    const itemsCall = calls.find((call) => call.name === 'storeItems');
    expect(itemsCall?.overrides).toMatchObject({ moduleId: 3, zoneIds: '[2]', latitude: null });
    expect(itemsCall?.args).toEqual([5, { limit: 12, offset: 1, categoryId: 0 }]);
    expect(calls.find((call) => call.name === 'store')?.overrides).toMatchObject({
      moduleId: null,
      zoneIds: null,
    });
  });

  it('loads store and menu together when the link names the store by id with its scope', async () => {
    const store = makeStore({ module_id: 3, zone_id: 1 });
    let storeLoaded = false;
    const { apiWith, calls } = fakeApis({
      store: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        storeLoaded = true;
        return store;
      },
      storeItems: async () => {
        expect(storeLoaded).toBe(false);
        return menu;
      },
    });
    const result = await loadStorePage(
      args(apiWith, { id: '5' }, { module_id: '3', store_zone_id: '1' }).load,
    );
    expect(result).toHaveProperty('props');
    expect(calls.filter((call) => call.name === 'storeItems')).toHaveLength(1);
  });

  it('prefers the store’s own categories for the tabs', async () => {
    const store = {
      ...makeStore(),
      category_details: [
        { id: 7, name: 'Vitamins', parent_id: 0 },
        { id: 8, name: 'Baby care', parent_id: 0 },
      ],
    } as Store;
    const { apiWith } = fakeApis({ store: async () => store, storeItems: async () => menu });
    const { load, queryClient } = args(apiWith, { id: '5' });
    const result = await loadStorePage(load);
    // The list travels as tabs; the cached store leaves it out.
    expect(queryClient.getQueryData(queryKeys.store('en', '5'))).not.toHaveProperty(
      'category_details',
    );
    expect(result).toMatchObject({
      props: {
        store: {
          tabs: [
            { id: 7, name: 'Vitamins' },
            { id: 8, name: 'Baby care' },
          ],
        },
      },
    });
  });

  it('renders without the menu when it cannot be loaded', async () => {
    const store = {
      ...makeStore(),
      category_details: [{ id: 7, name: 'Vitamins', parent_id: 0 }],
    } as Store;
    const { apiWith } = fakeApis({ store: async () => store });
    const { load, queryClient } = args(apiWith, { id: '5' });
    const result = await loadStorePage(load);
    expect(result).toMatchObject({
      props: { store: { distance: null, tabs: [{ id: 7, name: 'Vitamins' }] } },
    });
    expect(queryClient.getQueryData(queryKeys.storeItems('en', '[1]', 5, 0, ''))).toBeUndefined();
  });
});
