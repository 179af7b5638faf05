import { couponDiscount, type CouponResult, type CouponRule } from './coupon';
import {
  deliveryCharge,
  freeDeliveryBy,
  freeDeliveryReason,
  type AdminFreeDelivery,
  type DeliveryRate,
  type FreeDeliveryReason,
} from './delivery';
import { flashDiscountShares, type FlashDiscountShares } from './flash';
import { cartSubtotal, type CartSubtotal, type LinePrice, type StoreDiscountRule } from './item';
import { nonNegative, roundMoney } from './money';
import { orderTotals, type OrderTotals } from './totals';

/**
 * The price of an order (API-ORDERS-3, R-CHECKOUT-12): the one definition the built-in API charges
 * with (src/server/api/orders/place/pricing.ts reads its inputs from the database) and the
 * checkout shows (src/domain/checkout/summary.ts reads them from the API's answers). Pure.
 */

const on = (value: boolean | number | null | undefined): boolean => value === true || value === 1;

/** A priced line, with the terms of the flash sale that priced it (the API knows them). */
export interface PricingLine {
  price: LinePrice;
  /** Who bears the sale's discount; absent: all of the line's discount is reported as the store's. */
  flashSale?: { admin_discount_percentage: number; vendor_discount_percentage: number } | null;
}

/** What the store's terms say about money (Store JSON, API-STORES-2; the stores row). */
export interface StorePricingTerms {
  /** Tax percent on the discounted items. */
  tax?: number | null;
  free_delivery?: boolean | number | null;
  /** The store's running discount rule (minimum purchase, cap). */
  discount?: StoreDiscountRule | null;
  extra_packaging_status?: boolean | number | null;
  extra_packaging_amount?: number | null;
}

/** The marketplace's terms (config, API-CONFIG-1; the business settings under the same names). */
export interface MarketplacePricingTerms {
  admin_free_delivery?: AdminFreeDelivery | null;
  dm_tips_status?: boolean | number | null;
  additional_charge_status?: boolean | number | null;
  additional_charge?: number | null;
}

/** A referred customer's first-order discount (customer/info, API-CUSTOMER-1). */
export interface FirstOrderTerms {
  is_valid_for_discount?: boolean | null;
  discount_amount?: number | null;
  discount_amount_type?: 'amount' | 'percentage' | string | null;
}

/** The delivery zone's surge (Zone JSON, the zones row). */
export interface SurgeTerms {
  increased_delivery_fee?: number | null;
  increased_delivery_fee_status?: boolean | number | null;
}

export interface DeliveryPricingInput {
  /** km; null while unknown. */
  distanceKm: number | null;
  /** The rate in force (deliveryTerms); null while unknown. */
  rate: DeliveryRate | null;
  /** The vehicle extra charge for the distance (GET vehicle/extra_charge); null while unknown. */
  vehicleExtraCharge: number | null;
  zone: SurgeTerms | null;
}

export interface OrderPricingInput {
  orderType: 'delivery' | 'take_away' | 'parcel';
  lines: readonly PricingLine[];
  store: StorePricingTerms | null;
  marketplace: MarketplacePricingTerms;
  coupon?: CouponRule | null;
  /** The customer's first-order discount; null for guests. */
  firstOrder?: FirstOrderTerms | null;
  delivery: DeliveryPricingInput;
  /** A parcel's charge by its category: parcels take no free-delivery rule. */
  parcelCharge?: number;
  /** The tip the customer gives. */
  tips?: number;
  /** The customer opted in to the store's extra packaging. */
  extraPackaging?: boolean;
}

export interface OrderPricing extends OrderTotals {
  /** The items before and after their product, store and flash-sale discounts. */
  items: CartSubtotal;
  coupon: CouponResult | null;
  /** The flash-sale part of `discount`, by who bears it. */
  flash: FlashDiscountShares;
  /** `discount` less the flash-sale shares (the order's `store_discount_amount`). */
  storeDiscount: number;
  /** The delivery charge before free-delivery rules (shown struck through when free). */
  originalDelivery: number;
  freeDelivery: FreeDeliveryReason | null;
  freeDeliveryBy: 'admin' | 'vendor' | null;
  /** A delivery whose charge cannot be computed yet (distance, rate or vehicle charge unknown). */
  deliveryPending: boolean;
}

/** The zone's surge percent while its status is on. */
export function surgePercent(zone: SurgeTerms | null | undefined): number {
  return zone && on(zone.increased_delivery_fee_status)
    ? nonNegative(zone.increased_delivery_fee)
    : 0;
}

