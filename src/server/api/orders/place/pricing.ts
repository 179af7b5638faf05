import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { zoneModules } from '../../../db/schema';
import {
  deliveryTerms,
  parcelCharge,
  priceOrder as priceWithRules,
  type CartSubtotal,
  type CouponRule,
  type DeliveryRate,
  type FirstOrderTerms,
  type FlashDiscountShares,
  type MarketplacePricingTerms,
  type OrderPricing,
  type OrderPricingInput,
  type OrderTotals,
  type ParcelRate,
  type StoreDiscountRule,
} from '@/domain/order';
import type { CouponRow } from '../../format/campaign';
import { adminFreeDelivery } from '../../format/config';
import { firstOrderDiscount } from '../../format/user';
import type { ApiLocale } from '../../locale';
import type { Settings } from '../../settings';
import { vehicleExtraCharge } from '../../vehicles';
import type { PlaceInput } from '../input';
import { om } from '../messages';
import { memberOrderCount } from '../read';
import { flashSaleOf, type PricedLine } from './lines';
import { forbid, type PlaceRequest, type Placement, type StoreRow, type ZoneRow } from './shared';

/**
 * Step 3, pricing: the order's amounts recomputed from the catalogue (never taken from the
 * client) by priceOrder of src/domain/order/pricing.ts (priceWithRules here), the one definition the checkout's summary
 * shows too (R-CHECKOUT-12). This step only reads that function's inputs: the customer's order
 * count (first-order discount), the delivery rates and the vehicle extra charge, in the
 * placement's transaction.
 */

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
  flash: FlashDiscountShares;
  delivery: DeliveryPrice;
  distance: number;
  totals: OrderTotals;
}

/**
 * The marketplace's terms as the business settings hold them (the config's names); the admin
 * free-delivery rule is read as config reports it to the checkout, so both price with one rule.
 */
export function marketplaceTerms(settings: Settings): MarketplacePricingTerms {
  return {
    admin_free_delivery: adminFreeDelivery(settings),
    dm_tips_status: settings.bool('dm_tips_status', false),
    additional_charge_status: settings.bool('additional_charge_status', false),
    additional_charge: settings.num('additional_charge', 0),
  };
}

/** The store's running discount rule, as the catalogue read it with the lines. */
function storeDiscountRule(lines: readonly Pick<PricedLine, 'hit'>[]): StoreDiscountRule | null {
  const rule = lines.find((l) => l.hit.discount)?.hit.discount ?? null;
  return rule
    ? { discount: rule.discount, min_purchase: rule.min_purchase, max_discount: rule.max_discount }
    : null;
}

/** What the delivery of the order is priced from (read by deliveryInputs). */
export interface DeliveryInputs {
  rate: DeliveryRate | null;
  vehicleExtraCharge: number;
  zone: Pick<ZoneRow, 'increased_delivery_fee' | 'increased_delivery_fee_status'> | undefined;
  /** A parcel's charge by its category. */
  parcelCharge?: number;
}

/** The shared pricing function's input, from the request and the rows read for it. Pure. */
export function orderPricingInput(p: {
  input: Pick<PlaceInput, 'order_type' | 'dm_tips' | 'extra_packaging_amount' | 'distance'>;
  lines: readonly Pick<PricedLine, 'row' | 'hit' | 'price'>[];
  store: Pick<
    StoreRow,
    'tax' | 'free_delivery' | 'extra_packaging_status' | 'extra_packaging_amount'
  > | null;
  coupon: CouponRule | null;
  firstOrder: FirstOrderTerms | null;
  settings: Settings;
  delivery: DeliveryInputs;
}): OrderPricingInput {
  const { input, store, delivery } = p;
  return {
    orderType: input.order_type,
    lines: p.lines.map((l) => ({ price: l.price, flashSale: flashSaleOf(l) })),
    store: store && {
      tax: store.tax,
      free_delivery: store.free_delivery,
      discount: storeDiscountRule(p.lines),
      extra_packaging_status: store.extra_packaging_status,
      extra_packaging_amount: store.extra_packaging_amount,
    },
    marketplace: marketplaceTerms(p.settings),
    coupon: p.coupon,
    firstOrder: p.firstOrder,
    delivery: {
      distanceKm: input.distance ?? 0,
      rate: delivery.rate ?? {},
      vehicleExtraCharge: delivery.vehicleExtraCharge,
      zone: delivery.zone ?? null,
    },
    parcelCharge: delivery.parcelCharge,
    tips: input.dm_tips ?? 0,
    extraPackaging: (input.extra_packaging_amount ?? 0) > 0,
  };
}

