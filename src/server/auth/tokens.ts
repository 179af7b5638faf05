import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db';
import { authTokens, users, type User } from '../db/schema';

const TOKEN_BYTES = 48;
/** last_used_at is refreshed at most this often, so reads do not turn into a write per request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a bearer token for the user; only its SHA-256 is stored. */
export async function issueToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.insert(authTokens).values({ user_id: userId, token_hash: hashToken(token) });
  return token;
}

/** The active (not revoked, not deleted, not blocked) user owning the token, or null. */
export async function resolveToken(db: Db, token: string, now = new Date()): Promise<User | null> {
  const tokenHash = hashToken(token);
  const rows = await db
    .select({ user: users, tokenId: authTokens.id, lastUsed: authTokens.last_used_at })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(
      and(
        eq(authTokens.token_hash, tokenHash),
        isNull(authTokens.revoked_at),
        isNull(users.deleted_at),
        eq(users.status, true),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (!row.lastUsed || now.getTime() - row.lastUsed.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(authTokens)
      .set({ last_used_at: now })
      .where(
        and(
          eq(authTokens.id, row.tokenId),
          or(
            isNull(authTokens.last_used_at),
            lt(authTokens.last_used_at, new Date(now.getTime() - TOUCH_INTERVAL_MS)),
          ),
        ),
      );
  }
  return row.user;
}

export async function revokeUserTokens(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .update(authTokens)
    .set({ revoked_at: now })
    .where(and(eq(authTokens.user_id, userId), isNull(authTokens.revoked_at)));
}
