import { and, eq } from 'drizzle-orm';
import { createUser } from '@/server/auth';
import { carts, items, users } from '@/server/db/schema';
import {
  call,
  makeApp,
  OTP,
  openTestDb,
  registerUser,
  uniquePhone,
  type App,
  type TestDb,
} from './helpers';

jest.setTimeout(60_000);

let testDb: TestDb;
let app: App;

beforeAll(async () => {
  testDb = await openTestDb();
  app = makeApp(testDb.db);
}, 240_000);

afterAll(async () => {
  await testDb?.close();
});

const TOKEN_KEYS = [
  'token',
  'is_phone_verified',
  'is_email_verified',
  'is_personal_info',
  'is_exist_user',
  'login_type',
  'email',
];

const login = (phone: string, password: string, extra: Record<string, unknown> = {}) =>
  call(app, 'POST', '/auth/login', {
    json: { login_type: 'manual', email_or_phone: phone, password, field_type: 'phone', ...extra },
  });

describe('guest', () => {
  it('hands out numeric guest ids', async () => {
    const first = await call(app, 'POST', '/auth/guest/request', { json: { fcm_token: 'abc' } });
    const second = await call(app, 'POST', '/auth/guest/request');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Guest verified', guest_id: expect.any(Number) });
    // Random, not serial: __tests__/api/guests.test.ts checks the range.
    expect(second.body.guest_id).not.toBe(first.body.guest_id);
  });
});

