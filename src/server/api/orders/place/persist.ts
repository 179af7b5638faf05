import { randomInt } from 'node:crypto';
import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db';
import { carts, items, orderDetails, orderPayments, orders, users } from '../../../db/schema';
import type { OrderAddress } from '../../../db/schema/orders';
import { roundMoney } from '@/domain/order';
import { generateRefCode, hashPassword, normalizeEmail, normalizePhone } from '../../../auth';
import type { Shopper } from '../../customer/shopper';
import { ApiError } from '../../errors';
import type { CouponRow } from '../../format/campaign';
import type { ApiLocale } from '../../locale';
import type { PlaceInput } from '../input';
import { om } from '../messages';
import { takeFlashSaleStock, variationStockSql } from '../stock';
import { InsufficientBalance, postWalletEntry } from '../../wallet/ledger';
import type { OrderRow } from './idempotency';
import { flashSaleOf, isCampaignLine, type PricedLine } from './lines';
import type { Pricing } from './pricing';
import {
  forbid,
  isScheduledLater,
  tracksStock,
  type Contact,
  type PaymentMethod,
  type PlaceRequest,
  type Placement,
} from './shared';

/**
 * Step 5, persistence, inside the placement's transaction: a guest's new account, the order, its
 * lines, the stock it takes, its payment legs, the wallet debit, and the emptied cart. The rows are
 * built by pure functions; writeOrder writes them.
 */

/** Everything the earlier steps established about the order to write. */
export interface OrderDraft {
  req: PlaceRequest;
  placement: Placement;
  lines: readonly PricedLine[];
  /** The cart rows the order empties. */
  cartIds: readonly number[];
  coupon: CouponRow | null;
  pricing: Pricing;
  /** What the wallet pays (all of a wallet order, part of a partial payment). */
  walletPaid: number;
  /** The idempotency key (./idempotency.ts). */
  key: string;
  /** The saved attachments' file names. */
  attachments: string[];
}

type OrderInsert = typeof orders.$inferInsert;
type DetailInsert = typeof orderDetails.$inferInsert;
type PaymentInsert = typeof orderPayments.$inferInsert;

/** The delivery address snapshot: the contact with the body's address, at the order's zone. */
export function deliveryAddress(
  input: PlaceInput,
  contact: Contact,
  zoneId: number | null,
): OrderAddress {
  return {
    ...contact,
    address_type: input.address_type ?? (input.order_type === 'take_away' ? null : 'others'),
    address: input.address ?? '',
    floor: input.floor ?? null,
    road: input.road ?? null,
    house: input.house ?? null,
    latitude: input.latitude !== undefined ? String(input.latitude) : '',
    longitude: input.longitude !== undefined ? String(input.longitude) : '',
    zone_id: zoneId,
  };
}

/** A parcel's receiver, with the coordinates as strings as the address snapshot stores them. */
export function receiverOf(input: Pick<PlaceInput, 'receiver_details'>): OrderAddress | null {
  const receiver = input.receiver_details;
  if (!receiver) return null;
  return {
    ...receiver,
    latitude: String(receiver.latitude),
    longitude: String(receiver.longitude),
    address_type: receiver.address_type ?? 'others',
  };
}

/**
 * How the order starts: a wallet order is paid and confirmed, a partial payment confirmed and
 * partly paid; cash-on-delivery and confirmed orders start their simulated progress at once.
 */
export function paymentState(method: PaymentMethod, partial: boolean) {
  const paidInFull = method === 'wallet';
  const confirmed = paidInFull || partial;
  return {
    paidInFull,
    confirmed,
    simulated: method === 'cash_on_delivery' || confirmed,
    payment_status: paidInFull ? 'paid' : partial ? 'partially_paid' : 'unpaid',
    payment_method: partial ? 'partial_payment' : method,
    order_status: confirmed ? 'confirmed' : 'pending',
  };
}

/**
 * The orders row. `owner` is who the order belongs to (a guest who creates an account owns it as
 * the new member, and then the guest's idempotency key is not kept); `otp` the delivery code.
 */
