import { randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import { createApiApp } from '@/server/api/app';
import type { ApiEnv } from '@/server/api/types';
import { seedAuth } from '@/server/auth/seed';
import type { Db } from '@/server/db';

export type TestDb = { db: Db; close: () => Promise<void> };

/**
 * A fresh, seeded in-memory database (openDatabase caches a seeded template on disk, so only the first
 * file of a run pays for initdb, migrations and the seed) plus the demo customer. On the PostgreSQL run
 * (DATABASE_URL set) it is the test file's own database, copied from a seeded template by
 * jest.setup.node.ts and dropped after the file.
 */
export async function openTestDb(): Promise<TestDb> {
  const { openDatabase } = await import('@/server/db');
  const handle = await openDatabase({ dataDir: 'memory://' });
  await seedAuth(handle.db);
  return { db: handle.db, close: () => handle.close() };
}

export type App = Hono<ApiEnv>;

/** What `call` needs: the in-process app, or a server over HTTP (see __tests__/pg). */
export type Requester = Pick<App, 'request'>;

export function makeApp(db: Db): App {
  return createApiApp({ getDb: async () => db });
}

export type CallOptions = {
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: FormData;
  body?: BodyInit;
  token?: string | null;
};

export type CallResult<T = unknown> = { status: number; body: T; headers: Headers; text: string };

/** One request (in-process, or over HTTP: see Requester); `body` is parsed JSON when the response is JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes and assert on them
export async function call<T = any>(
  app: Requester,
  method: string,
  url: string,
  opts: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { 'X-localization': 'en', ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined = opts.body;
  if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.multipart) {
    body = opts.multipart;
  }
  const response = await app.request(url.startsWith('/api/') ? url : `/api/v1${url}`, {
    method,
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text)
    parsed = JSON.parse(text);
  return { status: response.status, body: parsed as T, headers: response.headers, text };
}

/** A Moroccan mobile number no other test uses. */
export function uniquePhone(): string {
  return `+2127${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export const OTP = process.env.OTP_TEST_CODE || '123456';

/** Signs up and verifies a new customer; returns the bearer token and credentials. */
export async function registerUser(app: Requester, extra: Record<string, string> = {}) {
  const phone = uniquePhone();
  const password = 'Secret123!';
  const email = `u${phone.slice(1)}@example.test`;
  const signUp = await call(app, 'POST', '/auth/sign-up', {
    json: { name: 'Test User', phone, email, password, ...extra },
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${signUp.text}`);
  let token: string | null = signUp.body.token;
  if (!token) {
    const verify = await call(app, 'POST', '/auth/verify-phone', {
      json: { phone, otp: OTP, verification_type: 'phone', login_type: 'manual' },
    });
    if (verify.status !== 200) throw new Error(`verify failed: ${verify.status} ${verify.text}`);
    token = verify.body.token;
  }
  return { phone, email, password, token: token as string };
}
