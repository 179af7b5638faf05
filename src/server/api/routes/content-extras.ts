import { asc, count, eq, min, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db';
import { offlinePaymentMethods, orders } from '../../db/schema';
import { iso } from '../format/common';
import { Settings } from '../settings';
import type { ApiEnv } from '../types';
import { num, validate } from '../validation';
import { vehicleExtraCharge } from '../vehicles';

/**
 * Public checkout helpers (API-CONFIG-4, API-CORE-7: no headers needed): the
 * vehicle surcharge for a distance, the tip most customers give, and the offline payment methods.
 */
export const contentExtraRoutes = new Hono<ApiEnv>();

/** GET vehicle/extra_charge?distance= (km): a bare float. */
contentExtraRoutes.get('/vehicle/extra_charge', async (c) => {
  const { distance } = validate(z.object({ distance: num().pipe(z.number().min(0)) }), c.var.input);
  return c.json(await vehicleExtraCharge(await c.var.deps.getDb(), distance));
});

/**
 * The most frequent non-zero tip among orders, null when no order has one. Ties go to the amount
 * given first, as 6amMart's collection mode() keeps the order of first appearance.
 */
async function mostTipsAmount(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ amount: orders.dm_tips })
    .from(orders)
    .where(ne(orders.dm_tips, 0))
    .groupBy(orders.dm_tips)
    .orderBy(sql`${count()} desc`, asc(min(orders.id)))
    .limit(1);
  return row ? row.amount : null;
}

contentExtraRoutes.get('/most-tips', async (c) => {
  return c.json({ most_tips_amount: await mostTipsAmount(await c.var.deps.getDb()) });
});

/** The active offline methods while offline payment is switched on, else none. */
async function offlineMethods(db: Db) {
  const settings = await Settings.load(db, { only: ['offline_payment_status'] });
  if (!settings.bool('offline_payment_status', false)) return [];
  const rows = await db
    .select()
    .from(offlinePaymentMethods)
    .where(eq(offlinePaymentMethods.status, 1))
    .orderBy(asc(offlinePaymentMethods.id));
  return rows.map((row) => ({
    id: row.id,
    method_name: row.method_name,
    method_fields: row.method_fields,
    method_informations: row.method_informations,
    status: row.status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }));
}

/** GET offline_payment_method_list: the methods, or `{}` when there are none (6amMart's null). */
contentExtraRoutes.get('/offline_payment_method_list', async (c) => {
  const methods = await offlineMethods(await c.var.deps.getDb());
  return c.json(methods.length ? methods : {});
});
