import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  checkCode,
  findUserByEmail,
  findUserByPhone,
  hashPassword,
  issueCode,
  revokeUserTokens,
  splitName,
} from '../../auth';
import type { Db } from '../../db';
import { carts, customerAddresses, orders, userInfos, users, wishlists } from '../../db/schema';
import { ApiError, errorBody, isUniqueViolation, taken, type ErrorItem } from '../errors';
import { iso } from '../format/common';
import { paginated, readPage } from '../pagination';
import { formatCustomerInfo } from '../format/user';
import { t, type ApiLocale } from '../locale';
import { currentUser, requireAuth } from '../middleware/guards';
import { assertCode } from '../otp';
import { Settings } from '../settings';
import type { ApiContext, ApiEnv } from '../types';
import { acceptImage, type CleanImage } from '../uploads/image';
import { profileImageUrl } from '../urls';
import { email, lastName, newPassword, personName, phone, str, validate } from '../validation';
import { OTP } from '@/domain/validation/fields';
import { MAX_PROFILE_IMAGE_BYTES, profileUploadDir } from './uploads';
import { formatAddress } from '../customer/address';
import { memberOrderCount } from '../orders/read';
import { suggestedItems, updateInterest } from '../customer/interest';
import { visitAgain } from '../customer/visit-again';
import { refreshMemberOrders } from '../wallet/refresh';

/** The signed-in customer's profile (API-CUSTOMER-1; auth:api). */
export const customerRoutes = new Hono<ApiEnv>();

customerRoutes.use('*', requireAuth);

/** Statuses that block account removal (6amMart's "running" orders). */
const RUNNING_ORDER_STATUSES = [
  'pending',
  'accepted',
  'confirmed',
  'processing',
  'handover',
  'picked_up',
];

const db = (c: ApiContext) => c.var.deps.getDb();

const DISCOUNT_SETTINGS = [
  'new_customer_discount_status',
  'new_customer_discount_amount',
  'new_customer_discount_amount_type',
  'new_customer_discount_amount_validity',
  'new_customer_discount_validity_type',
];

/** The user's chat identity (contract "UserInfo"), or null before their first conversation. */
async function chatIdentity(database: Db, userId: number, origin: string) {
  const [info] = await database
    .select()
    .from(userInfos)
    .where(eq(userInfos.user_id, userId))
    .limit(1);
  if (!info) return null;
  return {
    id: info.id,
    f_name: info.f_name,
    l_name: info.l_name,
    phone: info.phone,
    email: info.email,
    image: info.image,
    image_full_url: profileImageUrl(origin, info.image),
    user_id: info.user_id,
    vendor_id: info.vendor_id,
    deliveryman_id: info.deliveryman_id,
    admin_id: info.admin_id,
    created_at: iso(info.created_at),
    updated_at: iso(info.updated_at),
  };
}

customerRoutes.get('/info', async (c) => {
  const { ctx } = c.var;
  // 6amMart answers 200 with an errors body when the header is missing (API-CUSTOMER-1).
  if (!ctx.localeHeader)
    return c.json(errorBody('current_language_key', t(ctx.locale, 'localization_required')));
  const database = await db(c);
  const user = currentUser(c);
  // A delivery or an approved refund may have credited the wallet or the points since.
  await refreshMemberOrders(database, user.id, ctx.locale);
  const [updated] = await database
    .update(users)
    .set({ current_language_key: ctx.locale })
    .where(eq(users.id, user.id))
    .returning();
  const [orderTotal, settings, userinfo] = await Promise.all([
    memberOrderCount(database, user.id),
    Settings.load(database, { only: DISCOUNT_SETTINGS }),
    chatIdentity(database, user.id, ctx.origin),
  ]);
  return c.json(
    formatCustomerInfo(updated ?? user, ctx.origin, { orderCount: orderTotal, settings, userinfo }),
  );
});

// ---- update-profile ---------------------------------------------------------------------------------

