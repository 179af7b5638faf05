import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  deliveryMen,
  dmReviews,
  items,
  orderDetails,
  orders,
  reviews,
  stores,
} from '../../db/schema';
import { ASSET_FOLDERS } from '../../db/seed/assets';
import { clearReference } from '../catalog/reference';
import { idField } from '../catalog/params';
import { ApiError } from '../errors';
import { currentUser, requireAuth } from '../middleware/guards';
import { om } from '../orders/messages';
import { readImages, removeImages, saveImages } from '../orders/uploads';
import type { ApiContext, ApiEnv } from '../types';
import { assetUrl } from '../urls';
import { int, str, validate } from '../validation';
import { TEXT_LIMITS } from '@/domain/validation/fields';

/** POST /items/reviews/submit (auth:api; moduleId optional). Mounted at /items/reviews. */
export const itemReviewRoutes = new Hono<ApiEnv>();
/** POST /delivery-man/reviews/submit (auth:api). Mounted at /delivery-man/reviews. */
export const dmReviewRoutes = new Hono<ApiEnv>();
/** GET /customer/review-reminder and /customer/review-reminder-cancel (auth:api). Mounted at /customer. */
export const reviewReminderRoutes = new Hono<ApiEnv>();

itemReviewRoutes.use('/submit', requireAuth);
dmReviewRoutes.use('/submit', requireAuth);
reviewReminderRoutes.use('/review-reminder', requireAuth);
reviewReminderRoutes.use('/review-reminder-cancel', requireAuth);

const reviewFields = {
  order_id: idField(),
  rating: int().pipe(z.number().min(1).max(5)),
  comment: str().pipe(z.string().max(TEXT_LIMITS.reviewComment)).optional(),
};

export const itemReviewSchema = z.object({ item_id: idField(), ...reviewFields });

/** The courier's review needs its comment (the same limit as an item's). */
export const deliveryReviewSchema = z.object({
  delivery_man_id: idField(),
  ...reviewFields,
  comment: str().pipe(z.string().min(1).max(TEXT_LIMITS.reviewComment)),
});

/** The [5★ … 1★] histogram with one more `rating`. */
const histogramAdd = (column: typeof items.rating | typeof stores.rating, rating: number) =>
  sql`jsonb_set(${column}, ${`{${5 - rating}}`}::text[], to_jsonb(coalesce((${column}->>${5 - rating})::int, 0) + 1))`;

async function delivered(c: ApiContext, orderId: number) {
  const user = currentUser(c);
  const db = await c.var.deps.getDb();
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.user_id, user.id),
        eq(orders.is_guest, false),
        eq(orders.order_status, 'delivered'),
      ),
    )
    .limit(1);
  return { db, user, order };
}

