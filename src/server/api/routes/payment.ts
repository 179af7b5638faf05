import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { formatPrice, type MoneyConfig } from '@/domain/format';
import { directionOf } from '@/lib/locale';
import { parseGuestId } from '../../auth/guest';
import { businessSettings, orderPayments, orders } from '../../db/schema';
import { catalogNow } from '../catalog/clock';
import type { ApiLocale } from '../locale';
import { gatewayLocale, gm, type GatewayMessageKey } from '../orders/gateway-messages';
import { Settings } from '../settings';
import type { Db } from '../../db';
import type { ApiContext, ApiEnv } from '../types';

/**
 * The demo payment gateway (contract §10.1 "Digital payment"): GET /payment-mobile renders a small
 * self-contained page (no scripts, no external assets, plain forms) with Pay, Fail and Cancel; the
 * POST marks the order paid (and confirmed: the simulated store starts) or failed, then redirects to
 * `<callback>?flag=success|fail|cancel&&token=<base64>`. The callback must be on this origin.
 * Every text is in the shopper's language (gatewayLocale: the callback's locale prefix, then the
 * X-localization and Accept-Language headers), right to left for Arabic.
 * Mounted at /payment-mobile; next.config.js rewrites the web path /payment-mobile here.
 */
export const paymentRoutes = new Hono<ApiEnv>();

/** The business setting holding the signing key when PAYMENT_DEMO_SECRET is not set. */
const SIGNING_KEY_SETTING = 'payment_demo_signing_key';
const signingKeys = new WeakMap<Db, Promise<string>>();

/** Creates the stored key once (the first process to ask wins the insert), then reads it. */
async function storedSigningKey(db: Db): Promise<string> {
  await db
    .insert(businessSettings)
    .values({ key: SIGNING_KEY_SETTING, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: businessSettings.value })
    .from(businessSettings)
    .where(eq(businessSettings.key, SIGNING_KEY_SETTING));
  if (typeof row?.value !== 'string') throw new Error(`${SIGNING_KEY_SETTING} is not a string`);
  return row.value;
}

/**
 * The key that signs the forms: PAYMENT_DEMO_SECRET, else a random key kept in the database, so that a
 * form opened on one server process can be submitted to another (and after a restart). Read once per
 * process and database; a failed read is retried on the next request.
 */
function signingKey(db: Db): Promise<string> {
  const configured = process.env.PAYMENT_DEMO_SECRET;
  if (configured) return Promise.resolve(configured);
  const cached = signingKeys.get(db);
  if (cached) return cached;
  const reading = storedSigningKey(db);
  signingKeys.set(db, reading);
  reading.catch(() => signingKeys.delete(db));
  return reading;
}

/** Binds a form to its order and customer, so a forged POST cannot pay another order. */
const sign = async (db: Db, orderId: number, customerId: number) =>
  createHmac('sha256', await signingKey(db))
    .update(`${orderId}:${customerId}`)
    .digest('hex');

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The callback as an absolute URL on this origin, or null (open-redirect safe). */
export function safeCallback(raw: string | undefined, origin: string): URL | null {
  if (!raw) return null;
  if (raw.startsWith('//') || raw.startsWith('/\\')) return null;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin || !['http:', 'https:'].includes(url.protocol)) return null;
    return url;
  } catch {
    return null;
  }
}

function page(locale: ApiLocale, title: string, body: string, status = 200) {
  const html = `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",Tahoma,sans-serif;background:#f4f6f8;color:#1c2434;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{box-sizing:border-box;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:28px;max-width:420px;width:calc(100% - 32px)}
h1{font-size:1.25rem;margin:0;margin-block-end:8px}p{margin:0;margin-block:4px 16px;color:#4b5563}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0;margin-block-end:20px}
dt{color:#6b7280}dd{margin:0;font-weight:600;text-align:start}form{display:inline}.row{display:flex;gap:8px;flex-wrap:wrap}
button{font:inherit;border:0;border-radius:8px;padding:10px 18px;cursor:pointer}button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.pay{background:#15803d;color:#fff}.fail{background:#b91c1c;color:#fff}.cancel{background:#e5e7eb;color:#111827}
</style></head><body><main>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Language': locale,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
    },
  });
}

const errorPage = (locale: ApiLocale, message: string, status: number) => {
  const title = gm(locale, 'error_title');
  return page(
    locale,
    title,
    `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>`,
    status,
  );
};

/** The order amount with the marketplace's currency (business settings, as config reports them). */
async function amountText(db: Db, amount: number): Promise<string> {
  const settings = await Settings.load(db, {
    only: ['currency_symbol', 'currency_symbol_direction', 'digit_after_decimal_point'],
  });
  const money: MoneyConfig = {
    currency_symbol: settings.str('currency_symbol', 'DH'),
    currency_symbol_direction:
      settings.str('currency_symbol_direction', 'right') === 'left' ? 'left' : 'right',
    digit_after_decimal_point: settings.int('digit_after_decimal_point', 2),
  };
  return formatPrice(amount, money);
}

const idParam = (value: unknown): number | null =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null;

/** Compares a submitted signature with the expected one in constant time. */
function sameSignature(submitted: unknown, expected: string): boolean {
  if (typeof submitted !== 'string' || submitted.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(submitted), Buffer.from(expected));
}

async function loadOrder(c: ApiContext) {
  const input = c.var.input;
  const rawCallback = typeof input.callback === 'string' ? input.callback : undefined;
  const locale = gatewayLocale({
    callback: rawCallback,
    localization: c.req.header('X-localization'),
    acceptLanguage: c.req.header('Accept-Language'),
  });
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
  const token = await sign(db, order.id, customerId);
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
  const loaded = await loadOrder(c);
  if ('error' in loaded) return loaded.error;
  const { order, callback, customerId, db, locale } = loaded;
  const { choice, sig } = c.var.input;
  if (!sameSignature(sig, await sign(db, order.id, customerId)))
    return errorPage(locale, gm(locale, 'form_expired'), 403);
  if (choice !== 'success' && choice !== 'fail' && choice !== 'cancel')
    return errorPage(locale, gm(locale, 'unknown_choice'), 400);
  const now = catalogNow();
  const method =
    typeof c.var.input.payment_method === 'string' &&
    /^[\w-]{1,50}$/.test(c.var.input.payment_method)
      ? c.var.input.payment_method
      : 'demo_gateway';
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
  const token = Buffer.from(
    `order_id=${order.id}&transaction_reference=${flag === 'success' ? ref : ''}`,
  ).toString('base64');
  // The contract's callback shape: `?flag=…&&token=…` (sic).
  const base = `${callback.origin}${callback.pathname}`;
  const extra = callback.search ? `${callback.search.slice(1)}&` : '';
  return c.redirect(`${base}?${extra}flag=${flag}&&token=${encodeURIComponent(token)}`, 303);
});
