import type { ApiErrorItem } from './types';

/**
 * The one error type every API call rejects with. The contract answers errors in several shapes
 * (`{errors:[…]}`, `{errors:{…}}`, `{errors:"Unauthorized"}`, `{message}`); all become `items`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly items: ApiErrorItem[];

  constructor(status: number, items: ApiErrorItem[], message?: string) {
    super(message ?? items[0]?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.items = items;
  }

  /** The first message with the given code, if the server sent one. */
  messageFor(code: string): string | undefined {
    return this.items.find((item) => item.code === code)?.message;
  }
}

/** The server's first message for a failed call, if it sent one (screens show it beside a form). */
export function apiErrorMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.items[0]?.message : undefined;
}

function asErrorItem(value: unknown, fallbackCode: string): ApiErrorItem | null {
  if (typeof value === 'string') return { code: fallbackCode, message: value };
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const message = typeof record.message === 'string' ? record.message : undefined;
    if (message)
      return { code: typeof record.code === 'string' ? record.code : fallbackCode, message };
  }
  return null;
}

/** Reads any of the contract's error bodies into a list of `{code, message}`. */
export function errorItemsFromBody(body: unknown): ApiErrorItem[] {
  if (!body || typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  const { errors } = record;
  if (Array.isArray(errors)) {
    return errors
      .map((entry) => asErrorItem(entry, 'error'))
      .filter((item): item is ApiErrorItem => item !== null);
  }
  const single = asErrorItem(errors, 'error');
  if (single) return [single];
  if (typeof record.message === 'string') return [{ code: 'message', message: record.message }];
  return [];
}

/**
 * Some endpoints answer HTTP 200 or 203 with an errors body (API-CORE-2, API-CUSTOMER-1). A success
 * status whose body carries errors is still an error.
 */
export function errorInSuccessBody(status: number, body: unknown): ApiError | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  if (!('errors' in record)) return null;
  const items = errorItemsFromBody(body);
  return items.length ? new ApiError(status, items) : null;
}
