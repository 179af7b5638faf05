import { z } from 'zod';
import { ApiError } from '../errors';
import { readPage, type Page } from '../pagination';
import type { ApiContext, Input } from '../types';
import { amount, int, num, str, validate } from '../validation';

/** Page sizes are capped: a larger `limit` is a 403 validation error, never a huge query. */
export const MAX_LIMIT = 100;

/** A positive 32-bit id (numeric strings accepted). */
export const idField = () => int().pipe(z.number().min(1).max(2_147_483_647));

/** Text without NUL bytes (PostgreSQL rejects them in text values). */
export const plainText = (max: number) =>
  str().pipe(
    z
      .string()
      .max(max)
      .regex(/^[^\u0000]*$/),
  );

/** Search text: trimmed by the input normaliser, bounded so LIKE patterns stay cheap. */
export const textField = () => plainText(100);

export const priceField = () => amount();

/** `rating_count`: the minimum average rating (0–5). */
export const ratingField = () => num().pipe(z.number().min(0).max(5));

export const typeField = () => z.enum(['all', 'veg', 'non_veg']).optional();

const invalid = (field: string, message: string) =>
  new ApiError(403, { errors: [{ code: field, message }] });

/** Splits "a,b", "[a,b]", '["a","b"]' or an array (`key[]=a&key[]=b`) into trimmed tokens. */
function tokens(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap((entry) => tokens(entry, field));
  if (typeof value !== 'string') throw invalid(field, `The ${field} field is invalid.`);
  if (value.length > 2000) throw invalid(field, `The ${field} field is too long.`);
  let text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.flatMap((entry) => tokens(entry, field));
    } catch {
      // Not JSON: "[a,b]" without quotes is split below.
    }
    text = text.replace(/^\[|\]$/g, '');
  }
  return text
    .split(',')
    .map((part) => part.trim().replace(/^["']|["']$/g, ''))
    .filter(Boolean);
}

/** A list of ids in any of the client encodings; 403 when an entry is not a positive integer. */
export function idList(value: unknown, field: string): number[] {
  const ids = tokens(value, field).map((token) => (/^\d{1,10}$/.test(token) ? Number(token) : NaN));
  if (ids.some((id) => !Number.isSafeInteger(id) || id < 0 || id > 2_147_483_647))
    throw invalid(field, `The ${field} field must be a list of ids.`);
  if (ids.length > 100)
    throw invalid(field, `The ${field} field must not have more than 100 items.`);
  return [...new Set(ids)];
}

/** The `filter` list; every entry must be one of `allowed`. */
export function filterList<T extends string>(
  value: unknown,
  allowed: readonly T[],
  field = 'filter',
): Set<T> {
  const list = tokens(value, field).map((token) => token.toLowerCase());
  for (const entry of list) {
    if (!(allowed as readonly string[]).includes(entry))
      throw invalid(field, `The selected ${field} is invalid.`);
  }
  return new Set(list as T[]);
}

export type IdOrSlug = { id: number } | { slug: string };

/** A path segment naming a row by id or slug; null when it can be neither (treated as not found). */
export function idOrSlug(raw: string | undefined): IdOrSlug | null {
  if (!raw) return null;
  // Hono has already decoded the path segment.
  const value = raw.trim();
  if (/^\d+$/.test(value)) {
    const id = Number(value);
    return id >= 1 && id <= 2_147_483_647 ? { id } : null;
  }
  return /^[\w-]{1,191}$/.test(value) ? { slug: value.toLowerCase() } : null;
}

/** A numeric path parameter; 403 validation when it is not an id. */
export function pathId(c: ApiContext, name: string, code = name): number {
  return validate(z.object({ [code]: idField() }), { [code]: c.req.param(name) })[code] as number;
}

/** Validates `input` against `shape` (unknown keys ignored). */
export function query<S extends z.ZodRawShape>(input: Input, shape: S) {
  return validate(z.object(shape), input);
}

/** Escapes LIKE wildcards in user text. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Search words: split on whitespace, at most 8, each at least 1 character. */
export const searchWords = (text: string) =>
  [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);

/**
 * limit/offset (offset = 1-based page, API-CORE-4) capped at MAX_LIMIT. The response echoes what the
 * client sent, or the default when it sent nothing.
 */
export function catalogPage(input: Input, defaultLimit: number, required = false): Page {
  const page = readPage(input, { defaultLimit, required, maxLimit: MAX_LIMIT });
  return {
    ...page,
    rawLimit: page.rawLimit ?? page.limit,
    rawOffset: page.rawOffset ?? page.offset,
  };
}

/** Laravel's "required" message for a field the request lacks (403 validation). */
export function required(field: string): never {
  throw invalid(field, `The ${field.replace(/_/g, ' ')} field is required.`);
}
