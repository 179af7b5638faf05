import type { GetServerSidePropsContext } from 'next';
import type { Api } from '@/api/client';
import type {
  BasicCampaign,
  Brand,
  Category,
  FlashSale,
  FlashSaleItemPage,
  ProductPage,
  StorePage,
} from '@/api/catalogTypes';
import { toApiError } from '@/api/http';
import { queryKeys } from '@/api/queryKeys';
import type { Module, ModuleType } from '@/api/types';
import { cardItem, withoutTranslations } from '@/domain/catalog/compact';
import { positiveInt } from '@/domain/catalog/links';
import { campaignAccess } from '@/domain/listing/campaign';
import {
  parseStoreListFilters,
  STORE_LIST_PAGE_SIZE,
  type StoreListKind,
} from '@/domain/listing/stores';
import { COOKIE, parseCookieHeader } from '@/lib/cookies';
import type { PageLoadArgs } from '@/lib/server/page';

import { LISTING_PAGE_SIZE } from './constants';

export { LISTING_PAGE_SIZE };

/**
 * Whose zone and module a listing shows: `page` listings (shared category and brand links) use
 * the module's every zone and are the same for everyone; `visitor` listings use the visitor's.
 */
export interface ListingScope {
  scope: 'page' | 'visitor';
  moduleId: number;
  zoneIds: string;
  moduleType: ModuleType | null;
}

export interface CategoryInfo {
  id: number;
  name: string;
  slug: string | null;
  image: string | null;
  parent: { id: number; name: string; slug: string | null } | null;
  children: { id: number; name: string }[];
}

/** The visitor's zone and module from the cookies; null without a location or a module. */
export function visitorScope(
  ctx: GetServerSidePropsContext,
): { moduleId: number; zoneIds: string } | null {
  const cookies = parseCookieHeader(ctx.req.headers.cookie);
  const moduleId = positiveInt(cookies[COOKIE.moduleId]);
  const zoneIds = cookies[COOKIE.zoneIds];
  if (!moduleId || !zoneIds || !/^\[?\d+(,\d+)*\]?$/.test(zoneIds)) return null;
  return { moduleId, zoneIds };
}

/** Sends a visitor without a location to the landing page to choose one (like /home). */
export function toLanding(locale: string) {
  return {
    redirect: { destination: locale === 'en' ? '/' : `/${locale}/`, permanent: false },
  } as const;
}

const allZonesOf = (entry: Module | undefined) =>
  entry?.zones?.length ? JSON.stringify(entry.zones.map((zone) => zone.id)) : null;

const infinite = <P>(page: P) => ({ pages: [page], pageParams: [1] });

const compactProducts = (page: ProductPage): ProductPage => ({
  total_size: Number(page.total_size) || 0,
  products: (page.products ?? []).map(cardItem),
  ...(page.categories
    ? {
        categories: page.categories.map((category) => ({ id: category.id, name: category.name })),
      }
    : {}),
});

const compactStores = (page: StorePage): StorePage => ({
  total_size: Number(page.total_size) || 0,
  stores: withoutTranslations(page.stores ?? []),
});

/** null for a 4xx (the list shows its own empty or error state); 5xx and network errors throw. */
async function softly<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status >= 400 && apiError.status < 500) return null;
    throw apiError;
  }
}

/** Finds a category (top level or sub-category) by id or slug among the top-level list. */
export function findCategory(list: Category[], ref: string): CategoryInfo | null {
  const id = positiveInt(ref);
  const matches = (entry: { id: number; slug?: string | null }) =>
    id ? entry.id === id : entry.slug === ref;
  for (const top of list) {
    const children = (top.childes ?? []).map((child) => ({ id: child.id, name: child.name }));
    if (matches(top)) {
      return {
        id: top.id,
        name: top.name,
        slug: top.slug ?? null,
        image: top.image_full_url ?? null,
        parent: null,
        children,
      };
    }
    const child = (top.childes ?? []).find(matches);
    if (child) {
      return {
        id: child.id,
        name: child.name,
        slug: child.slug ?? null,
        image: null,
        parent: { id: top.id, name: top.name, slug: top.slug ?? null },
        children: [],
      };
    }
  }
  return null;
}

