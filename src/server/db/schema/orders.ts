import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { decimal, money, timestamps } from './common';
import { parcelCategories } from './content';
import { stores } from './stores';
import { modules, zones } from './zones';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Delivery address snapshot stored on an order (API-ORDERS-6). */
export type OrderAddress = {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email?: string | null;
  address_type?: string | null;
  address: string;
  floor?: string | null;
  road?: string | null;
  house?: string | null;
  latitude: string;
  longitude: string;
  zone_id?: number | null;
};

/**
 * Orders. Ids start at 100000. user_id = users.id, or the guest id when is_guest (bigint: guest ids are
 * random 48 to 53-bit numbers).
 * order_status: pending | accepted | confirmed | processing | handover | picked_up | delivered | canceled |
 * failed | refund_requested | refunded | refund_request_canceled | returned. Each has a timestamp column.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    user_id: bigint('user_id', { mode: 'number' }).notNull(),
    is_guest: boolean('is_guest').notNull().default(false),
    /** Client-supplied key making order placement idempotent (unique per owner). */
    idempotency_key: text('idempotency_key'),
    order_amount: money('order_amount').notNull().default(0),
    coupon_discount_amount: money('coupon_discount_amount').notNull().default(0),
    coupon_discount_title: text('coupon_discount_title'),
    coupon_code: text('coupon_code'),
    coupon_created_by: text('coupon_created_by'),
    store_discount_amount: money('store_discount_amount').notNull().default(0),
    flash_admin_discount_amount: money('flash_admin_discount_amount').notNull().default(0),
    flash_store_discount_amount: money('flash_store_discount_amount').notNull().default(0),
    ref_bonus_amount: money('ref_bonus_amount').notNull().default(0),
    total_tax_amount: money('total_tax_amount').notNull().default(0),
    tax_status: text('tax_status').notNull().default('excluded'),
    tax_percentage: money('tax_percentage').notNull().default(0),
    tax_type: text('tax_type'),
    delivery_charge: money('delivery_charge').notNull().default(0),
    original_delivery_charge: money('original_delivery_charge').notNull().default(0),
    additional_charge: money('additional_charge').notNull().default(0),
    extra_packaging_amount: money('extra_packaging_amount').notNull().default(0),
    dm_tips: money('dm_tips').notNull().default(0),
    partially_paid_amount: money('partially_paid_amount').notNull().default(0),
    bring_change_amount: money('bring_change_amount').notNull().default(0),
    cashback_amount: money('cashback_amount').notNull().default(0),
    payment_status: text('payment_status').notNull().default('unpaid'),
    payment_method: text('payment_method').notNull(),
    transaction_reference: text('transaction_reference'),
    order_status: text('order_status').notNull().default('pending'),
    pending: ts('pending'),
    accepted: ts('accepted'),
    confirmed: ts('confirmed'),
    processing: ts('processing'),
    handover: ts('handover'),
    picked_up: ts('picked_up'),
    delivered: ts('delivered'),
    canceled: ts('canceled'),
    failed: ts('failed'),
    refund_requested: ts('refund_requested'),
    refunded: ts('refunded'),
    refund_request_canceled: ts('refund_request_canceled'),
    returned: ts('returned'),
    canceled_by: text('canceled_by'),
    cancellation_reason: text('cancellation_reason'),
    cancellation_note: text('cancellation_note'),
    order_type: text('order_type').notNull().default('delivery'),
    store_id: integer('store_id').references(() => stores.id),
    zone_id: integer('zone_id').references(() => zones.id),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id),
    delivery_man_id: integer('delivery_man_id'),
    schedule_at: ts('schedule_at'),
    scheduled: integer('scheduled').notNull().default(0),
    delivery_time: text('delivery_time'),
    processing_time: integer('processing_time'),
    /** km */
    distance: decimal('distance').notNull().default(0),
    dm_vehicle_id: integer('dm_vehicle_id'),
    otp: text('otp'),
    order_note: text('order_note'),
    delivery_instruction: text('delivery_instruction'),
    unavailable_item_note: text('unavailable_item_note'),
    cutlery: boolean('cutlery').notNull().default(false),
    prescription_order: boolean('prescription_order').notNull().default(false),
    free_delivery_by: text('free_delivery_by'),
    discount_on_product_by: text('discount_on_product_by').notNull().default('vendor'),
    edited: boolean('edited').notNull().default(false),
    checked: boolean('checked').notNull().default(false),
    callback: text('callback'),
    delivery_address: jsonb('delivery_address').$type<OrderAddress>(),
    receiver_details: jsonb('receiver_details').$type<OrderAddress>(),
    charge_payer: text('charge_payer'),
    parcel_category_id: integer('parcel_category_id').references(() => parcelCategories.id),
    /** Uploaded files (prescriptions, parcel photos): file names. */
    order_attachment: jsonb('order_attachment')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    order_proof: jsonb('order_proof')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * When the built-in API's simulated store and courier started working on the order (null: not
     * simulated, e.g. seeded history or an unpaid digital payment). See src/server/api/orders/simulation.ts.
     */
    simulation_started_at: ts('simulation_started_at'),
    /** Customer dismissed the review prompt for this order (GET customer/review-reminder-cancel). */
    review_reminder_dismissed: boolean('review_reminder_dismissed').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('orders_user_idx').on(t.user_id, t.is_guest),
    index('orders_store_idx').on(t.store_id),
    index('orders_status_idx').on(t.order_status),
    index('orders_module_idx').on(t.module_id),
    index('orders_zone_idx').on(t.zone_id),
    index('orders_delivery_man_idx').on(t.delivery_man_id),
    uniqueIndex('orders_idempotency_uq').on(t.user_id, t.is_guest, t.idempotency_key),
  ],
);

