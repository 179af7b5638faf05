import { ApiError } from '@/api/errors';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/**
 * The messages to show for a failed call. Auth and profile calls are `silent`, so the screens show
 * the server's (already localised) messages themselves; anything else gets the generic text.
 */
export function errorMessages(error: unknown): string[] {
  if (error instanceof ApiError && error.items.length) {
    return [...new Set(error.items.map((item) => item.message))];
  }
  return [GENERIC_ERROR];
}