export function orderRow(
  draft: OrderDraft,
  owner: { shopper: Shopper; idempotencyKey: string | null },
  otp: string,
): OrderInsert {
  const { req, placement, pricing, coupon } = draft;
  const { input, now } = req;
  const { store, scheduleAt, isParcel, partial, zoneId } = placement;
  const { totals, sub, flash } = pricing;
  const state = paymentState(placement.method, partial);
  return {
    user_id: owner.shopper.id,
    is_guest: owner.shopper.isGuest,
    idempotency_key: owner.idempotencyKey,
    order_amount: totals.total,
    coupon_discount_amount: totals.couponDiscount,
    coupon_discount_title: coupon?.title ?? null,
    coupon_code: coupon?.code ?? null,
    coupon_created_by: coupon?.created_by ?? null,
    store_discount_amount: roundMoney(sub.discount - flash.admin - flash.store),
    flash_admin_discount_amount: flash.admin,
    flash_store_discount_amount: flash.store,
    ref_bonus_amount: totals.referralDiscount,
    total_tax_amount: totals.tax,
    tax_status: 'excluded',
    tax_percentage: store?.tax ?? 0,
    delivery_charge: totals.deliveryCharge,
    original_delivery_charge: pricing.delivery.original,
    additional_charge: totals.serviceFee,
    extra_packaging_amount: totals.packaging,
    dm_tips: totals.tips,
    partially_paid_amount: partial ? draft.walletPaid : 0,
    bring_change_amount: input.bring_change_amount ?? 0,
    payment_status: state.payment_status,
    payment_method: state.payment_method,
    order_status: state.order_status,
    pending: now.instant,
    confirmed: state.confirmed ? now.instant : null,
    order_type: input.order_type,
    store_id: store?.id ?? null,
    zone_id: zoneId,
    module_id: req.scope.module.id,
    schedule_at: scheduleAt ?? now.instant,
    scheduled: isScheduledLater(scheduleAt, now) ? 1 : 0,
    delivery_time: store?.delivery_time ?? null,
    processing_time: null,
    distance: pricing.distance,
    otp,
    order_note: input.order_note ?? null,
    delivery_instruction: input.delivery_instruction ?? null,
    unavailable_item_note: input.unavailable_item_note ?? null,
    cutlery: Boolean(input.cutlery),
    prescription_order: req.prescription,
    free_delivery_by: pricing.delivery.freeBy,
    discount_on_product_by: 'vendor',
    delivery_address: deliveryAddress(input, placement.contact, zoneId),
    receiver_details: receiverOf(input),
    charge_payer: isParcel ? (input.charge_payer ?? 'sender') : null,
    parcel_category_id: placement.parcelCategory?.id ?? null,
    order_attachment: draft.attachments,
    simulation_started_at: state.simulated ? now.instant : null,
    created_at: now.instant,
    updated_at: now.instant,
  };
}

/** The order_details rows: each line's item snapshot, price, options and discount. */
export function detailRows(
  orderId: number,
  lines: readonly PricedLine[],
  at: Date,
): DetailInsert[] {
  return lines.map((l) => {
    const sale = flashSaleOf(l);
    return {
      order_id: orderId,
      item_id: isCampaignLine(l) ? null : l.item.id,
      item_campaign_id: isCampaignLine(l) ? l.item.id : null,
      price: l.price.unitPrice,
      quantity: l.price.quantity,
      item_details: l.item as unknown as Record<string, unknown>,
      variation: l.price.variation as unknown[],
      variant: l.price.variant,
      add_ons: l.price.addOns,
      total_add_on_price: l.price.addOnTotal,
      discount_on_item: l.price.unitDiscount,
      discount_type: sale
        ? 'flash_sale'
        : l.price.discount?.type === 'amount'
          ? 'amount'
          : 'discount_on_product',
      discount_percentage: l.price.discount?.type === 'percent' ? l.price.discount.value : 0,
      category_id: l.item.category_id,
      flash_sale_item_id: sale?.id ?? null,
      created_at: at,
      updated_at: at,
    };
  });
}

/** The payment legs: the wallet's paid part and the rest for a partial payment, else one leg. */
export function paymentLegs(
  orderId: number,
  pay: { method: PaymentMethod; partial: boolean; walletPaid: number; total: number },
): PaymentInsert[] {
  if (pay.partial) {
    return [
      {
        order_id: orderId,
        amount: pay.walletPaid,
        payment_status: 'paid',
        payment_method: 'wallet',
      },
      {
        order_id: orderId,
        amount: roundMoney(pay.total - pay.walletPaid),
        payment_status: 'unpaid',
        payment_method: pay.method,
      },
    ];
  }
  return [
    {
      order_id: orderId,
      amount: pay.total,
      payment_status: pay.method === 'wallet' ? 'paid' : 'unpaid',
      payment_method: pay.method,
    },
  ];
}

/** items.variations with `quantity` taken off the stock of the variation `type` (never below 0). */
const takeVariationStock = (type: string, quantity: number): SQL =>
  sql`(select jsonb_agg(case when e.v->>'type' = ${type}
      then jsonb_set(e.v, '{stock}', to_jsonb(greatest(${variationStockSql(sql`e.v`)} - ${quantity}, 0)::int))
      else e.v end order by e.n)
    from jsonb_array_elements(${items.variations}) with ordinality e(v, n))`;

/** Whether the variation `type` holds at least `quantity`. */
const hasVariationStock = (type: string, quantity: number): SQL =>
  sql`exists (select 1 from jsonb_array_elements(${items.variations}) e(v)
    where e.v->>'type' = ${type} and ${variationStockSql(sql`e.v`)} >= ${quantity})`;

