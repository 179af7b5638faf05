import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, time } from 'drizzle-orm/pg-core';
import { decimal, idColumn, money, timestamps, translationsColumn } from './common';
import { modules, zones } from './zones';

/** Star histogram, highest first: [5★, 4★, 3★, 2★, 1★]. */
export type RatingHistogram = [number, number, number, number, number];

export const stores = pgTable(
  'stores',
  {
    id: idColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    phone: text('phone').notNull(),
    email: text('email'),
    logo: text('logo'),
    cover_photo: text('cover_photo'),
    latitude: text('latitude').notNull(),
    longitude: text('longitude').notNull(),
    address: text('address'),
    footer_text: text('footer_text'),
    zone_id: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id),
    vendor_id: integer('vendor_id'),
    status: integer('status').notNull().default(1),
    /** false = temporarily closed by the vendor. */
    active: boolean('active').notNull().default(true),
    minimum_order: money('minimum_order').notNull().default(0),
    schedule_order: boolean('schedule_order').notNull().default(false),
    order_place_to_schedule_interval: integer('order_place_to_schedule_interval')
      .notNull()
      .default(0),
    delivery: boolean('delivery').notNull().default(true),
    take_away: boolean('take_away').notNull().default(true),
    free_delivery: boolean('free_delivery').notNull().default(false),
    delivery_time: text('delivery_time').notNull().default('30-40 min'),
    veg: integer('veg').notNull().default(1),
    non_veg: integer('non_veg').notNull().default(1),
    cutlery: boolean('cutlery').notNull().default(false),
    prescription_order: boolean('prescription_order').notNull().default(false),
    pos_system: boolean('pos_system').notNull().default(false),
    tax: money('tax').notNull().default(0),
    comission: money('comission'),
    item_section: boolean('item_section').notNull().default(true),
    reviews_section: boolean('reviews_section').notNull().default(true),
    featured: integer('featured').notNull().default(0),
    off_day: text('off_day').notNull().default(' '),
    announcement: integer('announcement').notNull().default(0),
    announcement_message: text('announcement_message'),
    meta_title: text('meta_title'),
    meta_description: text('meta_description'),
    meta_image: text('meta_image'),
    store_business_model: text('store_business_model').notNull().default('commission'),
    package_id: integer('package_id'),
    pickup_zone_id: jsonb('pickup_zone_id').$type<number[]>(),
    self_delivery_system: integer('self_delivery_system').notNull().default(0),
    minimum_shipping_charge: money('minimum_shipping_charge').notNull().default(0),
    maximum_shipping_charge: money('maximum_shipping_charge'),
    per_km_shipping_charge: money('per_km_shipping_charge').notNull().default(0),
    /** [5★, 4★, 3★, 2★, 1★] counts. avg_rating / rating_count are kept in sync with it. */
    rating: jsonb('rating')
      .$type<RatingHistogram>()
      .notNull()
      .default(sql`'[0,0,0,0,0]'::jsonb`),
    avg_rating: decimal('avg_rating').notNull().default(0),
    rating_count: integer('rating_count').notNull().default(0),
    order_count: integer('order_count').notNull().default(0),
    total_order: integer('total_order').notNull().default(0),
    is_recommended: boolean('is_recommended').notNull().default(false),
    halal_tag_status: boolean('halal_tag_status').notNull().default(false),
    extra_packaging_status: boolean('extra_packaging_status').notNull().default(false),
    extra_packaging_amount: money('extra_packaging_amount').notNull().default(0),
    gst_status: boolean('gst_status').notNull().default(false),
    gst_code: text('gst_code'),
    minimum_stock_for_warning: integer('minimum_stock_for_warning').notNull().default(0),
    translations: translationsColumn(),
    ...timestamps(),
  },
  (t) => [
    index('stores_zone_idx').on(t.zone_id),
    index('stores_module_idx').on(t.module_id),
    index('stores_module_zone_idx').on(t.module_id, t.zone_id),
    index('stores_status_idx').on(t.status),
  ],
);

/** Opening hours. day: 0 = Sunday … 6 = Saturday. Several rows per day = split shifts; no row = closed. */
export const storeSchedules = pgTable(
  'store_schedules',
  {
    id: idColumn(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    opening_time: time('opening_time').notNull(),
    closing_time: time('closing_time').notNull(),
  },
  (t) => [index('store_schedules_store_idx').on(t.store_id, t.day)],
);

/** Store-wide discount (one per store). `discount` is a percentage when discount_type = 'percent'. */
export const storeDiscounts = pgTable('store_discounts', {
  id: idColumn(),
  store_id: integer('store_id')
    .notNull()
    .unique()
    .references(() => stores.id, { onDelete: 'cascade' }),
  start_date: date('start_date', { mode: 'string' }).notNull(),
  end_date: date('end_date', { mode: 'string' }).notNull(),
  start_time: time('start_time').notNull().default('00:00:00'),
  end_time: time('end_time').notNull().default('23:59:59'),
  min_purchase: money('min_purchase').notNull().default(0),
  max_discount: money('max_discount').notNull().default(0),
  discount: money('discount').notNull(),
  discount_type: text('discount_type').notNull().default('percent'),
  ...timestamps(),
});
