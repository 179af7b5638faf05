import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { carts } from '../../db/schema';
import { idField } from '../catalog/params';
import { resolveScope } from '../catalog/scope';
import {
  cartableItem,
  cartList,
  ITEM_TYPES,
  lineFields,
  lineItem,
  lockCart,
  normalizeAddOns,
  normalizeVariation,
  ownedBy,
  sameLine,
} from '../customer/cart';
import { msg } from '../customer/messages';
import { resolveShopper } from '../customer/shopper';
import { ApiError } from '../errors';
import { t } from '../locale';
import type { ApiContext, ApiEnv } from '../types';
import { validate } from '../validation';

/**
 * The server-side cart (API-CART-1; apiGuestCheck: a bearer token or a `guest_id`), scoped by the
 * moduleId header. Every call answers with the owner's full cart of that module.
 */
export const cartRoutes = new Hono<ApiEnv>();

/**
 * In 6amMart's middleware order: a present but unknown moduleId is a 403, then the guest check (401),
 * then the cart needs the module it is scoped by.
 */
async function cartContext(c: ApiContext) {
  const scope = await resolveScope(c, { module: 'optional', zone: 'none' });
  const shopper = await resolveShopper(c);
  if (!scope.module) throw ApiError.of(403, 'moduleId', t(scope.locale, 'module_required'));
  return { scope: { ...scope, module: scope.module }, shopper, moduleId: scope.module.id };
}

/**
 * A web client that has no guest id yet still builds `guest_id=${guestId}` into its cart URLs, so a
 * caller without a token may send the text "null" or "undefined" (the same texts count as no bearer
 * token, types.ts). 6amMart's backend looks that owner's cart up and finds no line, so reading and
 * emptying answer the empty cart `[]` (API-CART-1); a change needs an issued guest id (403 `guest_id`).
 * An unknown moduleId header is still refused first.
 */
async function guestIdNotIssued(c: ApiContext): Promise<boolean> {
  const { ctx, input } = c.var;
  const guestId = input.guest_id;
  if (ctx.token || typeof guestId !== 'string' || !['null', 'undefined'].includes(guestId))
    return false;
  await resolveScope(c, { module: 'optional', zone: 'none' });
  return true;
}

const guestIdRequired = () => ApiError.of(403, 'guest_id', 'The guest id field is required.');

const notFound = (c: ApiContext) =>
  ApiError.of(404, 'cart_id', msg(c.var.ctx.locale, 'cart_not_found'));
const limitExceeded = (c: ApiContext) =>
  ApiError.of(403, 'cart_item_limit', msg(c.var.ctx.locale, 'cart_limit'));
const alreadyInCart = (c: ApiContext) =>
  ApiError.of(403, 'cart_item', msg(c.var.ctx.locale, 'cart_item_exists'));

cartRoutes.get('/list', async (c) => {
  if (await guestIdNotIssued(c)) return c.json([]);
  const { scope, shopper } = await cartContext(c);
  return c.json(await cartList(scope, shopper));
});

const addSchema = z.object({
  item_id: idField(),
  model: z.enum(['Item', 'ItemCampaign']),
  ...lineFields,
});

/** POST cart/add: 403 `cart_item` for the same item and variation, `cart_item_limit` over the maximum. */
cartRoutes.post('/add', async (c) => {
  if (await guestIdNotIssued(c)) throw guestIdRequired();
  const { scope, shopper, moduleId } = await cartContext(c);
  const input = validate(addSchema, c.var.input);
  const { item } = await cartableItem(scope, input.model, input.item_id);
  const variation = normalizeVariation(item, input.variation, scope.locale);
  const addOns = normalizeAddOns(scope, item, input.add_on_ids, input.add_on_qtys);
  const line = { item_id: item.id, item_type: ITEM_TYPES[input.model], variation };
  await scope.db.transaction(async (tx) => {
    await lockCart(tx, shopper);
    if (await sameLine(tx, shopper, moduleId, line)) throw alreadyInCart(c);
    if (item.maximum_cart_quantity && input.quantity > item.maximum_cart_quantity)
      throw limitExceeded(c);
    await tx.insert(carts).values({
      user_id: shopper.id,
      is_guest: shopper.isGuest,
      module_id: moduleId,
      ...line,
      price: input.price,
      quantity: input.quantity,
      ...addOns,
    });
  });
  return c.json(await cartList(scope, shopper));
});

