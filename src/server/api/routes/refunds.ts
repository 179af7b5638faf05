import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { refundRequestError, type RefundRequestError } from '@/domain/refund/rules';
import type { Db } from '../../db';
import { translate } from '../../db/i18n';
import { orders, refundReasons, refunds } from '../../db/schema';
import { catalogNow } from '../catalog/clock';
import { idField } from '../catalog/params';
import { resolveShopper } from '../customer/shopper';
import { ApiError, isUniqueViolation, unauthenticated } from '../errors';
import { appendOrderStatusEvent } from '../events/order-events';
import { iso } from '../format/common';
import { om } from '../orders/messages';
import { advanceOrders } from '../orders/simulation';
import { readImages, removeImages, saveImages } from '../orders/uploads';
import { Settings } from '../settings';
import type { ApiEnv } from '../types';
import { str, validate } from '../validation';
import { TEXT_LIMITS } from '@/domain/validation/fields';
import { wm, type WalletMessageKey } from '../wallet/messages';

/**
 * Refunds (API-ORDERS-5; mounted at /customer/order beside the order routes): the reasons a
 * customer picks from, and a member's request to refund a delivered order of theirs, which the demo
 * marketplace approves after a while (../orders/refunds.ts).
 */
export const refundRoutes = new Hono<ApiEnv>();

/** GET refund-reasons (token or guest_id): `{refund_reasons: [...]}`, active ones by id. */
refundRoutes.get('/refund-reasons', async (c) => {
  await resolveShopper(c);
  const db = await c.var.deps.getDb();
  const rows = await db
    .select()
    .from(refundReasons)
    .where(eq(refundReasons.status, 1))
    .orderBy(asc(refundReasons.id));
  const { locale } = c.var.ctx;
  return c.json({
    refund_reasons: rows.map((row) => ({
      id: row.id,
      reason: translate(row.translations, locale, 'reason', row.reason),
      status: row.status,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    })),
  });
});

export const requestSchema = z.object({
  order_id: idField(),
  customer_reason: str().pipe(z.string().trim().min(1).max(255)),
  customer_note: str().pipe(z.string().max(TEXT_LIMITS.refundNote)).optional(),
  refund_method: str().pipe(z.string().max(50)).optional(),
});

const REFUSALS: Record<RefundRequestError, WalletMessageKey> = {
  refund_off: 'refund_off',
  not_delivered: 'refund_not_delivered',
  already_requested: 'refund_already',
};

/**
 * Marks the order refund_requested and records the request, in one transaction; the conditional
 * update (still delivered) and the one-request-per-order index refuse a concurrent second request.
 */
async function recordRequest(
  db: Db,
  order: typeof orders.$inferSelect,
  request: z.infer<typeof requestSchema> & { images: string[] },
): Promise<boolean> {
  const now = catalogNow();
  try {
    return await db.transaction(async (tx) => {
      const moved = await tx
        .update(orders)
        .set({ order_status: 'refund_requested', refund_requested: now, updated_at: now })
        .where(and(eq(orders.id, order.id), eq(orders.order_status, 'delivered')))
        .returning({ id: orders.id });
      if (!moved.length) return false;
      await tx.insert(refunds).values({
        order_id: order.id,
        user_id: order.user_id,
        order_status: order.order_status,
        customer_reason: request.customer_reason,
        customer_note: request.customer_note ?? null,
        refund_method: request.refund_method ?? 'wallet',
        image: request.images,
        refund_amount: order.order_amount,
        created_at: now,
        updated_at: now,
      });
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * POST refund-request (members only: a guest gets 401) {order_id, customer_reason, customer_note,
 * refund_method, image[] (up to 3 images)}: `{message}`; 404 `order` for an order that is not
 * theirs; 403 `refund` while refunds are off, before delivery, or once already requested.
 */
refundRoutes.post('/refund-request', async (c) => {
  const user = c.var.ctx.user;
  if (!user) throw unauthenticated();
  const { locale } = c.var.ctx;
  const input = validate(requestSchema, c.var.input);
  const images = await readImages(c.var.input.image, 'image', locale);
  const db = await c.var.deps.getDb();
  const mine = and(
    eq(orders.id, input.order_id),
    eq(orders.user_id, user.id),
    eq(orders.is_guest, false),
  );
  await advanceOrders(db, mine, catalogNow(), locale);
  const [order] = await db.select().from(orders).where(mine).limit(1);
  if (!order) throw ApiError.of(404, 'order', om(locale, 'order_not_found'));
  const settings = await Settings.load(db, { only: ['refund_active_status'] });
  const refusal = refundRequestError(order, {
    refundActive: settings.bool('refund_active_status', false),
  });
  if (refusal) throw ApiError.of(403, 'refund', wm(locale, REFUSALS[refusal]));
  const names = await saveImages(images);
  const recorded = await recordRequest(db, order, { ...input, images: names }).catch(
    async (error: unknown) => {
      await removeImages(names);
      throw error;
    },
  );
  if (!recorded) {
    await removeImages(names);
    throw ApiError.of(403, 'refund', wm(locale, 'refund_already'));
  }
  await appendOrderStatusEvent(db, order, 'refund_requested', locale);
  return c.json({ message: wm(locale, 'refund_requested') });
});