// ---------------------------------------------------------------- categories

export interface CategoryListingProps {
  listing: ListingScope & { kind: 'category'; category: CategoryInfo };
  pageModuleType: ModuleType | null;
}

/** Prefetches the first page of a category's items under the key the screen reads. */
async function prefetchCategoryItems(
  { api, queryClient, locale }: Pick<PageLoadArgs, 'queryClient' | 'locale'> & { api: Api },
  scope: ListingScope,
  categoryId: number,
) {
  const page = await softly(
    api.catalog.categoryItems(categoryId, { limit: LISTING_PAGE_SIZE, offset: 1 }),
  );
  if (page) {
    queryClient.setQueryData(
      queryKeys.listing(
        locale,
        scope.zoneIds,
        scope.moduleId,
        'category-items',
        String(categoryId),
        '',
      ),
      infinite(compactProducts(page)),
    );
  }
}

/**
 * /category/{id or slug}?module_id: a shared, server-rendered category page. The category is looked
 * up in every module (or the linked one); its items come from every zone of its module, so the page
 * is the same for every visitor and can be cached.
 */
export async function loadCategoryPage(
  args: PageLoadArgs,
): Promise<{ props: CategoryListingProps } | { notFound: true }> {
  const { ctx, apiWith, queryClient, locale } = args;
  const ref = String(ctx.params?.id ?? '').trim();
  if (!ref || ref.length > 120) return { notFound: true };
  const linkModule = positiveInt(ctx.query.module_id);
  const neutral = await apiWith({
    moduleId: linkModule,
    zoneIds: null,
    latitude: null,
    longitude: null,
    token: null,
    guestId: null,
  });
  const [list, modules] = await Promise.all([
    neutral.catalog.categories(),
    neutral.config.modules(),
  ]);
  const category = findCategory(list, ref);
  if (!category) return { notFound: true };
  const top = list.find((entry) => entry.id === (category.parent?.id ?? category.id)) as
    (Category & { module_id?: number }) | undefined;
  const moduleId = top?.module_id ?? linkModule;
  const selectedModule = modules.find((entry) => entry.id === moduleId);
  const zoneIds = allZonesOf(selectedModule);
  if (!moduleId || !zoneIds) return { notFound: true };
  const scope: ListingScope = {
    scope: 'page',
    moduleId,
    zoneIds,
    moduleType: selectedModule?.module_type ?? null,
  };
  const api = await apiWith({
    moduleId,
    zoneIds,
    latitude: null,
    longitude: null,
    token: null,
    guestId: null,
  });
  await prefetchCategoryItems({ api, queryClient, locale }, scope, category.id);
  return {
    props: {
      listing: { ...scope, kind: 'category', category },
      pageModuleType: scope.moduleType,
    },
  };
}

export interface CategoriesPageProps {
  categories: Pick<Category, 'id' | 'name' | 'slug' | 'image_full_url' | 'childes'>[];
  moduleId: number | null;
  moduleType: ModuleType | null;
  pageModuleType: ModuleType | null;
}

/** /categories: the top-level categories of the visitor's module, or of every module. */
export async function loadCategoriesPage({
  ctx,
  apiWith,
}: PageLoadArgs): Promise<{ props: CategoriesPageProps }> {
  const moduleId = positiveInt(ctx.query.module_id) ?? visitorScope(ctx)?.moduleId ?? null;
  const api = await apiWith({
    moduleId,
    zoneIds: null,
    latitude: null,
    longitude: null,
    token: null,
    guestId: null,
  });
  const [list, modules] = await Promise.all([api.catalog.categories(), api.config.modules()]);
  const moduleType = modules.find((entry) => entry.id === moduleId)?.module_type ?? null;
  return {
    props: {
      categories: list.map((category) => ({
        id: category.id,
        name: category.name,
        slug: category.slug ?? null,
        image_full_url: category.image_full_url ?? null,
        childes: (category.childes ?? []).map((child) => ({
          id: child.id,
          name: child.name,
          slug: child.slug ?? null,
        })),
      })),
      moduleId,
      moduleType,
      pageModuleType: moduleType,
    },
  };
}

// ---------------------------------------------------------------- brands

