import { and, desc, eq, inArray, isNotNull, max, ne } from 'drizzle-orm';
import { items, orderDetails, orders, stores } from '../../db/schema';
import { formatItemHits, queryItems } from '../catalog/items';
import { resolveScope, storeScope } from '../catalog/scope';
import { formatStoreHits, queryStores } from '../catalog/stores';
import { currentUser } from '../middleware/guards';
import type { ApiContext } from '../types';

/** How many stores the section shows, and reorderable items per store (API-CUSTOMER-4: ≤ 5). */
const MAX_STORES = 20;
const ITEMS_PER_STORE = 5;

/**
 * GET /customer/visit-again (auth:api; zoneId and moduleId required): the stores of the module,
 * visible in the zones, that the member has ordered from (any order but a failed payment), most recent
 * first, each with `items`: the member's most recently ordered items of that store that can still be
 * bought (active, approved), at most five.
 */
export async function visitAgain(c: ApiContext) {
  const scope = await resolveScope(c, { module: 'required', zone: 'required' });
  const placed = and(
    eq(orders.user_id, currentUser(c).id),
    eq(orders.is_guest, false),
    eq(orders.module_id, scope.module!.id),
    isNotNull(orders.store_id),
    ne(orders.order_status, 'failed'),
  );
  const lastOrder = max(orders.created_at);
  const recent = await scope.db
    .select({ store_id: stores.id, last: lastOrder })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.store_id))
    .where(and(placed, ...storeScope(scope)))
    .groupBy(stores.id)
    .orderBy(desc(lastOrder), desc(stores.id))
    .limit(MAX_STORES);
  if (!recent.length) return c.json([]);
  const storeIds = recent.map((row) => row.store_id);

  const lastLine = max(orderDetails.id);
  const [storeResult, lines] = await Promise.all([
    queryStores(scope, { where: [inArray(stores.id, storeIds)], openFirst: false }),
    scope.db
      .select({ store_id: orders.store_id, item_id: orderDetails.item_id })
      .from(orderDetails)
      .innerJoin(orders, eq(orders.id, orderDetails.order_id))
      .where(and(placed, inArray(orders.store_id, storeIds), isNotNull(orderDetails.item_id)))
      .groupBy(orders.store_id, orderDetails.item_id)
      .orderBy(desc(lastOrder), desc(lastLine)),
  ]);
  const itemIds = [...new Set(lines.map((line) => line.item_id as number))];
  const { hits: itemHits } = itemIds.length
    ? await queryItems(scope, { where: [inArray(items.id, itemIds)] })
    : { hits: [] };
  const formattedItems = new Map(
    formatItemHits(scope, itemHits).map((item) => [item.id, item] as const),
  );
  const itemsOf = (storeId: number) =>
    lines
      .filter((line) => line.store_id === storeId)
      .flatMap((line) => {
        const item = formattedItems.get(line.item_id as number);
        return item && item.store_id === storeId ? [item] : [];
      })
      .slice(0, ITEMS_PER_STORE);

  const rank = new Map(storeIds.map((id, i) => [id, i]));
  const hits = [...storeResult.hits].sort(
    (a, b) => (rank.get(a.row.id) ?? 0) - (rank.get(b.row.id) ?? 0),
  );
  return c.json(
    formatStoreHits(scope, hits).map((store) => ({ ...store, items: itemsOf(store.id) })),
  );
}
