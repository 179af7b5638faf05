import { and, count, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { coupons, orders } from '../../db/schema';
import type { LocalNow } from '../catalog/clock';
import { ApiError } from '../errors';
import type { CouponRow } from '../format/campaign';
import type { ApiLocale } from '../locale';
import type { Shopper } from '../customer/shopper';
import { om } from './messages';

const VOID_STATUSES = ['canceled', 'failed', 'refunded'];

/**
 * The coupon of an order (API-ORDERS-2, the coupon check; the same rules as GET coupon/apply): active, running
 * today, of the store's module, valid for the store or its zone, addressed to the customer, first-order
 * coupons only for a first order, within the per-customer limit. 403 `coupon` otherwise.
 */
export async function orderCoupon(
  db: Db,
  code: string,
  store: { id: number; zone_id: number; module_id: number } | null,
  shopper: Shopper,
  now: LocalNow,
  locale: ApiLocale,
): Promise<CouponRow> {
  const fail = (key: Parameters<typeof om>[1]) => ApiError.of(403, 'coupon', om(locale, key));
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, code), eq(coupons.status, 1)))
    .limit(1);
  if (!coupon) throw fail('coupon_invalid');
  if (coupon.start_date > now.date || coupon.expire_date < now.date) throw fail('coupon_expired');
  if (store && coupon.module_id !== null && coupon.module_id !== store.module_id)
    throw fail('coupon_invalid');
  if (coupon.coupon_type === 'store_wise' && !coupon.data.map(Number).includes(store?.id ?? -1))
    throw fail('coupon_invalid');
  if (coupon.coupon_type === 'zone_wise' && !coupon.data.map(Number).includes(store?.zone_id ?? -1))
    throw fail('coupon_invalid');
  const forCustomer = coupon.customer_id.some(
    (id) => id === 'all' || (!shopper.isGuest && Number(id) === shopper.id),
  );
  if (!forCustomer) throw fail('coupon_not_eligible');
  const [used] = await db
    .select({
      all: count(),
      withCode: sql<number>`count(*) filter (where ${orders.coupon_code} = ${code})`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(
      and(
        eq(orders.user_id, shopper.id),
        eq(orders.is_guest, shopper.isGuest),
        notInArray(orders.order_status, VOID_STATUSES),
      ),
    );
  if (coupon.coupon_type === 'first_order' && Number(used?.all ?? 0) > 0)
    throw fail('coupon_not_eligible');
  if (coupon.limit !== null && (used?.withCode ?? 0) >= coupon.limit) throw fail('coupon_limit');
  return coupon;
}
