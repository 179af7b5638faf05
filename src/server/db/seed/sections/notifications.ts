import { daysAgo } from '../helpers';
import type { Row, SeedRows } from '../rows';

/** A push notification to every customer (zoneId null) or to one zone's customers. */
function pushNotification(
  title: string,
  description: string,
  image: string | null,
  zoneId: number | null,
  createdAt: Date,
): Row<'notifications'> {
  return {
    title,
    description,
    image,
    tergat: 'customer',
    zone_id: zoneId,
    data: { title, description, order_id: '', image, type: 'push_notification' },
    created_at: createdAt,
  };
}

/** The admin's recent push notifications. */
export function buildNotifications(now: Date): SeedRows['notifications'] {
  return [
    pushNotification(
      'Welcome to Atlas Mart',
      'Free delivery on orders over 500 DH, every day.',
      null,
      null,
      daysAgo(now, 3),
    ),
    pushNotification(
      'Weekend feast',
      '20% off family meals in Casablanca this weekend.',
      'food-weekend-feast.svg',
      1,
      daysAgo(now, 1),
    ),
    pushNotification(
      'Rabat: new pharmacy',
      'Pharmacie Agdal Rabat now delivers to your door.',
      null,
      2,
      daysAgo(now, 5),
    ),
  ];
}
