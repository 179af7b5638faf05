import { and, asc, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db';
import { translate } from '../../db/i18n';
import {
  cancellationReasons,
  orderDetails,
  orderPayments,
  orders,
  parcelInstructions,
  zoneModules,
  zones,
} from '../../db/schema';
import { catalogNow } from '../catalog/clock';
import { idField, query } from '../catalog/params';
import { resolveScope } from '../catalog/scope';
import { resolveShopper } from '../customer/shopper';
import { ApiError } from '../errors';
import { iso } from '../format/common';
import { codAllowed } from '@/domain/order';
import { paginated, readPage } from '../pagination';
import { CONTENT_SETTINGS, Settings } from '../settings';
import type { ApiContext, ApiEnv } from '../types';
import { str, validate } from '../validation';
import { TEXT_LIMITS } from '@/domain/validation/fields';
import { normalizePhone } from '../../auth';
import { formatOrderDetail } from '../orders/format';
import { orderExtras } from '../orders/extras';
import { om } from '../orders/messages';
import { placeOrder } from '../orders/place';
import {
  FINISHED_STATUSES,
  formatOrders,
  ownerOf,
  ownOrder,
  ownOrderWhere,
  refreshOrders,
} from '../orders/read';
import { restoreOrderStock } from '../orders/stock';
import { attachmentUrl } from '../orders/uploads';
import { onceTransactionId, postWalletEntry } from '../wallet/ledger';

/** Orders (API-ORDERS-5; apiGuestCheck: a bearer token or a `guest_id`). Mounted at /customer/order. */
export const orderRoutes = new Hono<ApiEnv>();

/** The scope of an order route: module-check (a present moduleId must exist) then the guest check. */
async function orderContext(c: ApiContext) {
  const scope = await resolveScope(c, { module: 'optional', zone: 'none' });
  const shopper = await resolveShopper(c);
  return { scope, shopper };
}

const notFound = (c: ApiContext) =>
  ApiError.of(404, 'order', om(c.var.ctx.locale, 'order_not_found'));

orderRoutes.post('/place', async (c) => {
  const result = await placeOrder(c, { prescription: false });
  return c.json(result.body, result.status as 200);
});

orderRoutes.post('/prescription/place', async (c) => {
  const result = await placeOrder(c, { prescription: true });
  return c.json(result.body, result.status as 200);
});

async function listOrders(c: ApiContext, finished: boolean) {
  const { scope, shopper } = await orderContext(c);
  const page = readPage(c.var.input, { required: true, maxLimit: 100 });
  await refreshOrders(scope, ownerOf(shopper));
  const where = and(
    ownerOf(shopper),
    finished
      ? inArray(orders.order_status, FINISHED_STATUSES)
      : notInArray(orders.order_status, FINISHED_STATUSES),
  );
  const [[{ n }], rows] = await Promise.all([
    scope.db.select({ n: count() }).from(orders).where(where),
    scope.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(page.limit)
      .offset(page.skip),
  ]);
  return c.json(paginated('orders', await formatOrders(scope, rows), Number(n), page));
}

orderRoutes.get('/list', (c) => listOrders(c, true));
orderRoutes.get('/running-orders', (c) => listOrders(c, false));

/** GET details?order_id: the lines; parcel and prescription orders without lines give the order. */
orderRoutes.get('/details', async (c) => {
  const { scope, shopper } = await orderContext(c);
  const { order_id } = query(c.var.input, { order_id: idField() });
  await refreshOrders(scope, ownOrderWhere(shopper, order_id));
  const order = await ownOrder(scope, shopper, order_id);
  if (!order) throw notFound(c);
  const details = await scope.db
    .select()
    .from(orderDetails)
    .where(eq(orderDetails.order_id, order.id))
    .orderBy(asc(orderDetails.id));
  if (!details.length) {
    const [json] = await formatOrders(scope, [order]);
    return c.json({
      ...json,
      order_attachment: order.order_attachment.map((file) => attachmentUrl(scope.origin, file)),
    });
  }
  // An offline payment's information rides on the first line, like is_guest.
  const offline =
    order.payment_method === 'offline_payment'
      ? {
          offline_payment:
            (await orderExtras(scope.db, [order.id], scope.origin)).get(order.id)
              ?.offline_payment ?? null,
        }
      : {};
  return c.json(
    details.map((detail, index) => ({
      ...formatOrderDetail(detail, scope.origin),
      ...(index === 0 ? { is_guest: order.is_guest, ...offline } : {}),
    })),
  );
});

export const trackQuery = {
  order_id: idField(),
  contact_number: str().pipe(z.string().max(TEXT_LIMITS.trackPhone)).optional(),
};

/**
 * GET track?order_id[&contact_number]: members read their own orders; a guest needs their guest_id
 * AND the order's contact number ("+" prefixed when missing), and only reads their own orders.
 */
orderRoutes.get('/track', async (c) => {
  const { scope, shopper } = await orderContext(c);
  const params = query(c.var.input, trackQuery);
  if (shopper.isGuest && !params.contact_number)
    throw ApiError.of(403, 'contact_number', 'The contact number field is required.');
  await refreshOrders(scope, ownOrderWhere(shopper, params.order_id));
  const order = await ownOrder(scope, shopper, params.order_id);
  if (!order) throw notFound(c);
  if (shopper.isGuest) {
    const wanted = params.contact_number!.startsWith('+')
      ? params.contact_number!
      : `+${params.contact_number}`;
    const stored = order.delivery_address?.contact_person_number ?? '';
    const same = (value: string) => normalizePhone(value) ?? value;
    if (same(wanted) !== same(stored)) throw notFound(c);
  }
  const [json] = await formatOrders(scope, [order], { track: true });
  return c.json(json);
});

const CANCELABLE = ['pending', 'failed', 'canceled'];

export const cancelSchema = z.object({
  order_id: idField(),
  reason: str().pipe(z.string().max(255)).optional(),
  note: str().pipe(z.string().max(TEXT_LIMITS.cancelNote)).optional(),
});

/** PUT cancel {order_id, reason and/or note}: only while pending (or failed/canceled). */
orderRoutes.put('/cancel', async (c) => {
  const { scope, shopper } = await orderContext(c);
  const input = validate(cancelSchema, c.var.input, { requireOneOf: [['reason', 'note']] });
  await refreshOrders(scope, ownOrderWhere(shopper, input.order_id));
  const order = await ownOrder(scope, shopper, input.order_id);
  if (!order) throw notFound(c);
  const { locale } = c.var.ctx;
  if (!CANCELABLE.includes(order.order_status))
    throw ApiError.of(403, 'order', om(locale, 'cancel_after_confirm'));
  if (order.order_status !== 'canceled') {
    const now = catalogNow();
    await scope.db.transaction(async (tx) => {
      const moved = await tx
        .update(orders)
        .set({
          order_status: 'canceled',
          canceled: now,
          canceled_by: 'customer',
          cancellation_reason: input.reason ?? null,
          cancellation_note: input.note ?? null,
          simulation_started_at: null,
          updated_at: now,
        })
        .where(and(eq(orders.id, order.id), inArray(orders.order_status, ['pending', 'failed'])))
        .returning({ id: orders.id });
      if (!moved.length) throw ApiError.of(403, 'order', om(locale, 'cancel_after_confirm'));
      await restoreOrderStock(tx as unknown as Db, order.id);
      // Money already taken from the wallet goes back to it.
      const [walletLeg] = await tx
        .select()
        .from(orderPayments)
        .where(
          and(
            eq(orderPayments.order_id, order.id),
            eq(orderPayments.payment_method, 'wallet'),
            eq(orderPayments.payment_status, 'paid'),
          ),
        );
      const refund =
        walletLeg?.amount ??
        (order.payment_method === 'wallet' && order.payment_status === 'paid'
          ? order.order_amount
          : 0);
      if (refund > 0 && !order.is_guest)
        await postWalletEntry(tx as unknown as Db, {
          userId: order.user_id,
          credit: refund,
          type: 'order_refund',
          reference: String(order.id),
          transactionId: onceTransactionId('cancel_refund', order.id),
        });
    });
  }
  return c.json({ message: om(locale, 'order_canceled') });
});

/**
 * A public list of a content table (cancellation reasons, parcel instructions): its active rows by
 * id, paged (default 25, at most 100), as {total_size, limit, offset, data} with integer paging; each
 * row is id, the localised text under `field`, the `extra` columns, status and the ISO timestamps.
 */
async function activeRowsList(
  c: ApiContext,
  list: {
    table: typeof cancellationReasons | typeof parcelInstructions;
    field: 'reason' | 'instruction';
    text: typeof cancellationReasons.reason | typeof parcelInstructions.instruction;
    extra?: { user_type: typeof cancellationReasons.user_type };
    filter?: SQL;
  },
) {
  const { table, field } = list;
  const db = await c.var.deps.getDb();
  const page = readPage(c.var.input, { defaultLimit: 25, maxLimit: 100 });
  const where = and(eq(table.status, 1), list.filter);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(table).where(where),
    db
      .select({
        id: table.id,
        text: list.text,
        translations: table.translations,
        status: table.status,
        created_at: table.created_at,
        updated_at: table.updated_at,
        ...list.extra,
      })
      .from(table)
      .where(where)
      .orderBy(asc(table.id))
      .limit(page.limit)
      .offset(page.skip),
  ]);
  const locale = c.var.ctx.locale;
  const data = rows.map(({ id, text, translations, status, created_at, updated_at, ...extra }) => ({
    id,
    [field]: translate(translations, locale, field, text),
    ...extra,
    status,
    created_at: iso(created_at),
    updated_at: iso(updated_at),
  }));
  return c.json(paginated('data', data, Number(n), page, { cast: true }));
}

