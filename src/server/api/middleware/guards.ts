import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { modules } from '../../db/schema';
import { ApiError, unauthenticated } from '../errors';
import { t } from '../locale';
import type { ApiContext, ApiEnv } from '../types';
import type { User } from '../../db/schema';

/** auth:api — 401 `auth-001` without a valid bearer token. */
export const requireAuth: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!c.var.ctx.user) throw unauthenticated();
  await next();
};

/** The signed-in user inside an auth:api route. */
export function currentUser(c: ApiContext): User {
  const user = c.var.ctx.user;
  if (!user) throw unauthenticated();
  return user;
}

/**
 * The `zoneId` header as ids; 403 `zoneId` when missing or malformed. `status` 200 serves the campaign
 * and flash-sale endpoints, which answer the same body with HTTP 200 (API-CORE-2).
 */
export function requireZoneIds(c: ApiContext, status: 200 | 403 = 403): number[] {
  const { zoneHeader, zoneIds, locale } = c.var.ctx;
  if (zoneHeader === 'ok' && zoneIds) return zoneIds;
  throw ApiError.of(
    status,
    'zoneId',
    t(locale, zoneHeader === 'missing' ? 'zone_required' : 'zone_invalid'),
  );
}

/**
 * module-check (API-CORE-3): when present the `moduleId` header must name an existing module (403
 * otherwise); when `required`, it must be present. Returns the module row or null when absent.
 */
export async function checkModule(c: ApiContext, required: boolean) {
  const { moduleHeader, moduleId, locale } = c.var.ctx;
  if (moduleHeader === 'missing') {
    if (required) throw ApiError.of(403, 'moduleId', t(locale, 'module_required'));
    return null;
  }
  if (moduleHeader === 'invalid' || moduleId === null)
    throw ApiError.of(403, 'moduleId', t(locale, 'module_not_found'));
  const db = await c.var.deps.getDb();
  const [module] = await db.select().from(modules).where(eq(modules.id, moduleId)).limit(1);
  if (!module) throw ApiError.of(403, 'moduleId', t(locale, 'module_not_found'));
  return module;
}