describe('sign-up and phone verification', () => {
  it('signs up, verifies the phone by OTP, then reads customer/info', async () => {
    const phone = uniquePhone();
    const signUp = await call(app, 'POST', '/auth/sign-up', {
      json: {
        name: 'Yasmine El Alaoui',
        phone,
        email: 'Yasmine.Signup@Example.test',
        password: 'Secret123!',
      },
    });
    expect(signUp.status).toBe(200);
    expect(Object.keys(signUp.body).sort()).toEqual([...TOKEN_KEYS].sort());
    expect(signUp.body).toMatchObject({
      token: null,
      is_phone_verified: 0,
      is_email_verified: 1,
      is_personal_info: 1,
      is_exist_user: null,
      login_type: 'manual',
      email: 'yasmine.signup@example.test',
    });

    // Logging in before verifying: no token, the client goes to the OTP screen.
    const early = await login(phone, 'Secret123!');
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ token: null, is_phone_verified: 0 });

    const wrong = await call(app, 'POST', '/auth/verify-phone', {
      json: { phone, otp: '000000', verification_type: 'phone', login_type: 'manual' },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ message: 'OTP does not match' });

    const verify = await call(app, 'POST', '/auth/verify-phone', {
      json: { phone, otp: OTP, verification_type: 'phone', login_type: 'manual' },
    });
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({
      is_phone_verified: 1,
      is_personal_info: 1,
      login_type: 'manual',
    });
    expect(verify.body.token).toMatch(/^[A-Za-z0-9_-]{60,}$/);

    const again = await call(app, 'POST', '/auth/verify-phone', {
      json: { phone, otp: OTP, verification_type: 'phone', login_type: 'manual' },
    });
    expect(again.body).toEqual({ message: 'Phone number is already verified' });

    const info = await call(app, 'GET', '/customer/info', { token: verify.body.token });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      f_name: 'Yasmine',
      l_name: 'El Alaoui',
      phone,
      email: 'yasmine.signup@example.test',
      is_phone_verified: 1,
      wallet_balance: 0,
      loyalty_point: 0,
      order_count: 0,
      member_since_days: 0,
    });
    expect(info.body.ref_code).toMatch(/^[A-Z0-9]{10}$/);
    expect(info.body).not.toHaveProperty('password');
  });

  it('accepts f_name/l_name, form bodies and phones in any notation', async () => {
    const digits = uniquePhone().slice(1);
    const res = await call(app, 'POST', '/auth/sign-up', {
      form: { f_name: 'Omar', l_name: 'Tazi', phone: `00${digits}`, password: 'Secret123!' },
    });
    expect(res.status).toBe(200);
    expect(res.body.email).toBeNull();
    const [row] = await testDb.db
      .select()
      .from(users)
      .where(eq(users.phone, `+${digits}`));
    expect(row).toMatchObject({ f_name: 'Omar', l_name: 'Tazi', email: null });
    expect(row.password).toMatch(/^scrypt\$\d+\$8\$1\$/);
  });

  it('rejects duplicates, short passwords and bad input with 403', async () => {
    const { phone, email } = await registerUser(app);
    const dupPhone = await call(app, 'POST', '/auth/sign-up', {
      json: { name: 'A B', phone, password: 'Secret123!' },
    });
    expect(dupPhone.status).toBe(403);
    expect(dupPhone.body.errors).toEqual([
      { code: 'phone', message: 'The phone has already been taken.' },
    ]);
    const dupEmail = await call(app, 'POST', '/auth/sign-up', {
      json: {
        name: 'A B',
        phone: uniquePhone(),
        email: email.toUpperCase(),
        password: 'Secret123!',
      },
    });
    expect(dupEmail.status).toBe(403);
    expect(dupEmail.body.errors[0].code).toBe('email');
    const short = await call(app, 'POST', '/auth/sign-up', {
      json: { name: 'A', phone: uniquePhone(), password: 'short' },
    });
    expect(short.status).toBe(403);
    expect(short.body.errors[0].code).toBe('password');
    const noName = await call(app, 'POST', '/auth/sign-up', {
      json: { phone: uniquePhone(), password: 'Secret123!' },
    });
    expect(noName.body.errors[0]).toEqual({ code: 'name', message: 'The name field is required.' });
  });

  it('answers 405 for an unknown referral code and records a known one', async () => {
    const unknown = await call(app, 'POST', '/auth/sign-up', {
      json: {
        name: 'Ref Test',
        phone: uniquePhone(),
        password: 'Secret123!',
        ref_code: 'NOPE000000',
      },
    });
    expect(unknown.status).toBe(405);
    expect(unknown.body.errors[0].code).toBe('ref_code');

    const referrer = await registerUser(app);
    const refInfo = await call(app, 'GET', '/customer/info', { token: referrer.token });
    const referred = await registerUser(app, { ref_code: refInfo.body.ref_code });
    const info = await call(app, 'GET', '/customer/info', { token: referred.token });
    expect(info.body.ref_by).toBe(refInfo.body.id);
    expect(info.body).toMatchObject({
      is_valid_for_discount: true,
      discount_amount: 10,
      discount_amount_type: 'percentage',
      validity: '30 days',
    });
  });

  it('blocks verification after 5 wrong codes', async () => {
    const phone = uniquePhone();
    await call(app, 'POST', '/auth/sign-up', {
      json: { name: 'Block Me', phone, password: 'Secret123!' },
    });
    const attempt = (otp: string) =>
      call(app, 'POST', '/auth/verify-phone', {
        json: { phone, otp, verification_type: 'phone', login_type: 'manual' },
      });
    for (let i = 0; i < 5; i++) expect((await attempt('999999')).status).toBe(404);
    const blocked = await attempt(OTP);
    expect(blocked.status).toBe(405);
    expect(blocked.body.errors[0].code).toBe('otp_temp_blocked');
  });
});

