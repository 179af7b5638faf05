import { and, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { flashSaleItems, items, modules, orderDetails, orders } from '../../db/schema';

/** SQL: the stock of a variation element of items.variations, as an integer (0 when unreadable). */
export const variationStockSql = (element: SQL) =>
  sql`(case when (${element}->>'stock') ~ '^\s*-?[0-9]+(\.[0-9]+)?\s*$'
    then floor((${element}->>'stock')::numeric) else 0 end)`;

/** items.variations with `quantity` added back to the stock of the variation `type`. */
const giveVariationStock = (type: string, quantity: number): SQL =>
  sql`(select jsonb_agg(case when e.v->>'type' = ${type}
      then jsonb_set(e.v, '{stock}', to_jsonb((${variationStockSql(sql`e.v`)} + ${quantity})::int))
      else e.v end order by e.n)
    from jsonb_array_elements(${items.variations}) with ordinality e(v, n))`;

/**
 * Takes `quantity` units of a running flash sale's line (flash_sale_items): `sold` up, `available_stock`
 * down. Conditional on the row still holding them: on PostgreSQL a concurrent order that took the last
 * units first holds the row lock until it commits, and this UPDATE then re-reads the row and matches
 * nothing. False when the units are gone (the caller fails the order and its transaction rolls back).
 */
export async function takeFlashSaleStock(
  tx: Db,
  flashSaleItemId: number,
  quantity: number,
): Promise<boolean> {
  const taken = await tx
    .update(flashSaleItems)
    .set({
      sold: sql`${flashSaleItems.sold} + ${quantity}`,
      available_stock: sql`${flashSaleItems.available_stock} - ${quantity}`,
    })
    .where(
      and(eq(flashSaleItems.id, flashSaleItemId), gte(flashSaleItems.available_stock, quantity)),
    )
    .returning({ id: flashSaleItems.id });
  return taken.length > 0;
}

/**
 * Gives `quantity` units back to a flash sale's line: `sold` never below 0, `available_stock` never
 * above the line's `stock` (the sale's allotment).
 */
async function giveFlashSaleStock(tx: Db, flashSaleItemId: number, quantity: number) {
  await tx
    .update(flashSaleItems)
    .set({
      sold: sql`greatest(${flashSaleItems.sold} - ${quantity}, 0)`,
      available_stock: sql`least(${flashSaleItems.available_stock} + ${quantity}, ${flashSaleItems.stock})`,
    })
    .where(eq(flashSaleItems.id, flashSaleItemId));
}

/**
 * A canceled order gives back the stock its placement took: each item line's quantity to the item,
 * to the chosen variation and to the flash sale line that priced it. Food modules keep no stock and
 * campaign lines take none, as at placement (place.ts). Runs inside the cancellation's transaction.
 */
export async function restoreOrderStock(tx: Db, orderId: number): Promise<void> {
  const [order] = await tx
    .select({ moduleType: modules.module_type })
    .from(orders)
    .innerJoin(modules, eq(modules.id, orders.module_id))
    .where(eq(orders.id, orderId));
  if (!order || order.moduleType === 'food') return;
  const lines = await tx
    .select({
      itemId: orderDetails.item_id,
      quantity: orderDetails.quantity,
      variant: orderDetails.variant,
      flashSaleItemId: orderDetails.flash_sale_item_id,
    })
    .from(orderDetails)
    .where(and(eq(orderDetails.order_id, orderId), isNotNull(orderDetails.item_id)));
  for (const line of lines) {
    if (line.itemId === null) continue;
    await tx
      .update(items)
      .set({
        stock: sql`${items.stock} + ${line.quantity}`,
        ...(line.variant ? { variations: giveVariationStock(line.variant, line.quantity) } : {}),
      })
      .where(eq(items.id, line.itemId));
    if (line.flashSaleItemId !== null)
      await giveFlashSaleStock(tx, line.flashSaleItemId, line.quantity);
  }
}
