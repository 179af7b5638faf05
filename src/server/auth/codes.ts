import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { otps, passwordResets } from '../db/schema';

/** Seconds before the same code may be sent again (contract: 405 within 60 s). */
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_BLOCK_SECONDS = 600;
export const OTP_TTL_SECONDS = 600;

/**
 * The demo SMS/mail gateway delivers nothing, so every code is the configured test code
 * (OTP_TEST_CODE, default "123456", as 6amMart's test mode does). Set OTP_RANDOM=1 to draw random
 * codes instead, e.g. once a real gateway is wired in.
 */
export function nextOtpCode(): string {
  if (process.env.OTP_RANDOM === '1') return String(randomInt(0, 1_000_000)).padStart(6, '0');
  const configured = process.env.OTP_TEST_CODE?.trim();
  return configured && /^\d{4,8}$/.test(configured) ? configured : '123456';
}

/** Which table holds the code: verification/login OTPs or password-reset codes. */
export type CodeKind = 'otp' | 'reset';

// Both tables have identical columns; the cast lets one routine serve both (see schema/auth.ts).
const tableOf = (kind: CodeKind) =>
  kind === 'otp' ? otps : (passwordResets as unknown as typeof otps);

const hashCode = (kind: CodeKind, identifier: string, purpose: string, code: string) =>
  createHash('sha256').update(`${kind}:${purpose}:${identifier}:${code}`).digest();

export type IssueResult = { ok: true; code: string } | { ok: false; retryAfterSeconds: number };

/** Stores a fresh code unless one was sent less than OTP_RESEND_SECONDS ago or the identifier is blocked. */
export async function issueCode(
  db: Db,
  kind: CodeKind,
  identifier: string,
  purpose: string,
  opts: { now?: Date; code?: string; throttle?: boolean } = {},
): Promise<IssueResult> {
  const now = opts.now ?? new Date();
  const table = tableOf(kind);
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.identifier, identifier), eq(table.purpose, purpose)))
    .limit(1);
  if (row?.blocked_until && row.blocked_until > now) {
    return {
      ok: false,
      retryAfterSeconds: Math.ceil((row.blocked_until.getTime() - now.getTime()) / 1000),
    };
  }
  const sinceSent = row ? (now.getTime() - row.sent_at.getTime()) / 1000 : Infinity;
  if (opts.throttle !== false && sinceSent < OTP_RESEND_SECONDS) {
    return { ok: false, retryAfterSeconds: Math.ceil(OTP_RESEND_SECONDS - sinceSent) };
  }
  const code = opts.code ?? nextOtpCode();
  const values = {
    code_hash: hashCode(kind, identifier, purpose, code).toString('hex'),
    attempts: 0,
    blocked_until: null,
    expires_at: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    sent_at: now,
  };
  await db
    .insert(table)
    .values({ identifier, purpose, ...values })
    .onConflictDoUpdate({ target: [table.identifier, table.purpose], set: values });
  return { ok: true, code };
}

export type CheckResult =
  { status: 'ok' } | { status: 'mismatch' } | { status: 'blocked'; retryAfterSeconds: number };

/**
 * Checks a code. Wrong codes count towards OTP_MAX_ATTEMPTS; reaching it blocks the identifier for
 * OTP_BLOCK_SECONDS. `consume` deletes the code on success (single use).
 */
export async function checkCode(
  db: Db,
  kind: CodeKind,
  identifier: string,
  purpose: string,
  code: string,
  opts: { consume: boolean; now?: Date },
): Promise<CheckResult> {
  const now = opts.now ?? new Date();
  const table = tableOf(kind);
  const where = and(eq(table.identifier, identifier), eq(table.purpose, purpose));
  const [row] = await db.select().from(table).where(where).limit(1);
  if (!row) return { status: 'mismatch' };
  if (row.blocked_until && row.blocked_until > now) {
    return {
      status: 'blocked',
      retryAfterSeconds: Math.ceil((row.blocked_until.getTime() - now.getTime()) / 1000),
    };
  }
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = hashCode(kind, identifier, purpose, code);
  const matches = expected.length === given.length && timingSafeEqual(expected, given);
  if (matches && row.expires_at > now) {
    if (opts.consume) await db.delete(table).where(where);
    return { status: 'ok' };
  }
  // A block that has run out starts a fresh count.
  const attempts = (row.blocked_until ? 0 : row.attempts) + 1;
  const blocked = attempts >= OTP_MAX_ATTEMPTS;
  await db
    .update(table)
    .set({
      attempts: blocked ? 0 : attempts,
      blocked_until: blocked ? new Date(now.getTime() + OTP_BLOCK_SECONDS * 1000) : null,
    })
    .where(where);
  return { status: 'mismatch' };
}
