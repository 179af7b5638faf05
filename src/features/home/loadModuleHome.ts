import type {
  Category,
  Item,
  ListedCoupon,
  ProductPage,
  Store,
  StorePage,
} from '@/api/catalogTypes';
import type { Api } from '@/api/client';
import { toApiError } from '@/api/http';
import type { ModuleType } from '@/api/types';
import { cardItem, withoutTranslations } from '@/domain/catalog/compact';
import { flashTeaserProducts } from '@/domain/home/countdown';
import type { PageLoadArgs } from '@/lib/server/page';
import type { ModuleHomeData, ParcelHomeData } from './types';

export type { ModuleHomeData, ParcelHomeData } from './types';

const SECTION_SIZE = 12;
/** R-HOME-9, R-HOME-7, R-HOME-11, R-HOME-10: recommended 15, special offers 15, new arrivals 10, featured stores 20. */
const RECOMMENDED_LIMIT = 15;
const SPECIAL_OFFER_LIMIT = 15;
const NEW_ARRIVAL_LIMIT = 10;
const FEATURED_STORE_LIMIT = 20;
const CONDITION_LIMIT = 20;

export interface ModuleHomeProps {
  view: 'module-home';
  data: ModuleHomeData | null;
  parcel: ParcelHomeData | null;
  moduleId: number;
  moduleName: string | null;
  moduleType: ModuleType | null;
  pageModuleType: ModuleType | null;
}

/**
 * A section's data, or its empty value when the API refuses it (4xx: the section is simply not
 * shown, as the spec's shared handlers do). An unreachable API still fails the page (503).
 */
async function safe<T>(call: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status >= 400 && apiError.status < 500) return empty;
    throw apiError;
  }
}

/** Card fields plus the category refs the category tabs read. */
function homeItem(item: Item): Item {
  const card = cardItem(item);
  return {
    ...card,
    ...(item.category_ids ? { category_ids: item.category_ids } : {}),
    ...((item as Item & { category_id?: number }).category_id !== undefined
      ? { category_id: (item as Item & { category_id?: number }).category_id }
      : {}),
  } as Item;
}

/** The store fields the cards, links and store tabs read. */
const STORE_FIELDS = [
  'id',
  'slug',
  'name',
  'logo_full_url',
  'cover_photo_full_url',
  'zone_id',
  'module_id',
  'active',
  'open',
  'distance',
  'avg_rating',
  'rating_count',
  'delivery_time',
  'created_at',
] as const;

function cardStore(store: Store): Store {
  const picked: Record<string, unknown> = {};
  for (const field of STORE_FIELDS) {
    if (store[field] !== undefined) picked[field] = store[field];
  }
  if (store.module) {
    picked.module = { id: store.module.id, module_type: store.module.module_type };
  }
  return picked as unknown as Store;
}

/** The category fields the strip, tabs and listing links read (no children, dates or counts). */
function cardCategory(category: Category): Category {
  return {
    id: category.id,
    name: category.name,
    ...(category.slug ? { slug: category.slug } : {}),
    ...(category.image_full_url ? { image_full_url: category.image_full_url } : {}),
  };
}

/** The coupon fields the coupon slider reads (discount text, expiry, minimum, store name). */
function cardCoupon(coupon: ListedCoupon): ListedCoupon {
  return {
    id: coupon.id,
    title: coupon.title ?? null,
    code: coupon.code,
    discount: coupon.discount,
    discount_type: coupon.discount_type,
    min_purchase: coupon.min_purchase ?? null,
    max_discount: coupon.max_discount ?? null,
    expire_date: coupon.expire_date ?? null,
    coupon_type: coupon.coupon_type ?? null,
    store: coupon.store ? { id: coupon.store.id, name: coupon.store.name } : null,
  };
}

const items = (list: Item[] | undefined | null) => (list ?? []).map(homeItem);
const stores = (list: Store[] | undefined | null) => (list ?? []).map(cardStore);
const emptyProducts: ProductPage = { total_size: 0, products: [] };
const emptyStores: StorePage = { total_size: 0, stores: [] };

