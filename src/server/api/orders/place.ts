import type { Db } from '../../db';
import { catalogNow, localNow } from '../catalog/clock';
import { lockCart } from '../customer/cart';
import type { ApiLocale } from '../locale';
import { orderPaymentLink } from '../payment/orders';
import type { ApiContext } from '../types';
import { orderCoupon } from './coupon';
import { om } from './messages';
import { idempotencyKey, previousOrder, type OrderRow } from './place/idempotency';
import {
  checkCodLimit,
  checkLines,
  checkMinimumOrder,
  walletBalance,
  walletPayment,
} from './place/limits';
import { orderLines, type PricedLine } from './place/lines';
import { writeOrder } from './place/persist';
import { checkPlacement } from './place/placement';
import { priceFromDb, type Pricing } from './place/pricing';
import { readPlaceRequest } from './place/request';
import { tracksStock, type PlaceRequest, type Placement } from './place/shared';
import { removeImages, saveImages } from './uploads';

export interface PlaceResult {
  status: number;
  body: Record<string, unknown>;
}

/**
 * POST customer/order/place and customer/order/prescription/place (API-ORDERS-1), as named steps
 * (each in src/server/api/orders/place/): read the input, the policy checks in the contract's
 * order, then one transaction (serialised per owner with the cart's advisory lock) that is
 * idempotent and reads the lines, checks their limits, prices them with src/domain/order (never
 * from the client), checks the amount's limits and writes the order. An order the demo gateway
 * takes gets the owner's `payment_link` (API-ORDERS-4).
 */
export async function placeOrder(
  c: ApiContext,
  opts: { prescription: boolean },
): Promise<PlaceResult> {
  const req = await readPlaceRequest(c, opts);
  const placement = await checkPlacement(req);
  const names = await saveImages(placement.images);
  let order: OrderRow;
  try {
    order = await req.scope.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await lockCart(db, req.shopper);
      // Idempotency: an Idempotency-Key header, or the same body within the window.
      const key = idempotencyKey(req.headerKey, req.scope.module.id, req.raw, req.prescription);
      const previous = await previousOrder(db, req.shopper, key, req.headerKey, req.now.instant);
      if (previous) {
        await removeImages(names);
        return previous;
      }
      const { lines, cartIds } = await readLines(db, req, placement);
      const coupon =
        req.input.coupon_code && !placement.isParcel
          ? await orderCoupon(
              db,
              req.input.coupon_code,
              placement.store,
              req.shopper,
              req.now,
              req.locale,
            )
          : null;
      checkLines(lines, {
        store: placement.store,
        tracksStock: tracksStock(req.scope.module.module_type),
        hasImages: placement.images.length > 0,
        isParcel: placement.isParcel,
        prescription: req.prescription,
        locale: req.locale,
      });
      const pricing = await priceFromDb(db, req, placement, lines, coupon);
      const walletPaid = await checkAmount(db, req, placement, pricing, lines.length);
      return writeOrder(db, {
        req,
        placement,
        lines,
        cartIds,
        coupon,
        pricing,
        walletPaid,
        key,
        attachments: names,
      });
    });
  } catch (error) {
    await removeImages(names);
    throw error;
  }
  // After the commit, on the shared handle: the signing key is read (and cached) outside the order.
  const link = await orderPaymentLink(req.scope.db, c.var.ctx.origin, order, catalogNow());
  return placed(order, req.locale, link);
}

/** The lines (./place/lines.ts), read in the transaction (parcel, prescription orders: none). */
async function readLines(
  db: Db,
  req: PlaceRequest,
  placement: Placement,
): Promise<{ lines: PricedLine[]; cartIds: number[] }> {
  if (placement.isParcel || req.prescription) return { lines: [], cartIds: [] };
  return orderLines({ ...req.scope, db }, req.shopper, req.input);
}

/**
 * The amount's limits (./place/limits.ts): the store's minimum order, the wallet's balance for a
 * wallet or partial payment, the zone's cash-on-delivery cap. Returns what the wallet pays.
 */
async function checkAmount(
  db: Db,
  req: PlaceRequest,
  placement: Placement,
  pricing: Pricing,
  lineCount: number,
): Promise<number> {
  const { method, partial } = placement;
  const total = pricing.totals.total;
  checkMinimumOrder(placement.store, pricing.sub.total, lineCount, req.locale);
  const share =
    req.user && (method === 'wallet' || partial)
      ? walletPayment(
          { method, partial, balance: await walletBalance(db, req.user.id), total },
          req.locale,
        )
      : { walletPaid: 0, due: total };
  // What is left to pay on delivery, rounded as the checkout shows it (walletShare).
  checkCodLimit(
    { method, zoneRow: placement.zoneRow, maxCod: pricing.delivery.maxCod, amount: share.due },
    req.locale,
  );
  return share.walletPaid;
}

/**
 * The answer for a placed (or replayed) order: the contract's fields, plus `payment_link` when the
 * demo gateway takes the order (a real 6amMart sends none; the storefront then builds the URL).
 */
function placed(order: OrderRow, locale: ApiLocale, paymentLink: string | null): PlaceResult {
  const local = localNow(order.created_at);
  return {
    status: 200,
    body: {
      message: om(locale, 'order_placed'),
      order_id: order.id,
      total_ammount: order.order_amount,
      status: order.order_status === 'confirmed' ? 'confirmed' : 'pending',
      created_at: `${local.date} ${local.time}`,
      user_id: order.user_id,
      ...(paymentLink ? { payment_link: paymentLink } : {}),
    },
  };
}
