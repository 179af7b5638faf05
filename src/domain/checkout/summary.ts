import type { CartLine } from '@/domain/cart/lines';
import type { CouponRule } from '@/domain/order/coupon';
import {
  deliveryTerms,
  orderZone,
  type StoreDeliveryTerms,
  type ZoneModulePivot,
} from '@/domain/order/delivery';
import { linePrice, type LineInput } from '@/domain/order/item';
import {
  priceOrder,
  type FirstOrderTerms,
  type MarketplacePricingTerms,
  type OrderPricing,
  type OrderPricingInput,
  type StorePricingTerms,
  type SurgeTerms,
} from '@/domain/order/pricing';

/**
 * The checkout's money summary (R-CHECKOUT-12): the inputs of priceOrder (src/domain/order/pricing.ts,
 * the function the built-in API charges with) read from what the API answers the page: the cart,
 * the store, the config, the delivery point's zones, the customer's info, the applied coupon and
 * the vehicle extra charge for the distance. Pure, so that a test can price an order from the
 * same answers exactly as the page does.
 */

export type { ZoneModulePivot };

/** A cart line as the pricing reads it (add-ons under either of the API's two names). */
export function summaryLine(line: CartLine): LineInput {
  const item = line.item as CartLine['item'] & { addons?: CartLine['item']['add_ons'] };
  return {
    item: { ...item, add_ons: [...(item.add_ons ?? []), ...(item.addons ?? [])] },
    quantity: line.quantity,
    variation: line.variation,
    add_on_ids: line.selectedAddons.map((addOn) => addOn.id),
    add_on_qtys: line.selectedAddons.map((addOn) => addOn.quantity),
  };
}

/** What the store tells about money and delivery (Store JSON, API-STORES-2). */
export interface SummaryStore extends StorePricingTerms, StoreDeliveryTerms {
  zone_id?: number | null;
  module_id?: number | null;
}

/** A zone of get-zone-id's zone_data (API-CONFIG-2) with its modules' pivots. */
export interface ZoneWithModules extends SurgeTerms {
  id: number;
  cash_on_delivery?: boolean | number | null;
  digital_payment?: boolean | number | null;
  offline_payment?: boolean | number | null;
  modules?: { id: number; pivot?: ZoneModulePivot | null }[] | null;
}

/** What the page has loaded from the API and what the customer chose. */
export interface CheckoutSources {
  lines: readonly CartLine[];
  /** stores/details; null while loading. */
  store: SummaryStore | null;
  /** config; null while loading. */
  config: MarketplacePricingTerms | null;
  /** The delivery point's zones (get-zone-id zone_data); null while unknown. */
  zones: readonly ZoneWithModules[] | null | undefined;
  /** The store's module (else the visitor's). */
  moduleId: number | null;
  /** customer/info of a member (its first-order discount fields); null for a guest. */
  customer: FirstOrderTerms | null | undefined;
  /** The coupon coupon/apply answered; null without one. */
  coupon: CouponRule | null;
  orderType: 'delivery' | 'take_away';
  /** km; null while unknown. */
  distanceKm: number | null;
  /** vehicle/extra_charge for the distance; null while unknown. */
  vehicleExtraCharge: number | null;
  tips: number;
  /** The customer opted in to the store's extra packaging. */
  extraPackaging: boolean;
}

/** The vehicle/extra_charge lookup as the page's query holds it (React Query's status). */
export interface ExtraChargeLookup {
  status: 'pending' | 'error' | 'success';
  data: number | undefined;
}

/**
 * The vehicle extra charge the summary adds for the distance (R-CHECKOUT-12): unknown (the delivery
 * charge pending) without a distance or while the lookup runs, the answer once given, and 0 once
 * the lookup has failed: a 6amMart backend without the endpoint must not hold the order forever,
 * and the API prices the order itself when it is placed.
 */
export function checkoutVehicleExtraCharge(
  distanceKm: number | null,
  lookup: ExtraChargeLookup,
): number | null {
  if (distanceKm === null || lookup.status === 'pending') return null;
  // A refetch that failed keeps the answer given before.
  return lookup.data ?? 0;
}

/** The delivery zone, the rate in force (null while unknown) and the cash-on-delivery cap. */
export function checkoutDelivery(sources: Pick<CheckoutSources, 'store' | 'zones' | 'moduleId'>): {
  zone: ZoneWithModules | null;
  rate: OrderPricingInput['delivery']['rate'];
  maxCod: number | null;
} {
  const { store, moduleId } = sources;
  const zone = orderZone(sources.zones, store?.zone_id);
  if (!store) return { zone, rate: null, maxCod: null };
  const pivot = zone?.modules?.find((entry) => entry.id === moduleId)?.pivot;
  const terms = deliveryTerms(store, pivot);
  // Without the zone a pivot rate is not known yet (a store delivering itself needs none).
  const known = zone !== null || Number(store.self_delivery_system) === 1;
  return { zone, rate: known ? terms.rate : null, maxCod: terms.maxCod };
}

/** priceOrder's input from the page's sources (the storefront's one mapping). */
export function checkoutPricingInput(sources: CheckoutSources): OrderPricingInput {
  const { store } = sources;
  const { zone, rate } = checkoutDelivery(sources);
  return {
    orderType: sources.orderType,
    lines: sources.lines.map((line) => ({ price: linePrice(summaryLine(line)) })),
    store,
    marketplace: sources.config ?? {},
    coupon: sources.coupon,
    firstOrder: sources.customer ?? null,
    delivery: {
      distanceKm: sources.distanceKm,
      rate,
      vehicleExtraCharge: sources.vehicleExtraCharge,
      zone,
    },
    tips: sources.tips,
    extraPackaging: sources.extraPackaging,
  };
}

export interface CheckoutSummary extends OrderPricing {
  zone: ZoneWithModules | null;
  /** The zone↔module cap on cash on delivery (null: none). */
  maxCod: number | null;
}

/** The checkout's summary: the order priced by the API's rules from the page's sources. */
export function checkoutSummary(sources: CheckoutSources): CheckoutSummary {
  const { zone, maxCod } = checkoutDelivery(sources);
  return { ...priceOrder(checkoutPricingInput(sources)), zone, maxCod };
}
