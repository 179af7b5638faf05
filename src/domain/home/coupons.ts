import { formatPrice, type MoneyConfig } from '@/domain/format';

/** Coupon slider rules (R-HOME-13). */

export interface HomeCoupon {
  code: string;
  title?: string | null;
  discount: number;
  discount_type: 'percent' | 'amount' | string;
  min_purchase?: number | null;
  expire_date?: string | null;
  coupon_type?: string | null;
}

/** 'Copied' shows for one second after a copy. */
export const COPIED_MS = 1000;

/** The discount as shown: "10%" for percent coupons, the currency amount otherwise. */
export function couponDiscountText(coupon: HomeCoupon, config: MoneyConfig | null | undefined) {
  if (coupon.coupon_type === 'free_delivery') return null;
  return coupon.discount_type === 'percent'
    ? `${Number(coupon.discount) || 0}%`
    : formatPrice(Number(coupon.discount) || 0, config);
}

export type CouponExpiry =
  | { key: 'Expires today' }
  | { key: 'Expires tomorrow' }
  | { key: 'Valid until {{date}}'; date: string }
  | { key: 'Expired' }
  | null;

/** Today's date as YYYY-MM-DD in local time. */
function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The expiry line of a coupon (its expire_date is a Y-m-d day, valid through that day):
 * today, tomorrow, or the date in the visitor's language.
 */
export function couponExpiry(
  expireDate: string | null | undefined,
  now: Date,
  locale: string,
): CouponExpiry {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(expireDate ?? '');
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  const today = localDay(now);
  if (day < today) return { key: 'Expired' };
  if (day === today) return { key: 'Expires today' };
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  if (day === localDay(tomorrow)) return { key: 'Expires tomorrow' };
  const date = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
  return { key: 'Valid until {{date}}', date };
}
