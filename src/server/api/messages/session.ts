import type { Db } from '../../db';
import { refreshOwner } from '../events/refresh';
import { currentUser } from '../middleware/guards';
import type { ApiContext } from '../types';

/**
 * The database for a chat request, with the customer's due answers written and orders advanced first
 * (so `status` and the messages are current).
 */
export async function chatDb(c: ApiContext): Promise<Db> {
  const db = await c.var.deps.getDb();
  await refreshOwner(db, { userId: currentUser(c).id }, c.var.ctx.locale);
  return db;
}
