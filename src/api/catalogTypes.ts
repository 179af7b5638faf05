/**
 * Catalog shapes of the 6amMart customer API (API-CONTENT-*, API-ITEMS-2, API-STORES-2) that the storefront reads. Optional
 * where backends differ; the built-in API sends all of them.
 */

export type DiscountType = 'percent' | 'amount';

export interface CategoryRef {
  /** A string in the API (API-CORE-5). */
  id: string;
  name?: string;
  position?: number;
}

export interface FoodVariationValue {
  label: string;
  optionPrice: string | number;
}

export interface FoodVariation {
  name: string;
  type: 'single' | 'multi';
  min?: number | string;
  max?: number | string;
  required: 'on' | 'off';
  values: FoodVariationValue[];
}

export interface ChoiceOption {
  name: string;
  title: string;
  options: string[];
}

export interface ItemVariation {
  type: string;
  price: number;
  stock?: number;
}

export interface AddOn {
  id: number;
  name: string;
  price: number;
}

export interface Item {
  id: number;
  slug?: string | null;
  name: string;
  description?: string | null;
  image_full_url?: string | null;
  images_full_url?: string[];
  price: number;
  discount: number;
  discount_type: DiscountType;
  store_discount?: number;
  unit_type?: string | null;
  store_id: number;
  store_name?: string;
  module_id?: number;
  module_type?: string;
  zone_id?: number;
  category_ids?: CategoryRef[];
  /** `""` when the item has none (API-CORE-5). */
  food_variations?: FoodVariation[] | '';
  variations?: ItemVariation[];
  choice_options?: ChoiceOption[];
  add_ons?: AddOn[];
  stock?: number;
  maximum_cart_quantity?: number | null;
  available_time_starts?: string | null;
  available_time_ends?: string | null;
  available_date_starts?: string | null;
  available_date_ends?: string | null;
  schedule_order?: boolean;
  veg?: number;
  recommended?: number;
  organic?: number;
  is_halal?: number;
  halal_tag_status?: number;
  avg_rating?: number;
  rating_count?: number;
  is_prescription_required?: number;
  generic_name?: string[];
  brand_id?: number | null;
  flash_sale?: number;
  is_campaign?: number;
  has_variant?: number;
  free_delivery?: boolean;
  delivery_time?: string;
}

export interface StoreSchedule {
  day: number;
  opening_time: string;
  closing_time: string;
}

export interface Store {
  id: number;
  slug?: string | null;
  name: string;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  latitude?: string | null;
  longitude?: string | null;
  logo_full_url?: string | null;
  cover_photo_full_url?: string | null;
  zone_id?: number;
  module_id?: number;
  active?: boolean;
  open?: number;
  distance?: number;
  avg_rating?: number;
  rating_count?: number;
  ratings?: number[];
  positive_rating?: number;
  delivery_time?: string;
  minimum_order?: number;
  free_delivery?: boolean;
  delivery?: boolean;
  take_away?: boolean;
  /** The store takes prescription-only orders (API-STORES-2). */
  prescription_order?: boolean;
  featured?: number;
  total_items?: number;
  schedules?: StoreSchedule[];
  current_opening_time?: string;
  category_ids?: number[];
  discount?: { discount: number; discount_type?: string; min_purchase?: number } | null;
  module?: { id: number; module_type: string; module_name?: string } | null;
  meta_title?: string | null;
  meta_description?: string | null;
  created_at?: string;
}

export interface Category {
  id: number;
  name: string;
  slug?: string | null;
  image_full_url?: string | null;
  parent_id?: number;
  featured?: number;
  childes?: { id: number; name: string; slug?: string | null }[];
}

export type ProductPage = { total_size: number; products: Item[]; categories?: Category[] };
export type StorePage = { total_size: number; stores: Store[] };

/** Home banners (API-CONTENT-1 banners): store_wise embeds a Store, item_wise an Item. */
export interface Banner {
  id: number;
  title?: string | null;
  type?: 'default' | 'store_wise' | 'item_wise' | string | null;
  image_full_url?: string | null;
  link?: string | null;
  store?: Store | null;
  item?: Item | null;
}

