import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, money, timestamps, translationsColumn } from './common';
import { stores } from './stores';
import { modules, zones } from './zones';

/**
 * Coupons. coupon_type: default | store_wise | zone_wise | free_delivery | first_order.
 * `data`: store_wise → [store ids]; zone_wise → [zone ids]; otherwise []. `customer_id`: ["all"] or user ids.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    title: text('title').notNull(),
    code: text('code').notNull().unique(),
    slug: text('slug'),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    expire_date: date('expire_date', { mode: 'string' }).notNull(),
    min_purchase: money('min_purchase').notNull().default(0),
    max_discount: money('max_discount').notNull().default(0),
    discount: money('discount').notNull().default(0),
    discount_type: text('discount_type').notNull().default('amount'),
    coupon_type: text('coupon_type').notNull().default('default'),
    /** Uses allowed per user (null = unlimited). */
    limit: integer('limit'),
    status: integer('status').notNull().default(1),
    data: jsonb('data')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    total_uses: integer('total_uses').notNull().default(0),
    module_id: integer('module_id').references(() => modules.id),
    store_id: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    created_by: text('created_by').notNull().default('admin'),
    customer_id: jsonb('customer_id')
      .$type<(string | number)[]>()
      .notNull()
      .default(sql`'["all"]'::jsonb`),
    translations: translationsColumn(),
    ...timestamps(),
  },
  (t) => [index('coupons_module_idx').on(t.module_id), index('coupons_store_idx').on(t.store_id)],
);

/** Cashback offers. cashback_type: percentage | amount. */
export const cashbacks = pgTable('cashbacks', {
  id: idColumn(),
  title: text('title').notNull(),
  customer_id: jsonb('customer_id')
    .$type<(string | number)[]>()
    .notNull()
    .default(sql`'["all"]'::jsonb`),
  cashback_type: text('cashback_type').notNull(),
  same_user_limit: integer('same_user_limit').notNull().default(1),
  total_used: integer('total_used').notNull().default(0),
  cashback_amount: money('cashback_amount').notNull(),
  min_purchase: money('min_purchase').notNull().default(0),
  max_discount: money('max_discount').notNull().default(0),
  start_date: date('start_date', { mode: 'string' }).notNull(),
  end_date: date('end_date', { mode: 'string' }).notNull(),
  status: integer('status').notNull().default(1),
  is_rental: integer('is_rental').notNull().default(0),
  translations: translationsColumn(),
  ...timestamps(),
});

/**
 * Cash back paid on delivered orders (one row per order: the order's cash back is credited once).
 * Counts a customer's uses of an offer against its same_user_limit.
 */
export const cashBackHistories = pgTable(
  'cash_back_histories',
  {
    id: idColumn(),
    user_id: integer('user_id').notNull(),
    order_id: integer('order_id').notNull(),
    cash_back_id: integer('cash_back_id')
      .notNull()
      .references(() => cashbacks.id, { onDelete: 'cascade' }),
    calculated_amount: money('calculated_amount').notNull(),
    cashback_type: text('cashback_type').notNull(),
    cashback_amount: money('cashback_amount').notNull(),
    min_purchase: money('min_purchase').notNull().default(0),
    max_discount: money('max_discount').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('cash_back_histories_order_uq').on(t.order_id),
    index('cash_back_histories_user_idx').on(t.user_id, t.cash_back_id),
  ],
);

/**
 * Home banners. type: default (default_link) | store_wise (data = store id) | item_wise (data = item id).
 * featured = 1 for the cross-module featured banners (GET /banners?featured=1).
 */
export const banners = pgTable(
  'banners',
  {
    id: idColumn(),
    title: text('title').notNull(),
    type: text('type').notNull().default('default'),
    image: text('image'),
    status: integer('status').notNull().default(1),
    data: text('data'),
    zone_id: integer('zone_id').references(() => zones.id),
    module_id: integer('module_id').references(() => modules.id),
    /** Store-owned banners (GET /banners/{store_id}); null for admin banners. */
    store_id: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    featured: integer('featured').notNull().default(0),
    default_link: text('default_link'),
    created_by: text('created_by').notNull().default('admin'),
    translations: translationsColumn(),
    ...timestamps(),
  },
  (t) => [
    index('banners_module_idx').on(t.module_id),
    index('banners_zone_idx').on(t.zone_id),
    index('banners_store_idx').on(t.store_id),
  ],
);

/**
 * Per-module banners and content blocks ("other banners", API-CONTENT-7). Keys:
 * - promotional_banner, best_reviewed_section_banner, new_arrival_section_banner, bottom_section_banner,
 *   basic_section_nearby: one row each, `value` = image file (folder `banner`).
 * - parcel_banner: several rows (parcel module), `value` = image file.
 * - why_choose: several rows with title, short_description, value = image file.
 * - video_content: one row; `data` = { section_title, banner_type, banner_video, banner_image,
 *   banner_video_content, banner_contents: [{ key, value }] } (files in folder `banner`).
 */
export const otherBanners = pgTable(
  'other_banners',
  {
    id: idColumn(),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value'),
    title: text('title'),
    short_description: text('short_description'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    position: integer('position').notNull().default(0),
    status: integer('status').notNull().default(1),
    translations: translationsColumn(),
    ...timestamps(),
  },
  (t) => [index('other_banners_module_key_idx').on(t.module_id, t.key)],
);

/** Store promotions and video promotions (GET /advertisement/list). */
export const advertisements = pgTable(
  'advertisements',
  {
    id: idColumn(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id),
    add_type: text('add_type').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    cover_image: text('cover_image'),
    profile_image: text('profile_image'),
    video_attachment: text('video_attachment'),
    priority: integer('priority').notNull().default(0),
    is_rating_active: integer('is_rating_active').notNull().default(1),
    is_review_active: integer('is_review_active').notNull().default(1),
    status: text('status').notNull().default('approved'),
    active: integer('active').notNull().default(1),
    translations: translationsColumn(),
    ...timestamps(),
  },
  (t) => [
    index('advertisements_module_idx').on(t.module_id),
    index('advertisements_store_idx').on(t.store_id),
  ],
);

/** Wallet add-fund bonuses (GET /customer/wallet/bonuses). bonus_type: percentage | amount. */
export const walletBonuses = pgTable('wallet_bonuses', {
  id: idColumn(),
  title: text('title').notNull(),
  description: text('description'),
  bonus_type: text('bonus_type').notNull(),
  bonus_amount: money('bonus_amount').notNull(),
  minimum_add_amount: money('minimum_add_amount').notNull().default(0),
  maximum_bonus_amount: money('maximum_bonus_amount').notNull().default(0),
  start_date: date('start_date', { mode: 'string' }).notNull(),
  end_date: date('end_date', { mode: 'string' }).notNull(),
  status: integer('status').notNull().default(1),
  translations: translationsColumn(),
  ...timestamps(),
});
