import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { customerAddresses } from '../../db/schema';
import { idField, pathId } from '../catalog/params';
import { addressSchema, addressValues, addressZones } from '../customer/address';
import { msg } from '../customer/messages';
import { ApiError } from '../errors';
import type { ApiLocale } from '../locale';
import { currentUser, requireAuth } from '../middleware/guards';
import type { ApiContext, ApiEnv } from '../types';
import { validate } from '../validation';

/**
 * Saved addresses (API-CUSTOMER-2; auth:api). The list (GET address/list) lives with the profile routes
 * in customer.ts; this app adds, updates and deletes.
 */
export const addressRoutes = new Hono<ApiEnv>();

addressRoutes.use('*', requireAuth);

/** 6amMart answers a missing address with 404 `{message}`; the array shape is added for clients. */
const notFound = (locale: ApiLocale) => {
  const message = msg(locale, 'not_found');
  return new ApiError(404, { message, errors: [{ code: 'address_id', message }] });
};

const mine = (c: ApiContext, id: number) =>
  and(
    eq(customerAddresses.id, id),
    eq(customerAddresses.user_id, currentUser(c).id),
    eq(customerAddresses.is_guest, false),
  );

/** POST /customer/address/add: `{message, zone_ids}`; 403 `coordinates` outside every zone. */
addressRoutes.post('/add', async (c) => {
  const input = validate(addressSchema, c.var.input);
  const { locale } = c.var.ctx;
  const db = await c.var.deps.getDb();
  const zoneIds = await addressZones(db, { lat: input.latitude, lng: input.longitude }, locale);
  await db
    .insert(customerAddresses)
    .values({ user_id: currentUser(c).id, is_guest: false, ...addressValues(input, zoneIds) });
  return c.json({ message: msg(locale, 'address_added'), zone_ids: zoneIds });
});

/** PUT /customer/address/update/{id}: `{message, zone_id}`; 404 for an address that is not the caller's. */
addressRoutes.put('/update/:id', async (c) => {
  const id = pathId(c, 'id');
  const input = validate(addressSchema, c.var.input);
  const { locale } = c.var.ctx;
  const db = await c.var.deps.getDb();
  const zoneIds = await addressZones(db, { lat: input.latitude, lng: input.longitude }, locale);
  const updated = await db
    .update(customerAddresses)
    .set({ ...addressValues(input, zoneIds), updated_at: new Date() })
    .where(mine(c, id))
    .returning({ id: customerAddresses.id });
  if (!updated.length) throw notFound(locale);
  return c.json({ message: msg(locale, 'address_updated'), zone_id: zoneIds[0] });
});

/** DELETE /customer/address/delete?address_id=: `{message}`; 404 for unknown or another user's. */
addressRoutes.delete('/delete', async (c) => {
  const { address_id } = validate(z.object({ address_id: idField() }), c.var.input);
  const { locale } = c.var.ctx;
  const db = await c.var.deps.getDb();
  const removed = await db
    .delete(customerAddresses)
    .where(mine(c, address_id))
    .returning({ id: customerAddresses.id });
  if (!removed.length) throw notFound(locale);
  return c.json({ message: msg(locale, 'removed') });
});
