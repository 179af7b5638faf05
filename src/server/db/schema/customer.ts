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
import { idColumn, money, timestamps } from './common';
import { items } from './catalog';
import { stores } from './stores';
import { modules } from './zones';

/**
 * Saved delivery addresses. user_id = users.id (no FK: auth tables are separate), or the guest id when
 * is_guest (bigint: guest ids are random 48 to 53-bit numbers).
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: idColumn(),
    user_id: bigint('user_id', { mode: 'number' }).notNull(),
    is_guest: boolean('is_guest').notNull().default(false),
    address_type: text('address_type').notNull().default('home'),
    contact_person_name: text('contact_person_name').notNull(),
    contact_person_number: text('contact_person_number').notNull(),
    contact_person_email: text('contact_person_email'),
    address: text('address').notNull(),
    latitude: text('latitude').notNull(),
    longitude: text('longitude').notNull(),
    floor: text('floor'),
    road: text('road'),
    house: text('house'),
    zone_id: integer('zone_id'),
    zone_ids: jsonb('zone_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps(),
  },
  (t) => [index('customer_addresses_user_idx').on(t.user_id)],
);

/** Wish list entries: exactly one of item_id / store_id is set. */
export const wishlists = pgTable(
  'wishlists',
  {
    id: idColumn(),
    user_id: integer('user_id').notNull(),
    item_id: integer('item_id').references(() => items.id, { onDelete: 'cascade' }),
    store_id: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('wishlists_user_item_uq').on(t.user_id, t.item_id),
    uniqueIndex('wishlists_user_store_uq').on(t.user_id, t.store_id),
    index('wishlists_item_idx').on(t.item_id),
    index('wishlists_store_idx').on(t.store_id),
  ],
);

/**
 * Server-side cart lines, per user (or guest id when is_guest, hence bigint) and module.
 * item_type: 'App\\Models\\Item' | 'App\\Models\\ItemCampaign'; item_id refers to items or item_campaigns.
 * variation: food → [{ name, values: { label: [..] } }], others → [{ type, price, stock }].
 */
export const carts = pgTable(
  'carts',
  {
    id: idColumn(),
    user_id: bigint('user_id', { mode: 'number' }).notNull(),
    is_guest: boolean('is_guest').notNull().default(false),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id),
    item_id: integer('item_id').notNull(),
    item_type: text('item_type').notNull().default('App\\Models\\Item'),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    variation: jsonb('variation')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    add_on_ids: jsonb('add_on_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    add_on_qtys: jsonb('add_on_qtys')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps(),
  },
  (t) => [index('carts_owner_idx').on(t.user_id, t.is_guest, t.module_id)],
);

/** Store visits per user ("visit again"). */
export const visits = pgTable(
  'visits',
  {
    id: idColumn(),
    user_id: integer('user_id').notNull(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    visit_count: integer('visit_count').notNull().default(1),
    last_visited_at: timestamp('last_visited_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('visits_user_store_uq').on(t.user_id, t.store_id),
    index('visits_store_idx').on(t.store_id),
  ],
);

/** transaction_type: add_fund | add_fund_by_admin | order_place | order_refund | loyalty_point | referrer | CashBack | partial_payment. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: idColumn(),
    user_id: integer('user_id').notNull(),
    transaction_id: text('transaction_id').notNull().unique(),
    credit: money('credit').notNull().default(0),
    debit: money('debit').notNull().default(0),
    admin_bonus: money('admin_bonus').notNull().default(0),
    balance: money('balance').notNull().default(0),
    transaction_type: text('transaction_type').notNull(),
    reference: text('reference'),
    ...timestamps(),
  },
  (t) => [index('wallet_transactions_user_idx').on(t.user_id, t.transaction_type)],
);

/**
 * A wallet top-up on its way through the payment gateway (POST customer/wallet/add-fund): the
 * gateway's page pays it (status paid, the amount and its bonus credited once), fails or cancels it.
 * status: pending | paid | failed | canceled.
 */
export const walletFundRequests = pgTable(
  'wallet_fund_requests',
  {
    id: idColumn(),
    user_id: integer('user_id').notNull(),
    amount: money('amount').notNull(),
    /** The bonus credited with the amount (set when it is paid). */
    bonus: money('bonus').notNull().default(0),
    payment_method: text('payment_method').notNull(),
    payment_platform: text('payment_platform').notNull().default('web'),
    /** Where the gateway sends the customer back (same origin, checked before it is stored). */
    callback: text('callback'),
    status: text('status').notNull().default('pending'),
    transaction_reference: text('transaction_reference'),
    ...timestamps(),
  },
  (t) => [index('wallet_fund_requests_user_idx').on(t.user_id)],
);

/** transaction_type: order_place | point_to_wallet. Amounts are points. */
export const loyaltyPointTransactions = pgTable(
  'loyalty_point_transactions',
  {
    id: idColumn(),
    user_id: integer('user_id').notNull(),
    transaction_id: text('transaction_id').notNull().unique(),
    credit: integer('credit').notNull().default(0),
    debit: integer('debit').notNull().default(0),
    balance: integer('balance').notNull().default(0),
    reference: text('reference'),
    transaction_type: text('transaction_type').notNull(),
    ...timestamps(),
  },
  (t) => [index('loyalty_point_transactions_user_idx').on(t.user_id)],
);

/**
 * Chat identities (contract "UserInfo"). Exactly one of user_id / vendor_id / deliveryman_id / admin_id is set.
 * The seed creates the admin (admin_id 1), one per store vendor (vendor_id = store id) and one per delivery man.
 */
export const userInfos = pgTable(
  'user_infos',
  {
    id: idColumn(),
    f_name: text('f_name'),
    l_name: text('l_name'),
    phone: text('phone'),
    email: text('email'),
    image: text('image'),
    user_id: integer('user_id'),
    vendor_id: integer('vendor_id'),
    deliveryman_id: integer('deliveryman_id'),
    admin_id: integer('admin_id'),
    ...timestamps(),
  },
  (t) => [
    index('user_infos_user_idx').on(t.user_id),
    index('user_infos_vendor_idx').on(t.vendor_id),
    index('user_infos_dm_idx').on(t.deliveryman_id),
  ],
);

/** sender/receiver ids are user_infos ids; types: customer | vendor | delivery_man | admin. */
export const conversations = pgTable(
  'conversations',
  {
    id: idColumn(),
    sender_id: integer('sender_id').notNull(),
    sender_type: text('sender_type').notNull(),
    receiver_id: integer('receiver_id').notNull(),
    receiver_type: text('receiver_type').notNull(),
    last_message_id: integer('last_message_id'),
    last_message_time: timestamp('last_message_time', { withTimezone: true, mode: 'date' }),
    unread_message_count: integer('unread_message_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('conversations_sender_idx').on(t.sender_id),
    index('conversations_receiver_idx').on(t.receiver_id),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    conversation_id: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender_id: integer('sender_id').notNull(),
    message: text('message'),
    file: jsonb('file')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    is_seen: integer('is_seen').notNull().default(0),
    order_id: integer('order_id'),
    ...timestamps(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversation_id, t.created_at)],
);
