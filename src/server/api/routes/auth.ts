import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  checkCode,
  clearLoginFailures,
  createGuest,
  createUser,
  dummyPasswordHash,
  findUserByEmail,
  findUserByPhone,
  guestIdLimit,
  hashPassword,
  issueCode,
  issueToken,
  loginThrottleState,
  mergeGuestCart,
  normalizeEmail,
  normalizePhone,
  recordLoginFailure,
  revokeUserTokens,
  splitName,
  takeRateLimit,
  verifyPassword,
} from '../../auth';
import type { Db } from '../../db';
import { users, type User } from '../../db/schema';
import { ApiError, errorBody, isUniqueViolation, taken, type ErrorItem } from '../errors';
import type { TokenResponse } from '../format/user';
import { t } from '../locale';
import { assertCode, otpBlockedError } from '../otp';
import { Settings } from '../settings';
import type { ApiContext, ApiEnv } from '../types';
import { profileImageUrl } from '../urls';
import {
  email,
  int,
  lastName,
  newPassword,
  otpCode,
  personName,
  phone,
  signInPassword,
  str,
  validate,
} from '../validation';
import { PASSWORD } from '@/domain/validation/fields';

/** Customer authentication (API-AUTH-1). */
export const authRoutes = new Hono<ApiEnv>();

/** OTP purposes in the `otps` table. */
const PURPOSE = {
  phone: 'phone_verification',
  email: 'email_verification',
  login: 'login',
  /** Marks a phone that just passed an OTP login without a profile: update-info requires it. */
  profile: 'profile_completion',
} as const;

const PROFILE_COMPLETION_CODE = 'verified';

/** Social sign-in is not offered by the built-in API (no provider credentials). */
const SOCIAL_LOGIN_OFF = 'Social login is not available on this server.';

/** The business settings the auth flows read. */
const AUTH_SETTINGS = [
  'centralize_login',
  'phone_verification_status',
  'email_verification_status',
  'ref_earning_status',
];

/** Not idField: guest ids are random up to Number.MAX_SAFE_INTEGER (int() stops there), not int32. */
const guestIdField = () => int().pipe(z.number().int().positive()).optional();

const db = (c: ApiContext) => c.var.deps.getDb();

function tokenResponse(
  user: User,
  token: string | null,
  loginType: TokenResponse['login_type'],
  overrides: Partial<TokenResponse> = {},
): TokenResponse {
  return {
    token,
    is_phone_verified: 1,
    is_email_verified: 1,
    is_personal_info: user.f_name ? 1 : 0,
    is_exist_user: null,
    login_type: loginType,
    email: user.email,
    ...overrides,
  };
}

/** Issues a token and moves the guest's cart to the user. */
async function signIn(c: ApiContext, user: User, guestId: number | undefined): Promise<string> {
  const database = await db(c);
  const token = await issueToken(database, user.id);
  const guest = guestId ?? c.var.ctx.guestId;
  if (guest) await mergeGuestCart(database, guest, user.id);
  return token;
}

/** "Sends" a code through the demo gateway; 405 `otp` inside the resend interval (API-AUTH-1). */
async function sendOtp(c: ApiContext, identifier: string, purpose: string): Promise<void> {
  const result = await issueCode(await db(c), 'otp', identifier, purpose);
  if (!result.ok) {
    throw ApiError.of(
      405,
      'otp',
      t(c.var.ctx.locale, 'otp_resend_wait', { n: result.retryAfterSeconds }),
    );
  }
  if (process.env.NODE_ENV !== 'test') {
    // The demo gateway sends nothing: the code is OTP_TEST_CODE (see auth/codes.ts).
    console.info(`[demo-sms] ${purpose} code for ${identifier.replace(/.(?=.{3})/g, '*')} issued`);
  }
}