/**
 * Takes the lines' units from the items, their running flash sales and their chosen variations (not
 * campaign lines). Each update is conditional: a concurrent order that took the last units first
 * (the row is re-read under its lock) makes this one fail with 403 `stock` and roll back.
 */
export async function takeStock(
  db: Db,
  lines: readonly PricedLine[],
  locale: ApiLocale,
): Promise<void> {
  for (const l of lines) {
    if (isCampaignLine(l)) continue;
    const takenFromItem = await db
      .update(items)
      .set({
        stock: sql`${items.stock} - ${l.price.quantity}`,
        order_count: sql`${items.order_count} + 1`,
      })
      .where(and(eq(items.id, l.item.id), gte(items.stock, l.price.quantity)))
      .returning({ id: items.id });
    if (!takenFromItem.length) throw forbid('stock', om(locale, 'stock', { name: l.item.name }));
    // The sale's available stock is the item's stock the catalogue reports.
    const sale = flashSaleOf(l);
    if (sale && !(await takeFlashSaleStock(db, sale.id, l.price.quantity)))
      throw forbid('stock', om(locale, 'stock', { name: l.item.name }));
    if (l.price.variant === null) continue;
    const taken = await db
      .update(items)
      .set({ variations: takeVariationStock(l.price.variant, l.price.quantity) })
      .where(and(eq(items.id, l.item.id), hasVariationStock(l.price.variant, l.price.quantity)))
      .returning({ id: items.id });
    if (!taken.length)
      throw forbid(
        'stock',
        om(locale, 'variation_stock', { name: l.item.name, variation: l.price.variant }),
      );
  }
}

/** A guest who asked for an account (create_new_user) gets one from the order's contact. */
export async function createAccount(db: Db, contact: Contact, password: string): Promise<Shopper> {
  const [first, ...rest] = contact.contact_person_name.trim().split(/\s+/);
  const [created] = await db
    .insert(users)
    .values({
      f_name: first,
      l_name: rest.join(' ') || null,
      phone: normalizePhone(contact.contact_person_number),
      email: contact.contact_person_email ? normalizeEmail(contact.contact_person_email) : null,
      password: await hashPassword(password),
      ref_code: generateRefCode(),
      login_medium: 'manual',
    })
    .returning({ id: users.id });
  return { id: created.id, isGuest: false };
}

/**
 * Takes `amount` from the member's wallet and records the debit against the order (the ledger,
 * ../../wallet/ledger.ts: the user's row is locked, so a concurrent spend waits and sees the new
 * balance; one that no longer fits fails with 203 `order_amount` and rolls the order back).
 */
export async function debitWallet(
  db: Db,
  debit: { userId: number; amount: number; partial: boolean; orderId: number },
  locale: ApiLocale = 'en',
): Promise<void> {
  try {
    await postWalletEntry(db, {
      userId: debit.userId,
      debit: debit.amount,
      type: debit.partial ? 'partial_payment' : 'order_place',
      reference: String(debit.orderId),
    });
  } catch (error) {
    if (error instanceof InsufficientBalance)
      throw ApiError.of(203, 'order_amount', om(locale, 'wallet_low'));
    throw error;
  }
}

/** Step 5: writes the order and everything it changes, in the placement's transaction `db`. */
export async function writeOrder(db: Db, draft: OrderDraft): Promise<OrderRow> {
  const { req, placement, lines, walletPaid } = draft;
  const { input, shopper, user, now } = req;
  const owner =
    shopper.isGuest && input.create_new_user
      ? {
          shopper: await createAccount(db, placement.contact, input.password!),
          idempotencyKey: null,
        }
      : { shopper, idempotencyKey: draft.key };
  const [order] = await db
    .insert(orders)
    .values(orderRow(draft, owner, String(randomInt(1000, 10000))))
    .returning();
  if (lines.length) {
    await db.insert(orderDetails).values(detailRows(order.id, lines, now.instant));
    if (tracksStock(req.scope.module.module_type)) await takeStock(db, lines, req.locale);
  }
  await db.insert(orderPayments).values(
    paymentLegs(order.id, {
      method: placement.method,
      partial: placement.partial,
      walletPaid,
      total: draft.pricing.totals.total,
    }),
  );
  if (walletPaid > 0 && user)
    await debitWallet(
      db,
      {
        userId: user.id,
        amount: walletPaid,
        partial: placement.partial,
        orderId: order.id,
      },
      req.locale,
    );
  // Empty the cart (buy-now with a cart JSON leaves it alone).
  if (draft.cartIds.length) await db.delete(carts).where(inArray(carts.id, [...draft.cartIds]));
  return order;
}
