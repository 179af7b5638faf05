import { z } from 'zod';
import { int, validate } from './validation';
import type { Input } from './types';

export type Page = {
  /** Page size. */
  limit: number;
  /** 1-based page number (the API's `offset`, API-CORE-4). */
  offset: number;
  /** Row offset for SQL. */
  skip: number;
  /** The values as the client sent them, echoed back in the response. */
  rawLimit: unknown;
  rawOffset: unknown;
};

export type PageOptions = {
  defaultLimit?: number;
  /** Some endpoints require both (items/latest, order lists, wallet transactions). */
  required?: boolean;
  maxLimit?: number;
};

/** Reads `limit` and `offset` (1-based page) from the input; 403 validation when malformed. */
export function readPage(input: Input, opts: PageOptions = {}): Page {
  const { defaultLimit = 10, required = false, maxLimit = 200 } = opts;
  const field = (max: number) =>
    required
      ? int().pipe(z.number().min(1).max(max))
      : int().pipe(z.number().min(1).max(max)).optional();
  const parsed = validate(z.object({ limit: field(maxLimit), offset: field(1_000_000) }), {
    limit: input.limit,
    offset: input.offset,
  });
  const limit = parsed.limit ?? defaultLimit;
  const offset = parsed.offset ?? 1;
  return {
    limit,
    offset,
    skip: (offset - 1) * limit,
    rawLimit: input.limit ?? null,
    rawOffset: input.offset ?? null,
  };
}

/**
 * `{total_size, limit, offset, <key>: items}`. By default limit/offset echo the request (strings from a
 * query string), as the older endpoints do; `cast: true` returns the integers like 3.5's newer helper.
 */
export function paginated<K extends string, T>(
  key: K,
  items: T[],
  total: number,
  page: Page,
  opts: { cast?: boolean } = {},
): { total_size: number; limit: unknown; offset: unknown } & Record<K, T[]> {
  return {
    total_size: total,
    limit: opts.cast ? page.limit : page.rawLimit,
    offset: opts.cast ? page.offset : page.rawOffset,
    [key]: items,
  } as { total_size: number; limit: unknown; offset: unknown } & Record<K, T[]>;
}
