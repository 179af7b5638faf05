import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, time, timestamp } from 'drizzle-orm/pg-core';
import { decimal, idColumn, money, timestamps, translationsColumn } from './common';
import type { RatingHistogram } from './stores';
import { stores } from './stores';
import { modules } from './zones';

/** `{ id: "12", position: 1 }`: position 1 = category, 2 = sub-category. id is a string (API-CORE-5). */
export type CategoryRef = { id: string; position: number };
/** Non-food choice option group, e.g. `{ name: 'choice_1', title: 'Color', options: ['Red', 'Blue'] }`. */
export type ChoiceOption = { name: string; title: string; options: string[] };
/** Non-food variation: `{ type: 'Red-M', price: 120, stock: 4 }`. */
export type ItemVariation = { type: string; price: number; stock: number };
/** Food variation group (API-ITEMS-2). optionPrice is a string as in the API. */
export type FoodVariation = {
  name: string;
  type: 'single' | 'multi';
  min: number;
  max: number;
  required: 'on' | 'off';
  values: { label: string; optionPrice: string }[];
};

export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    image: text('image'),
    parent_id: integer('parent_id').notNull().default(0),
    /** 0 = top-level category, 1 = sub-category. */
    position: integer('position').notNull().default(0),
    status: integer('status').notNull().default(1),
    priority: integer('priority').notNull().default(0),
    featured: integer('featured').notNull().default(0),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id),
    translations: translationsColumn(),
    ...timestamps(),
  },
  (t) => [
    index('categories_module_idx').on(t.module_id),
    index('categories_parent_idx').on(t.parent_id),
  ],
);

export const units = pgTable('units', {
  id: idColumn(),
  unit: text('unit').notNull(),
  translations: translationsColumn(),
  ...timestamps(),
});

export const brands = pgTable(
  'brands',
  {
    id: idColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    image: text('image'),
    status: integer('status').notNull().default(1),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id),
    translations: translationsColumn(),
    ...timestamps(),
  },
  (t) => [index('brands_module_idx').on(t.module_id)],
);