/** Prices the order; 403 `coupon` when the items are below the coupon's minimum purchase. */
export function pricedOrder(input: OrderPricingInput, locale: ApiLocale): OrderPricing {
  const priced = priceWithRules(input);
  if (priced.coupon && !priced.coupon.ok)
    throw forbid(
      'coupon',
      om(locale, 'coupon_min_purchase', { amount: priced.coupon.minPurchase }),
    );
  return priced;
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

/** The zone↔module pivot (delivery rates and the cash-on-delivery cap), if any. */
async function zoneModuleTerms(db: Db, zoneId: number, moduleId: number) {
  const [pivot] = await db
    .select()
    .from(zoneModules)
    .where(and(eq(zoneModules.zone_id, zoneId), eq(zoneModules.module_id, moduleId)))
    .limit(1);
  return pivot;
}

/**
 * The delivery's inputs and the cash-on-delivery cap: a parcel's charge by its category; a store
 * order's rate (deliveryTerms: its own when it delivers itself, else the delivery zone's pivot,
 * as the checkout reads it from get-zone-id), the zone's surge and, for a delivery, the vehicle
 * extra charge for the distance.
 */
async function deliveryInputs(
  db: Db,
  req: PlaceRequest,
  placement: Placement,
): Promise<{ delivery: DeliveryInputs; maxCod: number | null }> {
  const { input, settings } = req;
  const { store, zoneRow } = placement;
  const distance = input.distance ?? 0;
  if (placement.isParcel) {
    const pivot = await zoneModuleTerms(db, placement.zoneId!, req.scope.module.id);
    return {
      delivery: {
        rate: null,
        vehicleExtraCharge: 0,
        zone: undefined,
        parcelCharge: parcelDeliveryCharge(distance, placement.parcelCategory, settings),
      },
      maxCod: pivot?.maximum_cod_order_amount ?? null,
    };
  }
  if (!store)
    return { delivery: { rate: null, vehicleExtraCharge: 0, zone: zoneRow }, maxCod: null };
  const pivot =
    store.self_delivery_system === 1
      ? null
      : await zoneModuleTerms(db, zoneRow?.id ?? store.zone_id, store.module_id);
  const { rate, maxCod } = deliveryTerms(store, pivot);
  const extra = input.order_type === 'delivery' ? await vehicleExtraCharge(db, distance) : 0;
  return { delivery: { rate, vehicleExtraCharge: extra, zone: zoneRow }, maxCod };
}

/**
 * Step 3: prices the order in the placement's transaction `db`, from the rows it reads there (the
 * pure rule is priceOrder of src/domain/order/pricing.ts, imported here as priceWithRules).
 */
export async function priceFromDb(
  db: Db,
  req: PlaceRequest,
  placement: Placement,
  lines: readonly PricedLine[],
  coupon: CouponRow | null,
): Promise<Pricing> {
  const { user, settings } = req;
  const firstOrder =
    user && lines.length
      ? firstOrderDiscount(user, await memberOrderCount(db, user.id), settings, req.now.instant)
      : null;
  const { delivery, maxCod } = await deliveryInputs(db, req, placement);
  const totals = pricedOrder(
    orderPricingInput({
      input: req.input,
      lines,
      store: placement.store,
      coupon,
      firstOrder,
      settings,
      delivery,
    }),
    req.locale,
  );
  return {
    sub: totals.items,
    flash: totals.flash,
    delivery: {
      charge: totals.deliveryCharge,
      original: totals.originalDelivery,
      freeBy: totals.freeDeliveryBy,
      maxCod,
    },
    distance: req.input.distance ?? 0,
    totals,
  };
}
