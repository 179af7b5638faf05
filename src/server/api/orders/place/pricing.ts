import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { orders, zoneModules } from '../../../db/schema';
import {
  cartSubtotal,
  couponDiscount,
  deliveryCharge,
  flashDiscountShares,
  freeDeliveryBy,
  freeDeliveryReason,
  orderTotals,
  parcelCharge,
  roundMoney,
  type CartSubtotal,
  type CouponRule,
  type DeliveryRate,
  type OrderTotals,
  type ParcelRate,
} from '@/domain/order';
import type { CouponRow } from '../../format/campaign';
import { firstOrderDiscount, type FirstOrderDiscount } from '../../format/user';
import type { ApiLocale } from '../../locale';
import type { Settings } from '../../settings';
import { vehicleExtraCharge } from '../../vehicles';
import type { PlaceInput } from '../input';
import { om } from '../messages';
import { flashSaleOf, type PricedLine } from './lines';
import { forbid, type PlaceRequest, type Placement, type StoreRow, type ZoneRow } from './shared';

/**
 * Step 3, pricing: the order's amounts recomputed from the catalogue with src/domain/order (never
 * taken from the client). The rules are pure functions; priceOrder reads what they need (the
 * customer's order count, the delivery rates) in the placement's transaction.
 */

export interface FlashShares {
  /** The flash-sale discount borne by the admin. */
  admin: number;
  /** …and by the store. */
  store: number;
}

export interface DeliveryPrice {
  /** What the customer pays for delivery. */
  charge: number;
  /** The charge before free-delivery rules. */
  original: number;
  freeBy: 'admin' | 'vendor' | null;
  /** The zone↔module cap on cash on delivery (null: none). */
  maxCod: number | null;
}

export interface Pricing {
  sub: CartSubtotal;
  flash: FlashShares;
  delivery: DeliveryPrice;
  distance: number;
  totals: OrderTotals;
}

/** The lines' subtotal, with the store's running discount rule (the first line's store's). */
export function linesSubtotal(lines: readonly Pick<PricedLine, 'hit' | 'price'>[]): CartSubtotal {
  const storeRule = lines.find((l) => l.hit.discount)?.hit.discount ?? null;
  return cartSubtotal(
    lines.map((l) => l.price),
    storeRule
      ? {
          discount: storeRule.discount,
          min_purchase: storeRule.min_purchase,
          max_discount: storeRule.max_discount,
        }
      : null,
  );
}

/**
 * Flash-sale lines carry the sale's discount (the catalogue priced them with it and no store
 * discount); it is reported apart from the store discount, as the admin's and the store's parts.
 */
export function flashShares(
  lines: readonly Pick<PricedLine, 'row' | 'hit' | 'price'>[],
): FlashShares {
  const flash = { admin: 0, store: 0 };
  for (const l of lines) {
    const sale = flashSaleOf(l);
    if (!sale) continue;
    const shares = flashDiscountShares(
      l.price.discountTotal,
      sale.admin_discount_percentage,
      sale.vendor_discount_percentage,
    );
    flash.admin = roundMoney(flash.admin + shares.admin);
    flash.store = roundMoney(flash.store + shares.store);
  }
  return flash;
}

/** The coupon's discount on the items' amount; 403 `coupon` below its minimum purchase. */
export function couponPart(
  coupon: CouponRule | null,
  itemsAmount: number,
  locale: ApiLocale,
): { amount: number; freeDelivery: boolean } {
  if (!coupon) return { amount: 0, freeDelivery: false };
  const result = couponDiscount(coupon, itemsAmount);
  if (!result.ok)
    throw forbid('coupon', om(locale, 'coupon_min_purchase', { amount: result.minPurchase }));
  return { amount: result.discount, freeDelivery: result.freeDelivery };
}

/** A referred customer's first-order discount on `base` (the items after discounts and coupon). */
export function referralDiscount(
  first: Pick<
    FirstOrderDiscount,
    'is_valid_for_discount' | 'discount_amount' | 'discount_amount_type'
  >,
  base: number,
): number {
  if (!first.is_valid_for_discount) return 0;
  return roundMoney(
    first.discount_amount_type === 'percentage'
      ? (Math.max(0, base) * first.discount_amount) / 100
      : first.discount_amount,
  );
}

/** A parcel's delivery charge: its category's rates, else the marketplace's. */
export function parcelDeliveryCharge(
  distance: number,
  category: ParcelRate | null | undefined,
  settings: Settings,
): number {
  return parcelCharge(distance, category, {
    parcel_per_km_shipping_charge: settings.num('parcel_per_km_shipping_charge', 0),
    parcel_minimum_shipping_charge: settings.num('parcel_minimum_shipping_charge', 0),
  });
}

/**
 * A store order's delivery charge: the rate by distance with the zone's surge and the vehicle's
 * extra charge, then zero when a free-delivery rule applies (admin, store, or coupon).
 */
export function storeDeliveryCharge(d: {
  distance: number;
  rate: DeliveryRate;
  extraCharge: number;
  zoneRow: Pick<ZoneRow, 'increased_delivery_fee_status' | 'increased_delivery_fee'> | undefined;
  storeFreeDelivery: StoreRow['free_delivery'];
  freeDeliveryCoupon: boolean;
  couponCreatedBy: string | null | undefined;
  /** The items after discounts and coupon (the "free over X" rule's amount). */
  orderAmount: number;
  settings: Settings;
}): Omit<DeliveryPrice, 'maxCod'> {
  const original = deliveryCharge({
    distance: d.distance,
    rate: d.rate,
    extraCharge: d.extraCharge,
    increasedFeePercent:
      d.zoneRow?.increased_delivery_fee_status === 1 ? d.zoneRow.increased_delivery_fee : 0,
  });
  const reason = freeDeliveryReason({
    admin: d.settings.obj('admin_free_delivery'),
    storeFreeDelivery: d.storeFreeDelivery,
    freeDeliveryCoupon: d.freeDeliveryCoupon,
    orderAmount: d.orderAmount,
  });
  return {
    charge: reason ? 0 : original,
    original,
    freeBy: freeDeliveryBy(reason, d.couponCreatedBy),
  };
}