export interface BrandListingProps {
  listing: ListingScope & {
    kind: 'brand';
    brand: Pick<Brand, 'id' | 'name' | 'slug' | 'image_full_url'>;
  };
  pageModuleType: ModuleType | null;
}

/**
 * /brand/{id or slug}?module_id: a shared brand page. The module is the link's, else the
 * visitor's, else the first ecommerce module; its items come from every zone of that module.
 */
export async function loadBrandPage(
  args: PageLoadArgs,
): Promise<{ props: BrandListingProps } | { notFound: true }> {
  const { ctx, apiWith, queryClient, locale } = args;
  const ref = String(ctx.params?.id ?? '').trim();
  if (!ref || ref.length > 120) return { notFound: true };
  const neutral = await apiWith({
    moduleId: null,
    zoneIds: null,
    latitude: null,
    longitude: null,
    token: null,
    guestId: null,
  });
  const modules = await neutral.config.modules();
  const wanted = positiveInt(ctx.query.module_id) ?? visitorScope(ctx)?.moduleId;
  const selectedModule =
    modules.find((entry) => entry.id === wanted && entry.module_type !== 'parcel') ??
    modules.find((entry) => entry.module_type === 'ecommerce');
  const zoneIds = allZonesOf(selectedModule);
  if (!selectedModule || !zoneIds) return { notFound: true };
  const api = await apiWith({
    moduleId: selectedModule.id,
    zoneIds,
    latitude: null,
    longitude: null,
    token: null,
    guestId: null,
  });
  const id = positiveInt(ref);
  const brand = (await api.catalog.brandList()).find((entry) =>
    id ? entry.id === id : entry.slug === ref,
  );
  if (!brand) return { notFound: true };
  const scope: ListingScope = {
    scope: 'page',
    moduleId: selectedModule.id,
    zoneIds,
    moduleType: selectedModule.module_type,
  };
  const page = await softly(
    api.catalog.brandItems(brand.id, { limit: LISTING_PAGE_SIZE, offset: 1 }),
  );
  if (page) {
    queryClient.setQueryData(
      queryKeys.listing(locale, zoneIds, selectedModule.id, 'brand-items', String(brand.id), ''),
      infinite(compactProducts(page)),
    );
  }
  return {
    props: {
      listing: {
        ...scope,
        kind: 'brand',
        brand: {
          id: brand.id,
          name: brand.name,
          slug: brand.slug ?? null,
          image_full_url: brand.image_full_url ?? null,
        },
      },
      pageModuleType: scope.moduleType,
    },
  };
}

// ---------------------------------------------------------------- visitor listings

async function visitorModule(api: Api, moduleId: number) {
  const modules = await api.config.modules();
  return modules.find((entry) => entry.id === moduleId) ?? null;
}

export interface VisitorListingProps {
  listing: ListingScope;
  pageModuleType: ModuleType | null;
}

/** /store/latest and /store/popular: the first page of the visitor's store list. */
export function storeListLoader(kind: StoreListKind) {
  return async ({
    ctx,
    api,
    queryClient,
    locale,
  }: PageLoadArgs): Promise<
    { props: VisitorListingProps & { kind: StoreListKind } } | ReturnType<typeof toLanding>
  > => {
    const visitor = visitorScope(ctx);
    if (!visitor) return toLanding(locale);
    const filters = parseStoreListFilters(ctx.query, kind);
    const [selectedModule, page] = await Promise.all([
      visitorModule(api, visitor.moduleId),
      softly(
        api.catalog.stores(filters.delivery, {
          storeType: filters.category,
          limit: STORE_LIST_PAGE_SIZE,
          offset: 1,
        }),
      ),
    ]);
    if (page) {
      queryClient.setQueryData(
        queryKeys.listing(
          locale,
          visitor.zoneIds,
          visitor.moduleId,
          'stores',
          filters.delivery,
          filters.category,
        ),
        infinite(compactStores(page)),
      );
    }
    const moduleType = selectedModule?.module_type ?? null;
    return {
      props: {
        kind,
        listing: { scope: 'visitor', ...visitor, moduleType },
        pageModuleType: moduleType,
      },
    };
  };
}

export interface CampaignPageProps extends VisitorListingProps {
  view: 'campaign';
  campaign: BasicCampaign;
}

