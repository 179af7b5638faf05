import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { internationalPhone } from '@/domain/validation/fields';
import type { Db } from '../db';
import { users, type User } from '../db/schema';
import { hashPassword } from './password';

/**
 * "+212 600-000 001", "00212600000001", "212600000001" → "+212600000001"; null when not a phone.
 * The rule is the forms' (src/domain/validation/fields.ts).
 */
export function normalizePhone(value: string): string | null {
  return internationalPhone(value);
}

/** "Yasmine El Alaoui" → ["Yasmine", "El Alaoui"]: split at the first space, as 6amMart does. */
export function splitName(name: string): [string, string] {
  const trimmed = name.trim();
  const at = trimmed.indexOf(' ');
  return at === -1 ? [trimmed, ''] : [trimmed.slice(0, at), trimmed.slice(at + 1).trim()];
}

export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateRefCode(length = 10): string {
  let code = '';
  for (let i = 0; i < length; i++) code += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return code;
}

const active = isNull(users.deleted_at);

export async function findUserByPhone(db: Db, phone: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), active))
    .limit(1);
  return user;
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), active))
    .limit(1);
  return user;
}

export type CreateUserInput = {
  f_name: string | null;
  l_name: string | null;
  /** Normalised to "+<digits>" when possible. */
  phone: string | null;
  email?: string | null;
  /** Plain text; hashed here. null = OTP-only account. */
  password: string | null;
  ref_by?: number | null;
  login_medium?: string;
  is_phone_verified?: boolean;
  is_email_verified?: boolean;
};

/** Inserts a customer with a fresh unique referral code (retried on the rare collision). */
export async function createUser(db: Db, input: CreateUserInput): Promise<User> {
  const phone = input.phone ? (normalizePhone(input.phone) ?? input.phone) : null;
  const email = input.email ? normalizeEmail(input.email) : null;
  const password = input.password ? await hashPassword(input.password) : null;
  for (let attempt = 0; ; attempt++) {
    const refCode = generateRefCode();
    const inserted = await db
      .insert(users)
      .values({
        f_name: input.f_name,
        l_name: input.l_name,
        phone,
        email,
        password,
        ref_by: input.ref_by ?? null,
        ref_code: refCode,
        login_medium: input.login_medium ?? 'manual',
        is_phone_verified: input.is_phone_verified ?? false,
        is_email_verified: input.is_email_verified ?? false,
        email_verified_at: input.is_email_verified ? new Date() : null,
      })
      .onConflictDoNothing({ target: users.ref_code })
      .returning();
    if (inserted[0]) return inserted[0];
    if (attempt >= 5) throw new Error('Could not allocate a unique referral code');
  }
}
