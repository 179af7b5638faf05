import type { User } from '../../../db/schema';
import { normalizePhone } from '../../../auth';
import { resolveScope } from '../../catalog/scope';
import { resolveShopper } from '../../customer/shopper';
import { ApiError } from '../../errors';
import { t } from '../../locale';
import { CONTENT_SETTINGS, Settings } from '../../settings';
import type { ApiContext } from '../../types';
import { readPlaceInput, type PlaceInput } from '../input';
import { forbid, type Contact, type PlaceRequest } from './shared';

/** The Idempotency-Key header, trimmed; 1 to 200 characters when present. */
export function readIdempotencyHeader(header: string | undefined): string | undefined {
  const key = header?.trim();
  if (key !== undefined && (key === '' || key.length > 200))
    throw forbid('Idempotency-Key', 'The Idempotency-Key header must be 1 to 200 characters.');
  return key;
}

/** The order's contact: the body's fields, else the signed-in customer's name, phone and email. */
export const contactOf = (input: PlaceInput, user: User | null): Contact => ({
  contact_person_name:
    input.contact_person_name ?? [user?.f_name, user?.l_name].filter(Boolean).join(' '),
  contact_person_number: input.contact_person_number
    ? (normalizePhone(input.contact_person_number) ?? input.contact_person_number)
    : (user?.phone ?? ''),
  contact_person_email: input.contact_person_email ?? user?.email ?? null,
});

/**
 * Step 1, read the input: the module (required), the shopper (member or guest), the validated body
 * with its conditional requirements, the Idempotency-Key header and the business settings.
 */
export async function readPlaceRequest(
  c: ApiContext,
  opts: { prescription: boolean },
): Promise<PlaceRequest> {
  const scope = await resolveScope(c, { module: 'optional', zone: 'optional' });
  const shopper = await resolveShopper(c);
  if (!scope.module) throw ApiError.of(403, 'moduleId', t(scope.locale, 'module_required'));
  const raw = c.var.input;
  const input = readPlaceInput(raw, { guest: shopper.isGuest, prescription: opts.prescription });
  const headerKey = readIdempotencyHeader(c.req.header('Idempotency-Key'));
  const settings = await Settings.load(scope.db, { except: CONTENT_SETTINGS });
  return {
    scope: { ...scope, module: scope.module },
    shopper,
    user: c.var.ctx.user,
    raw,
    input,
    prescription: opts.prescription,
    headerKey,
    settings,
    now: scope.now,
    locale: scope.locale,
  };
}
