import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Translations } from './schema/common';

/**
 * SQL expression for a localised text column: the translation for `locale` when present, else the base
 * (English) value. `key` defaults to the column's database name.
 *
 *   db.select({ id: items.id, name: localized(items.name, items.translations, 'ar') }).from(items)
 *   // → coalesce("items"."translations" -> 'ar' ->> 'name', "items"."name")
 */
export function localized(
  column: AnyPgColumn,
  translations: AnyPgColumn,
  locale: string,
  key: string = column.name,
): SQL<string> {
  return sql<string>`coalesce(${translations} -> ${locale}::text ->> ${key}::text, ${column})`;
}

/** Translated value from a row's translations, falling back to `fallback` (the base column). */
export function translate<T extends string | null | undefined>(
  translations: Translations | null | undefined,
  locale: string,
  key: string,
  fallback: T,
): string | T {
  const value = translations?.[locale]?.[key];
  return value === undefined || value === '' ? fallback : value;
}

/** One entry of the contract's `translations` array (Laravel's translations table shape). */
export interface TranslationEntry {
  id: number;
  translationable_type: string;
  translationable_id: number;
  locale: string;
  key: string;
  value: string;
}

/**
 * Expands per-row translations to the contract's `translations` array. `type` is the Laravel model name,
 * e.g. 'App\\Models\\Item'. Entry ids are synthetic but stable (row id, locale and key order).
 */
export function translationEntries(
  type: string,
  rowId: number,
  translations: Translations | null | undefined,
): TranslationEntry[] {
  const out: TranslationEntry[] = [];
  if (!translations) return out;
  for (const [locale, values] of Object.entries(translations)) {
    if (!values) continue;
    for (const [key, value] of Object.entries(values)) {
      out.push({
        id: rowId * 100 + out.length + 1,
        translationable_type: type,
        translationable_id: rowId,
        locale,
        key,
        value,
      });
    }
  }
  return out;
}
