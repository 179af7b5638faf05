import { ApiError } from './errors';

export const JSON_LIMIT_BYTES = 1024 * 1024;
export const MULTIPART_LIMIT_BYTES = 10 * 1024 * 1024;

export type BodyKind = 'json' | 'urlencoded' | 'multipart';

export type ParsedBody = Record<string, unknown>;

/** Keys that would reach an object's prototype when assigned. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const tooLarge = (limit: number) =>
  ApiError.of(
    413,
    'body',
    `Request body is too large (limit ${Math.round(limit / 1024 / 1024)} MB).`,
  );

export function bodyKind(contentType: string | null | undefined): BodyKind | null {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type)) return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  if (type === 'multipart/form-data') return 'multipart';
  return null;
}

/** Reads the whole body, failing with 413 as soon as it passes `limit` (without buffering the rest). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * Adds a form value PHP-style: `key[]` collects into an array, a repeated plain key keeps the last value.
 */
export function addFormValue(target: ParsedBody, key: string, value: unknown) {
  if (UNSAFE_KEYS.has(key.replace(/\[\]$/, ''))) return;
  if (key.endsWith('[]')) {
    const name = key.slice(0, -2);
    const current = target[name];
    target[name] = Array.isArray(current) ? [...current, value] : [value];
  } else {
    target[key] = value;
  }
}

export function searchParamsToObject(params: URLSearchParams): ParsedBody {
  const out: ParsedBody = {};
  for (const [key, value] of params) addFormValue(out, key, value);
  return out;
}

/**
 * Parses a request body into a plain object: JSON objects, urlencoded and multipart forms (files stay
 * `File` objects). Errors: 413 over the limit (1 MB, 10 MB for multipart), 415 for other content types,
 * 400 for malformed JSON or multipart.
 */
export async function parseBody(request: Request): Promise<ParsedBody> {
  const contentType = request.headers.get('content-type');
  const kind = bodyKind(contentType);
  const limit = kind === 'multipart' ? MULTIPART_LIMIT_BYTES : JSON_LIMIT_BYTES;
  const bytes = await readLimited(request, limit);
  if (bytes.byteLength === 0) return {};
  if (kind === null) {
    throw ApiError.of(
      415,
      'content_type',
      'Unsupported content type: send application/json, application/x-www-form-urlencoded or multipart/form-data.',
    );
  }
  if (kind === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      throw ApiError.of(400, 'body', 'Malformed JSON body.');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw ApiError.of(400, 'body', 'The JSON body must be an object.');
    }
    return parsed as ParsedBody;
  }
  if (kind === 'urlencoded') {
    return searchParamsToObject(new URLSearchParams(new TextDecoder().decode(bytes)));
  }
  let form: FormData;
  try {
    // undici's multipart parser; `contentType` carries the boundary.
    form = await new Response(bytes, { headers: { 'content-type': contentType ?? '' } }).formData();
  } catch {
    throw ApiError.of(400, 'body', 'Malformed multipart body.');
  }
  const out: ParsedBody = {};
  form.forEach((value, key) => addFormValue(out, key, value));
  return out;
}

const UNTRIMMED = new Set([
  'password',
  'confirm_password',
  'password_confirmation',
  'new_password',
]);

/**
 * Laravel's TrimStrings and ConvertEmptyStringsToNull: strings are trimmed (except passwords) and
 * empty strings and nulls count as absent.
 */
export function normalizeInput(input: ParsedBody): ParsedBody {
  const out: ParsedBody = {};
  for (const [key, raw] of Object.entries(input)) {
    if (UNSAFE_KEYS.has(key)) continue;
    const value = typeof raw === 'string' && !UNTRIMMED.has(key) ? raw.trim() : raw;
    if (value === '' || value === null || value === undefined) continue;
    out[key] = value;
  }
  return out;
}