/** Validates a referral code: 403 when referrals are off, 405 when unknown (API-AUTH-1). */
async function referrerId(
  c: ApiContext,
  settings: Settings,
  refCode: string | undefined,
): Promise<number | null> {
  if (!refCode) return null;
  const { locale } = c.var.ctx;
  if (!settings.bool('ref_earning_status', false))
    throw ApiError.of(403, 'ref_code', t(locale, 'referer_disabled'));
  const [referrer] = await (
    await db(c)
  )
    .select({ id: users.id, status: users.status, deleted: users.deleted_at })
    .from(users)
    .where(eq(users.ref_code, refCode.toUpperCase()))
    .limit(1);
  if (!referrer || !referrer.status || referrer.deleted) {
    throw ApiError.of(405, 'ref_code', t(locale, 'referer_not_found'));
  }
  return referrer.id;
}

async function assertUnique(
  database: Db,
  fields: { phone?: string | null; email?: string | null },
  selfId?: number,
) {
  const errors: ErrorItem[] = [];
  if (fields.phone) {
    const owner = await findUserByPhone(database, fields.phone);
    if (owner && owner.id !== selfId) errors.push(taken('phone'));
  }
  if (fields.email) {
    const owner = await findUserByEmail(database, fields.email);
    if (owner && owner.id !== selfId) errors.push(taken('email'));
  }
  if (errors.length) throw new ApiError(403, { errors });
}

// ---------------------------------------------------------------------------------------------------

/** The rate-limit bucket (src/server/auth/throttle.ts) of auth/guest/request. */
const GUEST_REQUEST_BUCKET = 'guest/request';

/** POST auth/guest/request: `{message, guest_id}`; 429 with Retry-After past guestIdLimit(). */
authRoutes.post('/guest/request', async (c) => {
  const { fcm_token } = validate(
    z.object({ fcm_token: str().pipe(z.string().max(1000)).optional() }),
    c.var.input,
  );
  const { locale, ip } = c.var.ctx;
  const database = await db(c);
  const limit = guestIdLimit();
  const throttle = limit
    ? await takeRateLimit(database, GUEST_REQUEST_BUCKET, ip, limit)
    : { blocked: false as const };
  if (throttle.blocked) {
    const minutes = Math.max(1, Math.ceil(throttle.retryAfterSeconds / 60));
    throw ApiError.of(429, 'too_many_requests', t(locale, 'too_many_requests', { n: minutes }), {
      'Retry-After': String(throttle.retryAfterSeconds),
    });
  }
  const guestId = await createGuest(database, { fcm_token: fcm_token ?? null, ip_address: ip });
  return c.json({ message: t(locale, 'guest_verified'), guest_id: guestId });
});

const signUpSchema = z.object({
  name: personName().optional(),
  f_name: personName().optional(),
  l_name: lastName().optional(),
  email: email().optional(),
  phone: phone(),
  password: newPassword(),
  ref_code: str().pipe(z.string().max(50)).optional(),
  guest_id: guestIdField(),
});

authRoutes.post('/sign-up', async (c) => {
  const input = validate(signUpSchema, c.var.input, { requireOneOf: [['name', 'f_name']] });
  const database = await db(c);
  const settings = await Settings.load(database, { only: AUTH_SETTINGS });
  const [f_name, l_name] = input.name
    ? splitName(input.name)
    : [input.f_name ?? '', input.l_name ?? ''];
  await assertUnique(database, { phone: input.phone, email: input.email });
  const refBy = await referrerId(c, settings, input.ref_code);

  let user: User;
  try {
    user = await createUser(database, {
      f_name,
      l_name,
      phone: input.phone,
      email: input.email ?? null,
      password: input.password,
      ref_by: refBy,
    });
  } catch (error) {
    // A concurrent sign-up with the same phone or email won the race.
    if (isUniqueViolation(error)) throw new ApiError(403, { errors: [taken('phone')] });
    throw error;
  }

  const needsPhone = settings.loginFlag('phone_verification_status', 0) === 1;
  const needsEmail =
    !needsPhone && settings.loginFlag('email_verification_status', 0) === 1 && Boolean(user.email);
  if (needsPhone && user.phone) await sendOtp(c, user.phone, PURPOSE.phone);
  if (needsEmail && user.email) await sendOtp(c, user.email, PURPOSE.email);
  const token = needsPhone || needsEmail ? null : await signIn(c, user, input.guest_id);
  return c.json(
    tokenResponse(user, token, 'manual', {
      is_phone_verified: needsPhone ? 0 : 1,
      is_email_verified: needsEmail ? 0 : 1,
      is_personal_info: 1,
    }),
  );
});

