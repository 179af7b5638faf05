import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { loginAttempts } from '../db/schema';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export type ThrottleState = { blocked: false } | { blocked: true; retryAfterSeconds: number };

const key = (identifier: string, ip: string) =>
  and(eq(loginAttempts.identifier, identifier.toLowerCase()), eq(loginAttempts.ip, ip));

/** Blocked once LOGIN_MAX_FAILURES failures fall inside the window that started with the first one. */
export async function loginThrottleState(
  db: Db,
  identifier: string,
  ip: string,
  now = new Date(),
): Promise<ThrottleState> {
  const [row] = await db.select().from(loginAttempts).where(key(identifier, ip)).limit(1);
  if (!row) return { blocked: false };
  const windowEnds = row.window_start.getTime() + LOGIN_WINDOW_MS;
  if (windowEnds <= now.getTime() || row.count < LOGIN_MAX_FAILURES) return { blocked: false };
  return { blocked: true, retryAfterSeconds: Math.ceil((windowEnds - now.getTime()) / 1000) };
}

/**
 * Counts one event of `identifier` from `ip` in a fixed window that starts with its first event, in
 * one upsert, so that several processes on one PostgreSQL count together. Returns the count and the
 * window's start after this event.
 */
async function countEvent(
  db: Db,
  identifier: string,
  ip: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; windowStart: Date }> {
  // Raw SQL parameters are not typed by a column, so pass timestamps as ISO text with a cast.
  const windowStart = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ identifier, ip, count: 1, window_start: now })
    .onConflictDoUpdate({
      target: [loginAttempts.identifier, loginAttempts.ip],
      // An expired window restarts at 1; otherwise the event adds to the current window.
      set: {
        count: sql`case when ${loginAttempts.window_start} <= ${windowStart} then 1 else ${loginAttempts.count} + 1 end`,
        window_start: sql`case when ${loginAttempts.window_start} <= ${windowStart} then ${nowSql} else ${loginAttempts.window_start} end`,
      },
    })
    .returning({ count: loginAttempts.count, windowStart: loginAttempts.window_start });
  return row;
}

export async function recordLoginFailure(db: Db, identifier: string, ip: string, now = new Date()) {
  await countEvent(db, identifier.toLowerCase(), ip, LOGIN_WINDOW_MS, now);
}

/** At most `max` requests per client address within `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Counts a request of kind `bucket` from `ip` against `limit`; blocked once the window holds more than
 * `max`. Buckets share the login_attempts table with the login throttle under an upper-case prefix:
 * login identifiers are stored lower-cased, so the two never meet.
 */
export async function takeRateLimit(
  db: Db,
  bucket: string,
  ip: string,
  limit: RateLimit,
  now = new Date(),
): Promise<ThrottleState> {
  const { count, windowStart } = await countEvent(db, `RATE:${bucket}`, ip, limit.windowMs, now);
  if (count <= limit.max) return { blocked: false };
  const windowEnds = windowStart.getTime() + limit.windowMs;
  return {
    blocked: true,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
  };
}

export async function clearLoginFailures(db: Db, identifier: string, ip: string) {
  await db.delete(loginAttempts).where(key(identifier, ip));
}
