import { eq, ne } from 'drizzle-orm';
import type { Db } from '../db';
import { modules, users } from '../db/schema';
import { createUser, findUserByPhone, normalizePhone } from './users';

export const DEMO_CUSTOMER = {
  f_name: 'Yasmine',
  l_name: 'Alaoui',
  phone: '+212600000001',
  email: 'demo@atlasmart.test',
  password: 'Demo1234!',
} as const;

/**
 * Creates the demo customer when missing, as a returning member who already chose interests in every
 * module (so signing in and switching modules goes straight to /home; new accounts see /interest). Idempotent: safe to run on every start after the main seed
 * (migrations must have run; the built-in API's default database getter calls it once per process).
 */
export async function seedAuth(db: Db): Promise<void> {
  const phone = normalizePhone(DEMO_CUSTOMER.phone) ?? DEMO_CUSTOMER.phone;
  if (await findUserByPhone(db, phone)) return;
  try {
    await createUser(db, {
      ...DEMO_CUSTOMER,
      phone,
      is_phone_verified: true,
      is_email_verified: true,
    });
    const moduleIds = (
      await db.select({ id: modules.id }).from(modules).where(ne(modules.module_type, 'parcel'))
    ).map((row) => row.id);
    await db.update(users).set({ module_ids: moduleIds }).where(eq(users.phone, phone));
  } catch (error) {
    // Another process seeding at the same moment wins the unique phone/email: that is fine.
    if (!(await findUserByPhone(db, phone))) throw error;
  }
}
