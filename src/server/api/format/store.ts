import { translate, translationEntries } from '../../db/i18n';
import type { storeDiscounts, stores, storeSchedules } from '../../db/schema';
import type { RatingHistogram } from '../../db/schema/stores';
import { ASSET_FOLDERS } from '../../db/seed/assets';
import { inTimeWindow, type LocalNow } from '../catalog/clock';
import { roundDistance } from '../catalog/geo';
import { assetUrl } from '../urls';
import { iso } from './common';

export type StoreRow = typeof stores.$inferSelect;
export type ScheduleRow = typeof storeSchedules.$inferSelect;
export type StoreDiscountRow = typeof storeDiscounts.$inferSelect;

/** "30-40 min" → [30, 40]; a single number gives both. */
export function deliveryTimeRange(text: string): [number, number] {
  const numbers = (text.match(/\d+/g) ?? []).map(Number);
  const min = numbers[0] ?? 0;
  return [min, numbers[1] ?? min];
}

/** The store's opening state at `now` from its schedules (several rows per day = split shifts). */
export function openState(schedules: ScheduleRow[], now: LocalNow) {
  const today = schedules
    .filter((s) => s.day === now.day)
    .sort((a, b) => a.opening_time.localeCompare(b.opening_time));
  const open = today.some((s) => inTimeWindow(now.time, s.opening_time, s.closing_time));
  // The shift in progress, else the next one today; "closed" once today's shifts are over.
  const current = today.find((s) => s.closing_time >= now.time || s.opening_time > s.closing_time);
  return { open, current_opening_time: current ? current.opening_time : 'closed' };
}

export function formatDiscount(row: StoreDiscountRow) {
  return {
    id: row.id,
    start_date: row.start_date,
    end_date: row.end_date,
    start_time: row.start_time,
    end_time: row.end_time,
    min_purchase: row.min_purchase,
    max_discount: row.max_discount,
    discount: row.discount,
    discount_type: row.discount_type,
    store_id: row.store_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** avg (2 dp), count and the share of 3★-and-above ratings from the [5★…1★] histogram. */
export function ratingSummary(histogram: RatingHistogram, avg: number, count: number) {
  const total = histogram.reduce((a, b) => a + b, 0);
  return {
    ratings: histogram,
    avg_rating: Math.round(Number(avg) * 100) / 100,
    rating_count: count,
    positive_rating: total
      ? Math.round(((histogram[0] + histogram[1] + histogram[2]) / total) * 100)
      : 0,
  };
}

export interface StoreComputed {
  now: LocalNow;
  schedules: ScheduleRow[];
  /** The store's discount when it is running now, else null. */
  discount: StoreDiscountRow | null;
  /** Metres from the visitor (header position; 0,0 when absent). */
  distance: number;
  total_items: number;
  reviews_count: number;
  category_ids: number[];
  /** Global schedule_order business setting: store scheduling is off when it is off. */
  scheduleOrderEnabled: boolean;
  module: unknown;
}

/** Store JSON (API-STORES-2), localised. */
export function formatStore(
  row: StoreRow,
  computed: StoreComputed,
  locale: string,
  origin: string,
  opts: { translations?: boolean } = {},
) {
  const { open, current_opening_time } = openState(computed.schedules, computed.now);
  const [minTime, maxTime] = deliveryTimeRange(row.delivery_time);
  return {
    id: row.id,
    name: translate(row.translations, locale, 'name', row.name),
    phone: row.phone,
    email: row.email,
    logo: row.logo,
    cover_photo: row.cover_photo,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    footer_text: row.footer_text,
    zone_id: row.zone_id,
    module_id: row.module_id,
    vendor_id: row.vendor_id,
    slug: row.slug,
    status: row.status,
    active: row.active,
    minimum_order: row.minimum_order,
    schedule_order: row.schedule_order && computed.scheduleOrderEnabled,
    order_place_to_schedule_interval: row.order_place_to_schedule_interval,
    delivery: row.delivery,
    take_away: row.take_away,
    free_delivery: row.free_delivery,
    delivery_time: row.delivery_time,
    min_delivery_time: minTime,
    max_delivery_time: maxTime,
    veg: row.veg,
    non_veg: row.non_veg,
    cutlery: row.cutlery,
    prescription_order: row.prescription_order,
    pos_system: row.pos_system,
    tax: row.tax,
    comission: row.comission,
    item_section: row.item_section,
    reviews_section: row.reviews_section,
    featured: row.featured,
    off_day: row.off_day,
    announcement: row.announcement,
    announcement_message: row.announcement_message,
    meta_title: translate(row.translations, locale, 'meta_title', row.meta_title),
    meta_description: row.meta_description,
    meta_image: row.meta_image,
    store_business_model: row.store_business_model,
    package_id: row.package_id,
    pickup_zone_id: row.pickup_zone_id,
    self_delivery_system: row.self_delivery_system,
    minimum_shipping_charge: row.minimum_shipping_charge,
    maximum_shipping_charge: row.maximum_shipping_charge,
    per_km_shipping_charge: row.per_km_shipping_charge,
    open: open ? 1 : 0,
    current_opening_time,
    distance: roundDistance(computed.distance),
    schedules: computed.schedules.map((s) => ({
      id: s.id,
      store_id: s.store_id,
      day: s.day,
      opening_time: s.opening_time,
      closing_time: s.closing_time,
    })),
    discount: computed.discount ? formatDiscount(computed.discount) : null,
    discount_status: computed.discount !== null,
    ...ratingSummary(row.rating, row.avg_rating, row.rating_count),
    total_items: computed.total_items,
    total_campaigns: 0,
    reviews_count: computed.reviews_count,
    orders_count: row.order_count,
    is_recommended: row.is_recommended,
    halal_tag_status: row.halal_tag_status,
    extra_packaging_status: row.extra_packaging_status,
    extra_packaging_amount: row.extra_packaging_amount,
    category_ids: computed.category_ids,
    gst_status: row.gst_status,
    gst_code: row.gst_code,
    module: computed.module,
    logo_full_url: assetUrl(origin, ASSET_FOLDERS.store_logo, row.logo),
    cover_photo_full_url: assetUrl(origin, ASSET_FOLDERS.store_cover, row.cover_photo),
    meta_image_full_url: assetUrl(origin, ASSET_FOLDERS.store_logo, row.meta_image),
    tin_certificate_image_full_url: null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...(opts.translations
      ? {
          translations: translationEntries('App\\Models\\Store', row.id, row.translations),
          storage: [],
        }
      : {}),
  };
}

export type StoreJson = ReturnType<typeof formatStore>;