const profileSchema = z.object({
  name: personName().optional(),
  f_name: personName().optional(),
  l_name: lastName().optional(),
  email: email().optional(),
  phone: phone().optional(),
  password: newPassword().optional(),
  otp: str().pipe(z.string().max(OTP.maxInput)).optional(),
  image: z.unknown().optional(),
});

/**
 * Validates an uploaded profile image by its bytes (not the client's claimed type) and draws it
 * again (../uploads/image.ts), so only the picture is stored.
 */
async function readProfileImage(value: unknown, locale: ApiLocale): Promise<CleanImage | null> {
  if (value === undefined) return null;
  if (!(value instanceof File)) throw ApiError.of(403, 'image', 'The image field must be a file.');
  if (value.size > MAX_PROFILE_IMAGE_BYTES) {
    throw ApiError.of(403, 'image', 'The image field must not be greater than 2048 kilobytes.');
  }
  return acceptImage(
    value,
    'image',
    locale,
    'The image field must be a file of type: png, jpg, jpeg, gif, webp.',
  );
}

/** Sends a verification code for a changed phone/email and answers as 6amMart does (API-CUSTOMER-1). */
async function verificationNeeded(
  c: ApiContext,
  channel: 'phone' | 'email',
  target: string,
  otp: string | undefined,
) {
  const database = await db(c);
  const purpose = `${channel}_change:${currentUser(c).id}`;
  if (otp) {
    assertCode(
      c.var.ctx.locale,
      await checkCode(database, 'otp', target, purpose, otp, { consume: true }),
    );
    return null;
  }
  const issued = await issueCode(database, 'otp', target, purpose);
  return c.json({
    verification_on: channel,
    verification_medium: channel === 'phone' ? 'sms' : 'mail',
    otp_send: issued.ok,
    message: t(c.var.ctx.locale, issued.ok ? 'otp_sent' : 'otp_resend_wait', {
      n: issued.ok ? 0 : issued.retryAfterSeconds,
    }),
  });
}

customerRoutes.post('/update-profile', async (c) => {
  const input = validate(profileSchema, c.var.input, { requireOneOf: [['name', 'f_name']] });
  const image = await readProfileImage(input.image, c.var.ctx.locale);
  const database = await db(c);
  const user = currentUser(c);
  const [f_name, l_name] = input.name
    ? splitName(input.name)
    : [input.f_name as string, input.l_name ?? user.l_name ?? ''];
  const emailChanged = input.email !== undefined && input.email !== user.email;
  const phoneChanged = input.phone !== undefined && input.phone !== user.phone;

  const errors: ErrorItem[] = [];
  if (emailChanged && (await findUserByEmail(database, input.email as string)))
    errors.push(taken('email'));
  if (phoneChanged && (await findUserByPhone(database, input.phone as string)))
    errors.push(taken('phone'));
  if (errors.length) throw new ApiError(403, { errors });

  // A changed phone/email is confirmed by OTP first when the matching verification is on.
  const settings = await Settings.load(database, {
    only: ['centralize_login', 'phone_verification_status', 'email_verification_status'],
  });
  const verifyPhone = phoneChanged && settings.loginFlag('phone_verification_status', 0) === 1;
  const verifyEmail =
    !verifyPhone && emailChanged && settings.loginFlag('email_verification_status', 0) === 1;
  if (verifyPhone || verifyEmail) {
    const channel = verifyPhone ? 'phone' : 'email';
    const pending = await verificationNeeded(
      c,
      channel,
      (verifyPhone ? input.phone : input.email) as string,
      input.otp,
    );
    if (pending) return pending;
  }

  let imageFile: string | undefined;
  if (image) {
    imageFile = `${randomBytes(16).toString('hex')}.${image.ext}`;
    await mkdir(profileUploadDir(), { recursive: true });
    await writeFile(path.join(profileUploadDir(), imageFile), image.bytes, { mode: 0o644 });
  }
  try {
    await database
      .update(users)
      .set({
        f_name,
        l_name,
        ...(emailChanged && {
          email: input.email,
          is_email_verified: verifyEmail,
          email_verified_at: verifyEmail ? new Date() : null,
        }),
        ...(phoneChanged && { phone: input.phone, is_phone_verified: verifyPhone }),
        ...(input.password && { password: await hashPassword(input.password) }),
        ...(imageFile && { image: imageFile }),
        updated_at: new Date(),
      })
      .where(eq(users.id, user.id));
  } catch (error) {
    if (imageFile) await unlink(path.join(profileUploadDir(), imageFile)).catch(() => {});
    // Someone took the phone or email between the check and the update.
    if (isUniqueViolation(error))
      throw new ApiError(403, { errors: [taken(phoneChanged ? 'phone' : 'email')] });
    throw error;
  }
  if (imageFile && user.image) await removeUpload(user.image);
  return c.json({ message: t(c.var.ctx.locale, 'profile_updated') });
});

