/**
 * Which module-home sections a module shows and in which order (R-HOME-2: sections
 * render only when their data is non-empty).
 *
 * Grocery keeps the spec's order: categories, popular items, best-reviewed, coupons, bottom banner.
 * Pharmacy keeps: basic medicine nearby, featured stores, common conditions tabs. Food and ecommerce
 * follow the order the spec lists the home sections in: banners, categories, visited stores, popular
 * products, popular stores, best-reviewed, new arrivals, featured categories, special offers, then
 * the other sections.
 */
export type HomeSectionId =
  | 'banners'
  | 'categories'
  | 'visitAgain'
  | 'popularItems'
  | 'popularStores'
  | 'bestReviewed'
  | 'recommended'
  | 'newArrivals'
  | 'featuredCategories'
  | 'specialOffers'
  | 'promotions'
  | 'campaigns'
  | 'newStores'
  | 'brands'
  | 'coupons'
  | 'commonConditions'
  | 'basicMedicine'
  | 'featuredStores'
  | 'bestStores'
  | 'promotionalBanner'
  | 'bottomBanner';

export type HomeModuleType = 'food' | 'grocery' | 'pharmacy' | 'ecommerce' | 'parcel' | string;

const FOOD: HomeSectionId[] = [
  'banners',
  'categories',
  'visitAgain',
  'popularItems',
  'popularStores',
  'bestReviewed',
  'recommended',
  'newArrivals',
  'featuredCategories',
  'specialOffers',
  'promotions',
  'campaigns',
  'newStores',
  'coupons',
  'bestStores',
  'promotionalBanner',
];

const ECOMMERCE: HomeSectionId[] = [
  'banners',
  'categories',
  'visitAgain',
  'popularItems',
  'popularStores',
  'bestReviewed',
  'recommended',
  'newArrivals',
  'featuredCategories',
  'specialOffers',
  'promotions',
  'campaigns',
  'brands',
  'coupons',
  'bestStores',
  'promotionalBanner',
];

const GROCERY: HomeSectionId[] = [
  'banners',
  'categories',
  'visitAgain',
  'specialOffers',
  'popularItems',
  'promotions',
  'bestReviewed',
  'recommended',
  'newArrivals',
  'featuredCategories',
  'campaigns',
  'popularStores',
  'coupons',
  'bestStores',
  'bottomBanner',
];

const PHARMACY: HomeSectionId[] = [
  'banners',
  'categories',
  'visitAgain',
  'basicMedicine',
  'featuredStores',
  'commonConditions',
  'specialOffers',
  'popularItems',
  'promotions',
  'bestReviewed',
  'recommended',
  'newArrivals',
  'campaigns',
  'coupons',
  'bestStores',
  'promotionalBanner',
];

/** Every section of the module's home in display order (parcel has its own home: none of these). */
export function homeSectionOrder(moduleType: HomeModuleType | null | undefined): HomeSectionId[] {
  switch (moduleType) {
    case 'parcel':
      return [];
    case 'grocery':
      return GROCERY;
    case 'pharmacy':
      return PHARMACY;
    case 'ecommerce':
      return ECOMMERCE;
    default:
      return FOOD;
  }
}

/**
 * Sections whose data the browser fetches (signed-in only): they decide for themselves whether they
 * show, so they are always kept in the order.
 */
export const CLIENT_SECTIONS: readonly HomeSectionId[] = ['visitAgain'];

/**
 * The sections to render, in order: a server-loaded section shows only when its data is non-empty
 * (`sizes` holds the length of each section's list; a missing entry counts as empty).
 */
export function visibleHomeSections(
  moduleType: HomeModuleType | null | undefined,
  sizes: Partial<Record<HomeSectionId, number>>,
): HomeSectionId[] {
  return homeSectionOrder(moduleType).filter(
    (id) => CLIENT_SECTIONS.includes(id) || (sizes[id] ?? 0) > 0,
  );
}
