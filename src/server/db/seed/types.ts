/** [English, Arabic, French]. */
export type L3 = readonly [en: string, ar: string, fr: string];

export type ModuleKey = 'food' | 'grocery' | 'pharmacy' | 'shop' | 'parcel';

export interface SubCategorySpec {
  key: string;
  name: L3;
  emoji: string;
}

export interface CategorySpec extends SubCategorySpec {
  featured?: boolean;
  subs: SubCategorySpec[];
}

/** Names of the food variation presets in data/food.ts. */
export type FoodVariationPreset =
  'size' | 'toppings' | 'two_sauces' | 'crust' | 'spice' | 'two_sides' | 'drink_size' | 'sugar';

export type TimeWindow = 'breakfast' | 'night' | 'afternoon';

/** A product template: every store of the module that sells its category gets an item from it. */
export interface ProductTemplate {
  /** Slug base and image file name (`<key>.svg` in the product folder). */
  key: string;
  name: L3;
  /** Short description; English is expanded with a generic sentence in the builder. */
  desc?: L3;
  emoji: string;
  /** Sub-category (or top-level category) key. */
  category: string;
  price: number;
  veg?: boolean;
  halal?: boolean;
  recommended?: boolean;
  maxQty?: number;
  discount?: readonly [number, 'percent' | 'amount'];
  tags?: string[];
  nutritions?: string[];
  allergies?: string[];
  // food
  variations?: FoodVariationPreset[];
  addOns?: boolean;
  window?: TimeWindow;
  // grocery / pharmacy
  unit?: string;
  /** Fixed stock (0 = out of stock); default random 20..120. */
  stock?: number;
  organic?: boolean;
  // pharmacy
  generic?: string[];
  rx?: boolean;
  basic?: boolean;
  condition?: string;
  // shop
  brand?: string;
  colors?: readonly (readonly [string, string, string])[];
  sizes?: readonly string[];
}

export type ScheduleKind =
  /** open 24 hours every day */
  | 'always'
  /** 09:00-23:00 every day */
  | 'day'
  /** 12:00-15:00 and 19:00-23:30 every day */
  | 'split'
  /** 08:00-22:00, closed on Monday */
  | 'closed_monday'
  /** 08:00-22:00 every day except the weekday of the seed date (so it is closed on seed day) */
  | 'closed_today'
  /** 06:00-18:00 every day */
  | 'morning';

export interface StoreSpec {
  key: string;
  name: L3;
  module: ModuleKey;
  zone: 1 | 2;
  lat: number;
  lng: number;
  address: string;
  /** Top-level category keys whose products the store sells. */
  categories: string[];
  logo: string;
  cover: readonly string[];
  schedule: ScheduleKind;
  delivery?: boolean;
  takeAway?: boolean;
  freeDelivery?: boolean;
  minimumOrder: number;
  deliveryTime: string;
  featured?: boolean;
  active?: boolean;
  scheduleOrder?: boolean;
  veg?: boolean;
  nonVeg?: boolean;
  cutlery?: boolean;
  prescriptionOrder?: boolean;
  halal?: boolean;
  selfDelivery?: boolean;
  recommended?: boolean;
  /** Store discount (percent). */
  discount?: { percent: number; minPurchase: number; maxDiscount: number };
  announcement?: string;
  createdDaysAgo: number;
  /** Average star level of its items (3.2 .. 4.9). */
  quality: number;
}
