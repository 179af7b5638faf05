import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import {
  deliveryMen,
  orderDetails,
  orderPayments,
  orders,
  parcelCategories,
  stores,
} from '../../db/schema';
import { catalogNow } from '../catalog/clock';
import { formatStoreHits, queryStores } from '../catalog/stores';
import type { Scope } from '../catalog/scope';
import type { Shopper } from '../customer/shopper';
import {
  formatDeliveryMan,
  formatOrder,
  formatParcelCategory,
  type DeliveryManRow,
} from './format';
import { orderExtras } from './extras';
import { advanceOrders, courierPosition, type OrderRow } from './simulation';

export const FINISHED_STATUSES = [
  'delivered',
  'canceled',
  'refund_requested',
  'refund_request_canceled',
  'refunded',
  'failed',
  'returned',
];

/** The owner's orders (a guest reads only the orders placed with their own guest id). */
export const ownerOf = (shopper: Shopper): SQL =>
  and(eq(orders.user_id, shopper.id), eq(orders.is_guest, shopper.isGuest))!;

/**
 * The orders a member has placed (as a member, not as a guest): customer/info's `order_count` and
 * the first-order discount read the same number.
 */
export async function memberOrderCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(ownerOf({ id: userId, isGuest: false }));
  return Number(row?.n ?? 0);
}

/** Brings the owner's simulated orders up to date before a read (announced in the reader's language). */
export async function refreshOrders(scope: Scope, where: SQL): Promise<void> {
  await advanceOrders(scope.db, where, catalogNow(), scope.locale);
}

/** Order JSON for rows, with their stores, couriers, parcel categories and detail counts. */
export async function formatOrders(scope: Scope, rows: OrderRow[], opts: { track?: boolean } = {}) {
  const storeIds = [
    ...new Set(rows.map((r) => r.store_id).filter((id): id is number => id !== null)),
  ];
  const dmIds = [
    ...new Set(rows.map((r) => r.delivery_man_id).filter((id): id is number => id !== null)),
  ];
  const categoryIds = [
    ...new Set(rows.map((r) => r.parcel_category_id).filter((id): id is number => id !== null)),
  ];
  const orderIds = rows.map((r) => r.id);
  const [storeHits, dms, categories, counts, payments, extras] = await Promise.all([
    storeIds.length
      ? queryStores(scope, { unscoped: true, where: [inArray(stores.id, storeIds)] })
      : Promise.resolve({ hits: [], total: 0 }),
    dmIds.length
      ? scope.db.select().from(deliveryMen).where(inArray(deliveryMen.id, dmIds))
      : Promise.resolve([] as DeliveryManRow[]),
    categoryIds.length
      ? scope.db.select().from(parcelCategories).where(inArray(parcelCategories.id, categoryIds))
      : Promise.resolve([]),
    orderIds.length
      ? scope.db
          .select({ id: orderDetails.order_id, n: count() })
          .from(orderDetails)
          .where(inArray(orderDetails.order_id, orderIds))
          .groupBy(orderDetails.order_id)
      : Promise.resolve([]),
    opts.track && orderIds.length
      ? scope.db
          .select()
          .from(orderPayments)
          .where(inArray(orderPayments.order_id, orderIds))
          .orderBy(asc(orderPayments.id))
      : Promise.resolve([]),
    orderExtras(scope.db, orderIds, scope.origin),
  ]);
  const storeJson = new Map(
    formatStoreHits(scope, storeHits.hits).map((json) => [json.id, json] as const),
  );
  const storeRow = new Map(storeHits.hits.map((hit) => [hit.row.id, hit.row] as const));
  const dmById = new Map(dms.map((dm) => [dm.id, dm] as const));
  const categoryById = new Map(categories.map((row) => [row.id, row] as const));
  const countById = new Map(counts.map((row) => [row.id, Number(row.n)] as const));
  const now = catalogNow();
  return rows.map((order) => {
    const dm = order.delivery_man_id ? dmById.get(order.delivery_man_id) : undefined;
    const store = order.store_id ? storeRow.get(order.store_id) : undefined;
    const from = store
      ? { lat: Number(store.latitude), lng: Number(store.longitude) }
      : order.delivery_address?.latitude
        ? {
            lat: Number(order.delivery_address.latitude),
            lng: Number(order.delivery_address.longitude),
          }
        : null;
    const category = order.parcel_category_id
      ? categoryById.get(order.parcel_category_id)
      : undefined;
    const moduleRow = scope.ref.modules.get(order.module_id);
    const storeJsonValue = order.store_id ? storeJson.get(order.store_id) : undefined;
    return formatOrder(
      order,
      {
        moduleType: moduleRow?.module_type ?? null,
        store: storeJsonValue ?? null,
        deliveryMan: dm
          ? formatDeliveryMan(dm, scope.origin, courierPosition(order, from, now))
          : null,
        parcelCategory: category
          ? formatParcelCategory(category, scope.locale, scope.origin)
          : null,
        detailsCount: countById.get(order.id) ?? 0,
        payments: opts.track ? payments.filter((p) => p.order_id === order.id) : undefined,
        extra: {
          // The refund request and, for an offline payment, what the customer sent.
          ...extras.get(order.id),
          ...(opts.track
            ? {
                reviews: [],
                offline_payment: extras.get(order.id)?.offline_payment ?? null,
                min_delivery_time: storeJsonValue?.min_delivery_time ?? null,
                max_delivery_time: storeJsonValue?.max_delivery_time ?? null,
              }
            : {}),
        },
      },
      scope.origin,
    );
  });
}

/** The order `orderId` if it is the owner's: another shopper's order id matches nothing. */
export const ownOrderWhere = (shopper: Shopper, orderId: number): SQL =>
  and(eq(orders.id, orderId), ownerOf(shopper))!;

/** One order of the owner (404 handled by the caller). */
export async function ownOrder(scope: Scope, shopper: Shopper, orderId: number) {
  const [row] = await scope.db
    .select()
    .from(orders)
    .where(ownOrderWhere(shopper, orderId))
    .limit(1);
  return row;
}
