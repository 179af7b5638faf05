import { createHash, randomInt } from 'node:crypto';
import { and, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  carts,
  items,
  orderDetails,
  orderPayments,
  orders,
  parcelCategories,
  stores,
  users,
  walletTransactions,
  zoneModules,
  zones,
} from '../../db/schema';
import { randomUUID } from 'node:crypto';
import {
  cartSubtotal,
  codAllowed,
  couponDiscount,
  deliveryCharge,
  flashDiscountShares,
  freeDeliveryBy,
  freeDeliveryReason,
  linePrice,
  orderTotals,
  parcelCharge,
  roundMoney,
  type CartVariation,
  type LinePrice,
  type OrderPricedItem,
} from '@/domain/order';
import { generateRefCode, hashPassword, normalizeEmail, normalizePhone } from '../../auth';
import { pointInPolygon } from '../../geo';
import { localNow, type LocalNow } from '../catalog/clock';
import { formatItemHits, type ItemHit } from '../catalog/items';
import { resolveScope, type Scope } from '../catalog/scope';
import { storeStats } from '../catalog/stores';
import {
  cartableItem,
  ITEM_TYPES,
  lineItem,
  lockCart,
  normalizeAddOns,
  normalizeVariation,
  ownedBy,
  type CartRow,
} from '../customer/cart';
import { resolveShopper, type Shopper } from '../customer/shopper';
import { ApiError } from '../errors';
import type { FlashTerms, ItemJson } from '../format/item';
import { firstOrderDiscount } from '../format/user';
import { openState } from '../format/store';
import { t, type ApiLocale } from '../locale';
import { CONTENT_SETTINGS, Settings } from '../settings';
import type { ApiContext } from '../types';
import { orderCoupon } from './coupon';
import { readPlaceInput, type BuyNowLine, type PlaceInput } from './input';
import { om } from './messages';
import { takeFlashSaleStock, variationStockSql } from './stock';
import { readImages, removeImages, saveImages } from './uploads';
import type { OrderAddress } from '../../db/schema/orders';
import { vehicleExtraCharge } from '../vehicles';

/** A variation's stock as a whole number (the JSON may hold a number or a numeric string). */
const variationStock = (stock: unknown): number => {
  const value = Number(stock);
  return Number.isFinite(value) ? Math.floor(value) : 0;
};

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

/** A double submit of the same body by the same owner within this window returns the first order. */
export const IDEMPOTENCY_WINDOW_MS = 30_000;

type StoreRow = typeof stores.$inferSelect;

const forbid = (code: string, message: string) => ApiError.of(403, code, message);

/** "Y-m-d H:i[:s]" at the marketplace's local time → the instant. */
export function parseLocalDateTime(value: string): Date {
  const [date, time] = value.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss = 0] = time.split(':').map(Number);
  const wanted = Date.UTC(y, m - 1, d, hh, mm, ss);
  let guess = wanted;
  for (let i = 0; i < 3; i++) {
    const local = localNow(new Date(guess));
    const [ly, lm, ld] = local.date.split('-').map(Number);
    const [lh, lmin, ls] = local.time.split(':').map(Number);
    guess += wanted - Date.UTC(ly, lm - 1, ld, lh, lmin, ls);
  }
  return new Date(guess);
}

/** The body's fingerprint for the automatic double-submit guard (files by size and name). */
function fingerprint(
  moduleId: number,
  raw: Record<string, unknown>,
  prescription: boolean,
): string {
  const entries = Object.entries(raw)
    .filter(([key]) => key !== 'guest_id')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => {
      const list = Array.isArray(value) ? value : [value];
      const norm = list.map((v) => (v instanceof File ? `file:${v.name}:${v.size}` : v));
      return [key, norm];
    });
  return createHash('sha256')
    .update(JSON.stringify([moduleId, prescription, entries]))
    .digest('hex');
}

