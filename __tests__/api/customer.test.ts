import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { orders, users } from '@/server/db/schema';
import { DEMO_CUSTOMER } from '@/server/db/seed';
import {
  call,
  makeApp,
  openTestDb,
  registerUser,
  uniquePhone,
  type App,
  type TestDb,
} from './helpers';

jest.setTimeout(60_000);

let testDb: TestDb;
let app: App;
let uploadDir: string;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(os.tmpdir(), 'mart-upload-test-'));
  process.env.UPLOAD_DIR = uploadDir;
  testDb = await openTestDb();
  app = makeApp(testDb.db);
}, 240_000);

afterAll(async () => {
  delete process.env.UPLOAD_DIR;
  rmSync(uploadDir, { recursive: true, force: true });
  await testDb?.close();
});

// Smallest valid PNG (1×1, transparent).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const userId = async (phone: string) =>
  (await testDb.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0].id;

describe('auth:api guard', () => {
  it.each([
    ['GET', '/customer/info'],
    ['POST', '/customer/update-profile'],
    ['PUT', '/customer/cm-firebase-token'],
    ['DELETE', '/customer/remove-account'],
  ])('%s %s answers 401 auth-001 without a token', async (method, url) => {
    const res = await call(app, method, url, {
      json: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] });
  });
});

