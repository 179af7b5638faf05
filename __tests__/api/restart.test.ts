import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@/server/db';
import { isPostgresUrl } from '../pg/admin';
import { call, makeApp } from './helpers';

jest.setTimeout(300_000);

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mart-api-restart-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

// An on-disk PGlite folder is the subject; with DATABASE_URL set, openDatabase would use PostgreSQL.
const onPglite = isPostgresUrl(process.env.DATABASE_URL) ? it.skip : it;

onPglite('keeps accounts across a restart of an on-disk PGlite database', async () => {
  const phone = '+212612345678';
  const password = 'Persist123!';

  // seed: false keeps the test fast; without settings phone verification is off and sign-up signs in.
  // Closed in finally, also when an expectation fails: nothing of the test outlives it.
  const first = await openDatabase({ dataDir: dir, seed: false });
  let token: string;
  try {
    const before = makeApp(first.db);
    const signUp = await call(before, 'POST', '/auth/sign-up', {
      json: { name: 'Rachid Persist', phone, password },
    });
    expect(signUp.status).toBe(200);
    token = signUp.body.token as string;
    expect(typeof token).toBe('string');
  } finally {
    await first.close();
  }

  const second = await openDatabase({ dataDir: dir, seed: false });
  try {
    const after = makeApp(second.db);
    const login = await call(after, 'POST', '/auth/login', {
      json: { login_type: 'manual', email_or_phone: phone, password, field_type: 'phone' },
    });
    expect(login.status).toBe(200);
    expect(typeof login.body.token).toBe('string');
    const info = await call(after, 'GET', '/customer/info', { token });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ f_name: 'Rachid', l_name: 'Persist', phone });
  } finally {
    await second.close();
  }
});
