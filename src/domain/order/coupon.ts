import { nonNegative, roundMoney } from './money';

/** The coupon fields the money rules read (Coupon JSON, API-CONTENT-5). */
export interface CouponRule {
  code?: string;
  discount: number;
  discount_type: 'percent' | 'amount' | string;
  coupon_type?: 'default' | 'store_wise' | 'zone_wise' | 'free_delivery' | 'first_order' | string;
  min_purchase?: number | null;
  /** Percent coupons are capped at this when > 0. */
  max_discount?: number | null;
  created_by?: 'admin' | 'vendor' | string | null;
}

/** The message when the minimum purchase is not met (R-CHECKOUT-9). */
export const COUPON_MIN_PURCHASE_MESSAGE =
  'To apply this coupon, total item amount should be minimum';

export type CouponResult =
  | {
      ok: true;
      /** Amount taken off the order (0 for free-delivery coupons). */
      discount: number;
      /** The coupon makes delivery free. */
      freeDelivery: boolean;
    }
  | {
      ok: false;
      reason: 'min_purchase';
      /** The minimum purchase to reach. */
      minPurchase: number;
      /** How much more the customer must add. */
      missing: number;
      message: typeof COUPON_MIN_PURCHASE_MESSAGE;
    };

/**
 * The coupon discount on an order amount (the items after product/store discounts): a percentage
 * capped at max_discount (when > 0), or a fixed amount; never more than the amount. A free_delivery
 * coupon takes nothing off and zeroes delivery instead. Below min_purchase the coupon does not apply.
 */
export function couponDiscount(coupon: CouponRule, amount: number): CouponResult {
  const base = nonNegative(amount);
  const min = nonNegative(coupon.min_purchase);
  if (min > 0 && base < min) {
    return {
      ok: false,
      reason: 'min_purchase',
      minPurchase: min,
      missing: roundMoney(min - base),
      message: COUPON_MIN_PURCHASE_MESSAGE,
    };
  }
  if (coupon.coupon_type === 'free_delivery') return { ok: true, discount: 0, freeDelivery: true };
  const value = nonNegative(coupon.discount);
  let discount: number;
  if (coupon.discount_type === 'percent') {
    discount = (base * Math.min(value, 100)) / 100;
    const cap = nonNegative(coupon.max_discount);
    if (cap > 0) discount = Math.min(discount, cap);
  } else {
    discount = value;
  }
  return { ok: true, discount: roundMoney(Math.min(discount, base)), freeDelivery: false };
}
