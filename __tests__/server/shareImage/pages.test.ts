import type { IncomingMessage } from 'http';
import { QueryClient } from '@tanstack/react-query';
import type { GetServerSidePropsContext } from 'next';
import type { Api } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { ApiRequestContext } from '@/api/http';
import { queryKeys } from '@/api/queryKeys';
import { createServerApi } from '@/api/server';
import type { Config, LandingPage } from '@/api/types';
import { loadShareCard } from '@/lib/server/shareImage/cards';
import {
  categoryShareImage,
  productShareImage,
  siteShareImage,
  storeShareImage,
  withShareImage,
} from '@/lib/server/shareImage/pageImages';
import { parseSharePath, shareCardVersion } from '@/lib/server/shareImage/url';
import type { PageLoadArgs } from '@/lib/server/page';
import type { ShareImage } from '@/lib/seo/shareCard';
import { makeItem, makeStore, money } from '../../features/catalog/fixtures';

/**
 * The page names its share image from the data it rendered; the image route builds the card again
 * from the API. Both must agree, or every image would be served as stale.
 */

const config = {
  business_name: 'أطلس مارت',
  logo_full_url: 'https://shop.test/demo/business/logo.svg',
  ...money,
} as Config;
const landing: LandingPage = { hero_section: { header_title: 'كل ما تحتاجه' } };
const item = makeItem({ id: 7, slug: 'cake', name: 'كعكة', module_id: 1, module_type: 'food' });
const store = makeStore({ slug: 'casa', name: 'كازا', address: '12 Boulevard d’Anfa, Casablanca' });
const categories = [
  {
    id: 3,
    name: 'بيتزا',
    slug: 'pizza',
    image_full_url: 'https://shop.test/demo/category/pizza.svg',
    module_id: 1,
    childes: [],
  },
];

const overridesSeen: Partial<ApiRequestContext>[] = [];

jest.mock('@/api/server', () => ({
  requestOrigin: () => 'https://shop.test',
  cachedConfig: async () => config,
  cachedLandingData: async () => [landing, []],
  createServerApi: jest.fn(),
}));

function fakeApi(): Api {
  return {
    catalog: {
      item: async (ref: string) => {
        if (ref !== 'cake') throw new ApiError(404, [{ code: 'product', message: 'not found' }]);
        return item;
      },
      store: async (ref: string) => (ref === 'casa' ? store : null),
      categories: async () => categories,
    },
    config: { modules: async () => [{ id: 1, module_type: 'food', module_name: 'Food' }] },
  } as unknown as Api;
}

beforeEach(() => {
  overridesSeen.length = 0;
  jest.mocked(createServerApi).mockImplementation(async (_req, _locale, overrides = {}) => {
    overridesSeen.push(overrides);
    return fakeApi();
  });
});

function pageArgs(queryClient = new QueryClient()): PageLoadArgs {
  return {
    ctx: { params: {}, query: {} } as unknown as GetServerSidePropsContext,
    api: fakeApi(),
    apiWith: async () => fakeApi(),
    queryClient,
    config,
    locale: 'ar',
    siteUrl: 'https://shop.test',
  };
}

/** The route's card for a page's image URL, and whether its version is the URL's. */
async function routeAgrees(image: ShareImage | null) {
  const url = new URL(image?.url ?? 'https://shop.test/');
  const target = parseSharePath(url.pathname.split('/').slice(2).map(decodeURIComponent), [
    'en',
    'ar',
    'fr',
  ]);
  expect(target).not.toBeNull();
  const card = await loadShareCard({ headers: {} } as IncomingMessage, target!);
  return card !== null && shareCardVersion(card) === url.searchParams.get('v');
}

describe('page and image route agree', () => {
  it('for a product', async () => {
    const args = pageArgs();
    args.queryClient.setQueryData(queryKeys.item('ar', 1, '7'), item);
    const image = productShareImage(args, {
      product: { ref: '7', moduleId: 1, itemId: 7, campaign: false, descriptionHtml: null },
      pageModuleType: 'food',
    });
    expect(image?.url).toMatch(/^https:\/\/shop\.test\/share-image\/ar\/product\/1\/cake\.jpg\?v=/);
    expect(image?.alt).toContain('كعكة');
    expect(await routeAgrees(image)).toBe(true);
    // The route reads as an anonymous visitor, in the item's module.
    expect(overridesSeen).toEqual([
      { moduleId: 1, zoneIds: null, latitude: null, longitude: null, token: null, guestId: null },
    ]);
  });

  it('for a store, a category and the shop', async () => {
    const args = pageArgs();
    args.queryClient.setQueryData(queryKeys.store('ar', 'casa'), store);
    const storeImage = storeShareImage(args, {
      store: {
        ref: 'casa',
        storeId: 5,
        moduleId: 3,
        zoneIds: '[1]',
        distance: null,
        tabs: [],
        postalAddress: null,
      },
      pageModuleType: 'pharmacy',
    });
    expect(await routeAgrees(storeImage)).toBe(true);

    const category = {
      id: 3,
      name: 'بيتزا',
      slug: 'pizza',
      image: categories[0].image_full_url,
      parent: null,
      children: [],
    };
    const categoryImage = categoryShareImage(args, {
      listing: {
        scope: 'page',
        moduleId: 1,
        zoneIds: '[1,2]',
        moduleType: 'food',
        kind: 'category',
        category,
      },
      pageModuleType: 'food',
    });
    expect(await routeAgrees(categoryImage)).toBe(true);

    expect(await routeAgrees(siteShareImage(args, landing))).toBe(true);
  });

  it('a price change makes the page name a new image', async () => {
    const args = pageArgs();
    args.queryClient.setQueryData(queryKeys.item('ar', 1, '7'), { ...item, price: item.price + 1 });
    const image = productShareImage(args, {
      product: { ref: '7', moduleId: 1, itemId: 7, campaign: false, descriptionHtml: null },
      pageModuleType: 'food',
    });
    expect(await routeAgrees(image)).toBe(false);
  });

  it('the route draws nothing for what the API does not know', async () => {
    for (const path of ['ar/product/1/nope.jpg', 'ar/store/nope.jpg', 'ar/category/1/nope.jpg']) {
      const target = parseSharePath(path.split('/'), ['ar']);
      expect(await loadShareCard({ headers: {} } as IncomingMessage, target!)).toBeNull();
    }
  });

  it('pages that are not found stay not found', async () => {
    const load = withShareImage(
      async () => ({ notFound: true as const }),
      () => null,
    );
    expect(await load(pageArgs())).toEqual({ notFound: true });
    const found = withShareImage(
      async () => ({ props: { a: 1 } }),
      () => null,
    );
    expect(await found(pageArgs())).toEqual({ props: { a: 1, shareImage: null } });
  });
});