describe('login', () => {
  it('logs in with phone or email (manual) and with the legacy 2.x body', async () => {
    const user = await registerUser(app);
    const byPhone = await login(user.phone, user.password);
    expect(byPhone.status).toBe(200);
    expect(byPhone.body).toMatchObject({
      is_phone_verified: 1,
      is_personal_info: 1,
      login_type: 'manual',
      email: user.email,
    });
    expect(typeof byPhone.body.token).toBe('string');

    const byEmail = await call(app, 'POST', '/auth/login', {
      json: {
        login_type: 'manual',
        email_or_phone: user.email.toUpperCase(),
        password: user.password,
        field_type: 'email',
      },
    });
    expect(typeof byEmail.body.token).toBe('string');

    const legacy = await call(app, 'POST', '/auth/login', {
      json: { phone: user.phone, password: user.password },
    });
    expect(legacy.status).toBe(200);
    expect(typeof legacy.body.token).toBe('string');

    const info = await call(app, 'GET', '/customer/info', { token: legacy.body.token });
    expect(info.body.phone).toBe(user.phone);
  });

  it('answers 401 auth-001 for bad credentials and unknown accounts', async () => {
    const user = await registerUser(app);
    const wrong = await login(user.phone, 'WrongPass1');
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors[0].code).toBe('auth-001');
    const unknown = await login(uniquePhone(), 'whatever1');
    expect(unknown.status).toBe(401);
    expect(unknown.body.errors[0].code).toBe('auth-001');
  });

  it('throttles after 5 failures per identifier and IP with 429', async () => {
    const user = await registerUser(app);
    for (let i = 0; i < 5; i++) expect((await login(user.phone, `Wrong${i}pass`)).status).toBe(401);
    const throttled = await login(user.phone, user.password);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({
      errors: [
        { code: 'too_many_attempts', message: 'Too many attempts. Try again in 15 minutes.' },
      ],
    });
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another account from the same client is unaffected.
    const other = await registerUser(app);
    expect((await login(other.phone, other.password)).status).toBe(200);
  });

  it('answers 403 auth-003 for a blocked account and stops its tokens', async () => {
    const user = await registerUser(app);
    await testDb.db.update(users).set({ status: false }).where(eq(users.phone, user.phone));
    const res = await login(user.phone, user.password);
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('auth-003');
    expect((await call(app, 'GET', '/customer/info', { token: user.token })).status).toBe(401);
  });

  it('validates the login body', async () => {
    const noType = await call(app, 'POST', '/auth/login', { json: {} });
    expect(noType.status).toBe(403);
    expect(noType.body.errors[0].code).toBe('login_type');
    const manual = await call(app, 'POST', '/auth/login', { json: { login_type: 'manual' } });
    expect(manual.body.errors.map((e: { code: string }) => e.code)).toEqual([
      'email_or_phone',
      'password',
      'field_type',
    ]);
  });
});

describe('OTP login', () => {
  it('creates a profile-less account, completes it with update-info, then signs in', async () => {
    const phone = uniquePhone();
    const send = await call(app, 'POST', '/auth/login', { json: { login_type: 'otp', phone } });
    expect(send.status).toBe(200);
    expect(send.body).toMatchObject({ token: null, login_type: 'otp', is_phone_verified: 0 });

    const resend = await call(app, 'POST', '/auth/login', { json: { login_type: 'otp', phone } });
    expect(resend.status).toBe(405);
    expect(resend.body.errors[0].code).toBe('otp');

    const wrong = await call(app, 'POST', '/auth/login', {
      json: { login_type: 'otp', phone, otp: '000000', verified: '1' },
    });
    expect(wrong.status).toBe(404);

    const verified = await call(app, 'POST', '/auth/login', {
      json: { login_type: 'otp', phone, otp: OTP, verified: '1' },
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      token: null,
      is_personal_info: 0,
      is_phone_verified: 1,
      login_type: 'otp',
    });

    const info = await call(app, 'POST', '/auth/update-info', {
      json: {
        name: 'Nadia Berrada',
        login_type: 'otp',
        phone,
        email: `${phone.slice(1)}@otp.test`,
      },
    });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ is_personal_info: 1, login_type: 'otp' });
    expect(typeof info.body.token).toBe('string');
    const profile = await call(app, 'GET', '/customer/info', { token: info.body.token });
    expect(profile.body).toMatchObject({ f_name: 'Nadia', l_name: 'Berrada', login_medium: 'otp' });

    const twice = await call(app, 'POST', '/auth/update-info', {
      json: { name: 'Someone Else', login_type: 'otp', phone, email: 'else@otp.test' },
    });
    expect(twice.status).toBe(403);
  });

  it('refuses update-info for a phone that did not just pass an OTP check', async () => {
    const phone = uniquePhone();
    await createUser(testDb.db, {
      f_name: null,
      l_name: null,
      phone,
      password: null,
      login_medium: 'otp',
    });
    const res = await call(app, 'POST', '/auth/update-info', {
      json: { name: 'Eve Intruder', login_type: 'otp', phone, email: 'eve@otp.test' },
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe('phone');
    const unknown = await call(app, 'POST', '/auth/update-info', {
      json: {
        name: 'Eve Intruder',
        login_type: 'otp',
        phone: uniquePhone(),
        email: 'eve@otp.test',
      },
    });
    expect(unknown.status).toBe(404);
  });

  it('signs an existing verified customer straight in', async () => {
    const user = await registerUser(app);
    await call(app, 'POST', '/auth/login', { json: { login_type: 'otp', phone: user.phone } });
    const res = await call(app, 'POST', '/auth/login', {
      json: { login_type: 'otp', phone: user.phone, otp: OTP, verified: 'yes' },
    });
    expect(res.body).toMatchObject({ is_personal_info: 1, login_type: 'otp' });
    expect(typeof res.body.token).toBe('string');
  });
});

