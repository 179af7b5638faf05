import { and, desc, eq, gte, inArray, isNull, ne, or } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db';
import { customerEvents, notifications, type CustomerEvent } from '../../db/schema';
import { ASSET_FOLDERS } from '../../db/seed/assets';
import { catalogNow } from '../catalog/clock';
import { refreshOwner } from '../events/refresh';
import { iso } from '../format/common';
import { currentUser, requireAuth } from '../middleware/guards';
import type { ApiEnv } from '../types';
import { assetUrl } from '../urls';

/** How far back customer/notifications looks. */
export const NOTIFICATION_DAYS = 15;

type NotificationRow = typeof notifications.$inferSelect;

/** A broadcast (admin push notification) entry. Its images are the seeded banners. */
function broadcastEntry(row: NotificationRow, origin: string) {
  const image_full_url = assetUrl(origin, ASSET_FOLDERS.banner, row.image);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    image_full_url,
    tergat: row.tergat,
    zone_id: row.zone_id,
    status: row.status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    data: {
      title: row.title,
      description: row.description,
      order_id: '',
      image: row.image,
      type: 'push_notification',
    },
  };
}

/** A personal entry kept in `notifications` (the seed's). */
const personalEntry = (row: NotificationRow) => ({
  id: row.id,
  user_id: row.user_id,
  data: row.data,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** A personal entry from the customer's push messages (order status, referral code). */
function eventEntry(row: CustomerEvent) {
  const { title, body, order_id, image } = row.payload;
  return {
    id: row.id,
    user_id: row.user_id,
    data: {
      title,
      description: body,
      order_id: typeof order_id === 'number' ? order_id : '',
      image: typeof image === 'string' ? image : null,
      type: row.type,
    },
    created_at: iso(row.created_at),
    updated_at: iso(row.created_at),
  };
}

/** Broadcasts for the zones (or every zone), the user's own entries and push messages since `since`. */
function recentRows(db: Db, userId: number, zoneIds: number[], since: Date) {
  const zoneFilter = zoneIds.length
    ? or(isNull(notifications.zone_id), inArray(notifications.zone_id, zoneIds))
    : isNull(notifications.zone_id);
  return Promise.all([
    db
      .select()
      .from(notifications)
      .where(
        and(
          isNull(notifications.user_id),
          eq(notifications.status, 1),
          eq(notifications.tergat, 'customer'),
          zoneFilter,
          gte(notifications.created_at, since),
        ),
      ),
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), gte(notifications.created_at, since))),
    // Chat messages have their own unread counts in the chat; they are not listed here.
    db
      .select()
      .from(customerEvents)
      .where(
        and(
          eq(customerEvents.user_id, userId),
          ne(customerEvents.type, 'message'),
          gte(customerEvents.created_at, since),
        ),
      )
      .orderBy(desc(customerEvents.id))
      .limit(200),
  ]);
}

/**
 * GET customer/notifications (auth:api): the last 15 days, newest first. Broadcasts for the `zoneId`
 * header's zones (all-zone ones always) in the admin notification shape; the customer's own entries
 * in the personal shape `{id, user_id, data: {title, description, order_id, image, type}}`.
 */
export const notificationRoutes = new Hono<ApiEnv>();

notificationRoutes.use('*', requireAuth);

notificationRoutes.get('/', async (c) => {
  const { ctx } = c.var;
  const db = await c.var.deps.getDb();
  const user = currentUser(c);
  await refreshOwner(db, { userId: user.id }, ctx.locale);
  const since = new Date(catalogNow().getTime() - NOTIFICATION_DAYS * 86_400_000);
  const zoneIds = ctx.zoneHeader === 'ok' && ctx.zoneIds ? ctx.zoneIds : [];
  const [broadcasts, personal, events] = await recentRows(db, user.id, zoneIds, since);
  const entries = [
    ...broadcasts.map((row) => ({ at: row.created_at, json: broadcastEntry(row, ctx.origin) })),
    ...personal.map((row) => ({ at: row.created_at, json: personalEntry(row) })),
    ...events.map((row) => ({ at: row.created_at, json: eventEntry(row) })),
  ];
  entries.sort((a, b) => b.at.getTime() - a.at.getTime());
  return c.json(entries.map((entry) => entry.json));
});
