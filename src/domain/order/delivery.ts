import { nonNegative, roundMoney } from './money';

/** Delivery rates: the zone↔module pivot, or the store's own when it delivers itself (API-ORDERS-3). */
export interface DeliveryRate {
  per_km_shipping_charge?: number | null;
  minimum_shipping_charge?: number | null;
  /** 0 or null: no cap. */
  maximum_shipping_charge?: number | null;
  /** "fixed" uses fixed_shipping_charge whatever the distance. */
  delivery_charge_type?: 'fixed' | 'distance' | string | null;
  fixed_shipping_charge?: number | null;
}

/** The zone↔module pivot (get-zone-id `zone_data[].modules[].pivot`; the zone_modules row). */
export interface ZoneModulePivot extends DeliveryRate {
  /** The cash-on-delivery cap; 0 or null: none. */
  maximum_cod_order_amount?: number | null;
}

/** A store's own delivery terms (Store JSON, API-STORES-2; the stores row). */
export interface StoreDeliveryTerms {
  self_delivery_system?: number | null;
  per_km_shipping_charge?: number | null;
  minimum_shipping_charge?: number | null;
  maximum_shipping_charge?: number | null;
}

/**
 * The rate a store order is charged at and the cash-on-delivery cap (API-ORDERS-3): a store that
 * delivers itself charges its own rates by distance and has no cap; otherwise the delivery zone's
 * pivot for the module (none: nothing is charged, no cap).
 */
export function deliveryTerms(
  store: StoreDeliveryTerms,
  pivot: ZoneModulePivot | null | undefined,
): { rate: DeliveryRate; maxCod: number | null } {
  if (Number(store.self_delivery_system) === 1) {
    return {
      rate: {
        per_km_shipping_charge: store.per_km_shipping_charge,
        minimum_shipping_charge: store.minimum_shipping_charge,
        maximum_shipping_charge: store.maximum_shipping_charge,
        delivery_charge_type: 'distance',
      },
      maxCod: null,
    };
  }
  return { rate: pivot ?? {}, maxCod: pivot?.maximum_cod_order_amount ?? null };
}

/**
 * The zone an order is delivered in, among the zones holding the delivery point (smallest
 * first, as get-zone-id lists them): the store's own when it is one of them, else the first.
 */
export function orderZone<T extends { id: number }>(
  zones: readonly T[] | null | undefined,
  storeZoneId: number | null | undefined,
): T | null {
  const list = zones ?? [];
  return list.find((zone) => zone.id === storeZoneId) ?? list[0] ?? null;
}

export interface DeliveryChargeInput {
  /** km */
  distance: number;
  rate: DeliveryRate;
  /** Vehicle extra charge (added after the cap). */
  extraCharge?: number | null;
  /** Zone surge (increased_delivery_fee, percent) when its status is on. */
  increasedFeePercent?: number | null;
}

/**
 * The delivery charge before free-delivery rules: max(distance × per_km, minimum), capped at the
 * maximum when one is set, plus the zone's increased fee (percent) and the vehicle extra charge.
 */
export function deliveryCharge(input: DeliveryChargeInput): number {
  const { rate } = input;
  let charge: number;
  if (rate.delivery_charge_type === 'fixed') {
    charge = nonNegative(rate.fixed_shipping_charge);
  } else {
    const distance = nonNegative(input.distance);
    charge = Math.max(
      distance * nonNegative(rate.per_km_shipping_charge),
      nonNegative(rate.minimum_shipping_charge),
    );
    const max = nonNegative(rate.maximum_shipping_charge);
    if (max > 0 && charge > max) charge = max;
  }
  const surge = nonNegative(input.increasedFeePercent);
  if (surge > 0) charge += (charge * surge) / 100;
  return roundMoney(charge + nonNegative(input.extraCharge));
}

/** Config `admin_free_delivery` (API-CONFIG-1). */
export interface AdminFreeDelivery {
  status?: boolean | number | null;
  type?: 'free_delivery_to_all_store' | 'free_delivery_by_order_amount' | string | null;
  free_delivery_over?: number | null;
}