/** The order's totals: tax at the store's rate, tips while delivering, service fee, packaging. */
export function totalsOf(t: {
  sub: Pick<CartSubtotal, 'subtotal' | 'discount'>;
  couponAmount: number;
  referral: number;
  deliveryCharge: number;
  store: Pick<StoreRow, 'tax' | 'extra_packaging_status' | 'extra_packaging_amount'> | null;
  input: Pick<PlaceInput, 'order_type' | 'dm_tips' | 'extra_packaging_amount'>;
  settings: Settings;
}): OrderTotals {
  const { store, input, settings } = t;
  const delivering = input.order_type !== 'take_away';
  return orderTotals({
    subtotal: t.sub.subtotal,
    discount: t.sub.discount,
    couponDiscount: t.couponAmount,
    referralDiscount: t.referral,
    taxPercent: store?.tax ?? 0,
    deliveryCharge: t.deliveryCharge,
    tips: delivering && settings.bool('dm_tips_status', false) ? (input.dm_tips ?? 0) : 0,
    serviceFee: settings.bool('additional_charge_status', false)
      ? settings.num('additional_charge', 0)
      : 0,
    packaging:
      store?.extra_packaging_status && (input.extra_packaging_amount ?? 0) > 0
        ? store.extra_packaging_amount
        : 0,
  });
}

/** The zone↔module pivot (delivery rates and the cash-on-delivery cap), if any. */
async function zoneModuleTerms(db: Db, zoneId: number, moduleId: number) {
  const [pivot] = await db
    .select()
    .from(zoneModules)
    .where(and(eq(zoneModules.zone_id, zoneId), eq(zoneModules.module_id, moduleId)))
    .limit(1);
  return pivot;
}

/** The delivery rate: the store's own when it delivers itself, else the zone↔module pivot. */
async function deliveryRate(
  db: Db,
  store: StoreRow,
): Promise<{ rate: DeliveryRate; maxCod: number | null }> {
  if (store.self_delivery_system === 1) {
    return {
      rate: {
        per_km_shipping_charge: store.per_km_shipping_charge,
        minimum_shipping_charge: store.minimum_shipping_charge,
        maximum_shipping_charge: store.maximum_shipping_charge,
      },
      maxCod: null,
    };
  }
  const pivot = await zoneModuleTerms(db, store.zone_id, store.module_id);
  return { rate: pivot ?? {}, maxCod: pivot?.maximum_cod_order_amount ?? null };
}

/** The delivery price: a parcel's by its category, a store delivery's by its rates; take-away 0. */
async function deliveryPrice(
  db: Db,
  req: PlaceRequest,
  placement: Placement,
  free: { coupon: CouponRow | null; freeDeliveryCoupon: boolean; orderAmount: number },
): Promise<DeliveryPrice> {
  const { input, settings } = req;
  const { store } = placement;
  const distance = input.distance ?? 0;
  const none = { charge: 0, original: 0, freeBy: null };
  if (placement.isParcel) {
    const charge = parcelDeliveryCharge(distance, placement.parcelCategory, settings);
    const pivot = await zoneModuleTerms(db, placement.zoneId!, req.scope.module.id);
    return {
      charge,
      original: charge,
      freeBy: null,
      maxCod: pivot?.maximum_cod_order_amount ?? null,
    };
  }
  if (!store) return { ...none, maxCod: null };
  const { rate, maxCod } = await deliveryRate(db, store);
  if (input.order_type !== 'delivery') return { ...none, maxCod };
  const priced = storeDeliveryCharge({
    distance,
    rate,
    extraCharge: await vehicleExtraCharge(db, distance),
    zoneRow: placement.zoneRow,
    storeFreeDelivery: store.free_delivery,
    freeDeliveryCoupon: free.freeDeliveryCoupon,
    couponCreatedBy: free.coupon?.created_by,
    orderAmount: free.orderAmount,
    settings,
  });
  return { ...priced, maxCod };
}

/** The customer's placed orders (as a member), for the first-order discount. */
async function memberOrderCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.user_id, userId), eq(orders.is_guest, false)));
  return Number(row?.n ?? 0);
}

/** Step 3: prices the order in the placement's transaction `db`. */
export async function priceOrder(
  db: Db,
  req: PlaceRequest,
  placement: Placement,
  lines: readonly PricedLine[],
  coupon: CouponRow | null,
): Promise<Pricing> {
  const { user, settings } = req;
  const sub = linesSubtotal(lines);
  const flash = flashShares(lines);
  const couponed = couponPart(coupon, sub.total, req.locale);
  let referral = 0;
  if (user && lines.length) {
    const first = firstOrderDiscount(
      user,
      await memberOrderCount(db, user.id),
      settings,
      req.now.instant,
    );
    referral = referralDiscount(first, sub.total - couponed.amount);
  }
  const delivery = await deliveryPrice(db, req, placement, {
    coupon,
    freeDeliveryCoupon: couponed.freeDelivery,
    orderAmount: sub.total - couponed.amount,
  });
  const totals = totalsOf({
    sub,
    couponAmount: couponed.amount,
    referral,
    deliveryCharge: delivery.charge,
    store: placement.store,
    input: req.input,
    settings,
  });
  return { sub, flash, delivery, distance: req.input.distance ?? 0, totals };
}
