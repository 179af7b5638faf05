import type { Db } from '../../../db';
import { codAllowed, walletShare, type LinePrice, type WalletShare } from '@/domain/order';
import { ApiError } from '../../errors';
import type { ItemJson } from '../../format/item';
import type { ApiLocale } from '../../locale';
import { om } from '../messages';
import { lockMember } from '../../wallet/ledger';
import type { PricedLine } from './lines';
import { forbid, type PaymentMethod, type StoreRow, type ZoneRow } from './shared';

/**
 * The limits of an order: its lines (one store, stock, maximum quantity, prescription, not empty)
 * once they are read, and its amount (minimum order, wallet balance, cash-on-delivery cap) once it
 * is priced. Pure but for walletBalance; each throws the placement's refusal.
 */

/** What the line limits read of a line. */
export interface LineFacts {
  row: Pick<PricedLine['row'], 'item_type' | 'item_id'>;
  item: Pick<
    ItemJson,
    | 'name'
    | 'store_id'
    | 'stock'
    | 'variations'
    | 'maximum_cart_quantity'
    | 'is_prescription_required'
  >;
  price: Pick<LinePrice, 'quantity' | 'variant'>;
}

/** A variation's stock as a whole number (the JSON may hold a number or a numeric string). */
export const variationStock = (stock: unknown): number => {
  const value = Number(stock);
  return Number.isFinite(value) ? Math.floor(value) : 0;
};

const lineKey = (line: LineFacts) => `${line.row.item_type}:${line.row.item_id}`;

/**
 * Stock, in modules that track it: every line of one item (and of one of its variations) counts
 * together against the item's (and the variation's) stock.
 */
export function checkStock(lines: readonly LineFacts[], locale: ApiLocale): void {
  const perItem = new Map<string, number>();
  const perVariation = new Map<string, number>();
  for (const l of lines) {
    const key = lineKey(l);
    perItem.set(key, (perItem.get(key) ?? 0) + l.price.quantity);
    if (l.price.variant !== null) {
      const vkey = `${key}:${l.price.variant}`;
      perVariation.set(vkey, (perVariation.get(vkey) ?? 0) + l.price.quantity);
    }
  }
  for (const l of lines) {
    const key = lineKey(l);
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

/**
 * The line limits, in order (the first that fails is the answer): every line from the store, stock
 * (modules that track it), each line within the item's maximum quantity, an attachment when an item
 * needs a prescription, and at least one line (parcels and prescription orders have none).
 */
export function checkLines(
  lines: readonly LineFacts[],
  ctx: {
    store: Pick<StoreRow, 'id'> | null;
    tracksStock: boolean;
    hasImages: boolean;
    isParcel: boolean;
    prescription: boolean;
    locale: ApiLocale;
  },
): void {
  const { store, locale } = ctx;
  if (store && lines.some((l) => l.item.store_id !== store.id))
    throw forbid('different_stores', om(locale, 'different_stores'));
  if (ctx.tracksStock) checkStock(lines, locale);
  for (const l of lines) {
    const max = l.item.maximum_cart_quantity;
    if (max && l.price.quantity > max)
      throw forbid('maximum_cart_quantity', om(locale, 'max_quantity', { name: l.item.name, max }));
  }
  if (!ctx.hasImages && lines.some((l) => l.item.is_prescription_required === 1))
    throw forbid('order_attachment', om(locale, 'prescription_required'));
  if (!lines.length && !ctx.isParcel && !ctx.prescription)
    throw forbid('empty_cart', om(locale, 'empty_cart'));
}

/** The store's minimum order, on the items after discounts (orders with lines only). */
export function checkMinimumOrder(
  store: Pick<StoreRow, 'minimum_order'> | null,
  itemsAmount: number,
  lineCount: number,
  locale: ApiLocale,
): void {
  if (store && lineCount && store.minimum_order > 0 && itemsAmount < store.minimum_order)
    throw ApiError.of(
      406,
      'order_time',
      om(locale, 'minimum_order', { amount: store.minimum_order }),
    );
}

/**
 * What the wallet pays and what is left (walletShare of src/domain/order/payment.ts, which the
 * checkout shows too): the whole total for a wallet order, what the balance holds of a partial
 * payment, else nothing; 203 `order_amount` when the wallet cannot pay its part.
 */
export function walletPayment(
  payment: { method: PaymentMethod; partial: boolean; balance: number; total: number },
  locale: ApiLocale,
): WalletShare {
  const share = walletShare(payment);
  if (!share) throw ApiError.of(203, 'order_amount', om(locale, 'wallet_low'));
  return share;
}

/**
 * The customer's wallet balance, read in the placement's transaction with the user's row locked
 * until it ends (../../wallet/ledger.ts), so that two orders paid from one wallet take turns.
 */
export async function walletBalance(db: Db, userId: number): Promise<number> {
  return (await lockMember(db, userId))?.wallet ?? 0;
}

/** Cash on delivery: the zone must take it and what is left to pay stay within the zone's cap. */
export function checkCodLimit(
  cod: {
    method: PaymentMethod;
    zoneRow: Pick<ZoneRow, 'cash_on_delivery'> | undefined;
    maxCod: number | null;
    /** What is paid on delivery (the total less the wallet's part). */
    amount: number;
  },
  locale: ApiLocale,
): void {
  if (cod.method !== 'cash_on_delivery') return;
  const check = codAllowed(
    {
      configEnabled: true,
      zoneEnabled: cod.zoneRow?.cash_on_delivery ?? true,
      maxAmount: cod.maxCod,
    },
    cod.amount,
  );
  if (!check.allowed) throw ApiError.of(203, 'order_amount', om(locale, 'cod_limit'));
}
