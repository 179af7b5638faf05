import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { carts, guests } from '../db/schema';
import type { RateLimit } from './throttle';

/** The window of the guest-id rate limit. */
export const GUEST_ID_WINDOW_MS = 10 * 60 * 1000;
/** Guest ids one client address may ask for per window unless GUEST_ID_RATE_LIMIT says otherwise. */
export const DEFAULT_GUEST_IDS_PER_WINDOW = 60;

/**
 * auth/guest/request per client address. A visitor needs one id per browser; the limit stops a script
 * from filling the guests table (ids are too many to enumerate whatever the rate). Operators whose
 * visitors share few addresses (a carrier's NAT) raise it with GUEST_ID_RATE_LIMIT; 0 turns it off.
 * The value was checked when the server started (src/lib/env.ts).
 */
export function guestIdLimit(
  source: Record<string, string | undefined> = process.env,
): RateLimit | null {
  const configured = Number(source.GUEST_ID_RATE_LIMIT?.trim() || DEFAULT_GUEST_IDS_PER_WINDOW);
  const max =
    Number.isInteger(configured) && configured >= 0 ? configured : DEFAULT_GUEST_IDS_PER_WINDOW;
  return max === 0 ? null : { max, windowMs: GUEST_ID_WINDOW_MS };
}

/**
 * Guest ids lie above 2^48 and at most Number.MAX_SAFE_INTEGER (2^53 - 1): too many to guess, yet exact
 * as the JSON integer the contract's clients expect. Ids issued before they were random stay valid.
 */
export const MIN_GUEST_ID = 2 ** 48;

/** 53 random bits from the cryptographic source, drawn again when not above MIN_GUEST_ID (1 in 32). */
export function randomGuestId(): number {
  for (;;) {
    const id = Number(randomBytes(8).readBigUInt64BE() >> 11n);
    if (id > MIN_GUEST_ID) return id;
  }
}

/**
 * A guest id from a query, form or JSON value: a positive integer up to Number.MAX_SAFE_INTEGER, as a
 * number or a string of at most 16 digits (longer ones would round to another id). Old serial ids
 * pass too, and so does any users.id, for values that name either (the demo gateway's customer_id).
 */
export function parseGuestId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Tries before giving up on a free id; a collision among 2^53 ids is already very unlikely. */
const GUEST_ID_TRIES = 5;

/** Records a new guest under a random id and returns the id. */
export async function createGuest(
  db: Db,
  values: { fcm_token: string | null; ip_address: string },
): Promise<number> {
  for (let attempt = 0; attempt < GUEST_ID_TRIES; attempt++) {
    const [row] = await db
      .insert(guests)
      .values({ id: randomGuestId(), ...values })
      .onConflictDoNothing()
      .returning({ id: guests.id });
    if (row) return row.id;
  }
  throw new Error(`No free guest id after ${GUEST_ID_TRIES} random draws.`);
}

type CartRow = typeof carts.$inferSelect;

/** Two lines are the same when item, module and the chosen variation/add-ons match. */
const lineKey = (row: CartRow) =>
  JSON.stringify([
    row.module_id,
    row.item_type,
    row.item_id,
    row.variation,
    row.add_on_ids,
    row.add_on_qtys,
  ]);

/**
 * Moves a guest's cart lines to the user who just signed in (API-CORE-6). A guest line that the
 * user's cart already holds is dropped; the user's own line wins.
 */
export async function mergeGuestCart(db: Db, guestId: number, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const guestRows = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.user_id, guestId), eq(carts.is_guest, true)));
    if (guestRows.length === 0) return 0;
    const userRows = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.user_id, userId), eq(carts.is_guest, false)));
    const existing = new Set(userRows.map(lineKey));
    const duplicates: number[] = [];
    const moved: number[] = [];
    for (const row of guestRows) {
      const key = lineKey(row);
      if (existing.has(key)) duplicates.push(row.id);
      else {
        existing.add(key);
        moved.push(row.id);
      }
    }
    if (duplicates.length) await tx.delete(carts).where(inArray(carts.id, duplicates));
    if (moved.length) {
      await tx
        .update(carts)
        .set({ user_id: userId, is_guest: false, updated_at: new Date() })
        .where(inArray(carts.id, moved));
    }
    return moved.length;
  });
}