async function loadSections(api: Api, moduleType: ModuleType | null): Promise<ModuleHomeData> {
  const pharmacy = moduleType === 'pharmacy';
  const ecommerce = moduleType === 'ecommerce';
  const [
    banners,
    categories,
    popularItems,
    popularStores,
    bestReviewed,
    recommended,
    newArrivals,
    featured,
    specialOffers,
    advertisements,
    flashSale,
    campaignItems,
    newStores,
    brands,
    coupons,
    conditions,
    basicMedicine,
    featuredStores,
    bestStores,
    other,
  ] = await Promise.all([
    safe(() => api.catalog.homeBanners(), { banners: [], campaigns: [] }),
    safe(() => api.catalog.categories(), []),
    safe(() => api.catalog.popularItems(SECTION_SIZE), emptyProducts),
    safe(
      () => api.catalog.stores('all', { limit: SECTION_SIZE, offset: 1, storeType: 'popular' }),
      emptyStores,
    ),
    safe(() => api.catalog.mostReviewedItems(SECTION_SIZE), emptyProducts),
    safe(() => api.catalog.recommendedItems(RECOMMENDED_LIMIT), []),
    safe(() => api.catalog.newArrivalItems(NEW_ARRIVAL_LIMIT), emptyProducts),
    safe(() => api.catalog.featuredCategoryItems(SECTION_SIZE), emptyProducts),
    safe(() => api.catalog.discountedItems(SPECIAL_OFFER_LIMIT), emptyProducts),
    safe(() => api.catalog.advertisements(), []),
    safe(() => api.catalog.flashSaleNow(), null),
    safe(() => api.catalog.campaignItems(), []),
    safe(() => api.catalog.latestStores(SECTION_SIZE), emptyStores),
    ecommerce ? safe(() => api.catalog.brandList(), []) : Promise.resolve([]),
    safe(() => api.catalog.couponsForHome(), []),
    pharmacy ? safe(() => api.catalog.commonConditions(), []) : Promise.resolve([]),
    pharmacy
      ? safe(() => api.catalog.basicItems(SECTION_SIZE), emptyProducts)
      : Promise.resolve(emptyProducts),
    pharmacy
      ? safe(() => api.catalog.featuredStores(FEATURED_STORE_LIMIT), emptyStores)
      : Promise.resolve(emptyStores),
    safe(() => api.catalog.stores('all', { limit: SECTION_SIZE, offset: 1 }), emptyStores),
    safe(() => api.catalog.otherBanners(), {}),
  ]);
  const withItems = conditions.filter((condition) => (condition.items_count ?? 1) > 0);
  const firstCondition = withItems[0];
  const firstConditionItems = firstCondition
    ? await safe(
        () =>
          api.catalog.commonConditionItems(firstCondition.id, {
            limit: CONDITION_LIMIT,
            offset: 1,
          }),
        emptyProducts,
      )
    : emptyProducts;
  const active = flashSale
    ? { ...flashSale, active_products: flashTeaserProducts(flashSale.active_products) }
    : null;

  return {
    banners: withoutTranslations(banners.banners).map((banner) => ({
      ...banner,
      store: banner.store ? cardStore(banner.store) : null,
      item: banner.item ? homeItem(banner.item) : null,
    })),
    campaigns: withoutTranslations(banners.campaigns),
    categories: categories.map(cardCategory),
    popularItems: items(popularItems.products),
    popularStores: stores(popularStores.stores),
    bestReviewed: items(bestReviewed.products),
    recommended: items(recommended),
    newArrivals: {
      products: items(newArrivals.products),
      categories: (newArrivals.categories ?? []).map(({ id, name }) => ({ id, name })),
    },
    featuredCategories: {
      products: items(featured.products),
      categories: (featured.categories ?? []).map(cardCategory),
    },
    specialOffers: items(specialOffers.products),
    advertisements: withoutTranslations(advertisements).map((ad) => ({
      ...ad,
      store: ad.store ? cardStore(ad.store) : null,
    })),
    flashSale: active?.active_products?.length
      ? {
          ...active,
          active_products: active.active_products.map((line) => ({
            ...line,
            item: homeItem(line.item),
          })),
        }
      : null,
    campaignItems: items(campaignItems),
    newStores: stores(newStores.stores),
    brands: withoutTranslations(brands),
    coupons: coupons.map(cardCoupon),
    conditions: withItems,
    firstConditionItems: {
      total_size: firstConditionItems.total_size ?? 0,
      products: items(firstConditionItems.products),
    },
    basicMedicine: items(basicMedicine.products),
    featuredStores: stores(featuredStores.stores),
    bestStores: stores(bestStores.stores),
    sectionBanners: {
      promotional: other.promotional_banner_full_url ?? other.promotional_banner_url ?? null,
      bestReviewed: other.best_reviewed_section_banner_full_url ?? null,
      newArrival: other.new_arrival_section_banner_full_url ?? null,
      bottom: other.bottom_section_banner_full_url ?? null,
    },
  };
}

async function loadParcel(api: Api): Promise<ParcelHomeData> {
  const [banners, categories, video, whyChoose] = await Promise.all([
    safe(() => api.catalog.parcelBanners(), []),
    safe(() => api.catalog.parcelCategoryList(), []),
    safe(() => api.catalog.videoContent(), null),
    safe(() => api.catalog.whyChooseBanners(), []),
  ]);
  return {
    banners: withoutTranslations(banners),
    categories: categories.map(cardCategory),
    video,
    whyChoose: withoutTranslations(whyChoose),
  };
}

/** Loads every section of the module home for the visitor's zone and module, in parallel. */
export async function loadModuleHome(
  { api }: PageLoadArgs,
  moduleId: number,
): Promise<{ props: ModuleHomeProps }> {
  const modules = await api.config.modules();
  const selected = modules.find((entry) => entry.id === moduleId) ?? null;
  const moduleType = selected?.module_type ?? null;
  const parcel = moduleType === 'parcel';
  return {
    props: {
      view: 'module-home',
      moduleId,
      moduleName: selected?.module_name ?? null,
      moduleType,
      pageModuleType: moduleType,
      data: parcel ? null : await loadSections(api, moduleType),
      parcel: parcel ? await loadParcel(api) : null,
    },
  };
}