describe('password reset', () => {
  it('runs forgot-password → verify-token → reset-password end to end', async () => {
    const user = await registerUser(app);
    const forgot = await call(app, 'POST', '/auth/forgot-password', {
      json: { verification_method: 'phone', phone: user.phone },
    });
    expect(forgot.status).toBe(200);
    expect(forgot.body).toEqual({ message: 'OTP sent successfully' });

    const bad = await call(app, 'POST', '/auth/verify-token', {
      json: { reset_token: '000000', phone: user.phone },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].code).toBe('reset_token');
    const good = await call(app, 'POST', '/auth/verify-token', {
      json: { reset_token: OTP, verification_method: 'phone', phone: user.phone },
    });
    expect(good.status).toBe(200);

    const mismatch = await call(app, 'PUT', '/auth/reset-password', {
      json: {
        reset_token: OTP,
        phone: user.phone,
        password: 'NewSecret1!',
        confirm_password: 'Different1!',
      },
    });
    expect(mismatch.status).toBe(403);
    expect(mismatch.body.errors[0].code).toBe('confirm_password');

    // Laravel clients send PUT as POST + _method=put.
    const reset = await call(app, 'POST', '/auth/reset-password', {
      form: {
        _method: 'put',
        reset_token: OTP,
        phone: user.phone,
        password: 'NewSecret1!',
        confirm_password: 'NewSecret1!',
      },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'Password changed successfully.' });

    expect((await call(app, 'GET', '/customer/info', { token: user.token })).status).toBe(401);
    expect((await login(user.phone, user.password)).status).toBe(401);
    expect((await login(user.phone, 'NewSecret1!')).status).toBe(200);

    const reused = await call(app, 'PUT', '/auth/reset-password', {
      json: {
        reset_token: OTP,
        phone: user.phone,
        password: 'Another12!',
        confirm_password: 'Another12!',
      },
    });
    expect(reused.status).toBe(404);
  });

  it('works by email and answers 404 not-found for unknown accounts', async () => {
    const user = await registerUser(app);
    const byEmail = await call(app, 'POST', '/auth/forgot-password', {
      json: { verification_method: 'email', email: user.email },
    });
    expect(byEmail.status).toBe(200);
    const throttled = await call(app, 'POST', '/auth/forgot-password', {
      json: { verification_method: 'email', email: user.email },
    });
    expect(throttled.status).toBe(405);
    const unknown = await call(app, 'POST', '/auth/forgot-password', {
      json: { verification_method: 'phone', phone: uniquePhone() },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].code).toBe('not-found');
    const missing = await call(app, 'POST', '/auth/forgot-password', {
      json: { verification_method: 'phone' },
    });
    expect(missing.status).toBe(403);
  });
});

describe('guest cart merge', () => {
  it('moves the guest cart to the user on login and drops duplicate lines', async () => {
    const user = await registerUser(app);
    const [userRow] = await testDb.db.select().from(users).where(eq(users.phone, user.phone));
    const guest = (await call(app, 'POST', '/auth/guest/request')).body.guest_id as number;
    const [a, b] = await testDb.db.select().from(items).limit(2);
    const line = (owner: number, isGuest: boolean, item: typeof a) => ({
      user_id: owner,
      is_guest: isGuest,
      module_id: item.module_id,
      item_id: item.id,
      price: Number(item.price),
      quantity: 1,
    });
    await testDb.db
      .insert(carts)
      .values([line(guest, true, a), line(guest, true, b), line(userRow.id, false, a)]);

    const res = await login(user.phone, user.password, { guest_id: String(guest) });
    expect(res.status).toBe(200);
    const userCart = await testDb.db
      .select()
      .from(carts)
      .where(and(eq(carts.user_id, userRow.id), eq(carts.is_guest, false)));
    expect(userCart.map((row) => row.item_id).sort()).toEqual([a.id, b.id].sort());
    const guestCart = await testDb.db
      .select()
      .from(carts)
      .where(and(eq(carts.user_id, guest), eq(carts.is_guest, true)));
    expect(guestCart).toHaveLength(0);
  });
});