export type FreeDeliveryReason = 'admin_all_stores' | 'admin_over_amount' | 'store' | 'coupon';

export interface FreeDeliveryInput {
  admin?: AdminFreeDelivery | null;
  /** The store's `free_delivery`. */
  storeFreeDelivery?: boolean | number | null;
  /** A free_delivery coupon whose minimum purchase is met (see couponDiscount). */
  freeDeliveryCoupon?: boolean;
  /** The order amount the "over X" rule is measured on (items after discounts and coupon). */
  orderAmount: number;
}

const on = (value: boolean | number | null | undefined): boolean => value === true || value === 1;

/** Why delivery is free, or null when it is charged. The first matching rule wins. */
export function freeDeliveryReason(input: FreeDeliveryInput): FreeDeliveryReason | null {
  const admin = input.admin;
  if (admin && on(admin.status)) {
    if (admin.type === 'free_delivery_to_all_store') return 'admin_all_stores';
    const over = nonNegative(admin.free_delivery_over);
    if (admin.type === 'free_delivery_by_order_amount' && over > 0 && input.orderAmount >= over) {
      return 'admin_over_amount';
    }
  }
  if (on(input.storeFreeDelivery)) return 'store';
  if (input.freeDeliveryCoupon) return 'coupon';
  return null;
}

/** `free_delivery_by` on the order: admin for admin rules and admin coupons, vendor for the store's. */
export function freeDeliveryBy(
  reason: FreeDeliveryReason | null,
  couponCreatedBy?: string | null,
): 'admin' | 'vendor' | null {
  if (!reason) return null;
  if (reason === 'store') return 'vendor';
  if (reason === 'coupon') return couponCreatedBy === 'vendor' ? 'vendor' : 'admin';
  return 'admin';
}

/** The threshold of the "free delivery over X" rule, or null when that rule is not active. */
export function freeDeliveryThreshold(admin: AdminFreeDelivery | null | undefined): number | null {
  if (!admin || !on(admin.status) || admin.type !== 'free_delivery_by_order_amount') return null;
  const over = nonNegative(admin.free_delivery_over);
  return over > 0 ? over : null;
}

export interface FreeDeliveryProgress {
  threshold: number;
  /** 0-100 */
  percent: number;
  /** threshold − total, never below 0. */
  remaining: number;
  /** Show "You have reduced delivery charge". */
  reached: boolean;
}

/**
 * Free-delivery progress (R-CART-8): cart total ÷ free_delivery_over as a percent limited to
 * 0-100; remaining is threshold minus total. Null without a threshold.
 */
export function freeDeliveryProgress(
  total: number,
  threshold: number | null | undefined,
): FreeDeliveryProgress | null {
  const limit = nonNegative(threshold);
  if (limit <= 0) return null;
  const amount = nonNegative(total);
  const percent = Math.min(100, Math.max(0, (amount / limit) * 100));
  const remaining = roundMoney(Math.max(0, limit - amount));
  return { threshold: limit, percent, remaining, reached: amount >= limit };
}

/** Parcel category / config parcel rates. */
export interface ParcelRate {
  parcel_per_km_shipping_charge?: number | null;
  parcel_minimum_shipping_charge?: number | null;
}

/**
 * The parcel delivery fee: max(distance × per_km, minimum), using the parcel category's rates when it
 * has them, else the configuration's.
 */
export function parcelCharge(
  distance: number,
  category: ParcelRate | null | undefined,
  fallback: ParcelRate,
): number {
  const perKm = category?.parcel_per_km_shipping_charge ?? fallback.parcel_per_km_shipping_charge;
  const minimum =
    category?.parcel_minimum_shipping_charge ?? fallback.parcel_minimum_shipping_charge;
  return roundMoney(Math.max(nonNegative(distance) * nonNegative(perKm), nonNegative(minimum)));
}