export const orderDetails = pgTable(
  'order_details',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    item_id: integer('item_id'),
    item_campaign_id: integer('item_campaign_id'),
    /** Unit price including the variation (before discount). */
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    /** Snapshot of the formatted Item at order time. */
    item_details: jsonb('item_details').$type<Record<string, unknown>>().notNull(),
    variation: jsonb('variation')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    variant: text('variant'),
    add_ons: jsonb('add_ons')
      .$type<{ id: number; name: string; price: number; quantity: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    total_add_on_price: money('total_add_on_price').notNull().default(0),
    discount_on_item: money('discount_on_item').notNull().default(0),
    discount_type: text('discount_type').notNull().default('amount'),
    discount_percentage: money('discount_percentage').notNull().default(0),
    discount_on_product_by: text('discount_on_product_by').notNull().default('vendor'),
    addon_discount: money('addon_discount').notNull().default(0),
    tax_amount: money('tax_amount').notNull().default(0),
    tax_status: text('tax_status').notNull().default('excluded'),
    category_id: integer('category_id'),
    /**
     * The flash_sale_items row whose running sale priced this line (migration 0002). In modules that
     * keep stock (not food) the line's units were taken from it, and a cancellation gives them back.
     * Null for other lines. No foreign key, like item_id: the sale may be deleted, the order stays.
     */
    flash_sale_item_id: integer('flash_sale_item_id'),
    ...timestamps(),
  },
  (t) => [
    index('order_details_order_idx').on(t.order_id),
    index('order_details_item_idx').on(t.item_id),
  ],
);

/** Payment legs of an order (partial payments have two). */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    transaction_ref: text('transaction_ref'),
    amount: money('amount').notNull(),
    payment_status: text('payment_status').notNull().default('unpaid'),
    payment_method: text('payment_method').notNull(),
    ...timestamps(),
  },
  (t) => [index('order_payments_order_idx').on(t.order_id)],
);

/** Refund requests. refund_status: pending | approved | rejected | refunded. */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull(),
    order_status: text('order_status'),
    customer_reason: text('customer_reason').notNull(),
    customer_note: text('customer_note'),
    admin_note: text('admin_note'),
    refund_method: text('refund_method'),
    image: jsonb('image')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    refund_status: text('refund_status').notNull().default('pending'),
    refund_amount: money('refund_amount').notNull().default(0),
    ...timestamps(),
  },
  // One request per order: a second (or a concurrent) one is refused.
  (t) => [uniqueIndex('refunds_order_uq').on(t.order_id)],
);

/** Offline payment submissions for orders (PUT customer/order/offline-payment). */
export const offlinePayments = pgTable(
  'offline_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method_id: integer('method_id').notNull(),
    payment_info: jsonb('payment_info')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    customer_note: text('customer_note'),
    status: text('status').notNull().default('pending'),
    ...timestamps(),
  },
  // One submission per order; the customer updates it (offline-payment-update).
  (t) => [uniqueIndex('offline_payments_order_uq').on(t.order_id)],
);
