import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import './helpers';
import { closeDb } from '@/server/db';

jest.setTimeout(120_000);

let server: Server;
let base: string;

beforeAll(async () => {
  // The real handler uses the process database: make it an in-memory one for this file.
  process.env.DATA_DIR = 'memory://';
  const { default: handler } = await import('../../pages/api/v1/[...path]');
  server = createServer((req, res) => {
    void handler(req as NextApiRequest, res as NextApiResponse);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 240_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await closeDb();
  delete process.env.DATA_DIR;
});

describe('pages/api/v1/[...path] over real HTTP', () => {
  it('serves config and answers unknown routes with 404', async () => {
    const config = await fetch(`${base}/api/v1/config`, { headers: { 'X-localization': 'en' } });
    expect(config.status).toBe(200);
    const body = await config.json();
    expect(body.business_name).toBe('Atlas Mart');
    expect(body.logo_full_url).toBe(`${base}/demo/business/logo.svg`);
    const missing = await fetch(`${base}/api/v1/does-not-exist`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).errors[0].code).toBe('not_found');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"login_type": "manual",',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [{ code: 'body', message: 'Malformed JSON body.' }],
    });
  });

  it('answers a 2 MB JSON body with 413 and keeps serving', async () => {
    const res = await fetch(`${base}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].code).toBe('body');
    const after = await fetch(`${base}/api/v1/zone/list`);
    expect(after.status).toBe(200);
  });

  it('accepts a 2 MB multipart body and checks auth after reading it', async () => {
    const form = new FormData();
    form.append('name', 'Big Upload');
    form.append('image', new Blob([new Uint8Array(2 * 1024 * 1024)]), 'big.png');
    const res = await fetch(`${base}/api/v1/customer/update-profile`, {
      method: 'POST',
      body: form,
    });
    expect(res.status).toBe(401);
  });

  it('signs up and reads the profile through the adapter', async () => {
    const phone = `+2126${Date.now().toString().slice(-8)}`;
    const signUp = await fetch(`${base}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Http User', phone, password: 'Secret123!' }),
    });
    expect(signUp.status).toBe(200);
    const verify = await fetch(`${base}/api/v1/auth/verify-phone`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        phone,
        otp: '123456',
        verification_type: 'phone',
        login_type: 'manual',
      }),
    });
    const { token } = await verify.json();
    const info = await fetch(`${base}/api/v1/customer/info`, {
      headers: { Authorization: `Bearer ${token}`, 'X-localization': 'en' },
    });
    expect((await info.json()).phone).toBe(phone);
  });

  it('is off (404 builtin_api_off) when an external API base is configured', async () => {
    process.env.NEXT_PUBLIC_BASE_URL = 'https://backend.example';
    try {
      // The configuration is read when the server starts: this is a second server, started with it.
      let offHandler: ((req: NextApiRequest, res: NextApiResponse) => Promise<void>) | undefined;
      await jest.isolateModulesAsync(async () => {
        offHandler = (await import('../../pages/api/v1/[...path]')).default;
      });
      const off = createServer((req, res) => {
        void offHandler!(req as NextApiRequest, res as NextApiResponse);
      });
      await new Promise<void>((resolve) => off.listen(0, '127.0.0.1', resolve));
      const offBase = `http://127.0.0.1:${(off.address() as AddressInfo).port}`;
      const res = await fetch(`${offBase}/api/v1/config`).finally(() => off.close());
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        errors: [
          {
            code: 'builtin_api_off',
            message: 'The built-in API is disabled because an external API base is configured.',
          },
        ],
      });
    } finally {
      delete process.env.NEXT_PUBLIC_BASE_URL;
    }
  });
});
