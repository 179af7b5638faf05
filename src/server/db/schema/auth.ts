import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idColumn, money, timestamps } from './common';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Customers. `f_name` is null until an OTP or social sign-in completes the profile (`is_personal_info`).
 * Emails are stored lower-cased; phones as "+<digits>". Account removal soft-deletes: it frees the phone
 * and email (so they can sign up again) and keeps the row for order history.
 */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    f_name: text('f_name'),
    l_name: text('l_name'),
    phone: text('phone').unique(),
    email: text('email').unique(),
    /** scrypt hash (see src/server/auth/password.ts); null for OTP-only accounts. */
    password: text('password'),
    image: text('image'),
    is_phone_verified: boolean('is_phone_verified').notNull().default(false),
    is_email_verified: boolean('is_email_verified').notNull().default(false),
    email_verified_at: at('email_verified_at'),
    /** false = blocked by an administrator. */
    status: boolean('status').notNull().default(true),
    login_medium: text('login_medium'),
    social_id: text('social_id'),
    temp_token: text('temp_token'),
    ref_code: text('ref_code').unique(),
    ref_by: integer('ref_by'),
    wallet_balance: money('wallet_balance').notNull().default(0),
    loyalty_point: integer('loyalty_point').notNull().default(0),
    zone_id: integer('zone_id'),
    cm_firebase_token: text('cm_firebase_token'),
    current_language_key: text('current_language_key').notNull().default('en'),
    module_ids: jsonb('module_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Interest category ids (customer/update-interest). */
    interest: jsonb('interest')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    is_from_pos: boolean('is_from_pos').notNull().default(false),
    deleted_at: at('deleted_at'),
    ...timestamps(),
  },
  (t) => [index('users_ref_by_idx').on(t.ref_by)],
);

/** Bearer tokens: only the SHA-256 of the random token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: idColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    created_at: at('created_at').notNull().defaultNow(),
    last_used_at: at('last_used_at'),
    revoked_at: at('revoked_at'),
  },
  (t) => [index('auth_tokens_user_idx').on(t.user_id)],
);

/**
 * Guest sessions (auth/guest/request); carts and orders of guests carry this id with is_guest = true.
 * The id is the guest's only credential, so it is drawn at random by the API (src/server/auth/guest.ts)
 * rather than from a sequence: a serial id would let anyone read a neighbour's cart and orders.
 */
export const guests = pgTable('guests', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  fcm_token: text('fcm_token'),
  ip_address: text('ip_address'),
  created_at: at('created_at').notNull().defaultNow(),
});

/** One pending code per (identifier, purpose): phone/email verification or OTP login. */
export const otps = pgTable(
  'otps',
  {
    id: idColumn(),
    /** "+<digits>" phone or lower-cased email. */
    identifier: text('identifier').notNull(),
    /** 'phone_verification' | 'email_verification' | 'login'. */
    purpose: text('purpose').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    blocked_until: at('blocked_until'),
    expires_at: at('expires_at').notNull(),
    /** When the code was last sent (resend throttle). */
    sent_at: at('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('otps_identifier_purpose_idx').on(t.identifier, t.purpose)],
);

/**
 * Password-reset codes (auth/forgot-password → verify-token → reset-password). Same columns as `otps` so
 * one code-checking routine serves both; `purpose` is the verification method ('phone' | 'email').
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: idColumn(),
    identifier: text('identifier').notNull(),
    purpose: text('purpose').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    blocked_until: at('blocked_until'),
    expires_at: at('expires_at').notNull(),
    sent_at: at('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_identifier_purpose_idx').on(t.identifier, t.purpose)],
);

/**
 * Failed password logins per identifier and client IP, and rate-limited requests per bucket and client
 * IP (src/server/auth/throttle.ts), each counted in a window that starts with its first event.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    identifier: text('identifier').notNull(),
    ip: text('ip').notNull(),
    count: integer('count').notNull().default(0),
    window_start: at('window_start').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.ip] })],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