const updateSchema = z.object({ cart_id: idField(), ...lineFields });

/**
 * POST cart/update: price and quantity, and optionally a new variation or add-ons. The line must be
 * the caller's, in the header's module (404 otherwise).
 */
cartRoutes.post('/update', async (c) => {
  if (await guestIdNotIssued(c)) throw guestIdRequired();
  const { scope, shopper, moduleId } = await cartContext(c);
  const input = validate(updateSchema, c.var.input);
  const [row] = await scope.db
    .select()
    .from(carts)
    .where(and(ownedBy(shopper, moduleId), eq(carts.id, input.cart_id)))
    .limit(1);
  if (!row) throw notFound(c);
  const hit = await lineItem(scope, row);
  if (!hit) throw ApiError.of(403, 'item_id', 'The selected item id is invalid.');
  const { item } = hit;
  const variation =
    input.variation === undefined
      ? row.variation
      : normalizeVariation(item, input.variation, scope.locale);
  let addOns = { add_on_ids: row.add_on_ids, add_on_qtys: row.add_on_qtys };
  if (input.add_on_ids !== undefined)
    addOns = normalizeAddOns(scope, item, input.add_on_ids, input.add_on_qtys);
  else if (input.add_on_qtys !== undefined) {
    if (input.add_on_qtys.length !== row.add_on_ids.length)
      throw ApiError.of(
        403,
        'add_on_qtys',
        'The add on qtys field must have one quantity for each of the add on ids.',
      );
    addOns = { add_on_ids: row.add_on_ids, add_on_qtys: input.add_on_qtys };
  }
  if (item.maximum_cart_quantity && input.quantity > item.maximum_cart_quantity)
    throw limitExceeded(c);
  await scope.db.transaction(async (tx) => {
    await lockCart(tx, shopper);
    if (
      input.variation !== undefined &&
      (await sameLine(tx, shopper, moduleId, { ...row, variation }, row.id))
    )
      throw alreadyInCart(c);
    const updated = await tx
      .update(carts)
      .set({
        price: input.price,
        quantity: input.quantity,
        variation,
        ...addOns,
        updated_at: new Date(),
      })
      .where(and(ownedBy(shopper, moduleId), eq(carts.id, row.id)))
      .returning({ id: carts.id });
    // Removed by a concurrent request since it was read.
    if (!updated.length) throw notFound(c);
  });
  return c.json(await cartList(scope, shopper));
});

/** DELETE cart/remove-item?cart_id=: one of the caller's lines (404 otherwise). */
cartRoutes.delete('/remove-item', async (c) => {
  if (await guestIdNotIssued(c)) throw guestIdRequired();
  const { scope, shopper, moduleId } = await cartContext(c);
  const { cart_id } = validate(z.object({ cart_id: idField() }), c.var.input);
  const removed = await scope.db
    .delete(carts)
    .where(and(ownedBy(shopper, moduleId), eq(carts.id, cart_id)))
    .returning({ id: carts.id });
  if (!removed.length) throw notFound(c);
  return c.json(await cartList(scope, shopper));
});

/** DELETE cart/remove: empties the caller's cart of the header's module. */
cartRoutes.delete('/remove', async (c) => {
  if (await guestIdNotIssued(c)) return c.json([]);
  const { scope, shopper, moduleId } = await cartContext(c);
  await scope.db.delete(carts).where(ownedBy(shopper, moduleId));
  return c.json(await cartList(scope, shopper));
});