export interface HomeCampaign {
  id: number;
  title: string;
  slug?: string | null;
  image_full_url?: string | null;
  description?: string | null;
}

export interface BannerList {
  banners: Banner[];
  campaigns: HomeCampaign[];
}

/** Advertisements (API-CONTENT-6 advertisement/list). */
export interface Advertisement {
  id: number;
  store_id: number;
  add_type: 'store_promotion' | 'video_promotion' | string;
  title?: string | null;
  description?: string | null;
  cover_image_full_url?: string | null;
  profile_image_full_url?: string | null;
  video_attachment_full_url?: string | null;
  is_rating_active?: number;
  is_review_active?: number;
  average_rating?: number | null;
  reviews_comments_count?: number | null;
  store?: Store | null;
}

/** A coupon of coupon/list/all, as the home slider shows it. */
export interface ListedCoupon {
  id: number;
  title?: string | null;
  code: string;
  discount: number;
  discount_type: 'percent' | 'amount' | string;
  min_purchase?: number | null;
  max_discount?: number | null;
  expire_date?: string | null;
  coupon_type?: string | null;
  store?: { id: number; name: string } | null;
}

export interface CommonCondition {
  id: number;
  name: string;
  slug?: string | null;
  items_count?: number;
}

/** other-banners of a non-parcel module: banner keys to files plus `<key>_full_url`. */
export type OtherBanners = Partial<Record<string, string | null>>;

export interface ParcelBanner {
  id: number;
  title?: string | null;
  short_description?: string | null;
  image_full_url?: string | null;
  value_full_url?: string | null;
}

/** other-banners/video-content (API-CONTENT-7; R-HOME-19). */
export interface VideoContent {
  section_title?: string | null;
  banner_type?: 'video' | 'video_content' | 'image' | string | null;
  banner_video?: string | null;
  banner_video_full_url?: string | null;
  banner_video_content_full_url?: string | null;
  banner_image_full_url?: string | null;
  banner_contents?: { label?: string; description?: string; key?: string; value?: string }[];
}

export interface ParcelCategoryEntry {
  id: number;
  name: string;
  description?: string | null;
  image_full_url?: string | null;
}

export interface CashbackOffer {
  id: number;
  title?: string | null;
  cashback_type: 'amount' | 'percentage' | string;
  cashback_amount: number;
  min_purchase?: number | null;
  max_discount?: number | null;
  end_date?: string | null;
}

/** customer/visit-again: stores the customer ordered from, with up to 5 items. */
export type VisitedStore = Store & { items?: Item[] };

export interface ItemDetails extends Item {
  store_details?: Store & { category_details?: Category[] };
  reviews?: { id: number; rating: number; comment?: string | null; customer_name?: string }[];
}

/** Search box suggestions (items/item-or-store-search). */
export interface SearchSuggestions {
  items: { id: number; name: string; image_full_url?: string | null; module_id?: number }[];
  stores: {
    id: number;
    name: string;
    slug?: string | null;
    logo_full_url?: string | null;
    module_id?: number;
    zone_id?: number;
  }[];
}

export interface Brand {
  id: number;
  name: string;
  slug?: string | null;
  image_full_url?: string | null;
  module_id?: number;
  items_count?: number;
}

/** A basic campaign (campaigns/basic); the details add the participating stores. */
export interface BasicCampaign {
  id: number;
  title: string;
  slug?: string | null;
  image_full_url?: string | null;
  description?: string | null;
  module_id?: number;
  start_time?: string | null;
  end_time?: string | null;
  available_date_starts?: string | null;
  available_date_ends?: string | null;
  stores?: Store[];
}

export interface FlashSaleItem {
  id: number;
  item_id: number;
  stock: number;
  sold: number;
  available_stock: number;
  discount?: number;
  discount_type?: DiscountType;
  price?: number;
  item: Item;
}

export interface FlashSale {
  id: number;
  title?: string;
  module_id?: number;
  start_date: string;
  end_date: string;
  active_products?: FlashSaleItem[];
}

export type FlashSaleItemPage = {
  total_size: number;
  flash_sale?: FlashSale | null;
  products: FlashSaleItem[];
};
