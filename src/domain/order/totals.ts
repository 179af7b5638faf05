import { nonNegative, roundMoney } from './money';

export interface OrderTotalsInput {
  /** Σ (unit + options) × quantity + add-ons, before discounts (cartSubtotal().subtotal). */
  subtotal: number;
  /** Product / store / flash-sale discounts (cartSubtotal().discount). */
  discount: number;
  couponDiscount?: number;
  /** First-order referral discount. */
  referralDiscount?: number;
  /** Tax percent of the discounted amount. */
  taxPercent?: number;
  /** "included": the prices already contain the tax (it is reported, not added). */
  taxIncluded?: boolean;
  deliveryCharge?: number;
  tips?: number;
  /** Service fee (`additional_charge` when additional_charge_status is on). */
  serviceFee?: number;
  /** Extra packaging, when the store offers it and the customer opted in. */
  packaging?: number;
}

export interface OrderTotals {
  subtotal: number;
  discount: number;
  couponDiscount: number;
  referralDiscount: number;
  /** subtotal − discount − coupon − referral, never below 0: what tax is computed on. */
  discountedSubtotal: number;
  tax: number;
  taxIncluded: boolean;
  deliveryCharge: number;
  tips: number;
  serviceFee: number;
  packaging: number;
  /** The grand total (the order's `order_amount`). */
  total: number;
}

/**
 * Order totals (API-ORDERS-3): subtotal − discounts − coupon − referral discount, + tax
 * (excluded tax only), + delivery charge + tips + service fee + packaging.
 */
export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const subtotal = roundMoney(nonNegative(input.subtotal));
  const discount = roundMoney(Math.min(nonNegative(input.discount), subtotal));
  const afterDiscount = subtotal - discount;
  const couponDiscount = roundMoney(Math.min(nonNegative(input.couponDiscount), afterDiscount));
  const referralDiscount = roundMoney(
    Math.min(nonNegative(input.referralDiscount), afterDiscount - couponDiscount),
  );
  const discountedSubtotal = roundMoney(afterDiscount - couponDiscount - referralDiscount);
  const percent = nonNegative(input.taxPercent);
  const taxIncluded = Boolean(input.taxIncluded);
  const tax = roundMoney(
    taxIncluded
      ? discountedSubtotal - discountedSubtotal / (1 + percent / 100)
      : (discountedSubtotal * percent) / 100,
  );
  const deliveryCharge = roundMoney(nonNegative(input.deliveryCharge));
  const tips = roundMoney(nonNegative(input.tips));
  const serviceFee = roundMoney(nonNegative(input.serviceFee));
  const packaging = roundMoney(nonNegative(input.packaging));
  const total = roundMoney(
    discountedSubtotal + (taxIncluded ? 0 : tax) + deliveryCharge + tips + serviceFee + packaging,
  );
  return {
    subtotal,
    discount,
    couponDiscount,
    referralDiscount,
    discountedSubtotal,
    tax,
    taxIncluded,
    deliveryCharge,
    tips,
    serviceFee,
    packaging,
    total,
  };
}
