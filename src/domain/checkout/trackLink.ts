import { DIAL_COUNTRIES, dialCountry, normalizePhone } from '@/domain/validation/phone';
import { phoneParts } from './phoneParts';

/**
 * Links to /track-order (R-ORDER-5, R-GUEST-2: a guest tracks an order with
 * `order_id` and `contact_number`). The track form's own fields are named `order_id` and
 * `contact_number` (with the `country` select), so a link carries the same names; `phone` is read
 * too, as a shorter alias. Pure.
 */

/** `/track-order?order_id=…` plus, for a guest, `&contact_number=+212…`. */
export function trackOrderHref(orderId: string | number, phone?: string | null): string {
  const params = new URLSearchParams({ order_id: String(orderId) });
  const contact = phone?.trim();
  if (contact) params.set('contact_number', contact);
  return `/track-order?${params.toString()}`;
}

const firstRaw = (value: unknown): string => {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' ? text : '';
};
const first = (value: unknown): string => firstRaw(value).trim();

export interface TrackOrderQuery {
  /** The order id of the link (digits), else ''. */
  orderId: string;
  /** The country select's ISO code and the number box's text. */
  country: string;
  phone: string;
}

/**
 * Whether a number of a link is international: "+…" or "00…"; a "+" left unencoded in a link,
 * which arrives as a space; or, unless the link names its country, as the API reads a contact_number without "+" (API-ORDERS-5),
 * 11 or more digits, without a trunk 0, that start with a known dial code.
 */
function internationalNumber(raw: string, national: boolean): string | null {
  const compact = raw.trim().replace(/[\s().\-/]/g, '');
  if (compact.startsWith('+') || compact.startsWith('00')) return normalizePhone('', compact);
  if (!/^\d+$/.test(compact)) return null;
  if (/^\s\d/.test(raw)) return `+${compact}`;
  if (national) return null;
  const dialed = DIAL_COUNTRIES.some((entry) => compact.startsWith(entry.dial.slice(1)));
  return compact.length >= 11 && !compact.startsWith('0') && dialed ? `+${compact}` : null;
}

/**
 * The track form's start from its URL: `order_id`, then `contact_number` or `phone`, and
 * `country` (the form's select) for a national number. A full number picks its country. Anything
 * else is ignored.
 */
export function readTrackOrderQuery(
  query: Record<string, unknown>,
  configuredIso: string | null | undefined,
  pickerEnabled: boolean,
): TrackOrderQuery {
  const orderText = first(query.order_id).replace(/^#/, '');
  const orderId = /^\d{1,12}$/.test(orderText) ? orderText : '';
  const raw = first(query.contact_number) ? firstRaw(query.contact_number) : firstRaw(query.phone);
  const queried = first(query.country).toUpperCase();
  const configured = dialCountry(configuredIso).iso;
  const known = queried !== '' && dialCountry(queried).iso === queried;
  const base = pickerEnabled && known ? queried : configured;
  if (!raw.trim()) return { orderId, country: base, phone: '' };
  // With the form's own `country`, a number without "+" is a national one.
  const international = internationalNumber(raw, known);
  if (!international) return { orderId, country: base, phone: raw.trim() };
  const parts = phoneParts(international, base, pickerEnabled);
  return { orderId, country: parts.country, phone: parts.national };
}

/** Whether the link holds all the form needs, so the order is shown at once. */
export function trackOrderReady(value: TrackOrderQuery, signedIn: boolean): boolean {
  return value.orderId !== '' && (signedIn || value.phone !== '');
}
