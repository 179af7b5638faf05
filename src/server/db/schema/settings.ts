import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Key/value business settings. Keys are the contract's `/config` field names (plus policy pages and
 * landing-page content, see seed/settings.ts); values are any JSON (scalars, objects, arrays).
 */
export const businessSettings = pgTable('business_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