// ---- login ------------------------------------------------------------------------------------------

const manualSchema = z.object({
  email_or_phone: str().pipe(z.string().min(1).max(255)),
  password: signInPassword(),
  field_type: z.enum(['phone', 'email']),
  guest_id: guestIdField(),
});

async function manualLogin(c: ApiContext, input: z.output<typeof manualSchema>) {
  const { locale, ip } = c.var.ctx;
  const database = await db(c);
  const identifier =
    input.field_type === 'phone'
      ? (normalizePhone(input.email_or_phone) ?? input.email_or_phone)
      : normalizeEmail(input.email_or_phone);

  const throttle = await loginThrottleState(database, identifier, ip);
  if (throttle.blocked) {
    const minutes = Math.max(1, Math.ceil(throttle.retryAfterSeconds / 60));
    throw ApiError.of(429, 'too_many_attempts', t(locale, 'too_many_attempts', { n: minutes }), {
      'Retry-After': String(throttle.retryAfterSeconds),
    });
  }

  const user =
    input.field_type === 'phone'
      ? await findUserByPhone(database, identifier)
      : await findUserByEmail(database, identifier);
  // Hash anyway when the user is unknown, so timing does not reveal which accounts exist.
  const valid = await verifyPassword(input.password, user?.password ?? (await dummyPasswordHash()));
  if (!user || !user.password || !valid) {
    await recordLoginFailure(database, identifier, ip);
    throw ApiError.of(401, 'auth-001', t(locale, 'invalid_credentials'));
  }
  await clearLoginFailures(database, identifier, ip);
  if (!user.status) throw ApiError.of(403, 'auth-003', t(locale, 'account_blocked'));

  const settings = await Settings.load(database, { only: AUTH_SETTINGS });
  const phonePending =
    settings.loginFlag('phone_verification_status', 0) === 1 &&
    !user.is_phone_verified &&
    Boolean(user.phone);
  const emailPending =
    !phonePending &&
    settings.loginFlag('email_verification_status', 0) === 1 &&
    !user.is_email_verified &&
    Boolean(user.email);
  if (phonePending || emailPending) {
    // The code may already be on its way (resend interval): the client still moves to the OTP screen.
    const target = phonePending ? user.phone : user.email;
    await issueCode(
      database,
      'otp',
      target as string,
      phonePending ? PURPOSE.phone : PURPOSE.email,
    );
    return tokenResponse(user, null, 'manual', {
      is_phone_verified: phonePending ? 0 : 1,
      is_email_verified: emailPending ? 0 : 1,
    });
  }

  await database
    .update(users)
    .set({ login_medium: 'manual', updated_at: new Date() })
    .where(eq(users.id, user.id));
  const token = user.f_name ? await signIn(c, user, input.guest_id) : null;
  return tokenResponse(user, token, 'manual');
}

const otpLoginSchema = z.object({
  phone: phone(),
  otp: otpCode().optional(),
  verified: str().optional(),
  guest_id: guestIdField(),
});

/** PHP truthiness of the `verified` flag: anything but "0"/"false" counts (even "no"). */
const truthy = (value: string | undefined) =>
  value !== undefined && !['0', 'false'].includes(value.toLowerCase());

