/**
 * Catalog shapes of the 6amMart customer API (contract §4-6) that the storefront reads. Optional
 * where backends differ; the built-in API sends all of them.
 */

export type DiscountType = 'percent' | 'amount';

export interface CategoryRef {
  /** A string in the contract (§14.9). */
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
  /** `""` when the item has none (contract §14.9). */
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

export interface ItemDetails extends Item {
  store_details?: Store & { category_details?: Category[] };
  reviews?: { id: number; rating: number; comment?: string | null; customer_name?: string }[];
}