/** A campaign page opened without a chosen zone: it shows the spec's message instead. */
export interface CampaignZoneRequiredProps {
  view: 'zone-required';
  campaignId: number;
  pageModuleType: null;
}

/**
 * /campaigns/{id}?module_id: a basic campaign and its stores in the visitor's zone. Without a
 * chosen zone the page says 'You must pick a zone to access this page.' (R-LIST-5); with
 * a zone but no module (neither in the link nor chosen) the visitor picks one on the landing page.
 */
export async function loadCampaignPage({
  ctx,
  apiWith,
  locale,
}: PageLoadArgs): Promise<
  | { props: CampaignPageProps | CampaignZoneRequiredProps }
  | { notFound: true }
  | ReturnType<typeof toLanding>
> {
  const id = positiveInt(ctx.params?.id as string | undefined);
  if (!id) return { notFound: true };
  const cookies = parseCookieHeader(ctx.req.headers.cookie);
  const access = campaignAccess({
    zoneCookie: cookies[COOKIE.zoneIds],
    queryModuleId: positiveInt(ctx.query.module_id),
    cookieModuleId: positiveInt(cookies[COOKIE.moduleId]),
  });
  if (access.kind === 'zone-required') {
    return { props: { view: 'zone-required', campaignId: id, pageModuleType: null } };
  }
  if (access.kind === 'module-required') return toLanding(locale);
  const { moduleId, zoneIds } = access;
  const api = await apiWith({ moduleId, zoneIds });
  const [selectedModule, campaign] = await Promise.all([
    visitorModule(api, moduleId),
    softly(api.catalog.campaignDetails(id)),
  ]);
  if (!campaign) return { notFound: true };
  const moduleType = selectedModule?.module_type ?? null;
  return {
    props: {
      view: 'campaign',
      campaign: withoutTranslations(campaign),
      listing: { scope: 'visitor', moduleId, zoneIds, moduleType },
      pageModuleType: moduleType,
    },
  };
}

export interface FlashSalePageProps extends VisitorListingProps {
  sale: Omit<FlashSale, 'active_products'> | null;
}

/** /flash-sales?id: the running flash sale of the visitor's module and its first products. */
export async function loadFlashSalePage({
  ctx,
  api,
  queryClient,
  locale,
}: PageLoadArgs): Promise<{ props: FlashSalePageProps } | ReturnType<typeof toLanding>> {
  const visitor = visitorScope(ctx);
  if (!visitor) return toLanding(locale);
  const [selectedModule, running] = await Promise.all([
    visitorModule(api, visitor.moduleId),
    softly(api.catalog.flashSaleNow()),
  ]);
  const wanted = positiveInt(ctx.query.id);
  const sale = running && (!wanted || wanted === running.id) ? running : null;
  if (sale) {
    const page = await softly(
      api.catalog.flashSaleItems(sale.id, { limit: LISTING_PAGE_SIZE, offset: 1 }),
    );
    if (page) {
      queryClient.setQueryData(
        queryKeys.listing(
          locale,
          visitor.zoneIds,
          visitor.moduleId,
          'flash-sale',
          String(sale.id),
          '',
        ),
        infinite(compactFlashPage(page)),
      );
    }
  }
  const moduleType = selectedModule?.module_type ?? null;
  return {
    props: {
      sale: sale
        ? {
            id: sale.id,
            title: sale.title ?? '',
            module_id: sale.module_id,
            start_date: sale.start_date,
            end_date: sale.end_date,
          }
        : null,
      listing: { scope: 'visitor', ...visitor, moduleType },
      pageModuleType: moduleType,
    },
  };
}

export function compactFlashPage(page: FlashSaleItemPage): FlashSaleItemPage {
  return {
    total_size: Number(page.total_size) || 0,
    products: (page.products ?? []).map((entry) => ({
      id: entry.id,
      item_id: entry.item_id,
      stock: entry.stock,
      sold: entry.sold,
      available_stock: entry.available_stock,
      item: cardItem(entry.item),
    })),
  };
}

// ---------------------------------------------------------------- shared with /home listings

export { compactProducts, infinite, softly, prefetchCategoryItems, visitorModule };
