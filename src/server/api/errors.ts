/** The API's error shapes (API-CORE-2) and an exception type that carries them to the error handler. */

export type ErrorItem = { code: string; message: string };
export type ErrorBody = { errors: ErrorItem[] };

export const errorBody = (code: string, message: string): ErrorBody => ({
  errors: [{ code, message }],
});

/** No route or no resource: the API's 404 wherever it is answered (the app, Next's error page). */
export const notFoundBody = () => errorBody('not_found', 'The requested resource was not found.');

/** A failure the client cannot act on; details go to the server's log only. */
export const serverErrorBody = () => errorBody('server_error', 'Internal server error.');

/**
 * Thrown from handlers and middleware; `app.onError` turns it into a JSON response. `body` defaults to
 * the array shape but may be any JSON (the contract has a few odd shapes, e.g. `{message}` with 404).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Record<string, string>;

  constructor(status: number, body: unknown, headers: Record<string, string> = {}) {
    super(
      typeof body === 'object' && body !== null && 'errors' in body
        ? JSON.stringify((body as ErrorBody).errors)
        : `HTTP ${status}`,
    );
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }

  static of(status: number, code: string, message: string, headers?: Record<string, string>) {
    return new ApiError(status, errorBody(code, message), headers);
  }
}

/** Laravel's `unique` rule message. */
export const taken = (field: string): ErrorItem => ({
  code: field,
  message: `The ${field} has already been taken.`,
});

export const unauthenticated = () => ApiError.of(401, 'auth-001', 'Unauthenticated.');

/** PostgreSQL unique_violation, raised by a race between a uniqueness check and the insert. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && 'code' in e && (e as { code: unknown }).code === '23505')
      return true;
    e = typeof e === 'object' && 'cause' in e ? (e as { cause: unknown }).cause : undefined;
  }
  return false;
}
