import { eq } from 'drizzle-orm';
import { guests } from '../../db/schema';
import { ApiError } from '../errors';
import type { ApiContext } from '../types';

/** Who owns a cart or guest order: a signed-in member, or a guest id from auth/guest/request. */
export interface Shopper {
  /** users.id, or the guest id when `isGuest`. */
  id: number;
  isGuest: boolean;
}

const invalid = (message: string) => new ApiError(403, { errors: [{ code: 'guest_id', message }] });

/**
 * 6amMart's apiGuestCheck (API-CORE-2, API-CORE-6): a valid bearer token wins over any `guest_id`;
 * without either the answer is 401 `{"errors":"Unauthorized"}` (errors as a string); an invalid token
 * without a guest id is a 403 "guest_id is required". The guest id must be one the API issued, so a
 * made-up number cannot read somebody else's cart.
 */
export async function resolveShopper(c: ApiContext): Promise<Shopper> {
  const { ctx, input } = c.var;
  if (ctx.user) return { id: ctx.user.id, isGuest: false };
  if (input.guest_id === undefined) {
    if (ctx.token) throw invalid('The guest id field is required.');
    throw new ApiError(401, { errors: 'Unauthorized' });
  }
  if (ctx.guestId === null) throw invalid('The guest id field must be an integer.');
  const db = await c.var.deps.getDb();
  const [guest] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(eq(guests.id, ctx.guestId))
    .limit(1);
  if (!guest) throw invalid('The selected guest id is invalid.');
  return { id: guest.id, isGuest: true };
}
