import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { items, modules, orderDetails, orders } from '../../db/schema';

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
 * A canceled order gives back the stock its placement took: each item line's quantity to the item
 * and to the chosen variation. Food modules keep no stock and campaign lines take none, as at
 * placement (place.ts). Runs inside the cancellation's transaction.
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
  }
}
