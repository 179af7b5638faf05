import type {
  Advertisement,
  Banner,
  Category,
  CommonCondition,
  FlashSale,
  HomeCampaign,
  Item,
  ListedCoupon,
  ParcelBanner,
  ParcelCategoryEntry,
  Store,
  Brand,
  VideoContent,
} from '@/api/catalogTypes';

/** Everything the module home renders from the server (each list may be empty). */
export interface ModuleHomeData {
  banners: Banner[];
  categories: Category[];
  popularItems: Item[];
  popularStores: Store[];
  bestReviewed: Item[];
  recommended: Item[];
  newArrivals: { products: Item[]; categories: { id: number; name: string }[] };
  featuredCategories: { products: Item[]; categories: Category[] };
  specialOffers: Item[];
  advertisements: Advertisement[];
  flashSale: FlashSale | null;
  campaigns: HomeCampaign[];
  campaignItems: Item[];
  newStores: Store[];
  brands: Brand[];
  coupons: ListedCoupon[];
  conditions: CommonCondition[];
  /** The first condition's products (the others load when their tab is chosen). */
  firstConditionItems: { total_size: number; products: Item[] };
  basicMedicine: Item[];
  featuredStores: Store[];
  bestStores: Store[];
  /** Section banners (other-banners): promotional, best-reviewed, new-arrival, bottom. */
  sectionBanners: {
    promotional: string | null;
    bestReviewed: string | null;
    newArrival: string | null;
    bottom: string | null;
  };
}

/** The parcel module's home (R-HOME-19). */
export interface ParcelHomeData {
  banners: ParcelBanner[];
  categories: ParcelCategoryEntry[];
  video: VideoContent | null;
  whyChoose: ParcelBanner[];
}
