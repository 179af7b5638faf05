import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { parseGuestId } from '../../auth/guest';
import { orders } from '../../db/schema';
import { catalogNow } from '../catalog/clock';
import { gm, type GatewayMessageKey } from '../orders/gateway-messages';
import { ownOrderWhere } from '../orders/read';
import { openLink } from '../payment/link';
import { markFailed, markPaid, orderGatewayState, type GatewayState } from '../payment/orders';
import {
  activeGatewayKeys,
  amountText,
  callbackLocation,
  chosenGateway,
  errorPage,
  escapeHtml,
  idParam,
  page,
  pageLocale,
  safeCallback,
} from '../payment/page';
import type { ApiContext, ApiEnv } from '../types';
import { fundPage, submitFund } from '../wallet/fund-gateway';

/**
 * The demo payment gateway (API-ORDERS-4): GET /payment-mobile renders a small
 * self-contained page (no scripts, no external assets, plain forms) with Pay, Fail and Cancel; the
 * POST marks the order paid (and confirmed: the simulated store starts), or failed on Fail and
 * Cancel alike, then redirects to `<callback>?flag=success|fail|cancel&&token=<base64>`. The
 * callback must be on this origin.
 * Both need the owner's signed, expiring `token` (../payment/link.ts), which order placement hands
 * out with the order's `payment_link`; the forms post back to the same URL, token included, and
 * only orders paid through the gateway are taken (../payment/orders.ts), with one of the
 * marketplace's active gateways (`payment_method`, which the token does not sign).
 * Every text is in the shopper's language (gatewayLocale: the callback's locale prefix, then the
 * X-localization and Accept-Language headers), right to left for Arabic.
 * With `fund_id` instead of `order_id` the same page pays a wallet top-up (../wallet/fund-gateway.ts).
 * Mounted at /payment-mobile; next.config.js rewrites the web path /payment-mobile here.
 */
export const paymentRoutes = new Hono<ApiEnv>();

type OrderRow = typeof orders.$inferSelect;

const REFUSED_STATES: Partial<Record<GatewayState, GatewayMessageKey>> = {
  not_gateway: 'not_gateway_order',
  closed: 'order_closed',
};

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
  // Checked before the order is read: without its owner's link nobody learns whether it exists.
  // The token also says whether that owner is a member or a guest.
  const owner = { kind: 'order', id: orderId, customerId } as const;
  const opened = await openLink(
    db,
    input.token,
    [owner, { ...owner, guest: true }],
    catalogNow(),
    locale,
  );
  if ('error' in opened) return opened;
  const shopper = { id: customerId, isGuest: opened.subject.guest === true };
  const [order] = await db.select().from(orders).where(ownOrderWhere(shopper, orderId)).limit(1);
  if (!order) return { error: errorPage(locale, gm(locale, 'order_not_found'), 404) };
  const state = await orderGatewayState(db, order);
  const refusal = REFUSED_STATES[state];
  if (refusal) return { error: errorPage(locale, gm(locale, refusal), 403) };
  const method = chosenGateway(input, await activeGatewayKeys(db));
  if (method === null) return { error: errorPage(locale, gm(locale, 'gateway_unknown'), 400) };
  return { order, state, method, callback, db, locale };
}

paymentRoutes.get('/', async (c) => {
  if (c.var.input.fund_id !== undefined) return fundPage(c);
  const loaded = await loadOrder(c);
  if ('error' in loaded) return loaded.error;
  const { order, state, method, db, locale } = loaded;
  const text = (key: GatewayMessageKey) => escapeHtml(gm(locale, key));
  if (state === 'paid') {
    const heading = escapeHtml(gm(locale, 'order_heading', { id: order.id }));
    return page(
      locale,
      gm(locale, 'error_title'),
      `<h1>${heading}</h1><p>${text('already_paid')}</p>`,
    );
  }
  // No action: each form posts to this page's own URL, so its token goes along (the POST checks it).
  const button = (choice: string, label: GatewayMessageKey, cls: string) =>
    `<form method="post"><input type="hidden" name="choice" value="${choice}"><button type="submit" class="${cls}">${text(label)}</button></form>`;
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
  const { order, state, method, callback, db, locale } = loaded;
  const { choice } = c.var.input;
  if (choice !== 'success' && choice !== 'fail' && choice !== 'cancel')
    return errorPage(locale, gm(locale, 'unknown_choice'), 400);
  const now = catalogNow();
  const reference = `DEMO-${order.id}-${now.getTime().toString(36).toUpperCase()}`;
  let paid: OrderRow | null = state === 'paid' ? order : null;
  if (!paid && choice === 'success') {
    if (await markPaid(db, order, method, reference, now))
      paid = { ...order, transaction_reference: reference };
    else {
      // Changed since it was read: paid by a double submit (answer as paid), or no longer payable.
      const [current] = await db.select().from(orders).where(eq(orders.id, order.id)).limit(1);
      if (current?.payment_status !== 'paid')
        return errorPage(locale, gm(locale, 'order_closed'), 409);
      paid = current;
    }
  } else if (!paid) {
    // Fail and Cancel alike: the storefront's recovery (cash on delivery or cancel, R-PAY-2) takes
    // a failed order; the callback still tells which was pressed.
    await markFailed(db, order, now);
  }
  const flag = paid ? 'success' : choice;
  const tokenText = `order_id=${order.id}&transaction_reference=${paid?.transaction_reference ?? ''}`;
  return c.redirect(callbackLocation(callback, flag, tokenText), 303);
});
