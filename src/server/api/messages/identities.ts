import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { userInfos, users } from '../../db/schema';
import { ASSET_FOLDERS } from '../../db/seed/assets';
import { iso } from '../format/common';
import { assetUrl, profileImageUrl } from '../urls';

/** A chat identity (the contract's UserInfo row). */
export type UserInfoRow = typeof userInfos.$inferSelect;

/** Who the customer chats with. */
export type CounterpartType = 'admin' | 'vendor' | 'delivery_man';

export const COUNTERPART_TYPES: readonly CounterpartType[] = ['admin', 'vendor', 'delivery_man'];

export type ParticipantType = CounterpartType | 'customer';

/** What kind of participant a chat identity is. */
export function participantType(row: UserInfoRow): ParticipantType {
  if (row.admin_id !== null) return 'admin';
  if (row.vendor_id !== null) return 'vendor';
  if (row.deliveryman_id !== null) return 'delivery_man';
  return 'customer';
}

export const displayName = (row: UserInfoRow): string =>
  [row.f_name, row.l_name].filter(Boolean).join(' ').trim();

function imageUrl(row: UserInfoRow, origin: string): string | null {
  switch (participantType(row)) {
    case 'admin':
      return assetUrl(origin, ASSET_FOLDERS.business, row.image);
    case 'vendor':
      return assetUrl(origin, ASSET_FOLDERS.store_logo, row.image);
    case 'delivery_man':
      return assetUrl(origin, ASSET_FOLDERS.delivery_man, row.image);
    default:
      return profileImageUrl(origin, row.image);
  }
}

/** UserInfo JSON. */
export function formatUserInfo(row: UserInfoRow | undefined, origin: string) {
  if (!row) return null;
  return {
    id: row.id,
    f_name: row.f_name,
    l_name: row.l_name,
    phone: row.phone,
    email: row.email,
    image: row.image,
    image_full_url: imageUrl(row, origin),
    user_id: row.user_id,
    vendor_id: row.vendor_id,
    deliveryman_id: row.deliveryman_id,
    admin_id: row.admin_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The customer's chat identity, or undefined before their first conversation. */
export async function findCustomerIdentity(
  db: Db,
  userId: number,
): Promise<UserInfoRow | undefined> {
  const [row] = await db
    .select()
    .from(userInfos)
    .where(eq(userInfos.user_id, userId))
    .orderBy(asc(userInfos.id))
    .limit(1);
  return row;
}

/** The customer's chat identity, created from their profile on first use. */
export async function customerIdentity(db: Db, userId: number): Promise<UserInfoRow> {
  const existing = await findCustomerIdentity(db, userId);
  if (existing) return existing;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const [created] = await db
    .insert(userInfos)
    .values({
      f_name: user?.f_name ?? null,
      l_name: user?.l_name ?? null,
      phone: user?.phone ?? null,
      email: user?.email ?? null,
      image: user?.image ?? null,
      user_id: userId,
    })
    .returning();
  return created;
}

/**
 * The counterpart's chat identity: support (any admin), the vendor of `id` (stores.vendor_id) or the
 * delivery man `id`. Undefined when there is none.
 */
export async function counterpartIdentity(
  db: Db,
  type: CounterpartType,
  id: number | undefined,
): Promise<UserInfoRow | undefined> {
  if (type !== 'admin' && id === undefined) return undefined;
  const where =
    type === 'admin'
      ? isNotNull(userInfos.admin_id)
      : type === 'vendor'
        ? eq(userInfos.vendor_id, id as number)
        : eq(userInfos.deliveryman_id, id as number);
  const [row] = await db.select().from(userInfos).where(where).orderBy(asc(userInfos.id)).limit(1);
  return row;
}

/** Chat identities by id. */
export async function identitiesById(db: Db, ids: number[]): Promise<Map<number, UserInfoRow>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select().from(userInfos).where(inArray(userInfos.id, unique));
  return new Map(rows.map((row) => [row.id, row] as const));
}