async function otpLogin(c: ApiContext, input: z.output<typeof otpLoginSchema>) {
  const { locale } = c.var.ctx;
  const database = await db(c);
  if (!truthy(input.verified)) {
    await sendOtp(c, input.phone, PURPOSE.login);
    const pending: TokenResponse = {
      token: null,
      is_phone_verified: 0,
      is_email_verified: 1,
      is_personal_info: 1,
      is_exist_user: null,
      login_type: 'otp',
      email: null,
    };
    return pending;
  }
  if (!input.otp) throw ApiError.of(403, 'otp', 'The otp field is required.');
  assertCode(
    c.var.ctx.locale,
    await checkCode(database, 'otp', input.phone, PURPOSE.login, input.otp, { consume: true }),
  );

  let user = await findUserByPhone(database, input.phone);
  if (user && input.verified?.toLowerCase() === 'no') {
    // "That account is not mine": the phone moves to a fresh account (6amMart's otp_login behaviour).
    await database
      .update(users)
      .set({ phone: null, updated_at: new Date() })
      .where(eq(users.id, user.id));
    user = undefined;
  }
  if (!user) {
    user = await createUser(database, {
      f_name: null,
      l_name: null,
      phone: input.phone,
      password: null,
      login_medium: 'otp',
      is_phone_verified: true,
    });
  }
  if (!user.status) throw ApiError.of(403, 'auth-003', t(locale, 'account_blocked'));
  const [updated] = await database
    .update(users)
    .set({ login_medium: 'otp', is_phone_verified: true, updated_at: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated.f_name) {
    await markPhoneForProfileCompletion(database, input.phone);
    return tokenResponse(updated, null, 'otp');
  }
  return tokenResponse(updated, await signIn(c, updated, input.guest_id), 'otp');
}

/**
 * update-info hands out a token for a profile-less account knowing only its phone, so it is allowed
 * only shortly after that phone passed an OTP check (a hardening over 6amMart, which trusts the phone):
 * the OTP check leaves a marker code nobody is told, which update-info consumes.
 */
async function markPhoneForProfileCompletion(database: Db, phone: string) {
  await issueCode(database, 'otp', phone, PURPOSE.profile, {
    code: PROFILE_COMPLETION_CODE,
    throttle: false,
  });
}

authRoutes.post('/login', async (c) => {
  const input = c.var.input;
  // 2.x clients send {phone, password} without login_type.
  if (
    input.login_type === undefined &&
    input.password !== undefined &&
    (input.phone !== undefined || input.email !== undefined)
  ) {
    const legacy = {
      email_or_phone: input.phone ?? input.email,
      password: input.password,
      field_type: input.phone !== undefined ? 'phone' : 'email',
      guest_id: input.guest_id,
    };
    return c.json(await manualLogin(c, validate(manualSchema, legacy)));
  }
  const { login_type } = validate(
    z.object({ login_type: z.enum(['manual', 'otp', 'social']) }),
    input,
  );
  if (login_type === 'manual') return c.json(await manualLogin(c, validate(manualSchema, input)));
  if (login_type === 'otp') return c.json(await otpLogin(c, validate(otpLoginSchema, input)));
  throw ApiError.of(403, 'login_type', SOCIAL_LOGIN_OFF);
});

/**
 * The legacy social endpoints 6amMart's web client posts a Google or Facebook account to. Social
 * sign-in is off on this server (config: `social_login` providers and `centralize_login` social flags
 * all off), so they refuse as `login` does for login_type social, naming the provider field `medium`
 * (API-AUTH-1).
 */
for (const path of ['/social-login', '/social-register']) {
  authRoutes.post(path, () => {
    throw ApiError.of(403, 'medium', SOCIAL_LOGIN_OFF);
  });
}

// ---- verification -----------------------------------------------------------------------------------

const verifySchema = z
  .object({
    otp: otpCode(),
    // 2.x clients send only phone + otp: default to a manual phone verification.
    verification_type: z.enum(['phone', 'email']).default('phone'),
    phone: phone().optional(),
    email: email().optional(),
    login_type: z.enum(['manual', 'otp']).default('manual'),
    guest_id: guestIdField(),
  })
  .superRefine((value, ctx) => {
    if (value.verification_type === 'phone' && !value.phone) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['phone'],
        message: 'The phone field is required.',
      });
    }
    if (value.verification_type === 'email' && !value.email) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['email'],
        message: 'The email field is required.',
      });
    }
  });

