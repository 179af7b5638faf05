import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formatPrice, type MoneyConfig } from '@/domain/format';
import { directionOf } from '@/lib/locale';
import type { Db } from '../../db';
import { businessSettings } from '../../db/schema';
import type { ApiLocale } from '../locale';
import { gatewayLocale, gm } from '../orders/gateway-messages';
import { Settings } from '../settings';
import type { ApiContext } from '../types';

/**
 * The demo payment gateway's shared parts (routes/payment.ts pays orders, wallet/fund-gateway.ts
 * wallet top-ups): the signing key of its payment links (./link.ts), the same-origin callback rule,
 * the HTML page and the redirect back to the callback.
 */

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
 * The key that signs the payment links: PAYMENT_DEMO_SECRET, else a random key kept in the database, so
 * that a link one server process hands out opens on another (and after a restart). Read once per
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

/** The HMAC of `subject` with the signing key (./link.ts signs what a payment link pays). */
export const sign = async (db: Db, subject: string) =>
  createHmac('sha256', await signingKey(db))
    .update(subject)
    .digest('hex');

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

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

export function page(locale: ApiLocale, title: string, body: string, status = 200) {
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
      // The page's URL holds the owner's token: no referrer, so the callback page (or any other)
      // never reads it from document.referrer (API-ORDERS-4).
      'Referrer-Policy': 'no-referrer',
    },
  });
}

export const errorPage = (locale: ApiLocale, message: string, status: number) => {
  const title = gm(locale, 'error_title');
  return page(
    locale,
    title,
    `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>`,
    status,
  );
};

/** The order amount with the marketplace's currency (business settings, as config reports them). */
export async function amountText(db: Db, amount: number): Promise<string> {
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

export const idParam = (value: unknown): number | null =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null;

/** Compares a submitted signature with the expected one in constant time. */
export function sameSignature(submitted: unknown, expected: string): boolean {
  if (typeof submitted !== 'string' || submitted.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(submitted), Buffer.from(expected));
}

/** The gateway page's language: the callback's locale prefix, then the request's headers. */
export function pageLocale(c: ApiContext): ApiLocale {
  const callback = c.var.input.callback;
  return gatewayLocale({
    callback: typeof callback === 'string' ? callback : undefined,
    localization: c.req.header('X-localization'),
    acceptLanguage: c.req.header('Accept-Language'),
  });
}

/** The gateway keys of active_payment_method_list: the gateways config lists and checkout offers. */
export function gatewayKeys(settings: Settings): string[] {
  return (settings.arr('active_payment_method_list') ?? []).flatMap((entry) =>
    entry && typeof entry === 'object' && 'gateway' in entry ? [String(entry.gateway)] : [],
  );
}

/** The marketplace's active gateway keys, read from the business settings. */
export async function activeGatewayKeys(db: Db): Promise<string[]> {
  return gatewayKeys(await Settings.load(db, { only: ['active_payment_method_list'] }));
}

/**
 * The gateway an order is paid with: the page's `payment_method` when it is one of the active
 * `keys`, the first of them when none is given, else null. The link's token does not sign the
 * method, so only a gateway the marketplace offers is written into the order (API-ORDERS-4).
 */
export function chosenGateway(
  input: Record<string, unknown>,
  keys: readonly string[],
): string | null {
  const method = input.payment_method;
  if (method === undefined || method === '') return keys[0] ?? null;
  return typeof method === 'string' && keys.includes(method) ? method : null;
}

/**
 * The contract's redirect back: `<callback>?flag=success|fail|cancel&&token=<base64 of tokenText>`
 * (sic: two ampersands), the callback's own query kept first.
 */
export function callbackLocation(callback: URL, flag: string, tokenText: string): string {
  const token = Buffer.from(tokenText).toString('base64');
  const base = `${callback.origin}${callback.pathname}`;
  const extra = callback.search ? `${callback.search.slice(1)}&` : '';
  return `${base}?${extra}flag=${flag}&&token=${encodeURIComponent(token)}`;
}