describe('GET /customer/info', () => {
  it('returns the profile fields (API-CUSTOMER-1)', async () => {
    const user = await registerUser(app);
    const res = await call(app, 'GET', '/customer/info', {
      token: user.token,
      headers: { 'X-localization': 'fr' },
    });
    expect(res.status).toBe(200);
    for (const key of [
      'id',
      'f_name',
      'l_name',
      'phone',
      'email',
      'image',
      'image_full_url',
      'is_phone_verified',
      'is_email_verified',
      'email_verified_at',
      'status',
      'order_count',
      'login_medium',
      'social_id',
      'zone_id',
      'wallet_balance',
      'loyalty_point',
      'ref_code',
      'ref_by',
      'current_language_key',
      'module_ids',
      'cm_firebase_token',
      'temp_token',
      'is_from_pos',
      'created_at',
      'updated_at',
      'userinfo',
      'member_since_days',
      'selected_modules_for_interest',
      'is_valid_for_discount',
      'discount_amount',
      'discount_amount_type',
      'validity',
    ]) {
      expect(res.body).toHaveProperty(key);
    }
    expect(res.body).toMatchObject({
      status: 1,
      current_language_key: 'fr',
      is_valid_for_discount: false,
      image_full_url: null,
    });
    expect(typeof res.body.wallet_balance).toBe('number');
  });

  it('answers 200 with an errors body without X-localization (contract quirk)', async () => {
    const user = await registerUser(app);
    const response = await app.request('/api/v1/customer/info', {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.errors[0].code).toBe('current_language_key');
  });

  it('shows the seeded demo customer with wallet, points and orders', async () => {
    const res = await call(app, 'POST', '/auth/login', {
      json: {
        login_type: 'manual',
        email_or_phone: DEMO_CUSTOMER.phone,
        password: DEMO_CUSTOMER.password,
        field_type: 'phone',
      },
    });
    expect(res.status).toBe(200);
    const info = await call(app, 'GET', '/customer/info', { token: res.body.token });
    expect(info.body).toMatchObject({ phone: DEMO_CUSTOMER.phone, is_phone_verified: 1 });
    expect(info.body.wallet_balance).toBeGreaterThan(0);
    expect(info.body.loyalty_point).toBeGreaterThan(0);
    expect(info.body.order_count).toBeGreaterThan(0);
    expect(info.body.userinfo).toEqual(expect.objectContaining({ user_id: info.body.id }));
  });
});

describe('POST /customer/update-profile', () => {
  it('updates names, email and password from JSON', async () => {
    const user = await registerUser(app);
    const newEmail = `renamed${user.phone.slice(4)}@example.test`;
    const res = await call(app, 'POST', '/customer/update-profile', {
      token: user.token,
      json: {
        f_name: 'Salma',
        l_name: 'Bennani',
        email: newEmail,
        phone: user.phone,
        password: 'Changed123!',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Successfully updated!' });
    const info = await call(app, 'GET', '/customer/info', { token: user.token });
    expect(info.body).toMatchObject({ f_name: 'Salma', l_name: 'Bennani', email: newEmail });
    const relogin = await call(app, 'POST', '/auth/login', {
      json: {
        login_type: 'manual',
        email_or_phone: user.phone,
        password: 'Changed123!',
        field_type: 'phone',
      },
    });
    expect(relogin.status).toBe(200);
  });

  it('stores a multipart image, verified by its bytes, and serves it back', async () => {
    const user = await registerUser(app);
    const form = new FormData();
    form.append('name', 'Photo Person');
    form.append('email', user.email);
    form.append('phone', user.phone);
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const res = await call(app, 'POST', '/customer/update-profile', {
      token: user.token,
      multipart: form,
    });
    expect(res.status).toBe(200);
    const info = await call(app, 'GET', '/customer/info', { token: user.token });
    expect(info.body.image).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(info.body.image_full_url).toBe(
      `http://localhost/api/v1/uploads/profile/${info.body.image}`,
    );
    expect(readdirSync(path.join(uploadDir, 'profile'))).toContain(info.body.image);

    const image = await app.request(`/api/v1/uploads/profile/${info.body.image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    // Drawn again on arrival (src/server/api/uploads/image.ts): the same picture, a new file.
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });

    // A replacement removes the previous file.
    const again = new FormData();
    again.append('name', 'Photo Person');
    again.append('image', new Blob([PNG]), 'again.png');
    await call(app, 'POST', '/customer/update-profile', { token: user.token, multipart: again });
    expect(readdirSync(path.join(uploadDir, 'profile'))).not.toContain(info.body.image);
  });

  it('rejects non-images, disguised files and images over 2 MB', async () => {
    const user = await registerUser(app);
    const upload = async (blob: Blob, name: string) => {
      const form = new FormData();
      form.append('name', 'X Y');
      form.append('image', blob, name);
      return call(app, 'POST', '/customer/update-profile', { token: user.token, multipart: form });
    };
    const html = await upload(
      new Blob(['<script>alert(1)</script>'], { type: 'image/png' }),
      'evil.png',
    );
    expect(html.status).toBe(403);
    expect(html.body.errors[0].code).toBe('image');
    const big = await upload(
      new Blob([PNG, new Uint8Array(2 * 1024 * 1024)], { type: 'image/png' }),
      'big.png',
    );
    expect(big.status).toBe(403);
    expect(big.body.errors[0].message).toMatch(/2048 kilobytes/);
    const notFile = await call(app, 'POST', '/customer/update-profile', {
      token: user.token,
      json: { name: 'X', image: 'x.png' },
    });
    expect(notFile.status).toBe(403);
  });

  it('asks for an OTP before changing the phone, then applies it', async () => {
    const user = await registerUser(app);
    const newPhone = uniquePhone();
    const first = await call(app, 'POST', '/customer/update-profile', {
      token: user.token,
      json: { name: 'New Phone', phone: newPhone },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ verification_on: 'phone', otp_send: true });
    const wrong = await call(app, 'POST', '/customer/update-profile', {
      token: user.token,
      json: { name: 'New Phone', phone: newPhone, otp: '000000' },
    });
    expect(wrong.status).toBe(404);
    const done = await call(app, 'POST', '/customer/update-profile', {
      token: user.token,
      json: { name: 'New Phone', phone: newPhone, otp: '123456' },
    });
    expect(done.body).toEqual({ message: 'Successfully updated!' });
    expect((await call(app, 'GET', '/customer/info', { token: user.token })).body.phone).toBe(
      newPhone,
    );
  });

  it('rejects a phone or email owned by someone else, and short passwords', async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    const taken = await call(app, 'POST', '/customer/update-profile', {
      token: a.token,
      json: { name: 'A', email: b.email, phone: b.phone },
    });
    expect(taken.status).toBe(403);
    expect(taken.body.errors.map((e: { code: string }) => e.code).sort()).toEqual([
      'email',
      'phone',
    ]);
    const short = await call(app, 'POST', '/customer/update-profile', {
      token: a.token,
      json: { name: 'A', password: '123' },
    });
    expect(short.status).toBe(403);
    expect(short.body.errors[0].code).toBe('password');
    const noName = await call(app, 'POST', '/customer/update-profile', {
      token: a.token,
      json: {},
    });
    expect(noName.body.errors[0].code).toBe('name');
  });
});

describe('cm-firebase-token', () => {
  it('accepts PUT and POST with _method=put', async () => {
    const user = await registerUser(app);
    const put = await call(app, 'PUT', '/customer/cm-firebase-token', {
      token: user.token,
      json: { cm_firebase_token: 'fcm-1' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toHaveProperty('message');
    const post = await call(app, 'POST', '/customer/cm-firebase-token', {
      token: user.token,
      form: { _method: 'put', cm_firebase_token: 'fcm-2' },
    });
    expect(post.status).toBe(200);
    const [row] = await testDb.db.select().from(users).where(eq(users.phone, user.phone));
    expect(row.cm_firebase_token).toBe('fcm-2');
    const missing = await call(app, 'PUT', '/customer/cm-firebase-token', {
      token: user.token,
      json: {},
    });
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0].code).toBe('cm_firebase_token');
  });
});

describe('DELETE /customer/remove-account', () => {
  it('answers 203 on-going while an order is running', async () => {
    const user = await registerUser(app);
    const id = await userId(user.phone);
    const [order] = await testDb.db
      .insert(orders)
      .values({
        user_id: id,
        payment_method: 'cash_on_delivery',
        module_id: 1,
        order_status: 'processing',
      })
      .returning();
    const res = await call(app, 'DELETE', '/customer/remove-account', { token: user.token });
    expect(res.status).toBe(203);
    expect(res.body.errors[0].code).toBe('on-going');
    await testDb.db
      .update(orders)
      .set({ order_status: 'delivered' })
      .where(eq(orders.id, order.id));
    const ok = await call(app, 'DELETE', '/customer/remove-account', { token: user.token });
    expect(ok.status).toBe(200);
  });

  it('removes the account, revokes its tokens and frees the phone', async () => {
    const user = await registerUser(app);
    const res = await call(app, 'DELETE', '/customer/remove-account', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect((await call(app, 'GET', '/customer/info', { token: user.token })).status).toBe(401);
    const relogin = await call(app, 'POST', '/auth/login', {
      json: {
        login_type: 'manual',
        email_or_phone: user.phone,
        password: user.password,
        field_type: 'phone',
      },
    });
    expect(relogin.status).toBe(401);
    const again = await call(app, 'POST', '/auth/sign-up', {
      json: { name: 'Back Again', phone: user.phone, password: 'Secret123!' },
    });
    expect(again.status).toBe(200);
  });
});

describe('GET /customer/address/list', () => {
  it('lists only the caller’s saved addresses, paginated', async () => {
    const login = await call<{ token: string }>(app, 'POST', '/auth/login', {
      json: {
        login_type: 'manual',
        field_type: 'phone',
        email_or_phone: DEMO_CUSTOMER.phone,
        password: DEMO_CUSTOMER.password,
      },
    });
    expect(login.status).toBe(200);
    const res = await call<{
      total_size: number;
      limit: unknown;
      addresses: { address: string; zone_ids: number[]; latitude: string }[];
    }>(app, 'GET', '/customer/address/list?limit=1&offset=1', { token: login.body.token });
    expect(res.status).toBe(200);
    expect(res.body.total_size).toBeGreaterThanOrEqual(2);
    expect(res.body.addresses).toHaveLength(1);
    expect(res.body.limit).toBe('1');
    expect(typeof res.body.addresses[0].latitude).toBe('string');
    expect(Array.isArray(res.body.addresses[0].zone_ids)).toBe(true);

    const stranger = await registerUser(app);
    const empty = await call<{ total_size: number }>(app, 'GET', '/customer/address/list', {
      token: stranger.token,
    });
    expect(empty.body.total_size).toBe(0);
  });

  it('rejects bad paging and missing tokens', async () => {
    const user = await registerUser(app);
    const bad = await call(app, 'GET', '/customer/address/list?limit=abc', { token: user.token });
    expect(bad.status).toBe(403);
    const anonymous = await call(app, 'GET', '/customer/address/list');
    expect(anonymous.status).toBe(401);
  });
});
