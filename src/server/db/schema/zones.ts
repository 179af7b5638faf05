import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { idColumn, money, timestamps, translationsColumn } from './common';

export type LatLng = { lat: number; lng: number };

/** Delivery zones. `coordinates` is the polygon: a closed ring is not required (first != last). */
export const zones = pgTable('zones', {
  id: idColumn(),
  name: text('name').notNull(),
  display_name: text('display_name').notNull(),
  coordinates: jsonb('coordinates').$type<LatLng[]>().notNull(),
  status: integer('status').notNull().default(1),
  cash_on_delivery: boolean('cash_on_delivery').notNull().default(true),
  digital_payment: boolean('digital_payment').notNull().default(true),
  offline_payment: boolean('offline_payment').notNull().default(false),
  increased_delivery_fee: money('increased_delivery_fee').notNull().default(0),
  increased_delivery_fee_status: integer('increased_delivery_fee_status').notNull().default(0),
  increase_delivery_charge_message: text('increase_delivery_charge_message'),
  translations: translationsColumn(),
  ...timestamps(),
});

/** Business modules (food, grocery, pharmacy, ecommerce, parcel). */
export const modules = pgTable('modules', {
  id: idColumn(),
  module_name: text('module_name').notNull(),
  module_type: text('module_type').notNull(),
  slug: text('slug').notNull().unique(),
  icon: text('icon'),
  thumbnail: text('thumbnail'),
  status: integer('status').notNull().default(1),
  theme_id: integer('theme_id').notNull().default(1),
  description: text('description'),
  all_zone_service: integer('all_zone_service').notNull().default(0),
  translations: translationsColumn(),
  ...timestamps(),
});

/** Zone ↔ module pivot with the delivery-charge rules of that pair. */
export const zoneModules = pgTable(
  'zone_modules',
  {
    zone_id: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    per_km_shipping_charge: money('per_km_shipping_charge').notNull().default(0),
    minimum_shipping_charge: money('minimum_shipping_charge').notNull().default(0),
    maximum_shipping_charge: money('maximum_shipping_charge'),
    maximum_cod_order_amount: money('maximum_cod_order_amount'),
    delivery_charge_type: text('delivery_charge_type').notNull().default('distance'),
    fixed_shipping_charge: money('fixed_shipping_charge').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.zone_id, t.module_id] }),
    index('zone_modules_module_idx').on(t.module_id),
  ],
);