/** GET cancellation-reasons (public): {total_size, limit, offset, data}; `type` filters by user type. */
orderRoutes.get('/cancellation-reasons', async (c) => {
  const { type } = query(c.var.input, {
    type: z.enum(['customer', 'store', 'deliveryman', 'admin']).optional(),
  });
  return activeRowsList(c, {
    table: cancellationReasons,
    field: 'reason',
    text: cancellationReasons.reason,
    extra: { user_type: cancellationReasons.user_type },
    filter: type ? eq(cancellationReasons.user_type, type) : undefined,
  });
});

/** GET parcel-instructions (public, API-CORE-7): {total_size, limit, offset, data}. */
orderRoutes.get('/parcel-instructions', (c) =>
  activeRowsList(c, {
    table: parcelInstructions,
    field: 'instruction',
    text: parcelInstructions.instruction,
  }),
);

/**
 * PUT payment-method {order_id}: after a failed digital payment, switch the order to cash on delivery
 * (pending; the simulated store starts). 403 when COD is off (config or zone) or over its maximum.
 */
orderRoutes.put('/payment-method', async (c) => {
  const { scope, shopper } = await orderContext(c);
  const { order_id } = validate(z.object({ order_id: idField() }), c.var.input);
  const order = await ownOrder(scope, shopper, order_id);
  if (!order) throw notFound(c);
  const { locale } = c.var.ctx;
  const settings = await Settings.load(scope.db, { except: CONTENT_SETTINGS });
  const [zone] = order.zone_id
    ? await scope.db.select().from(zones).where(eq(zones.id, order.zone_id))
    : [];
  const [pivot] = order.zone_id
    ? await scope.db
        .select()
        .from(zoneModules)
        .where(
          and(eq(zoneModules.zone_id, order.zone_id), eq(zoneModules.module_id, order.module_id)),
        )
    : [];
  const cod = codAllowed(
    {
      configEnabled: settings.bool('cash_on_delivery', false),
      zoneEnabled: zone?.cash_on_delivery,
      maxAmount: pivot?.maximum_cod_order_amount ?? null,
    },
    order.order_amount,
  );
  if (!cod.allowed)
    throw ApiError.of(
      403,
      'payment_method',
      om(locale, cod.reason === 'disabled' ? 'cod_off' : 'cod_limit'),
    );
  if (order.payment_status === 'paid' || !['pending', 'failed'].includes(order.order_status))
    throw ApiError.of(403, 'order', om(locale, 'cancel_after_confirm'));
  const now = catalogNow();
  await scope.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({
        payment_method: 'cash_on_delivery',
        order_status: 'pending',
        pending: now,
        failed: null,
        simulation_started_at: now,
        updated_at: now,
      })
      .where(eq(orders.id, order.id));
    await tx
      .update(orderPayments)
      .set({ payment_method: 'cash_on_delivery', payment_status: 'unpaid', updated_at: now })
      .where(and(eq(orderPayments.order_id, order.id), eq(orderPayments.payment_status, 'unpaid')));
  });
  return c.json({ message: om(locale, 'payment_method_updated') });
});