/** An item of one of the member's delivered orders, reviewed once per order. */
itemReviewRoutes.post('/submit', async (c) => {
  const input = validate(itemReviewSchema, c.var.input);
  const { locale } = c.var.ctx;
  const images = await readImages(c.var.input.attachment, 'attachment', locale);
  const { db, user, order } = await delivered(c, input.order_id);
  const [line] = order
    ? await db
        .select({ id: orderDetails.id })
        .from(orderDetails)
        .where(and(eq(orderDetails.order_id, order.id), eq(orderDetails.item_id, input.item_id)))
        .limit(1)
    : [];
  if (!order || !line) throw ApiError.of(403, 'review', om(locale, 'review_not_allowed'));
  const [item] = await db.select().from(items).where(eq(items.id, input.item_id)).limit(1);
  if (!item) throw ApiError.of(403, 'review', om(locale, 'review_not_allowed'));
  const names = await saveImages(images);
  try {
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`review:${order.id}:${item.id}`}))`,
      );
      const [existing] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(
          and(
            eq(reviews.order_id, order.id),
            eq(reviews.item_id, item.id),
            eq(reviews.user_id, user.id),
          ),
        )
        .limit(1);
      if (existing) throw ApiError.of(403, 'review', om(locale, 'review_exists'));
      await tx.insert(reviews).values({
        item_id: item.id,
        store_id: item.store_id,
        module_id: item.module_id,
        user_id: user.id,
        order_id: order.id,
        customer_name: [user.f_name, user.l_name].filter(Boolean).join(' ') || null,
        comment: input.comment ?? null,
        attachment: names,
        rating: input.rating,
      });
      const avg = (table: typeof items | typeof stores) =>
        sql`round((${table.avg_rating} * ${table.rating_count} + ${input.rating}) / (${table.rating_count} + 1), 6)`;
      await tx
        .update(items)
        .set({
          rating: histogramAdd(items.rating, input.rating),
          avg_rating: avg(items),
          rating_count: sql`${items.rating_count} + 1`,
        })
        .where(eq(items.id, item.id));
      await tx
        .update(stores)
        .set({
          rating: histogramAdd(stores.rating, input.rating),
          avg_rating: avg(stores),
          rating_count: sql`${stores.rating_count} + 1`,
        })
        .where(eq(stores.id, item.store_id));
    });
  } catch (error) {
    await removeImages(names);
    throw error;
  }
  clearReference(db);
  return c.json({ message: om(locale, 'review_submitted') });
});

/** The courier of one of the member's delivered orders, once per order. */
dmReviewRoutes.post('/submit', async (c) => {
  const input = validate(deliveryReviewSchema, c.var.input);
  const { locale } = c.var.ctx;
  const images = await readImages(c.var.input.attachment, 'attachment', locale);
  const { db, user, order } = await delivered(c, input.order_id);
  if (!order || order.delivery_man_id !== input.delivery_man_id)
    throw ApiError.of(403, 'review', om(locale, 'dm_review_not_allowed'));
  const names = await saveImages(images);
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`dm-review:${order.id}`}))`);
      const [existing] = await tx
        .select({ id: dmReviews.id })
        .from(dmReviews)
        .where(and(eq(dmReviews.order_id, order.id), eq(dmReviews.user_id, user.id)))
        .limit(1);
      if (existing) throw ApiError.of(403, 'review', om(locale, 'review_exists'));
      await tx.insert(dmReviews).values({
        delivery_man_id: input.delivery_man_id,
        user_id: user.id,
        order_id: order.id,
        customer_name: [user.f_name, user.l_name].filter(Boolean).join(' ') || null,
        comment: input.comment,
        attachment: names,
        rating: input.rating,
      });
      await tx
        .update(deliveryMen)
        .set({
          avg_rating: sql`round((${deliveryMen.avg_rating} * ${deliveryMen.rating_count} + ${input.rating}) / (${deliveryMen.rating_count} + 1), 6)`,
          rating_count: sql`${deliveryMen.rating_count} + 1`,
        })
        .where(eq(deliveryMen.id, input.delivery_man_id));
    });
  } catch (error) {
    await removeImages(names);
    throw error;
  }
  return c.json({ message: om(locale, 'review_submitted') });
});

/**
 * GET review-reminder: the member's latest delivered order with an item not yet reviewed and not
 * dismissed, with its item images; `{order_id: null, images: []}` when there is none.
 */
reviewReminderRoutes.get('/review-reminder', async (c) => {
  const user = currentUser(c);
  const db = await c.var.deps.getDb();
  const candidates = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.user_id, user.id),
        eq(orders.is_guest, false),
        eq(orders.order_status, 'delivered'),
        eq(orders.review_reminder_dismissed, false),
        isNotNull(orders.delivered),
        sql`not exists (select 1 from ${reviews} r where r.order_id = ${orders.id} and r.user_id = ${user.id})`,
      ),
    )
    .orderBy(desc(orders.delivered), desc(orders.id))
    .limit(1);
  if (!candidates.length) return c.json({ order_id: null, images: [] });
  const orderId = candidates[0].id;
  const lines = await db
    .select({ item: orderDetails.item_details })
    .from(orderDetails)
    .where(inArray(orderDetails.order_id, [orderId]));
  const images = lines
    .map((l) => (l.item as { image?: string | null }).image ?? null)
    .map((file) => assetUrl(c.var.ctx.origin, ASSET_FOLDERS.item, file))
    .filter((url): url is string => Boolean(url));
  return c.json({ order_id: orderId, images });
});

/** GET review-reminder-cancel?order_id: stops reminding about that order; answers "success". */
reviewReminderRoutes.get('/review-reminder-cancel', async (c) => {
  const user = currentUser(c);
  const { order_id } = validate(z.object({ order_id: idField() }), c.var.input);
  const db = await c.var.deps.getDb();
  const updated = await db
    .update(orders)
    .set({ review_reminder_dismissed: true })
    .where(and(eq(orders.id, order_id), eq(orders.user_id, user.id), eq(orders.is_guest, false)))
    .returning({ id: orders.id });
  if (!updated.length) throw ApiError.of(404, 'order', om(c.var.ctx.locale, 'order_not_found'));
  return c.json('success');
});
