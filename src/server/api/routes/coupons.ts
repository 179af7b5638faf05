import { and, asc, count, eq, gte, lte, notInArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { translate } from '../../db/i18n';
import { coupons, orders, stores } from '../../db/schema';
import { idField, plainText, query } from '../catalog/params';
import { resolveScope, type Scope } from '../catalog/scope';
import { ApiError } from '../errors';
import { formatCoupon, type CouponRow } from '../format/campaign';
import { iso } from '../format/common';
import { currentUser } from '../middleware/guards';
import type { ApiContext, ApiEnv } from '../types';
import { amount as amountField } from '../validation';
import { TEXT_LIMITS } from '@/domain/validation/fields';
import { bestCashback } from '@/domain/wallet/cashback';
import { usableCashbacks, type CashbackRow } from '../wallet/cashback';

/** The cash back rule, now shared with the storefront (src/domain/wallet/cashback.ts). */
export { cashbackFor } from '@/domain/wallet/cashback';

/** Coupons (API-CONTENT-5). */
export const couponRoutes = new Hono<ApiEnv>();

/** Cash-back offers (API-CONTENT-5; auth:api). */
export const cashbackRoutes = new Hono<ApiEnv>();

/** Orders that do not count as coupon uses. */
const VOID_STATUSES = ['canceled', 'failed', 'refunded'];

const runningCoupons = (scope: Scope) =>
  and(
    eq(coupons.status, 1),
    lte(coupons.start_date, scope.now.date),
    gte(coupons.expire_date, scope.now.date),
  );

const forCustomer = (row: { customer_id: (string | number)[] }, userId: number | null) =>
  row.customer_id.some((id) => id === 'all' || (userId !== null && Number(id) === userId));

/**
 * The coupons a customer can see: running, of the module (when one is set), addressed to everyone or
 * to them, zone-wise ones only for the request's zones, store-wise ones only for visible stores.
 */
async function visibleCoupons(scope: Scope, userId: number | null) {
  const rows = await scope.db
    .select({
      coupon: coupons,
      store: {
        id: stores.id,
        name: stores.name,
        translations: stores.translations,
        zone_id: stores.zone_id,
        status: stores.status,
      },
    })
    .from(coupons)
    .leftJoin(stores, eq(stores.id, coupons.store_id))
    .where(
      and(runningCoupons(scope), scope.module ? eq(coupons.module_id, scope.module.id) : undefined),
    )
    .orderBy(asc(coupons.id));
  const zones = scope.zoneIds;
  const allZones = scope.module?.all_zone_service === 1;
  return rows
    .filter(({ coupon, store }) => {
      if (!forCustomer(coupon, userId)) return false;
      if (coupon.coupon_type === 'zone_wise')
        return zones !== null && coupon.data.some((id) => zones.includes(Number(id)));
      if (coupon.coupon_type === 'store_wise')
        return Boolean(
          store && store.status === 1 && (!zones || allZones || zones.includes(store.zone_id)),
        );
      return true;
    })
    .map(({ coupon, store }) =>
      formatCoupon(
        coupon,
        store
          ? { id: store.id, name: translate(store.translations, scope.locale, 'name', store.name) }
          : null,
        scope.locale,
      ),
    );
}

/** GET /coupon/list (auth:api; moduleId optional). */
couponRoutes.get('/list', async (c) => {
  const scope = await resolveScope(c, { module: 'optional', zone: 'optional' });
  const user = currentUser(c);
  return c.json(await visibleCoupons(scope, user.id));
});

/** GET /coupon/list/all (public; moduleId required; optional customer_id). */
couponRoutes.get('/list/all', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'optional' });
  const { customer_id } = query(c.var.input, { customer_id: idField().optional() });
  return c.json(await visibleCoupons(scope, customer_id ?? c.var.ctx.user?.id ?? null));
});

const couponError = (status: number, message: string) => ApiError.of(status, 'coupon', message);