authRoutes.post('/verify-phone', async (c) => {
  const input = validate(verifySchema, c.var.input);
  const { locale } = c.var.ctx;
  const database = await db(c);
  const byPhone = input.verification_type === 'phone';
  const identifier = (byPhone ? input.phone : input.email) as string;
  const user = byPhone
    ? await findUserByPhone(database, identifier)
    : await findUserByEmail(database, identifier);

  if (input.login_type === 'otp') {
    if (!byPhone)
      throw ApiError.of(403, 'verification_type', 'The selected verification type is invalid.');
    if (user && !user.is_phone_verified && !user.is_from_pos) {
      // An unverified account already holds this phone: ask the client whether it is theirs. The code
      // stays valid for the follow-up login (login_type otp, verified yes|no).
      assertCode(
        c.var.ctx.locale,
        await checkCode(database, 'otp', identifier, PURPOSE.login, input.otp, { consume: false }),
      );
      return c.json(
        tokenResponse(user, null, 'otp', {
          is_personal_info: 1,
          is_exist_user: {
            id: user.id,
            name: [user.f_name, user.l_name].filter(Boolean).join(' '),
            image: profileImageUrl(c.var.ctx.origin, user.image),
          },
        }),
      );
    }
    return c.json(
      await otpLogin(c, {
        phone: identifier,
        otp: input.otp,
        verified: '1',
        guest_id: input.guest_id,
      }),
    );
  }

  if (!user) return c.json({ message: t(locale, 'user_not_found') }, 404);
  if (byPhone && user.is_phone_verified)
    return c.json({ message: t(locale, 'phone_already_verified') });
  if (!byPhone && user.is_email_verified)
    return c.json({ message: t(locale, 'email_already_verified') });
  assertCode(
    c.var.ctx.locale,
    await checkCode(
      database,
      'otp',
      identifier,
      byPhone ? PURPOSE.phone : PURPOSE.email,
      input.otp,
      { consume: true },
    ),
  );

  const now = new Date();
  const [updated] = await database
    .update(users)
    .set(
      byPhone
        ? { is_phone_verified: true, updated_at: now }
        : { is_email_verified: true, email_verified_at: now, updated_at: now },
    )
    .where(eq(users.id, user.id))
    .returning();
  const settings = await Settings.load(database, { only: AUTH_SETTINGS });
  const emailPending =
    byPhone &&
    settings.loginFlag('email_verification_status', 0) === 1 &&
    Boolean(updated.email) &&
    !updated.is_email_verified;
  if (emailPending && updated.email) {
    await issueCode(database, 'otp', updated.email, PURPOSE.email);
    return c.json(tokenResponse(updated, null, 'manual', { is_email_verified: 0 }));
  }
  const token = updated.f_name ? await signIn(c, updated, input.guest_id) : null;
  return c.json(tokenResponse(updated, token, 'manual'));
});

const updateInfoSchema = z.object({
  name: personName(),
  login_type: z.enum(['otp', 'social', 'manual']),
  phone: phone(),
  email: email(),
  ref_code: str().pipe(z.string().max(50)).optional(),
  guest_id: guestIdField(),
});