interface PricedLine {
  row: Pick<
    CartRow,
    'item_id' | 'item_type' | 'quantity' | 'variation' | 'add_on_ids' | 'add_on_qtys'
  > & {
    id?: number;
  };
  hit: ItemHit;
  item: ItemJson;
  price: LinePrice;
}

/**
 * The running flash sale that priced a line (the catalogue query's terms, read in the placement's
 * transaction: published, in its window, with available stock), or null. Campaign lines never are.
 */
const flashSaleOf = (line: PricedLine): FlashTerms | null =>
  line.row.item_type === ITEM_TYPES.ItemCampaign ? null : line.hit.flash;

/** The lines of the order: the owner's cart for the module, or the buy-now selection. */
async function orderLines(
  scope: Scope & { module: NonNullable<Scope['module']> },
  shopper: Shopper,
  input: PlaceInput,
): Promise<{ lines: PricedLine[]; cartIds: number[] }> {
  let rows: PricedLine['row'][];
  let cartIds: number[] = [];
  if (input.is_buy_now && input.cart) {
    rows = [];
    for (const line of input.cart as BuyNowLine[]) {
      const model =
        line.model ?? (line.item_type === ITEM_TYPES.ItemCampaign ? 'ItemCampaign' : 'Item');
      const hit = await cartableItem(scope, model, line.item_id);
      const variation = normalizeVariation(hit.item, line.variation, scope.locale);
      const addOns = normalizeAddOns(
        scope,
        hit.item,
        line.add_on_ids,
        line.add_on_qtys ?? line.add_on_ids?.map(() => 1),
      );
      rows.push({
        item_id: hit.item.id,
        item_type: ITEM_TYPES[model],
        quantity: line.quantity,
        variation,
        ...addOns,
      });
    }
  } else {
    const where = ownedBy(shopper, scope.module.id);
    const cartRows = await scope.db
      .select()
      .from(carts)
      .where(input.is_buy_now && input.cart_id ? and(where, eq(carts.id, input.cart_id)) : where)
      .orderBy(carts.id);
    rows = cartRows;
    cartIds = cartRows.map((r) => r.id);
  }
  const lines: PricedLine[] = [];
  for (const row of rows) {
    const hit = await lineItem(scope, row as CartRow);
    if (!hit || hit.item.status !== 1) {
      throw forbid(
        'cart_item',
        om(scope.locale, 'item_unavailable', { name: hit?.item.name ?? `#${row.item_id}` }),
      );
    }
    const [item] = formatItemHits(scope, [hit]);
    const price = linePrice({
      item: item as unknown as OrderPricedItem,
      quantity: row.quantity,
      variation: row.variation as CartVariation[],
      add_on_ids: row.add_on_ids,
      add_on_qtys: row.add_on_qtys,
    });
    if (price.problems.length || price.unknownAddOnIds.length)
      throw forbid('variation', om(scope.locale, 'item_unavailable', { name: item.name }));
    lines.push({ row, hit, item, price });
  }
  return { lines, cartIds };
}

/** The delivery rate of an order: the store's own when it delivers itself, else the zone↔module pivot. */
async function deliveryRate(db: Db, store: StoreRow) {
  if (store.self_delivery_system === 1) {
    return {
      rate: {
        per_km_shipping_charge: store.per_km_shipping_charge,
        minimum_shipping_charge: store.minimum_shipping_charge,
        maximum_shipping_charge: store.maximum_shipping_charge,
      },
      maxCod: null as number | null,
    };
  }
  const [pivot] = await db
    .select()
    .from(zoneModules)
    .where(and(eq(zoneModules.zone_id, store.zone_id), eq(zoneModules.module_id, store.module_id)))
    .limit(1);
  return { rate: pivot ?? {}, maxCod: pivot?.maximum_cod_order_amount ?? null };
}