/** Non-void orders of the user, in total and with this coupon code. */
async function orderCounts(scope: Scope, userId: number, code: string) {
  const [row] = await scope.db
    .select({
      all: count(),
      withCode: sql<number>`count(*) filter (where ${orders.coupon_code} = ${code})`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(
      and(
        eq(orders.user_id, userId),
        eq(orders.is_guest, false),
        notInArray(orders.order_status, VOID_STATUSES),
      ),
    );
  return { all: Number(row?.all ?? 0), withCode: row?.withCode ?? 0 };
}

export const couponApplyQuery = {
  code: plainText(TEXT_LIMITS.couponCode).pipe(z.string().min(1)),
  store_id: idField(),
};

/**
 * GET /coupon/apply?code&store_id (auth:api): 200 the coupon; 404 unknown or not valid for the store;
 * 407 expired; 403 not addressed to the customer (or not their first order); 406 usage limit reached.
 */
couponRoutes.get('/apply', async (c) => {
  const scope = await resolveScope(c, { module: 'required', zone: 'optional' });
  const user = currentUser(c);
  const params = query(c.var.input, couponApplyQuery);
  const [row] = await scope.db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, params.code), eq(coupons.status, 1)))
    .limit(1);
  const [store] = await scope.db
    .select({
      id: stores.id,
      name: stores.name,
      translations: stores.translations,
      zone_id: stores.zone_id,
      module_id: stores.module_id,
    })
    .from(stores)
    .where(and(eq(stores.id, params.store_id), eq(stores.status, 1)))
    .limit(1);
  if (!row || !store) throw couponError(404, 'Coupon not found!');
  const coupon: CouponRow = row;
  if (coupon.start_date > scope.now.date || coupon.expire_date < scope.now.date)
    throw couponError(407, 'Coupon expired!');
  if (coupon.module_id !== null && coupon.module_id !== store.module_id)
    throw couponError(404, 'Coupon not found!');
  if (coupon.coupon_type === 'store_wise' && !coupon.data.map(Number).includes(store.id))
    throw couponError(404, 'Coupon is not valid for this store!');
  if (coupon.coupon_type === 'zone_wise' && !coupon.data.map(Number).includes(store.zone_id))
    throw couponError(404, 'Coupon is not valid in this zone!');
  if (!forCustomer(coupon, user.id))
    throw couponError(403, 'You are not eligible for this coupon!');
  const used = await orderCounts(scope, user.id, coupon.code);
  if (coupon.coupon_type === 'first_order' && used.all > 0)
    throw couponError(403, 'This coupon is only for the first order!');
  if (coupon.limit !== null && used.withCode >= coupon.limit)
    throw couponError(406, 'Coupon usage limit is over!');
  return c.json(
    formatCoupon(
      coupon,
      { id: store.id, name: translate(store.translations, scope.locale, 'name', store.name) },
      scope.locale,
    ),
  );
});

// ---- Cash back

/** The offers the signed-in customer can still use (../wallet/cashback.ts). */
async function runningCashbacks(c: ApiContext) {
  const scope = await resolveScope(c, { module: 'required', zone: 'none' });
  const user = currentUser(c);
  return { scope, rows: await usableCashbacks(scope.db, user.id, scope.now.date) };
}

function formatCashback(row: CashbackRow, scope: Scope) {
  return {
    id: row.id,
    title: translate(row.translations, scope.locale, 'title', row.title),
    customer_id: JSON.stringify(row.customer_id),
    cashback_type: row.cashback_type,
    same_user_limit: row.same_user_limit,
    total_used: row.total_used,
    cashback_amount: row.cashback_amount,
    min_purchase: row.min_purchase,
    max_discount: row.max_discount,
    start_date: row.start_date,
    end_date: row.end_date,
    status: row.status,
    is_rental: row.is_rental,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** GET /cashback/list (auth:api). */
cashbackRoutes.get('/list', async (c) => {
  const { scope, rows } = await runningCashbacks(c);
  return c.json(rows.map((row) => formatCashback(row, scope)));
});

/** GET /cashback/getCashback?amount (auth:api): the best running offer for the amount. */
cashbackRoutes.get('/getCashback', async (c) => {
  const { rows } = await runningCashbacks(c);
  const { amount } = query(c.var.input, { amount: amountField() });
  const found = bestCashback(rows, amount);
  const best = found ? { row: found.rule, value: found.value } : null;
  return c.json({
    calculated_amount: best?.value ?? 0,
    cashback_amount: best?.row.cashback_amount ?? 0,
    cashback_type: best?.row.cashback_type ?? '',
    min_purchase: best?.row.min_purchase ?? 0,
    max_discount: best?.row.max_discount ?? 0,
    id: best?.row.id ?? 0,
  });
});
