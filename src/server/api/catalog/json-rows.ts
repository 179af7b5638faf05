import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows fetched as one JSON value instead of one field per column: PGlite spends most of a wide
 * query's CPU decoding columns one by one, and `row_to_json` halves that for the 60–70 column store
 * and item rows. JSON keeps numbers, booleans, dates ("YYYY-MM-DD"), times and jsonb as the
 * schema's types already are; only timestamps need reviving into Date objects.
 */
export const rowJson = <T>(table: PgTable): SQL<T> => sql<T>`row_to_json(${table})`;

type Json = Record<string, unknown>;

/** A table row read back from JSON: timestamptz strings become Dates. */
export function revive<T>(
  row: unknown,
  timestamps: readonly string[] = ['created_at', 'updated_at'],
): T {
  const out = { ...(row as Json) };
  for (const key of timestamps) {
    const value = out[key];
    if (typeof value === 'string') out[key] = new Date(value);
  }
  return out as T;
}

/** The nullable side of an outer join: null when it did not match (all columns null). */
export function reviveOptional<T extends { id: number }>(row: unknown): T | null {
  if (
    !row ||
    typeof row !== 'object' ||
    (row as Json).id === null ||
    (row as Json).id === undefined
  )
    return null;
  return revive<T>(row);
}
