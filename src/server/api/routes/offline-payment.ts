import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db';
import { offlinePaymentMethods, offlinePayments, orders } from '../../db/schema';
import { catalogNow } from '../catalog/clock';
import { idField } from '../catalog/params';
import { resolveShopper, type Shopper } from '../customer/shopper';
import { ApiError } from '../errors';
import type { ApiLocale } from '../locale';
import { jsonish } from '../orders/input';
import { om } from '../orders/messages';
import { ownOrderWhere } from '../orders/read';
import { Settings } from '../settings';
import type { ApiContext, ApiEnv, Input } from '../types';
import { str, validate } from '../validation';
import { TEXT_LIMITS } from '@/domain/validation/fields';
import { wm } from '../wallet/messages';

/**
 * Offline payment (API-ORDERS-5; mounted at /customer/order): the customer of an order placed with
 * `payment_method=offline_payment` sends how they paid (the method and its customer fields), then
 * may correct it. Sending it is the demo marketplace's go-ahead: the simulated store starts on the
 * order (../orders/simulation.ts), which is paid on delivery like cash on delivery.
 */
export const offlinePaymentRoutes = new Hono<ApiEnv>();

type MethodRow = typeof offlinePaymentMethods.$inferSelect;

const fieldValue = str().pipe(z.string().trim().max(TEXT_LIMITS.offlinePaymentField));

const schema = z.object({
  order_id: idField(),
  method_id: idField().optional(),
  customer_note: str().pipe(z.string().max(1000)).optional(),
  /** The customer fields as one object (also accepted: each field as a key of its own). */
  method_fields: jsonish(z.record(fieldValue)).optional(),
});

/** Statuses after which the payment information no longer matters. */
const CLOSED = ['delivered', 'canceled', 'failed', 'refund_requested', 'refunded'];

/**
 * The method's customer fields from the input (`method_fields` or top-level keys): each at most
 * TEXT_LIMITS.offlinePaymentField characters; a required one missing gives 403 with the field's name as the code.
 */
export function paymentInfo(
  method: Pick<MethodRow, 'method_informations'>,
  input: Input,
  fields: Record<string, string> | undefined,
  locale: ApiLocale,
): Record<string, string> {
  const info: Record<string, string> = {};
  for (const { customer_input: name, is_required } of method.method_informations) {
    const parsed = fieldValue.optional().safeParse(fields?.[name] ?? input[name]);
    if (!parsed.success)
      throw ApiError.of(
        403,
        name,
        `The ${name.replace(/_/g, ' ')} field must not be greater than ${TEXT_LIMITS.offlinePaymentField} characters.`,
      );
    if (parsed.data) info[name] = parsed.data;
    else if (is_required)
      throw ApiError.of(403, name, wm(locale, 'offline_field_required', { field: name }));
  }
  return info;
}

/** The shopper's offline-payment order and the active method `methodId`, or the refusal. */
async function loadOrderAndMethod(
  db: Db,
  shopper: Shopper,
  ids: { orderId: number; methodId: number },
  locale: ApiLocale,
) {
  const settings = await Settings.load(db, { only: ['offline_payment_status'] });
  if (!settings.bool('offline_payment_status', false))
    throw ApiError.of(403, 'payment_method', om(locale, 'payment_method_off'));
  const [order] = await db
    .select()
    .from(orders)
    .where(ownOrderWhere(shopper, ids.orderId))
    .limit(1);
  if (!order) throw ApiError.of(404, 'order', om(locale, 'order_not_found'));
  if (order.payment_method !== 'offline_payment')
    throw ApiError.of(403, 'order', wm(locale, 'offline_not_offline'));
  const [method] = await db
    .select()
    .from(offlinePaymentMethods)
    .where(and(eq(offlinePaymentMethods.id, ids.methodId), eq(offlinePaymentMethods.status, 1)))
    .limit(1);
  if (!method) throw ApiError.of(403, 'method_id', wm(locale, 'offline_method_not_found'));
  return { order, method };
}

/** What is stored: the method's id and name with the customer's fields (as 6amMart keeps them). */
const storedInfo = (method: MethodRow, info: Record<string, string>) => ({
  method_id: String(method.id),
  method_name: method.method_name,
  ...info,
});

/** PUT|POST offline-payment {order_id, method_id, customer_note, fields}: `{payment: "success"}`. */
async function submit(c: ApiContext) {
  const shopper = await resolveShopper(c);
  const { locale } = c.var.ctx;
  const input = validate(schema.required({ method_id: true }), c.var.input);
  const db = await c.var.deps.getDb();
  const { order, method } = await loadOrderAndMethod(
    db,
    shopper,
    { orderId: input.order_id, methodId: input.method_id },
    locale,
  );
  const info = paymentInfo(method, c.var.input, input.method_fields, locale);
  if (CLOSED.includes(order.order_status))
    throw ApiError.of(403, 'offline_payment', wm(locale, 'offline_locked'));
  const now = catalogNow();
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(offlinePayments)
      .values({
        order_id: order.id,
        method_id: method.id,
        payment_info: storedInfo(method, info),
        customer_note: input.customer_note ?? null,
        created_at: now,
        updated_at: now,
      })
      .onConflictDoNothing({ target: offlinePayments.order_id })
      .returning({ id: offlinePayments.id });
    if (rows.length)
      await tx
        .update(orders)
        .set({ simulation_started_at: now, updated_at: now })
        .where(and(eq(orders.id, order.id), isNull(orders.simulation_started_at)));
    return rows.length > 0;
  });
  if (!inserted) throw ApiError.of(403, 'offline_payment', wm(locale, 'offline_already'));
  return c.json({ payment: 'success' });
}

offlinePaymentRoutes.put('/offline-payment', submit);
offlinePaymentRoutes.post('/offline-payment', submit);

/**
 * PUT offline-payment-update {order_id, method_id?, customer_note, fields}: corrects what was sent
 * (404 `offline_payment` when nothing was; 403 once the order is finished or the payment verified).
 */
offlinePaymentRoutes.put('/offline-payment-update', async (c) => {
  const shopper = await resolveShopper(c);
  const { locale } = c.var.ctx;
  const input = validate(schema, c.var.input);
  const db = await c.var.deps.getDb();
  const [sent] = await db
    .select()
    .from(offlinePayments)
    .innerJoin(orders, eq(orders.id, offlinePayments.order_id))
    .where(ownOrderWhere(shopper, input.order_id))
    .limit(1);
  if (!sent) throw ApiError.of(404, 'offline_payment', wm(locale, 'offline_not_sent'));
  const { order, method } = await loadOrderAndMethod(
    db,
    shopper,
    { orderId: input.order_id, methodId: input.method_id ?? sent.offline_payments.method_id },
    locale,
  );
  const info = paymentInfo(method, c.var.input, input.method_fields, locale);
  if (CLOSED.includes(order.order_status) || sent.offline_payments.status === 'verified')
    throw ApiError.of(403, 'offline_payment', wm(locale, 'offline_locked'));
  await db
    .update(offlinePayments)
    .set({
      method_id: method.id,
      payment_info: storedInfo(method, info),
      customer_note: input.customer_note ?? sent.offline_payments.customer_note,
      status: 'pending',
      updated_at: catalogNow(),
    })
    .where(eq(offlinePayments.id, sent.offline_payments.id));
  return c.json({ payment: 'success' });
});
