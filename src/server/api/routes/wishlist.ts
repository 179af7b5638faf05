import { and, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { items, stores, wishlists } from '../../db/schema';
import { formatItemHits, queryItems } from '../catalog/items';
import { idField } from '../catalog/params';
import { resolveScope } from '../catalog/scope';
import { formatStoreHits, queryStores } from '../catalog/stores';
import { msg } from '../customer/messages';
import { ApiError, isUniqueViolation, type ErrorItem } from '../errors';
import { currentUser, requireAuth } from '../middleware/guards';
import type { ApiContext, ApiEnv } from '../types';
import { validate } from '../validation';

/** The wish list (API-CUSTOMER-3; auth:api): items and stores, one of them per call. */
export const wishlistRoutes = new Hono<ApiEnv>();

wishlistRoutes.use('*', requireAuth);

/** Sorts `hits` in the order of `ids` (the wish list's, newest first). */
function inOrder<T>(hits: T[], ids: number[], id: (hit: T) => number): T[] {
  const rank = new Map(ids.map((value, i) => [value, i]));
  return [...hits].sort((a, b) => (rank.get(id(a)) ?? 0) - (rank.get(id(b)) ?? 0));
}

/**
 * GET /customer/wish-list: `{item:[Item], store:[Store]}`, newest first, limited to what the visitor
 * can see in the zoneId (and moduleId) headers' scope; without a zoneId header every zone counts.
 */
wishlistRoutes.get('/', async (c) => {
  const scope = await resolveScope(c, { module: 'optional', zone: 'optional' });
  const rows = await scope.db
    .select({ item_id: wishlists.item_id, store_id: wishlists.store_id })
    .from(wishlists)
    .where(eq(wishlists.user_id, currentUser(c).id))
    .orderBy(desc(wishlists.id));
  const itemIds = rows.flatMap((row) => (row.item_id === null ? [] : [row.item_id]));
  const storeIds = rows.flatMap((row) => (row.store_id === null ? [] : [row.store_id]));
  const [itemHits, storeHits] = await Promise.all([
    itemIds.length
      ? queryItems(scope, { where: [inArray(items.id, itemIds)] }).then((r) => r.hits)
      : [],
    storeIds.length
      ? queryStores(scope, { where: [inArray(stores.id, storeIds)], openFirst: false }).then(
          (r) => r.hits,
        )
      : [],
  ]);
  return c.json({
    item: formatItemHits(
      scope,
      inOrder(itemHits, itemIds, (hit) => hit.item.id),
    ),
    store: formatStoreHits(
      scope,
      inOrder(storeHits, storeIds, (hit) => hit.row.id),
    ),
  });
});

type Target = { item_id: number } | { store_id: number };

/** Exactly one of `item_id` / `store_id` (6amMart's required_without rules; both is a 403 `data`). */
function readTarget(c: ApiContext): Target {
  const { input, ctx } = c.var;
  if (input.item_id !== undefined && input.store_id !== undefined)
    throw ApiError.of(403, 'data', msg(ctx.locale, 'wishlist_both'));
  if (input.item_id === undefined && input.store_id === undefined)
    throw new ApiError(403, {
      errors: [
        {
          code: 'item_id',
          message: 'The item id field is required when store id is not present.',
        },
        {
          code: 'store_id',
          message: 'The store id field is required when item id is not present.',
        },
      ],
    });
  const parsed = validate(
    z.object({ item_id: idField().optional(), store_id: idField().optional() }),
    input,
  );
  return parsed.item_id !== undefined
    ? { item_id: parsed.item_id }
    : { store_id: parsed.store_id as number };
}

/** `{message}` answers that are errors: the array shape is added for clients that read `errors`. */
function messageError(status: number, code: string, message: string) {
  const errors: ErrorItem[] = [{ code, message }];
  return new ApiError(status, { message, errors });
}

/** POST /customer/wish-list/add?item_id= | ?store_id=: `{message}`; 409 when already listed. */
wishlistRoutes.post('/add', async (c) => {
  const target = readTarget(c);
  const { locale } = c.var.ctx;
  const db = await c.var.deps.getDb();
  const user = currentUser(c);
  const exists =
    'item_id' in target
      ? await db
          .select({ id: items.id })
          .from(items)
          .innerJoin(stores, eq(stores.id, items.store_id))
          .where(
            and(
              eq(items.id, target.item_id),
              eq(items.status, 1),
              eq(items.is_approved, 1),
              eq(stores.status, 1),
            ),
          )
          .limit(1)
      : await db
          .select({ id: stores.id })
          .from(stores)
          .where(and(eq(stores.id, target.store_id), eq(stores.status, 1)))
          .limit(1);
  const field = 'item_id' in target ? 'item_id' : 'store_id';
  if (!exists.length)
    throw ApiError.of(403, field, `The selected ${field.replace('_', ' ')} is invalid.`);
  const already = () => messageError(409, field, msg(locale, 'wishlist_exists'));
  try {
    const inserted = await db
      .insert(wishlists)
      .values({ user_id: user.id, ...target })
      .onConflictDoNothing()
      .returning({ id: wishlists.id });
    if (!inserted.length) throw already();
  } catch (error) {
    if (isUniqueViolation(error)) throw already();
    throw error;
  }
  return c.json({ message: msg(locale, 'wishlist_added') });
});

/** DELETE /customer/wish-list/remove?item_id= | ?store_id=: `{message}`; 404 when not listed. */
wishlistRoutes.delete('/remove', async (c) => {
  const target = readTarget(c);
  const { locale } = c.var.ctx;
  const db = await c.var.deps.getDb();
  const removed = await db
    .delete(wishlists)
    .where(
      and(
        eq(wishlists.user_id, currentUser(c).id),
        'item_id' in target
          ? eq(wishlists.item_id, target.item_id)
          : eq(wishlists.store_id, target.store_id),
      ),
    )
    .returning({ id: wishlists.id });
  if (!removed.length) throw messageError(404, 'not_found', msg(locale, 'not_found'));
  return c.json({ message: msg(locale, 'removed') });
});