authRoutes.post('/update-info', async (c) => {
  const input = validate(updateInfoSchema, c.var.input);
  const { locale } = c.var.ctx;
  const database = await db(c);
  const user =
    input.login_type === 'social'
      ? await findUserByEmail(database, input.email)
      : await findUserByPhone(database, input.phone);
  if (!user) return c.json({ message: t(locale, 'user_not_found') }, 404);
  if (user.f_name) return c.json({ message: t(locale, 'profile_exists') }, 403);
  await assertUnique(
    database,
    { email: input.email, phone: input.login_type === 'social' ? input.phone : null },
    user.id,
  );
  const settings = await Settings.load(database, { only: AUTH_SETTINGS });
  const refBy = await referrerId(c, settings, input.ref_code);
  if (input.login_type !== 'social') {
    const proof = await checkCode(
      database,
      'otp',
      input.phone,
      PURPOSE.profile,
      PROFILE_COMPLETION_CODE,
      { consume: true },
    );
    if (proof.status !== 'ok')
      throw ApiError.of(403, 'phone', 'Verify the phone number with an OTP first.');
  }
  const [f_name, l_name] = splitName(input.name);
  let updated: User;
  try {
    [updated] = await database
      .update(users)
      .set({
        f_name,
        l_name,
        email: input.email,
        phone: input.phone,
        ref_by: refBy,
        updated_at: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(403, { errors: [taken('email')] });
    throw error;
  }
  return c.json(tokenResponse(updated, await signIn(c, updated, input.guest_id), input.login_type));
});

// ---- password reset ---------------------------------------------------------------------------------

const resetTarget = {
  verification_method: z.enum(['phone', 'email']).optional(),
  phone: phone().optional(),
  email: email().optional(),
};

type ResetTarget = { verification_method?: 'phone' | 'email'; phone?: string; email?: string };

/** Resolves which account a reset targets: 403 when the identifier is missing, 404 `not-found`. */
async function resetAccount(c: ApiContext, input: ResetTarget) {
  const method = input.verification_method ?? (input.email && !input.phone ? 'email' : 'phone');
  const identifier = method === 'phone' ? input.phone : input.email;
  if (!identifier) throw ApiError.of(403, method, `The ${method} field is required.`);
  const database = await db(c);
  const user =
    method === 'phone'
      ? await findUserByPhone(database, identifier)
      : await findUserByEmail(database, identifier);
  if (!user) {
    throw ApiError.of(
      404,
      'not-found',
      t(c.var.ctx.locale, method === 'phone' ? 'phone_not_found' : 'email_not_found'),
    );
  }
  return { database, user, method, identifier };
}

authRoutes.post('/forgot-password', async (c) => {
  const input = validate(z.object(resetTarget), c.var.input);
  const { database, method, identifier } = await resetAccount(c, input);
  const result = await issueCode(database, 'reset', identifier, method);
  if (!result.ok)
    throw ApiError.of(
      405,
      'otp',
      t(c.var.ctx.locale, 'otp_resend_wait', { n: result.retryAfterSeconds }),
    );
  return c.json({ message: t(c.var.ctx.locale, 'otp_sent') });
});

authRoutes.post('/verify-token', async (c) => {
  const input = validate(z.object({ reset_token: otpCode(), ...resetTarget }), c.var.input);
  const { database, method, identifier } = await resetAccount(c, input);
  const result = await checkCode(database, 'reset', identifier, method, input.reset_token, {
    consume: false,
  });
  if (result.status === 'blocked')
    throw otpBlockedError(c.var.ctx.locale, result.retryAfterSeconds);
  if (result.status === 'mismatch')
    return c.json(errorBody('reset_token', t(c.var.ctx.locale, 'invalid_reset_token')), 400);
  return c.json({ message: t(c.var.ctx.locale, 'otp_found') });
});

authRoutes.put('/reset-password', async (c) => {
  const input = validate(
    z.object({
      reset_token: otpCode(),
      password: newPassword(),
      confirm_password: str().pipe(z.string().max(PASSWORD.max)),
      ...resetTarget,
    }),
    c.var.input,
  );
  const { locale } = c.var.ctx;
  if (input.password !== input.confirm_password)
    throw ApiError.of(403, 'confirm_password', t(locale, 'password_mismatch'));
  const { database, user, method, identifier } = await resetAccount(c, input);
  const result = await checkCode(database, 'reset', identifier, method, input.reset_token, {
    consume: true,
  });
  if (result.status === 'blocked') throw otpBlockedError(locale, result.retryAfterSeconds);
  if (result.status === 'mismatch')
    throw ApiError.of(404, 'reset_token', t(locale, 'invalid_reset_token'));
  await database
    .update(users)
    .set({ password: await hashPassword(input.password), updated_at: new Date() })
    .where(eq(users.id, user.id));
  // A reset means the old password may be known to someone else: sign out everywhere.
  await revokeUserTokens(database, user.id);
  return c.json({ message: t(locale, 'password_changed') });
});
