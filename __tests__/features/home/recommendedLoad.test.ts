/**
 * @jest-environment node
 */
import type { Item } from '@/api/catalogTypes';
import type { Api } from '@/api/client';
import { ApiError } from '@/api/errors';
import { createHttpClient, inProcessAdapter } from '@/api/http';
import { catalogApi } from '@/api/modules/catalog';
import { visibleHomeSections } from '@/domain/home/sections';
import { loadModuleHome } from '@/features/home/loadModuleHome';
import type { PageLoadArgs } from '@/lib/server/page';

/**
 * 'Item That You'll Love' (R-HOME-9: the recommended items of
 * GET api/v1/items/recommended with filter=all, limit 15, offset 1).
 */

const recommended = (id: number): Item =>
  ({
    id,
    name: `Item ${id}`,
    slug: `item-${id}`,
    price: 10,
    recommended: 1,
    category_ids: [{ id: '7', name: 'Fruits', position: 1 }],
    translations: [{ id: 1, locale: 'ar', key: 'name', value: 'x' }],
    description: 'Long text the cards do not read',
  }) as unknown as Item;

/** An API whose every catalog call is refused (4xx) except the recommended items. */
function fakeApi(moduleType: string, items: Item[]) {
  const recommendedItems = jest.fn(async (_limit: number) => items);
  const refused = () => Promise.reject(new ApiError(403, [{ code: 'test', message: 'refused' }]));
  const catalog = new Proxy(
    {},
    { get: (_target, name) => (name === 'recommendedItems' ? recommendedItems : refused) },
  );
  const api = {
    config: {
      modules: async () => [{ id: 2, module_type: moduleType, module_name: 'Module' }],
    },
    catalog,
  } as unknown as Api;
  return { api, recommendedItems };
}

describe("'Item That You'll Love' on the module homes", () => {
  it.each(['grocery', 'pharmacy'])(
    'the %s home loads 15 recommended items on the server and shows them when there are some',
    async (moduleType) => {
      const { api, recommendedItems } = fakeApi(moduleType, [recommended(1), recommended(2)]);
      const { props } = await loadModuleHome({ api } as unknown as PageLoadArgs, 2);
      expect(recommendedItems).toHaveBeenCalledWith(15);
      expect(props.data?.recommended.map((item) => item.id)).toEqual([1, 2]);
      // Card fields and the category refs the tabs read; no translations or descriptions.
      const first = props.data!.recommended[0] as Item & Record<string, unknown>;
      expect(first.category_ids).toEqual([{ id: '7', name: 'Fruits', position: 1 }]);
      expect(first.translations).toBeUndefined();
      expect(first.description).toBeUndefined();
      expect(visibleHomeSections(moduleType, { recommended: 2 })).toContain('recommended');
    },
  );

  it.each(['grocery', 'pharmacy'])('the %s home hides the section when empty', (moduleType) => {
    expect(visibleHomeSections(moduleType, { recommended: 0 })).not.toContain('recommended');
    expect(visibleHomeSections(moduleType, {})).not.toContain('recommended');
  });

  it('a refused call hides the section instead of failing the page', async () => {
    const { api } = fakeApi('grocery', []);
    (api.catalog as unknown as { recommendedItems: jest.Mock }).recommendedItems.mockRejectedValue(
      new ApiError(403, [{ code: 'moduleId', message: 'refused' }]),
    );
    const { props } = await loadModuleHome({ api } as unknown as PageLoadArgs, 2);
    expect(props.data?.recommended).toEqual([]);
  });

  it('asks GET /items/recommended with filter=all, limit 15, offset 1 and reads `items`', async () => {
    const seen: URL[] = [];
    const http = createHttpClient({
      baseURL: '/api/v1',
      getContext: () => ({
        token: null,
        guestId: null,
        zoneIds: '[1]',
        moduleId: 2,
        locale: 'en',
        latitude: null,
        longitude: null,
      }),
      adapter: inProcessAdapter(async (request: Request) => {
        seen.push(new URL(request.url));
        return new Response(
          JSON.stringify({ total_size: 1, limit: '15', offset: '1', items: [recommended(5)] }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        );
      }, 'http://shop.test'),
      onError: jest.fn(),
    });
    const items = await catalogApi(http).recommendedItems(15);
    expect(items.map((item) => item.id)).toEqual([5]);
    expect(seen).toHaveLength(1);
    expect(seen[0].pathname).toBe('/api/v1/items/recommended');
    expect(Object.fromEntries(seen[0].searchParams)).toEqual({
      filter: 'all',
      limit: '15',
      offset: '1',
    });
  });
});
