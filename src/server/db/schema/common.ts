import { sql } from 'drizzle-orm';
import { integer, jsonb, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Locale code ("ar", "fr", …); English lives in the base columns. */
export type Locale = string;

/**
 * Per-row translations: `{ ar: { name: '…', description: '…' }, fr: { … } }`.
 * The base columns hold English; a missing key falls back to it (see `../i18n.ts`).
 */
export type Translations = Partial<Record<Locale, Record<string, string>>>;

/** Integer identity primary key. "by default" so the seed can insert fixed ids (sequences are reset after). */
export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** Money and rates: exact numeric in the database, a JS number in code. */
export const money = (name: string) => numeric(name, { precision: 24, scale: 2, mode: 'number' });

/** Ratios and coordinates-like figures that need more precision. */
export const decimal = (name: string) => numeric(name, { precision: 24, scale: 6, mode: 'number' });

export const translationsColumn = () =>
  jsonb('translations')
    .$type<Translations>()
    .notNull()
    .default(sql`'{}'::jsonb`);

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const timestamps = () => ({ created_at: createdAt(), updated_at: updatedAt() });
