import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { parseGuestId } from '../../auth/guest';
import { orderPayments, orders } from '../../db/schema';
import { catalogNow } from '../catalog/clock';
import { gm, type GatewayMessageKey } from '../orders/gateway-messages';
import {
  amountText,
  callbackLocation,
  errorPage,
  escapeHtml,
  gatewayKey,
  idParam,
  page,
  pageLocale,
  safeCallback,
  sameSignature,
  sign,
} from '../payment/page';
import type { ApiContext, ApiEnv } from '../types';
import { fundPage, submitFund } from '../wallet/fund-gateway';

/**
 * The demo payment gateway (API-ORDERS-4): GET /payment-mobile renders a small
 * self-contained page (no scripts, no external assets, plain forms) with Pay, Fail and Cancel; the
 * POST marks the order paid (and confirmed: the simulated store starts) or failed, then redirects to
 * `<callback>?flag=success|fail|cancel&&token=<base64>`. The callback must be on this origin.
 * Every text is in the shopper's language (gatewayLocale: the callback's locale prefix, then the
 * X-localization and Accept-Language headers), right to left for Arabic.
 * With `fund_id` instead of `order_id` the same page pays a wallet top-up (../wallet/fund-gateway.ts).
 * Mounted at /payment-mobile; next.config.js rewrites the web path /payment-mobile here.
 */
export const paymentRoutes = new Hono<ApiEnv>();

/** The form's signed subject for an order (the form signature's format since the first release). */
const orderSubject = (orderId: number, customerId: number) => `${orderId}:${customerId}`;

async function loadOrder(c: ApiContext) {
  const input = c.var.input;
  const rawCallback = typeof input.callback === 'string' ? input.callback : undefined;
  const locale = pageLocale(c);
  const orderId = idParam(input.order_id);
  // A member's id or a guest's (random, above 2^48: src/server/auth/guest.ts).
  const customerId = typeof input.customer_id === 'string' ? parseGuestId(input.customer_id) : null;
  if (orderId === null || customerId === null)
    return { error: errorPage(locale, gm(locale, 'invalid_ids'), 400) };
  const callback = safeCallback(rawCallback, c.var.ctx.origin);
  if (!callback) return { error: errorPage(locale, gm(locale, 'foreign_callback'), 400) };
  const db = await c.var.deps.getDb();
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.user_id, customerId)))
    .limit(1);
  if (!order) return { error: errorPage(locale, gm(locale, 'order_not_found'), 404) };
  return { order, callback, customerId, db, locale };
}

paymentRoutes.get('/', async (c) => {
  if (c.var.input.fund_id !== undefined) return fundPage(c);
  const loaded = await loadOrder(c);
  if ('error' in loaded) return loaded.error;
  const { order, customerId, db, locale } = loaded;
  const text = (key: GatewayMessageKey) => escapeHtml(gm(locale, key));
  const method =
    typeof c.var.input.payment_method === 'string' ? c.var.input.payment_method : 'demo_gateway';
  if (order.payment_status === 'paid') {
    const heading = escapeHtml(gm(locale, 'order_heading', { id: order.id }));
    return page(
      locale,
      gm(locale, 'error_title'),
      `<h1>${heading}</h1><p>${text('already_paid')}</p>`,
    );
  }
  const token = await sign(db, orderSubject(order.id, customerId));
  const button = (choice: string, label: GatewayMessageKey, cls: string) =>
    `<form method="post"><input type="hidden" name="choice" value="${choice}"><input type="hidden" name="sig" value="${token}"><button type="submit" class="${cls}">${text(label)}</button></form>`;
  // <bdi> keeps the amount and the method key in one direction inside Arabic text.
  return page(
    locale,
    gm(locale, 'title'),
    `<h1>${text('title')}</h1><p>${text('explanation')}</p>
<dl><dt>${text('order')}</dt><dd>#${order.id}</dd><dt>${text('amount')}</dt><dd><bdi>${escapeHtml(await amountText(db, order.order_amount))}</bdi></dd><dt>${text('method')}</dt><dd><bdi>${escapeHtml(method)}</bdi></dd></dl>
<div class="row">${button('success', 'pay', 'pay')}${button('fail', 'fail', 'fail')}${button('cancel', 'cancel', 'cancel')}</div>`,
  );
});

paymentRoutes.post('/', async (c) => {
  if (c.var.input.fund_id !== undefined) return submitFund(c);
  const loaded = await loadOrder(c);
  if ('error' in loaded) return loaded.error;
  const { order, callback, customerId, db, locale } = loaded;
  const { choice, sig } = c.var.input;
  if (!sameSignature(sig, await sign(db, orderSubject(order.id, customerId))))
    return errorPage(locale, gm(locale, 'form_expired'), 403);
  if (choice !== 'success' && choice !== 'fail' && choice !== 'cancel')
    return errorPage(locale, gm(locale, 'unknown_choice'), 400);
  const now = catalogNow();
  const method = gatewayKey(c.var.input);
  const reference = `DEMO-${order.id}-${now.getTime().toString(36).toUpperCase()}`;
  if (order.payment_status !== 'paid') {
    if (choice === 'success') {
      await db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({
            payment_status: 'paid',
            payment_method: order.payment_method === 'partial_payment' ? 'partial_payment' : method,
            transaction_reference: reference,
            order_status:
              order.order_status === 'pending' || order.order_status === 'failed'
                ? 'confirmed'
                : order.order_status,
            confirmed: order.confirmed ?? now,
            failed: null,
            simulation_started_at: order.simulation_started_at ?? now,
            updated_at: now,
          })
          .where(eq(orders.id, order.id));
        await tx
          .update(orderPayments)
          .set({ payment_status: 'paid', transaction_ref: reference, updated_at: now })
          .where(
            and(eq(orderPayments.order_id, order.id), eq(orderPayments.payment_status, 'unpaid')),
          );
      });
    } else if (order.order_status === 'pending') {
      await db
        .update(orders)
        .set({ order_status: 'failed', failed: now, updated_at: now })
        .where(eq(orders.id, order.id));
    }
  }
  const alreadyPaid = order.payment_status === 'paid';
  const flag = alreadyPaid ? 'success' : choice;
  const ref = alreadyPaid ? (order.transaction_reference ?? '') : reference;
  const tokenText = `order_id=${order.id}&transaction_reference=${flag === 'success' ? ref : ''}`;
  return c.redirect(callbackLocation(callback, flag, tokenText), 303);
});
