import { and, eq } from 'drizzle-orm';
import { carts } from '../../../db/schema';
import {
  linePrice,
  type CartVariation,
  type LinePrice,
  type OrderPricedItem,
} from '@/domain/order';
import { formatItemHits, type ItemHit } from '../../catalog/items';
import {
  cartableItem,
  ITEM_TYPES,
  lineItem,
  normalizeAddOns,
  normalizeVariation,
  ownedBy,
  type CartRow,
} from '../../customer/cart';
import type { Shopper } from '../../customer/shopper';
import type { FlashTerms, ItemJson } from '../../format/item';
import type { BuyNowLine, PlaceInput } from '../input';
import { om } from '../messages';
import { forbid, type OrderScope } from './shared';

/** A line of the order, priced from the catalogue (never from the client). */
export interface PricedLine {
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

export const isCampaignLine = (line: Pick<PricedLine, 'row'>): boolean =>
  line.row.item_type === ITEM_TYPES.ItemCampaign;

/**
 * The running flash sale that priced a line (the catalogue query's terms, read in the placement's
 * transaction: published, in its window, with available stock), or null. Campaign lines never are.
 */
export const flashSaleOf = (line: Pick<PricedLine, 'row' | 'hit'>): FlashTerms | null =>
  isCampaignLine(line) ? null : line.hit.flash;

/** The buy-now selection as cart rows (each item checked as the cart checks it). */
async function buyNowRows(scope: OrderScope, cart: BuyNowLine[]): Promise<PricedLine['row'][]> {
  const rows: PricedLine['row'][] = [];
  for (const line of cart) {
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
  return rows;
}

/**
 * The lines of the order: the owner's cart for the module (or its one `cart_id` line for buy-now),
 * else the buy-now selection; each item re-read (it must still be on sale) and priced with
 * src/domain/order. `scope.db` is the placement's transaction. `cartIds` are the cart rows to
 * empty.
 */
export async function orderLines(
  scope: OrderScope,
  shopper: Shopper,
  input: PlaceInput,
): Promise<{ lines: PricedLine[]; cartIds: number[] }> {
  let rows: PricedLine['row'][];
  let cartIds: number[] = [];
  if (input.is_buy_now && input.cart) {
    rows = await buyNowRows(scope, input.cart);
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