/** Deletes a previous upload; only plain file names inside the upload folder. */
async function removeUpload(file: string) {
  if (!/^[a-f0-9]{32}\.(png|jpg|gif|webp)$/.test(file)) return;
  await unlink(path.join(profileUploadDir(), file)).catch(() => {});
}

// ---- cm-firebase-token, remove-account ------------------------------------------------------------

customerRoutes.put('/cm-firebase-token', async (c) => {
  const { cm_firebase_token } = validate(
    z.object({ cm_firebase_token: str().pipe(z.string().min(1).max(4096)) }),
    c.var.input,
  );
  await (
    await db(c)
  )
    .update(users)
    .set({ cm_firebase_token, updated_at: new Date() })
    .where(eq(users.id, currentUser(c).id));
  return c.json({ message: t(c.var.ctx.locale, 'profile_updated') });
});

customerRoutes.delete('/remove-account', async (c) => {
  const database = await db(c);
  const user = currentUser(c);
  const [running] = await database
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.user_id, user.id),
        eq(orders.is_guest, false),
        inArray(orders.order_status, RUNNING_ORDER_STATUSES),
      ),
    );
  if ((running?.n ?? 0) > 0)
    return c.json(errorBody('on-going', t(c.var.ctx.locale, 'on_going_orders')), 203);

  await database.transaction(async (tx) => {
    const now = new Date();
    await revokeUserTokens(tx, user.id, now);
    // Soft delete: orders keep their customer id; phone, email and referral code are freed for reuse.
    await tx
      .update(users)
      .set({
        deleted_at: now,
        status: false,
        phone: null,
        email: null,
        ref_code: null,
        password: null,
        cm_firebase_token: null,
        image: null,
        updated_at: now,
      })
      .where(eq(users.id, user.id));
    await tx.delete(carts).where(and(eq(carts.user_id, user.id), eq(carts.is_guest, false)));
    await tx.delete(wishlists).where(eq(wishlists.user_id, user.id));
    await tx
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.user_id, user.id), eq(customerAddresses.is_guest, false)));
  });
  if (user.image) await removeUpload(user.image);
  return c.json([]);
});

/** Saved addresses, newest first (API-CUSTOMER-2: `{total_size, limit, offset, addresses}`). */
customerRoutes.get('/address/list', async (c) => {
  const page = readPage(c.var.input);
  const database = await db(c);
  const user = currentUser(c);
  const mine = and(eq(customerAddresses.user_id, user.id), eq(customerAddresses.is_guest, false));
  const [rows, [{ total }]] = await Promise.all([
    database
      .select()
      .from(customerAddresses)
      .where(mine)
      .orderBy(desc(customerAddresses.id))
      .limit(page.limit)
      .offset((page.offset - 1) * page.limit),
    database.select({ total: count() }).from(customerAddresses).where(mine),
  ]);
  const addresses = rows.map(formatAddress);
  return c.json(paginated('addresses', addresses, Number(total), page));
});

// Interests, suggestions and visit-again (handlers in ../customer).
customerRoutes.post('/update-interest', updateInterest);
customerRoutes.get('/suggested-items', suggestedItems);
customerRoutes.get('/visit-again', visitAgain);
