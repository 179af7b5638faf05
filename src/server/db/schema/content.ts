import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { decimal, idColumn, money, timestamps, translationsColumn } from './common';
import { modules, zones } from './zones';

export const parcelCategories = pgTable(
  'parcel_categories',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description'),
    image: text('image'),
    status: integer('status').notNull().default(1),
    orders_count: integer('orders_count').notNull().default(0),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id),
    parcel_per_km_shipping_charge: money('parcel_per_km_shipping_charge'),
    parcel_minimum_shipping_charge: money('parcel_minimum_shipping_charge'),
    translations: translationsColumn(),
    ...timestamps(),
  },
  (t) => [index('parcel_categories_module_idx').on(t.module_id)],
);

export const parcelInstructions = pgTable('parcel_instructions', {
  id: idColumn(),
  instruction: text('instruction').notNull(),
  status: integer('status').notNull().default(1),
  translations: translationsColumn(),
  ...timestamps(),
});

/** user_type: customer | store | deliveryman | admin. */
export const cancellationReasons = pgTable(
  'cancellation_reasons',
  {
    id: idColumn(),
    reason: text('reason').notNull(),
    user_type: text('user_type').notNull().default('customer'),
    status: integer('status').notNull().default(1),
    translations: translationsColumn(),
    ...timestamps(),
  },
  (t) => [index('cancellation_reasons_type_idx').on(t.user_type)],
);

export const refundReasons = pgTable('refund_reasons', {
  id: idColumn(),
  reason: text('reason').notNull(),
  status: integer('status').notNull().default(1),
  translations: translationsColumn(),
  ...timestamps(),
});

/** GET /customer/automated-message. */
export const automatedMessages = pgTable('automated_messages', {
  id: idColumn(),
  message: text('message').notNull(),
  status: integer('status').notNull().default(1),
  translations: translationsColumn(),
  ...timestamps(),
});

/** Delivery vehicles (GET /get-vehicles, /vehicle/extra_charge). Coverage in km. */
export const vehicles = pgTable('vehicles', {
  id: idColumn(),
  type: text('type').notNull(),
  status: integer('status').notNull().default(1),
  extra_charges: money('extra_charges').notNull().default(0),
  starting_coverage_area: decimal('starting_coverage_area').notNull().default(0),
  maximum_coverage_area: decimal('maximum_coverage_area').notNull().default(0),
  translations: translationsColumn(),
  ...timestamps(),
});

/** Offline payment methods (GET /offline_payment_method_list). */
export const offlinePaymentMethods = pgTable('offline_payment_methods', {
  id: idColumn(),
  method_name: text('method_name').notNull(),
  method_fields: jsonb('method_fields')
    .$type<{ input_name: string; input_data: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  method_informations: jsonb('method_informations')
    .$type<{ customer_input: string; customer_placeholder: string; is_required: number }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  status: integer('status').notNull().default(1),
  ...timestamps(),
});

export const deliveryMen = pgTable(
  'delivery_men',
  {
    id: idColumn(),
    f_name: text('f_name').notNull(),
    l_name: text('l_name'),
    phone: text('phone').notNull().unique(),
    email: text('email'),
    image: text('image'),
    zone_id: integer('zone_id').references(() => zones.id),
    vehicle_id: integer('vehicle_id'),
    /** Last known position ("lat"/"lng" strings, as the API returns them) and its address. */
    lat: text('lat'),
    lng: text('lng'),
    location: text('location'),
    avg_rating: decimal('avg_rating').notNull().default(0),
    rating_count: integer('rating_count').notNull().default(0),
    status: integer('status').notNull().default(1),
    active: integer('active').notNull().default(1),
    ...timestamps(),
  },
  (t) => [index('delivery_men_zone_idx').on(t.zone_id)],
);

export const dmReviews = pgTable(
  'dm_reviews',
  {
    id: idColumn(),
    delivery_man_id: integer('delivery_man_id')
      .notNull()
      .references(() => deliveryMen.id, { onDelete: 'cascade' }),
    user_id: integer('user_id'),
    order_id: integer('order_id'),
    customer_name: text('customer_name'),
    comment: text('comment'),
    attachment: jsonb('attachment')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rating: integer('rating').notNull(),
    status: integer('status').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index('dm_reviews_dm_idx').on(t.delivery_man_id),
    index('dm_reviews_order_idx').on(t.order_id),
  ],
);

/**
 * Notifications. Broadcast rows have user_id null (tergat 'customer', zone_id or null = all zones);
 * personal rows have user_id and `data` {title, description, order_id, image, type}.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    user_id: integer('user_id'),
    title: text('title'),
    description: text('description'),
    image: text('image'),
    tergat: text('tergat').notNull().default('customer'),
    zone_id: integer('zone_id'),
    status: integer('status').notNull().default(1),
    data: jsonb('data').$type<Record<string, unknown>>(),
    ...timestamps(),
  },
  (t) => [
    index('notifications_user_idx').on(t.user_id),
    index('notifications_zone_idx').on(t.zone_id),
  ],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: idColumn(),
  email: text('email').notNull().unique(),
  ...timestamps(),
});
