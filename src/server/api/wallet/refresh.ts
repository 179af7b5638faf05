import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { orders } from '../../db/schema';
import { catalogNow } from '../catalog/clock';
import type { ApiLocale } from '../locale';
import { advanceOrders } from '../orders/simulation';

/**
 * Brings a member's simulated orders up to date before their wallet or points are read, so that
 * what a delivery or an approved refund credits is there (the simulation is lazy).
 */
export async function refreshMemberOrders(
  db: Db,
  userId: number,
  locale?: ApiLocale,
): Promise<void> {
  await advanceOrders(
    db,
    and(eq(orders.user_id, userId), eq(orders.is_guest, false)),
    catalogNow(),
    locale,
  );
}