const contactOf = (input: PlaceInput, user: ApiContext['var']['ctx']['user']) => ({
  contact_person_name:
    input.contact_person_name ?? [user?.f_name, user?.l_name].filter(Boolean).join(' '),
  contact_person_number: input.contact_person_number
    ? (normalizePhone(input.contact_person_number) ?? input.contact_person_number)
    : (user?.phone ?? ''),
  contact_person_email: input.contact_person_email ?? user?.email ?? null,
});

export interface PlaceResult {
  status: number;
  body: Record<string, unknown>;
}

/**
 * POST customer/order/place and customer/order/prescription/place (contract §10.1): validation, the
 * server checks in the contract's order, prices recomputed from the catalogue with src/domain/order,
 * then one transaction (serialised per owner with the cart's advisory lock) that is idempotent.
 */
export async function placeOrder(
  c: ApiContext,
  opts: { prescription: boolean },
): Promise<PlaceResult> {
  const scope0 = await resolveScope(c, { module: 'optional', zone: 'optional' });
  const shopper = await resolveShopper(c);
  if (!scope0.module) throw ApiError.of(403, 'moduleId', t(scope0.locale, 'module_required'));
  const scope = { ...scope0, module: scope0.module };
  const { locale } = scope;
  const db = scope.db;
  const user = c.var.ctx.user;
  const raw = c.var.input;
  const input = readPlaceInput(raw, { guest: shopper.isGuest, prescription: opts.prescription });
  const headerKey = c.req.header('Idempotency-Key')?.trim();
  if (headerKey !== undefined && (headerKey === '' || headerKey.length > 200))
    throw forbid('Idempotency-Key', 'The Idempotency-Key header must be 1 to 200 characters.');
  const settings = await Settings.load(db, { except: CONTENT_SETTINGS });
  const now = scope.now;

  // 1. guest checkout, order type, payment method
  if (shopper.isGuest && !settings.bool('guest_checkout_status', false))
    throw forbid('guest_checkout', om(locale, 'guest_checkout_off'));
  const isParcel = input.order_type === 'parcel';
  if (isParcel !== (scope.module.module_type === 'parcel'))
    throw forbid('order_type', om(locale, 'order_type_off'));
  if (input.order_type === 'delivery' && !settings.bool('home_delivery_status', true))
    throw forbid('order_type', om(locale, 'order_type_off'));
  if (input.order_type === 'take_away' && !settings.bool('takeaway_status', true))
    throw forbid('order_type', om(locale, 'order_type_off'));
  const method = input.payment_method;
  const methodOn = {
    cash_on_delivery: settings.bool('cash_on_delivery', false),
    digital_payment: settings.bool('digital_payment', false),
    wallet: settings.bool('customer_wallet_status', false) && !shopper.isGuest,
    offline_payment: settings.bool('offline_payment_status', false),
  }[method];
  const partial = Boolean(input.partial_payment);
  if (
    !methodOn ||
    (partial &&
      (shopper.isGuest || method === 'wallet' || !settings.bool('partial_payment_status', false)))
  )
    throw forbid('payment_method', om(locale, 'payment_method_off'));
  if (isParcel && input.charge_payer === 'receiver' && method !== 'cash_on_delivery')
    throw forbid('payment_method', om(locale, 'receiver_pays_cod'));

  // Attachments (images only, ≤ 3, ≤ 2 MB each).
  const images = await readImages(raw.order_attachment, 'order_attachment', locale);
  if (opts.prescription && !images.length)
    throw forbid('order_attachment', om(locale, 'prescription_required'));

  // create_new_user: the phone and email must be free.
  const contact = contactOf(input, user);
  if (shopper.isGuest && input.create_new_user) {
    const phone = normalizePhone(contact.contact_person_number);
    const email = contact.contact_person_email
      ? normalizeEmail(contact.contact_person_email)
      : null;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        or(phone ? eq(users.phone, phone) : undefined, email ? eq(users.email, email) : undefined),
      )
      .limit(1);
    if (taken || !phone) throw forbid('contact_person_number', om(locale, 'account_exists'));
  }

  // 2. store exists and is open at schedule_at (or now); the address lies in its zone
  let store: StoreRow | null = null;
  let scheduleAt: Date | null = null;
  if (input.schedule_at) {
    scheduleAt = parseLocalDateTime(input.schedule_at);
    if (scheduleAt.getTime() < now.instant.getTime() - 60_000)
      throw forbid('schedule_at', om(locale, 'schedule_past'));
  }
  if (!isParcel) {
    [store] = await db
      .select()
      .from(stores)
      .where(
        and(
          eq(stores.id, input.store_id!),
          eq(stores.status, 1),
          eq(stores.module_id, scope.module.id),
        ),
      );
    if (!store) throw forbid('store_id', om(locale, 'store_not_found'));
    // Only a store that reads prescriptions, and only while the marketplace allows it.
    if (
      opts.prescription &&
      (!store.prescription_order || !settings.bool('prescription_order_status', false))
    )
      throw forbid('store_id', om(locale, 'prescription_off'));
    if (
      (input.order_type === 'delivery' && !store.delivery) ||
      (input.order_type === 'take_away' && !store.take_away)
    )
      throw forbid('order_type', om(locale, 'order_type_off'));
    if (scheduleAt && scheduleAt.getTime() > now.instant.getTime() + 60_000) {
      if (!store.schedule_order || !settings.bool('schedule_order', false))
        throw forbid('schedule_at', om(locale, 'schedule_off'));
    }
    const at: LocalNow = scheduleAt ? localNow(scheduleAt) : now;
    const open = store.active && openState(storeStats(scope, store.id).schedules, at).open;
    if (!open) throw forbid('store', om(locale, 'store_closed'));
  }
  let zoneId: number | null = store?.zone_id ?? null;
  let zoneRow: typeof zones.$inferSelect | undefined;
  if (input.order_type !== 'take_away') {
    const point = { lat: input.latitude!, lng: input.longitude! };
    const zoneRows = await db.select().from(zones).where(eq(zones.status, 1));
    const allZones = scope.module.all_zone_service === 1;
    const candidates =
      store && !allZones ? zoneRows.filter((z) => z.id === store!.zone_id) : zoneRows;
    zoneRow = candidates.find((z) => pointInPolygon(point, z.coordinates));
    if (!zoneRow) throw forbid('zone', om(locale, 'out_of_zone'));
    if (isParcel) {
      if (!scope.zoneIds) throw ApiError.of(403, 'zoneId', t(locale, 'zone_required'));
      zoneId = zoneRow.id;
    }
  } else if (store) {
    [zoneRow] = await db.select().from(zones).where(eq(zones.id, store.zone_id));
  }
  if (method === 'cash_on_delivery' && zoneRow && !zoneRow.cash_on_delivery)
    throw forbid('payment_method', om(locale, 'payment_method_off'));
  if (method === 'digital_payment' && zoneRow && !zoneRow.digital_payment)
    throw forbid('payment_method', om(locale, 'payment_method_off'));

  let parcelCategory: typeof parcelCategories.$inferSelect | undefined;
  if (isParcel) {
    [parcelCategory] = await db
      .select()
      .from(parcelCategories)
      .where(
        and(
          eq(parcelCategories.id, input.parcel_category_id!),
          eq(parcelCategories.module_id, scope.module.id),
          eq(parcelCategories.status, 1),
        ),
      );
    if (!parcelCategory) throw forbid('parcel_category_id', om(locale, 'parcel_category'));
  }

  const names = await saveImages(images);
  try {
    return await db.transaction(async (tx) => {
      const txScope = { ...scope, db: tx as unknown as Db };
      await lockCart(tx as unknown as Db, shopper);

      // Idempotency: an Idempotency-Key header, or the same body within the window.
      const key = headerKey
        ? `key:${headerKey}`
        : `auto:${fingerprint(scope.module.id, raw, opts.prescription)}`;
      const [previous] = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.user_id, shopper.id),
            eq(orders.is_guest, shopper.isGuest),
            eq(orders.idempotency_key, key),
          ),
        )
        .limit(1);
      if (previous) {
        const fresh = now.instant.getTime() - previous.created_at.getTime() < IDEMPOTENCY_WINDOW_MS;
        if (headerKey || fresh) {
          await removeImages(names);
          return { status: 200, body: placedBody(previous, locale) };
        }
        await tx.update(orders).set({ idempotency_key: null }).where(eq(orders.id, previous.id));
      }

      const { lines, cartIds } =
        isParcel || opts.prescription
          ? { lines: [] as PricedLine[], cartIds: [] as number[] }
          : await orderLines(txScope, shopper, input);

      // 4. coupon
      const coupon =
        input.coupon_code && !isParcel
          ? await orderCoupon(tx as unknown as Db, input.coupon_code, store, shopper, now, locale)
          : null;
      // 5. every line from the store
      if (store && lines.some((l) => l.item.store_id !== store!.id))
        throw forbid('different_stores', om(locale, 'different_stores'));
      // 6. stock (modules that track it), 7. maximum quantity
      const tracksStock = scope.module.module_type !== 'food';
      if (tracksStock) {
        // Every line of one item (and of one of its variations) counts together.
        const perItem = new Map<string, number>();
        const perVariation = new Map<string, number>();
        for (const l of lines) {
          const key = `${l.row.item_type}:${l.row.item_id}`;
          perItem.set(key, (perItem.get(key) ?? 0) + l.price.quantity);
          if (l.price.variant !== null) {
            const vkey = `${key}:${l.price.variant}`;
            perVariation.set(vkey, (perVariation.get(vkey) ?? 0) + l.price.quantity);
          }
        }
        for (const l of lines) {
          const key = `${l.row.item_type}:${l.row.item_id}`;
          if ((perItem.get(key) ?? 0) > l.item.stock)
            throw forbid('stock', om(locale, 'stock', { name: l.item.name }));
          if (l.price.variant === null) continue;
          const variation = l.item.variations.find((v) => v.type === l.price.variant);
          const wanted = perVariation.get(`${key}:${l.price.variant}`) ?? 0;
          if (!variation || wanted > variationStock(variation.stock))
            throw forbid(
              'stock',
              om(locale, 'variation_stock', { name: l.item.name, variation: l.price.variant }),
            );
        }
      }
      for (const l of lines) {
        const max = l.item.maximum_cart_quantity;
        if (max && l.price.quantity > max)
          throw forbid(
            'maximum_cart_quantity',
            om(locale, 'max_quantity', { name: l.item.name, max }),
          );
      }
      // 8. prescription
      if (!images.length && lines.some((l) => l.item.is_prescription_required === 1))
        throw forbid('order_attachment', om(locale, 'prescription_required'));
      // 9. empty cart
      if (!lines.length && !isParcel && !opts.prescription)
        throw forbid('empty_cart', om(locale, 'empty_cart'));

      // Pricing (never from the client).
      const storeRule = lines.find((l) => l.hit.discount)?.hit.discount ?? null;
      const sub = cartSubtotal(
        lines.map((l) => l.price),
        storeRule
          ? {
              discount: storeRule.discount,
              min_purchase: storeRule.min_purchase,
              max_discount: storeRule.max_discount,
            }
          : null,
      );
      // Flash-sale lines carry the sale's discount (the catalogue priced them with it and no store
      // discount); it is reported apart from the store discount, as the admin's and the store's parts.
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
      let couponAmount = 0;
      let freeDeliveryCoupon = false;
      if (coupon) {
        const result = couponDiscount(coupon, sub.total);
        if (!result.ok)
          throw forbid('coupon', om(locale, 'coupon_min_purchase', { amount: result.minPurchase }));
        couponAmount = result.discount;
        freeDeliveryCoupon = result.freeDelivery;
      }
      let referral = 0;
      if (user && lines.length) {
        const [{ n }] = await tx
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(orders)
          .where(and(eq(orders.user_id, user.id), eq(orders.is_guest, false)));
        const first = firstOrderDiscount(user, n, settings, now.instant);
        if (first.is_valid_for_discount) {
          const base = Math.max(0, sub.total - couponAmount);
          referral = roundMoney(
            first.discount_amount_type === 'percentage'
              ? (base * first.discount_amount) / 100
              : first.discount_amount,
          );
        }
      }
      const distance = input.distance ?? 0;
      let delivery = 0;
      let originalDelivery = 0;
      let maxCod: number | null = null;
      let freeBy: 'admin' | 'vendor' | null = null;
      if (isParcel) {
        delivery = originalDelivery = parcelCharge(distance, parcelCategory, {
          parcel_per_km_shipping_charge: settings.num('parcel_per_km_shipping_charge', 0),
          parcel_minimum_shipping_charge: settings.num('parcel_minimum_shipping_charge', 0),
        });
        const [pivot] = await tx
          .select()
          .from(zoneModules)
          .where(and(eq(zoneModules.zone_id, zoneId!), eq(zoneModules.module_id, scope.module.id)));
        maxCod = pivot?.maximum_cod_order_amount ?? null;
      } else if (store) {
        const { rate, maxCod: cap } = await deliveryRate(tx as unknown as Db, store);
        maxCod = cap;
        if (input.order_type === 'delivery') {
          originalDelivery = deliveryCharge({
            distance,
            rate,
            extraCharge: await vehicleExtraCharge(tx as unknown as Db, distance),
            increasedFeePercent:
              zoneRow?.increased_delivery_fee_status === 1 ? zoneRow.increased_delivery_fee : 0,
          });
          const reason = freeDeliveryReason({
            admin: settings.obj('admin_free_delivery'),
            storeFreeDelivery: store.free_delivery,
            freeDeliveryCoupon,
            orderAmount: sub.total - couponAmount,
          });
          freeBy = freeDeliveryBy(reason, coupon?.created_by);
          delivery = reason ? 0 : originalDelivery;
        }
      }
      const delivering = input.order_type !== 'take_away';
      const totals = orderTotals({
        subtotal: sub.subtotal,
        discount: sub.discount,
        couponDiscount: couponAmount,
        referralDiscount: referral,
        taxPercent: store?.tax ?? 0,
        deliveryCharge: delivery,
        tips: delivering && settings.bool('dm_tips_status', false) ? (input.dm_tips ?? 0) : 0,
        serviceFee: settings.bool('additional_charge_status', false)
          ? settings.num('additional_charge', 0)
          : 0,
        packaging:
          store?.extra_packaging_status && (input.extra_packaging_amount ?? 0) > 0
            ? store.extra_packaging_amount
            : 0,
      });

      // 10. minimum order
      if (store && lines.length && store.minimum_order > 0 && sub.total < store.minimum_order)
        throw ApiError.of(
          406,
          'order_time',
          om(locale, 'minimum_order', { amount: store.minimum_order }),
        );
      // 11. wallet balance
      let walletPaid = 0;
      let balance = 0;
      if (user && (method === 'wallet' || partial)) {
        const [fresh] = await tx
          .select({ b: users.wallet_balance })
          .from(users)
          .where(eq(users.id, user.id));
        balance = fresh?.b ?? 0;
        if (method === 'wallet') {
          if (balance < totals.total)
            throw ApiError.of(203, 'order_amount', om(locale, 'wallet_low'));
          walletPaid = totals.total;
        } else {
          if (balance <= 0) throw ApiError.of(203, 'order_amount', om(locale, 'wallet_low'));
          walletPaid = Math.min(balance, totals.total);
        }
      }
      // 12. maximum COD amount for the zone/module
      if (method === 'cash_on_delivery') {
        const cod = codAllowed(
          {
            configEnabled: true,
            zoneEnabled: zoneRow?.cash_on_delivery ?? true,
            maxAmount: maxCod,
          },
          totals.total - walletPaid,
        );
        if (!cod.allowed) throw ApiError.of(203, 'order_amount', om(locale, 'cod_limit'));
      }

      // Guest creates an account while ordering.
      let owner: Shopper = shopper;
      if (shopper.isGuest && input.create_new_user) {
        const [first, ...rest] = contact.contact_person_name.trim().split(/\s+/);
        const [created] = await tx
          .insert(users)
          .values({
            f_name: first,
            l_name: rest.join(' ') || null,
            phone: normalizePhone(contact.contact_person_number),
            email: contact.contact_person_email
              ? normalizeEmail(contact.contact_person_email)
              : null,
            password: await hashPassword(input.password!),
            ref_code: generateRefCode(),
            login_medium: 'manual',
          })
          .returning({ id: users.id });
        owner = { id: created.id, isGuest: false };
      }

      const paidInFull = method === 'wallet';
      const confirmed = paidInFull || partial;
      const simulated = method === 'cash_on_delivery' || confirmed;
      const address: OrderAddress = {
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
      const receiver = input.receiver_details
        ? {
            ...input.receiver_details,
            latitude: String(input.receiver_details.latitude),
            longitude: String(input.receiver_details.longitude),
            address_type: input.receiver_details.address_type ?? 'others',
          }
        : null;
      const [order] = await tx
        .insert(orders)
        .values({
          user_id: owner.id,
          is_guest: owner.isGuest,
          idempotency_key: owner === shopper ? key : null,
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
          original_delivery_charge: originalDelivery,
          additional_charge: totals.serviceFee,
          extra_packaging_amount: totals.packaging,
          dm_tips: totals.tips,
          partially_paid_amount: partial ? walletPaid : 0,
          bring_change_amount: input.bring_change_amount ?? 0,
          payment_status: paidInFull ? 'paid' : partial ? 'partially_paid' : 'unpaid',
          payment_method: partial ? 'partial_payment' : method,
          order_status: confirmed ? 'confirmed' : 'pending',
          pending: now.instant,
          confirmed: confirmed ? now.instant : null,
          order_type: input.order_type,
          store_id: store?.id ?? null,
          zone_id: zoneId,
          module_id: scope.module.id,
          schedule_at: scheduleAt ?? now.instant,
          scheduled: scheduleAt && scheduleAt.getTime() > now.instant.getTime() + 60_000 ? 1 : 0,
          delivery_time: store?.delivery_time ?? null,
          processing_time: null,
          distance,
          otp: String(randomInt(1000, 10000)),
          order_note: input.order_note ?? null,
          delivery_instruction: input.delivery_instruction ?? null,
          unavailable_item_note: input.unavailable_item_note ?? null,
          cutlery: Boolean(input.cutlery),
          prescription_order: opts.prescription,
          free_delivery_by: freeBy,
          discount_on_product_by: 'vendor',
          delivery_address: address,
          receiver_details: receiver,
          charge_payer: isParcel ? (input.charge_payer ?? 'sender') : null,
          parcel_category_id: parcelCategory?.id ?? null,
          order_attachment: names,
          simulation_started_at: simulated ? now.instant : null,
          created_at: now.instant,
          updated_at: now.instant,
        })
        .returning();
      if (lines.length) {
        await tx.insert(orderDetails).values(
          lines.map((l) => ({
            order_id: order.id,
            item_id: l.row.item_type === ITEM_TYPES.ItemCampaign ? null : l.item.id,
            item_campaign_id: l.row.item_type === ITEM_TYPES.ItemCampaign ? l.item.id : null,
            price: l.price.unitPrice,
            quantity: l.price.quantity,
            item_details: l.item as unknown as Record<string, unknown>,
            variation: l.price.variation as unknown[],
            variant: l.price.variant,
            add_ons: l.price.addOns,
            total_add_on_price: l.price.addOnTotal,
            discount_on_item: l.price.unitDiscount,
            discount_type: flashSaleOf(l)
              ? 'flash_sale'
              : l.price.discount?.type === 'amount'
                ? 'amount'
                : 'discount_on_product',
            discount_percentage: l.price.discount?.type === 'percent' ? l.price.discount.value : 0,
            category_id: l.item.category_id,
            flash_sale_item_id: flashSaleOf(l)?.id ?? null,
            created_at: now.instant,
            updated_at: now.instant,
          })),
        );
        if (tracksStock) {
          for (const l of lines) {
            if (l.row.item_type === ITEM_TYPES.ItemCampaign) continue;
            // Conditional, like the variation below: a concurrent order that took the last units
            // first (the row is re-read under its lock) makes this one fail and roll back.
            const takenFromItem = await tx
              .update(items)
              .set({
                stock: sql`${items.stock} - ${l.price.quantity}`,
                order_count: sql`${items.order_count} + 1`,
              })
              .where(and(eq(items.id, l.item.id), gte(items.stock, l.price.quantity)))
              .returning({ id: items.id });
            if (!takenFromItem.length)
              throw forbid('stock', om(locale, 'stock', { name: l.item.name }));
            // The running sale's units, likewise (the sale's available stock is the item's stock
            // the catalogue reports): when a concurrent order took them first, this one fails.
            const sale = flashSaleOf(l);
            if (sale && !(await takeFlashSaleStock(tx as unknown as Db, sale.id, l.price.quantity)))
              throw forbid('stock', om(locale, 'stock', { name: l.item.name }));
            if (l.price.variant === null) continue;
            // The chosen variation's stock, in the same transaction; a concurrent order that took
            // it first (the row is re-read under its lock) makes this one fail and roll back.
            const taken = await tx
              .update(items)
              .set({ variations: takeVariationStock(l.price.variant, l.price.quantity) })
              .where(
                and(eq(items.id, l.item.id), hasVariationStock(l.price.variant, l.price.quantity)),
              )
              .returning({ id: items.id });
            if (!taken.length)
              throw forbid(
                'stock',
                om(locale, 'variation_stock', { name: l.item.name, variation: l.price.variant }),
              );
          }
        }
      }
      const legs: (typeof orderPayments.$inferInsert)[] = [];
      if (partial) {
        legs.push({
          order_id: order.id,
          amount: walletPaid,
          payment_status: 'paid',
          payment_method: 'wallet',
        });
        legs.push({
          order_id: order.id,
          amount: roundMoney(totals.total - walletPaid),
          payment_status: 'unpaid',
          payment_method: method,
        });
      } else {
        legs.push({
          order_id: order.id,
          amount: totals.total,
          payment_status: paidInFull ? 'paid' : 'unpaid',
          payment_method: method,
        });
      }
      await tx.insert(orderPayments).values(legs);
      if (walletPaid > 0 && user) {
        const [after] = await tx
          .update(users)
          .set({ wallet_balance: sql`${users.wallet_balance} - ${walletPaid}` })
          .where(eq(users.id, user.id))
          .returning({ balance: users.wallet_balance });
        await tx.insert(walletTransactions).values({
          user_id: user.id,
          transaction_id: randomUUID(),
          debit: walletPaid,
          balance: after.balance,
          transaction_type: partial ? 'partial_payment' : 'order_place',
          reference: String(order.id),
        });
      }
      // Empty the cart (buy-now with a cart JSON leaves it alone).
      if (cartIds.length) await tx.delete(carts).where(inArray(carts.id, cartIds));
      return { status: 200, body: placedBody(order, locale) };
    });
  } catch (error) {
    await removeImages(names);
    throw error;
  }
}

function placedBody(order: typeof orders.$inferSelect, locale: ApiLocale) {
  const local = localNow(order.created_at);
  return {
    message: om(locale, 'order_placed'),
    order_id: order.id,
    total_ammount: order.order_amount,
    status: order.order_status === 'confirmed' ? 'confirmed' : 'pending',
    created_at: `${local.date} ${local.time}`,
    user_id: order.user_id,
  };
}
