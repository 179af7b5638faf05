import { formatPrice, type MoneyConfig } from '@/domain/format';

/** A member's coupon as the account lists it (R-ACCOUNT-6). */
export interface MemberCoupon {
  code: string;
  discount: number;
  discount_type: string;
  coupon_type?: string | null;
  min_purchase?: number | null;
  max_discount?: number | null;
  start_date?: string | null;
  expire_date?: string | null;
  store?: { id: number; name: string } | null;
  module_id?: number | null;
}

export type CouponLine =
  | { key: 'Free delivery' }
  | { key: '{{value}} off'; value: string }
  | { key: '{{value}} off, up to {{max}}'; value: string; max: string }
  | { key: 'Minimum purchase {{amount}}'; amount: string }
  | { key: 'Only at {{store}}'; store: string }
  | { key: 'Only in {{module}}'; module: string }
  | { key: 'First order only' };

/** What a coupon gives and asks, one line each: discount, limit to a store, minimum purchase. */
export function couponLines(
  coupon: MemberCoupon,
  config: MoneyConfig | null | undefined,
  moduleName?: (id: number) => string | null,
) {
  const lines: CouponLine[] = [];
  const money = (amount: number) => formatPrice(amount, config);
  if (coupon.coupon_type === 'free_delivery') lines.push({ key: 'Free delivery' });
  else if (coupon.discount_type === 'percent') {
    const value = `${Number(coupon.discount) || 0}%`;
    const max = Number(coupon.max_discount) || 0;
    lines.push(
      max > 0
        ? { key: '{{value}} off, up to {{max}}', value, max: money(max) }
        : { key: '{{value}} off', value },
    );
  } else lines.push({ key: '{{value}} off', value: money(Number(coupon.discount) || 0) });
  if (coupon.coupon_type === 'first_order') lines.push({ key: 'First order only' });
  if (coupon.store?.name) lines.push({ key: 'Only at {{store}}', store: coupon.store.name });
  else if (coupon.module_id && moduleName) {
    const name = moduleName(coupon.module_id);
    if (name) lines.push({ key: 'Only in {{module}}', module: name });
  }
  const minimum = Number(coupon.min_purchase) || 0;
  if (minimum > 0) lines.push({ key: 'Minimum purchase {{amount}}', amount: money(minimum) });
  return lines;
}

/** Coupons still usable, soonest to expire first (an undated one last). */
export function usableCoupons<T extends MemberCoupon>(coupons: readonly T[], today: string): T[] {
  return coupons
    .filter((coupon) => !coupon.expire_date || coupon.expire_date.slice(0, 10) >= today)
    .sort((a, b) => (a.expire_date ?? '9999').localeCompare(b.expire_date ?? '9999'));
}