/**
 * The first-order discount on `base` (the items after their discounts and the coupon): a
 * percentage of it or a fixed amount while the customer's discount is valid.
 */
export function referralDiscount(first: FirstOrderTerms | null | undefined, base: number): number {
  if (!first?.is_valid_for_discount) return 0;
  const amount = nonNegative(first.discount_amount);
  return roundMoney(
    first.discount_amount_type === 'percentage' ? (nonNegative(base) * amount) / 100 : amount,
  );
}

/** The store's packaging when it offers it and the customer opted in. */
export function packagingCharge(
  store: StorePricingTerms | null | undefined,
  chosen: boolean | undefined,
): number {
  return store && on(store.extra_packaging_status) && chosen
    ? nonNegative(store.extra_packaging_amount)
    : 0;
}

/** The flash-sale lines' discount split between the admin and the store. */
function flashOf(lines: readonly PricingLine[]): FlashDiscountShares {
  const flash = { admin: 0, store: 0 };
  for (const line of lines) {
    if (!line.flashSale) continue;
    const shares = flashDiscountShares(
      line.price.discountTotal,
      line.flashSale.admin_discount_percentage,
      line.flashSale.vendor_discount_percentage,
    );
    flash.admin = roundMoney(flash.admin + shares.admin);
    flash.store = roundMoney(flash.store + shares.store);
  }
  return flash;
}

/** The delivery charge before and after free-delivery rules. */
function deliveryPart(input: OrderPricingInput, orderAmount: number, coupon: CouponResult | null) {
  if (input.orderType === 'parcel') {
    const charge = roundMoney(nonNegative(input.parcelCharge));
    return { original: charge, charge, reason: null, pending: false };
  }
  if (input.orderType !== 'delivery')
    return { original: 0, charge: 0, reason: null, pending: false };
  const { distanceKm, rate, vehicleExtraCharge, zone } = input.delivery;
  const pending = distanceKm === null || rate === null || vehicleExtraCharge === null;
  const original = pending
    ? 0
    : deliveryCharge({
        distance: distanceKm,
        rate,
        extraCharge: vehicleExtraCharge,
        increasedFeePercent: surgePercent(zone),
      });
  const reason = freeDeliveryReason({
    admin: input.marketplace.admin_free_delivery,
    storeFreeDelivery: input.store?.free_delivery,
    freeDeliveryCoupon: Boolean(coupon?.ok && coupon.freeDelivery),
    orderAmount,
  });
  return { original, charge: reason ? 0 : original, reason, pending };
}

/**
 * The order's price: the items with their discounts (the store's rule with its minimum and cap),
 * the coupon (not applied below its minimum purchase: `coupon.ok` is false), the first-order
 * discount on what is left, tax at the store's rate, the delivery charge (rate by distance, zone
 * surge, vehicle extra charge; free by the admin rule, the store or a coupon), tips while
 * delivering when the marketplace takes tips, the service fee when on, and the extra packaging
 * the customer chose.
 */
export function priceOrder(input: OrderPricingInput): OrderPricing {
  const items = cartSubtotal(
    input.lines.map((line) => line.price),
    input.store?.discount ?? null,
  );
  const flash = flashOf(input.lines);
  const coupon = input.coupon ? couponDiscount(input.coupon, items.total) : null;
  const couponAmount = coupon?.ok ? coupon.discount : 0;
  const afterCoupon = items.total - couponAmount;
  const referral = input.lines.length ? referralDiscount(input.firstOrder, afterCoupon) : 0;
  const delivery = deliveryPart(input, afterCoupon, coupon);
  const { marketplace } = input;
  const totals = orderTotals({
    subtotal: items.subtotal,
    discount: items.discount,
    couponDiscount: couponAmount,
    referralDiscount: referral,
    taxPercent: nonNegative(input.store?.tax),
    deliveryCharge: delivery.charge,
    tips: input.orderType !== 'take_away' && on(marketplace.dm_tips_status) ? input.tips : 0,
    serviceFee: on(marketplace.additional_charge_status)
      ? nonNegative(marketplace.additional_charge)
      : 0,
    packaging: packagingCharge(input.store, input.extraPackaging),
  });
  return {
    ...totals,
    items,
    coupon,
    flash,
    storeDiscount: roundMoney(totals.discount - flash.admin - flash.store),
    originalDelivery: delivery.original,
    freeDelivery: delivery.reason,
    freeDeliveryBy: freeDeliveryBy(delivery.reason, input.coupon?.created_by),
    deliveryPending: delivery.pending,
  };
}
