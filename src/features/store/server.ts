import type { Api } from '@/api/client';
import type { Category, ProductPage, Store } from '@/api/catalogTypes';
import { toApiError } from '@/api/http';
import { queryKeys } from '@/api/queryKeys';
import type { ModuleType } from '@/api/types';
import { cardItem, withoutTranslations } from '@/domain/catalog/compact';
import { finiteNumber, positiveInt, zoneHeader } from '@/domain/catalog/links';
import { STORE_ITEMS_PAGE_SIZE } from '@/domain/catalog/paging';
import { asModuleType, categoryTabs, type CategoryTab } from '@/domain/catalog/status';
import type { PageLoadArgs } from '@/lib/server/page';
import { postalAddress, type PostalAddressJsonLd } from '@/lib/seo/postalAddress';

/** What the store page needs besides the data it reads from the query cache. */
export interface StorePageData {
  /** The id or slug from the URL: the store query's key. */
  ref: string;
  storeId: number;
  /** Headers for the store's menu calls: the store's own module and zone. */
  moduleId: number | null;
  zoneIds: string | null;
  /** From the link (store cards pass it, in metres); null when absent. */
  distance: number | null;
  /** Category tabs besides "All". */
  tabs: CategoryTab[];
  /**
   * The store's address for its JSON-LD, read on the server: telling a country's names needs
   * Intl.DisplayNames, whose locale data cost the browser more than the rest of the page's render.
   */
  postalAddress: PostalAddressJsonLd | null;
}

export interface StorePageProps {
  store: StorePageData;
  /** The store's module: the shell themes the page by it instead of the visitor's cookie. */
  pageModuleType: ModuleType | null;
}

type PageApiFactory = PageLoadArgs['apiWith'];

/** Catalog data must not depend on the visitor's cookies: the page is cached for everyone. */
const pageApi = (apiWith: PageApiFactory, moduleId: number | null, zoneIds: string | null) =>
  apiWith({ moduleId, zoneIds, latitude: null, longitude: null, token: null, guestId: null });

/** The store, or null when the API does not know it (200 `{}`, or any 4xx). */
async function findStore(api: Api, ref: string): Promise<Store | null> {
  try {
    return await api.catalog.store(ref);
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status >= 400 && apiError.status < 500) return null;
    throw apiError;
  }
}

/** The first menu page; null when it cannot be loaded (the screen then loads it itself). */
async function firstPage(api: Api, storeId: number): Promise<ProductPage | null> {
  try {
    return await api.catalog.storeItems(storeId, {
      limit: STORE_ITEMS_PAGE_SIZE,
      offset: 1,
      categoryId: 0,
    });
  } catch {
    return null;
  }
}

/**
 * Server loader of /store/[id]: the store (public call) and the first page of its menu. The menu
 * needs the store's module and zone; a link naming the store by id with module_id and
 * store_zone_id lets both calls run together, otherwise the menu follows the store.
 */
export async function loadStorePage({
  ctx,
  apiWith,
  queryClient,
  locale,
  config,
}: PageLoadArgs): Promise<{ props: StorePageProps } | { notFound: true }> {
  const ref = String(ctx.params?.id ?? '').trim();
  if (!ref) return { notFound: true };
  const linkModule = positiveInt(ctx.query.module_id);
  const linkZone = positiveInt(ctx.query.store_zone_id);
  const linkId = positiveInt(ref);

  const early =
    linkId && linkModule && linkZone
      ? pageApi(apiWith, linkModule, zoneHeader(linkZone)).then((api) => firstPage(api, linkId))
      : Promise.resolve(null);
  const [store, earlyPage] = await Promise.all([
    pageApi(apiWith, null, null).then((api) => findStore(api, ref)),
    early,
  ]);
  if (!store) return { notFound: true };

  const moduleId = store.module_id ?? linkModule;
  const zoneIds = zoneHeader(store.zone_id ?? linkZone);
  const sameScope = store.module_id === linkModule && store.zone_id === linkZone;
  let page = sameScope ? earlyPage : null;
  if (!page && moduleId && zoneIds)
    page = await firstPage(await pageApi(apiWith, moduleId, zoneIds), store.id);

  const { category_details: details, ...storeData } = store as Store & {
    category_details?: Category[];
  };
  // The tabs travel in the page props; the category list is the largest part of the store.
  queryClient.setQueryData(queryKeys.store(locale, ref), withoutTranslations(storeData));

  if (page && zoneIds) {
    queryClient.setQueryData(queryKeys.storeItems(locale, zoneIds, store.id, 0, ''), {
      // Cards read only a few fields; the tabs travel in the page props.
      pages: [{ total_size: page.total_size, products: (page.products ?? []).map(cardItem) }],
      pageParams: [1],
    });
  }

  const data: StorePageData = {
    ref,
    storeId: store.id,
    moduleId,
    zoneIds,
    distance: finiteNumber(ctx.query.distance),
    tabs: categoryTabs(details?.length ? details : page?.categories),
    postalAddress: postalAddress(store.address, config.country),
  };
  return {
    props: {
      store: data,
      pageModuleType:
        asModuleType(store.module?.module_type) ?? asModuleType(ctx.query.module_type),
    },
  };
}
