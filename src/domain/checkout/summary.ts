import { couponDiscount, type CouponRule, type CouponResult } from '@/domain/order/coupon';
import {
  deliveryCharge,
  freeDeliveryReason,
  type AdminFreeDelivery,
  type DeliveryRate,
  type FreeDeliveryReason,
} from '@/domain/order/delivery';
import {
  cartSubtotal,
  linePrice,
  type CartVariation,
  type OrderPricedItem,
  type StoreDiscountRule,
} from '@/domain/order/item';
import { nonNegative } from '@/domain/order/money';
import { orderTotals, type OrderTotals } from '@/domain/order/totals';

/**
 * The checkout's money summary (issue 4 §5), computed with the shared order rules in
 * src/domain/order so the page shows what the API will charge. Pure.
 */

export interface SummaryLine {
  item: OrderPricedItem;
  quantity: number;
  variation: readonly CartVariation[];
  add_on_ids: readonly number[];
  add_on_qtys: readonly number[];
}

/** What the store tells about delivery (Store JSON, API-STORES-2). */
export interface SummaryStore {
  tax?: number | null;
  free_delivery?: boolean | number | null;
  self_delivery_system?: number | null;
  per_km_shipping_charge?: number | null;
  minimum_shipping_charge?: number | null;
  maximum_shipping_charge?: number | null;
  discount?: StoreDiscountRule | null;
}

/** The zone↔module pivot of get-zone-id's zone_data[].modules[].pivot (API-CONFIG-2). */
export interface ZoneModulePivot extends DeliveryRate {
  maximum_cod_order_amount?: number | null;
}

export interface ZoneWithModules {
  id: number;
  cash_on_delivery?: boolean | number | null;
  digital_payment?: boolean | number | null;
  increased_delivery_fee?: number | null;
  increased_delivery_fee_status?: number | boolean | null;
  modules?: { id: number; pivot?: ZoneModulePivot | null }[] | null;
}

/** The zone of the store among the zones of the delivery point (else the first one). */
export function deliveryZone<T extends { id: number }>(
  zones: readonly T[] | null | undefined,
  storeZoneId: number | null | undefined,
): T | null {
  const list = zones ?? [];
  return list.find((zone) => zone.id === storeZoneId) ?? list[0] ?? null;
}

/** The rate for the store: its own when it delivers itself, else the zone↔module pivot. */
export function deliveryRate(
  store: SummaryStore,
  zone: ZoneWithModules | null,
  moduleId: number | null,
): ZoneModulePivot | null {
  if (Number(store.self_delivery_system) === 1) {
    return {
      per_km_shipping_charge: store.per_km_shipping_charge,
      minimum_shipping_charge: store.minimum_shipping_charge,
      maximum_shipping_charge: store.maximum_shipping_charge,
      delivery_charge_type: 'distance',
    };
  }
  const link = zone?.modules?.find((entry) => entry.id === moduleId);
  return link?.pivot ?? null;
}

export interface SummaryInput {
  lines: readonly SummaryLine[];
  store: SummaryStore;
  orderType: 'delivery' | 'take_away';
  /** km; null while unknown. */
  distanceKm: number | null;
  rate: ZoneModulePivot | null;
  zone: ZoneWithModules | null;
  admin?: AdminFreeDelivery | null;
  coupon?: CouponRule | null;
  tips?: number;
  /** The service fee when `additional_charge_status` is on. */
  serviceFee?: number;
}

export interface CheckoutSummary extends OrderTotals {
  coupon: CouponResult | null;
  freeDelivery: FreeDeliveryReason | null;
  /** The charge before free-delivery rules (shown struck through when free). */
  chargedDelivery: number;
  /** True while the delivery charge cannot be computed yet (no distance or no rate). */
  deliveryPending: boolean;
}

export function checkoutSummary(input: SummaryInput): CheckoutSummary {
  const priced = input.lines.map((line) =>
    linePrice({
      item: line.item,
      quantity: line.quantity,
      variation: line.variation,
      add_on_ids: line.add_on_ids,
      add_on_qtys: line.add_on_qtys,
    }),
  );
  const sub = cartSubtotal(priced, input.store.discount ?? null);
  const coupon = input.coupon ? couponDiscount(input.coupon, sub.total) : null;
  const couponAmount = coupon?.ok ? coupon.discount : 0;
  const delivery = input.orderType === 'delivery';
  const deliveryPending = delivery && (input.distanceKm === null || input.rate === null);
  const surge =
    input.zone &&
    (input.zone.increased_delivery_fee_status === 1 ||
      input.zone.increased_delivery_fee_status === true)
      ? nonNegative(input.zone.increased_delivery_fee)
      : 0;
  const chargedDelivery =
    delivery && !deliveryPending && input.rate
      ? deliveryCharge({
          distance: input.distanceKm ?? 0,
          rate: input.rate,
          increasedFeePercent: surge,
        })
      : 0;
  const freeDelivery = delivery
    ? freeDeliveryReason({
        admin: input.admin,
        storeFreeDelivery: input.store.free_delivery,
        freeDeliveryCoupon: Boolean(coupon?.ok && coupon.freeDelivery),
        orderAmount: sub.total - couponAmount,
      })
    : null;
  const totals = orderTotals({
    subtotal: sub.subtotal,
    discount: sub.discount,
    couponDiscount: couponAmount,
    taxPercent: nonNegative(input.store.tax),
    deliveryCharge: freeDelivery ? 0 : chargedDelivery,
    tips: delivery ? nonNegative(input.tips) : 0,
    serviceFee: nonNegative(input.serviceFee),
  });
  return { ...totals, coupon, freeDelivery, chargedDelivery, deliveryPending };
}