/** Pharmacy common conditions (Cold & Flu, Headache, …). */
export const commonConditions = pgTable('common_conditions', {
  id: idColumn(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  status: integer('status').notNull().default(1),
  translations: translationsColumn(),
  ...timestamps(),
});

/** Non-food attributes referenced by items.attributes (Color, Size). */
export const attributes = pgTable('attributes', {
  id: idColumn(),
  name: text('name').notNull(),
  translations: translationsColumn(),
  ...timestamps(),
});

export const addonCategories = pgTable('addon_categories', {
  id: idColumn(),
  name: text('name').notNull(),
  status: integer('status').notNull().default(1),
  translations: translationsColumn(),
  ...timestamps(),
});

export const addOns = pgTable(
  'add_ons',
  {
    id: idColumn(),
    name: text('name').notNull(),
    price: money('price').notNull(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    status: integer('status').notNull().default(1),
    addon_category_id: integer('addon_category_id'),
    translations: translationsColumn(),
    ...timestamps(),
  },
  (t) => [index('add_ons_store_idx').on(t.store_id)],
);

/** Columns shared by catalogue items and campaign items (API-ITEMS-2). */
const itemColumns = () => ({
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  image: text('image'),
  images: jsonb('images')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  category_id: integer('category_id'),
  category_ids: jsonb('category_ids')
    .$type<CategoryRef[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  variations: jsonb('variations')
    .$type<ItemVariation[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  food_variations: jsonb('food_variations')
    .$type<FoodVariation[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  add_ons: jsonb('add_ons')
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  attributes: jsonb('attributes')
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  choice_options: jsonb('choice_options')
    .$type<ChoiceOption[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  price: money('price').notNull(),
  tax: money('tax').notNull().default(0),
  tax_type: text('tax_type').notNull().default('percent'),
  discount: money('discount').notNull().default(0),
  discount_type: text('discount_type').notNull().default('percent'),
  veg: integer('veg').notNull().default(0),
  status: integer('status').notNull().default(1),
  store_id: integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  module_id: integer('module_id')
    .notNull()
    .references(() => modules.id),
  stock: integer('stock').notNull().default(0),
  unit_id: integer('unit_id').references(() => units.id),
  maximum_cart_quantity: integer('maximum_cart_quantity'),
  is_halal: integer('is_halal').notNull().default(0),
  translations: translationsColumn(),
  ...timestamps(),
});

export const items = pgTable(
  'items',
  {
    id: idColumn(),
    ...itemColumns(),
    /** "HH:MM:SS"; a window with starts > ends wraps past midnight. */
    available_time_starts: time('available_time_starts').notNull().default('00:00:00'),
    available_time_ends: time('available_time_ends').notNull().default('23:59:59'),
    recommended: integer('recommended').notNull().default(0),
    organic: integer('organic').notNull().default(0),
    is_approved: integer('is_approved').notNull().default(1),
    brand_id: integer('brand_id').references(() => brands.id),
    common_condition_id: integer('common_condition_id').references(() => commonConditions.id),
    is_basic: integer('is_basic').notNull().default(0),
    is_prescription_required: integer('is_prescription_required').notNull().default(0),
    generic_name: jsonb('generic_name')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    nutritions: jsonb('nutritions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    allergies: jsonb('allergies')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** [5★, 4★, 3★, 2★, 1★] counts; avg_rating / rating_count are kept in sync with it. */
    rating: jsonb('rating')
      .$type<RatingHistogram>()
      .notNull()
      .default(sql`'[0,0,0,0,0]'::jsonb`),
    avg_rating: decimal('avg_rating').notNull().default(0),
    rating_count: integer('rating_count').notNull().default(0),
    order_count: integer('order_count').notNull().default(0),
  },
  (t) => [
    index('items_store_idx').on(t.store_id),
    index('items_module_idx').on(t.module_id),
    index('items_category_idx').on(t.category_id),
    index('items_brand_idx').on(t.brand_id),
    index('items_common_condition_idx').on(t.common_condition_id),
    index('items_status_idx').on(t.status),
  ],
);

/** Admin campaigns in which stores participate. */
export const basicCampaigns = pgTable(
  'basic_campaigns',
  {
    id: idColumn(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    image: text('image'),
    description: text('description'),
    status: integer('status').notNull().default(1),
    admin_id: integer('admin_id').notNull().default(1),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    start_time: time('start_time').notNull().default('00:00:00'),
    end_time: time('end_time').notNull().default('23:59:59'),
    translations: translationsColumn(),
    ...timestamps(),
  },
  (t) => [index('basic_campaigns_module_idx').on(t.module_id)],
);

export const campaignStores = pgTable(
  'campaign_stores',
  {
    id: idColumn(),
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => basicCampaigns.id, { onDelete: 'cascade' }),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** 'confirmed' | 'pending' | 'rejected'; only confirmed stores are shown. */
    campaign_status: text('campaign_status').notNull().default('confirmed'),
    ...timestamps(),
  },
  (t) => [
    index('campaign_stores_campaign_idx').on(t.campaign_id),
    index('campaign_stores_store_idx').on(t.store_id),
  ],
);

/** Campaign items: item-shaped, sold only between the dates and, each day, between the times. */
export const itemCampaigns = pgTable(
  'item_campaigns',
  {
    id: idColumn(),
    ...itemColumns(),
    /** Campaign items use `title` in the database; the API maps it to `name`. Kept equal to name. */
    title: text('title').notNull(),
    available_date_starts: date('available_date_starts', { mode: 'string' }).notNull(),
    available_date_ends: date('available_date_ends', { mode: 'string' }).notNull(),
    start_time: time('start_time').notNull().default('00:00:00'),
    end_time: time('end_time').notNull().default('23:59:59'),
    admin_id: integer('admin_id').notNull().default(1),
  },
  (t) => [
    index('item_campaigns_store_idx').on(t.store_id),
    index('item_campaigns_module_idx').on(t.module_id),
  ],
);

export const flashSales = pgTable(
  'flash_sales',
  {
    id: idColumn(),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id),
    title: text('title').notNull(),
    is_publish: integer('is_publish').notNull().default(1),
    status: integer('status').notNull().default(1),
    admin_discount_percentage: money('admin_discount_percentage').notNull().default(0),
    vendor_discount_percentage: money('vendor_discount_percentage').notNull().default(0),
    start_date: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    end_date: timestamp('end_date', { withTimezone: true, mode: 'date' }).notNull(),
    translations: translationsColumn(),
    ...timestamps(),
  },
  (t) => [index('flash_sales_module_idx').on(t.module_id)],
);

export const flashSaleItems = pgTable(
  'flash_sale_items',
  {
    id: idColumn(),
    flash_sale_id: integer('flash_sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    item_id: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    available_stock: integer('available_stock').notNull(),
    discount_type: text('discount_type').notNull().default('percent'),
    discount: money('discount').notNull(),
    discount_amount: money('discount_amount').notNull().default(0),
    price: money('price').notNull(),
    status: integer('status').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index('flash_sale_items_sale_idx').on(t.flash_sale_id),
    index('flash_sale_items_item_idx').on(t.item_id),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    item_id: integer('item_id').references(() => items.id, { onDelete: 'cascade' }),
    item_campaign_id: integer('item_campaign_id'),
    store_id: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    module_id: integer('module_id'),
    /** users.id (no FK: auth tables are separate). Null for seeded demo reviews. */
    user_id: integer('user_id'),
    order_id: integer('order_id'),
    /** Display name stored on the review (seeded reviews have no user). */
    customer_name: text('customer_name'),
    comment: text('comment'),
    attachment: jsonb('attachment')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rating: integer('rating').notNull(),
    status: integer('status').notNull().default(1),
    reply: text('reply'),
    ...timestamps(),
  },
  (t) => [
    index('reviews_item_idx').on(t.item_id),
    index('reviews_store_idx').on(t.store_id),
    index('reviews_user_idx').on(t.user_id),
    index('reviews_order_idx').on(t.order_id),
  ],
);
