import { bestBonus, type WalletBonusRule } from '@/domain/wallet/rules';
import { creditWallet } from '@/server/api/wallet/ledger';
import { call } from './helpers';
import { closeMoney, HEADERS, openMoney, setSetting, type Money } from './money-setup';

jest.setTimeout(120_000);

let m: Money;

beforeAll(async () => {
  m = await openMoney();
}, 240_000);

afterAll(() => closeMoney(m));

const get = (path: string, token: string | null, locale = 'en') =>
  call(m.cat.app, 'GET', path, { token, headers: { 'X-localization': locale } });

const addFund = (token: string, json: Record<string, unknown>) =>
  call(m.cat.app, 'POST', '/customer/wallet/add-fund', { token, json });

/** Opens the gateway page of a redirect link and submits `choice`; returns the redirect. */
async function gateway(link: string, choice: 'success' | 'fail' | 'cancel') {
  const url = new URL(link);
  expect(url.pathname).toBe('/payment-mobile');
  const path = `/api/v1/payment-mobile${url.search}`;
  const page = await call(m.cat.app, 'GET', path);
  expect(page.status).toBe(200);
  const done = await call(m.cat.app, 'POST', path, { form: { choice } });
  expect(done.status).toBe(303);
  return { page, location: done.headers.get('location')!, path };
}

describe('GET /customer/wallet/transactions and bonuses', () => {
  it('needs a member, limit and offset, and a known type', async () => {
    const { token } = await m.member();
    expect((await get('/customer/wallet/transactions?limit=10&offset=1', null)).status).toBe(401);
    expect((await get('/customer/wallet/transactions', token)).status).toBe(403);
    const bad = await get('/customer/wallet/transactions?limit=10&offset=1&type=gift', token);
    expect(bad.status).toBe(403);
    expect(bad.body.errors[0].code).toBe('type');
    const empty = await get('/customer/wallet/transactions?limit=10&offset=1', token);
    expect(empty.body).toEqual({ total_size: 0, limit: '10', offset: '1', data: [] });
  });

  it("pages the demo customer's history, newest first, filtered by type", async () => {
    const login = await call(m.cat.app, 'POST', '/auth/login', {
      json: {
        login_type: 'manual',
        field_type: 'phone',
        email_or_phone: '+212600000001',
        password: 'Demo1234!',
      },
    });
    const token: string = login.body.token;
    expect(token).toBeTruthy();
    const all = await get('/customer/wallet/transactions?limit=1&offset=1', token);
    expect(all.body.total_size).toBeGreaterThanOrEqual(2);
    expect(all.body.data).toHaveLength(1);
    expect(Object.keys(all.body.data[0]).sort()).toEqual(
      [
        'id',
        'user_id',
        'transaction_id',
        'credit',
        'debit',
        'admin_bonus',
        'balance',
        'transaction_type',
        'reference',
        'created_at',
        'updated_at',
      ].sort(),
    );
    const cashBack = await get(
      '/customer/wallet/transactions?limit=10&offset=1&type=CashBack',
      token,
    );
    expect(cashBack.body.data.map((t: { transaction_type: string }) => t.transaction_type)).toEqual(
      cashBack.body.data.map(() => 'CashBack'),
    );
    expect(cashBack.body.total_size).toBeGreaterThanOrEqual(1);
  });

  it('lists the running bonuses in the request language', async () => {
    const { token } = await m.member();
    const en = await get('/customer/wallet/bonuses', token);
    expect(en.status).toBe(200);
    expect(en.body.map((b: { id: number }) => b.id)).toEqual([1, 2]);
    expect(en.body[0]).toMatchObject({
      bonus_type: 'amount',
      bonus_amount: 20,
      minimum_add_amount: 200,
      maximum_bonus_amount: 20,
      status: 1,
    });
    const fr = await get('/customer/wallet/bonuses', token, 'fr');
    expect(fr.body[0].title).toBe('Ajoutez 200 DH, recevez 20 DH');
    await m.cat.q("update wallet_bonuses set end_date = '2000-01-01' where id = 2");
    try {
      expect((await get('/customer/wallet/bonuses', token)).body).toHaveLength(1);
    } finally {
      await m.cat.q("update wallet_bonuses set end_date = '2999-01-01' where id = 2");
    }
  });
});

describe('POST /customer/wallet/add-fund', () => {
  it('validates the amount, the gateway and the callback', async () => {
    const { token } = await m.member();
    const ok = { amount: 100, payment_method: 'demo_gateway', callback: '/wallet' };
    expect((await addFund(token, { ...ok, amount: 0 })).body.errors[0].code).toBe('amount');
    expect((await addFund(token, { ...ok, amount: 1e7 })).status).toBe(403);
    const gatewayUnknown = await addFund(token, { ...ok, payment_method: 'stripe' });
    expect(gatewayUnknown.status).toBe(403);
    expect(gatewayUnknown.body.errors[0].code).toBe('payment_method');
    const foreign = await addFund(token, { ...ok, callback: 'https://evil.example/' });
    expect(foreign.body.errors[0].code).toBe('callback');
    expect((await call(m.cat.app, 'POST', '/customer/wallet/add-fund', { json: ok })).status).toBe(
      401,
    );
  });

  it('credits the amount and the best bonus once when paid', async () => {
    const { token, id } = await m.member();
    const bonuses: WalletBonusRule[] = (await get('/customer/wallet/bonuses', token)).body;
    const res = await addFund(token, {
      amount: 600,
      payment_method: 'demo_gateway',
      payment_platform: 'web',
      callback: '/wallet?tab=1',
    });
    expect(res.status).toBe(200);
    expect(res.body.redirect_link).toMatch(/\/payment-mobile\?fund_id=\d+&customer_id=/);
    const { page, location, path } = await gateway(res.body.redirect_link, 'success');
    expect(page.text).toContain('30.00');
    expect(location).toMatch(/\/wallet\?tab=1&flag=success&&token=/);
    const token64 = decodeURIComponent(location.split('token=')[1]);
    expect(Buffer.from(token64, 'base64').toString()).toMatch(
      /^fund_id=\d+&transaction_reference=DEMO-FUND-/,
    );
    const expected = 600 + bestBonus(bonuses, 600)!.value;
    expect(expected).toBe(630);
    // A second submit of the same form changes nothing.
    const again = await call(m.cat.app, 'POST', path, { form: { choice: 'success' } });
    expect(again.headers.get('location')).toMatch(/flag=success/);
    const balances = await m.balances(id);
    expect(balances.wallet).toBe(expected);
    expect(balances.ledger).toBe(expected);
    const history = await get(
      '/customer/wallet/transactions?limit=10&offset=1&type=add_fund',
      token,
    );
    expect(history.body.data).toEqual([
      expect.objectContaining({
        credit: 600,
        admin_bonus: 30,
        debit: 0,
        balance: 630,
        transaction_type: 'add_fund',
        reference: 'demo_gateway',
      }),
    ]);
    expect(
      (await get('/customer/wallet/transactions?limit=10&offset=1&type=order', token)).body.data,
    ).toEqual([]);
  });

  it('credits nothing when the payment fails or is canceled', async () => {
    const { token, id } = await m.member();
    for (const choice of ['fail', 'cancel'] as const) {
      const res = await addFund(token, {
        amount: 50,
        payment_method: 'demo_gateway',
        callback: '/w',
      });
      const { location } = await gateway(res.body.redirect_link, choice);
      expect(location).toMatch(new RegExp(`/w\\?flag=${choice}&&token=`));
    }
    expect(await m.balances(id)).toMatchObject({ wallet: 0, ledger: 0 });
  });

  it('refuses a forged form and another customer', async () => {
    const { token } = await m.member();
    const res = await addFund(token, { amount: 50, payment_method: 'demo_gateway' });
    const url = new URL(res.body.redirect_link);
    const path = `/api/v1/payment-mobile${url.search}`;
    // Without the link's token (bare ids, the form signature pages used to carry) nothing opens.
    const bare = path.replace(/&token=[^&]*/, '');
    const forged = await call(m.cat.app, 'POST', bare, {
      form: { choice: 'success', sig: 'f'.repeat(64) },
    });
    expect(forged.status).toBe(403);
    const other = path.replace(/customer_id=\d+/, 'customer_id=1');
    expect((await call(m.cat.app, 'GET', other)).status).toBe(403);
    expect((await call(m.cat.app, 'POST', other, { form: { choice: 'fail' } })).status).toBe(403);
  });

  it('answers 403 while digital payment or the wallet is off', async () => {
    const { token } = await m.member();
    await setSetting(m.cat, 'digital_payment', false);
    try {
      const res = await addFund(token, { amount: 50, payment_method: 'demo_gateway' });
      expect(res.status).toBe(403);
    } finally {
      await setSetting(m.cat, 'digital_payment', true);
    }
    await setSetting(m.cat, 'customer_wallet_status', 0);
    try {
      expect((await addFund(token, { amount: 50, payment_method: 'demo_gateway' })).status).toBe(
        403,
      );
      const list = await get('/customer/wallet/transactions?limit=10&offset=1', token);
      expect(list.status).toBe(403);
      expect(list.body.errors[0].code).toBe('wallet');
    } finally {
      await setSetting(m.cat, 'customer_wallet_status', 1);
    }
  });
});

describe('wallet payments', () => {
  it('lets exactly one of two concurrent wallet orders spend a balance that covers one', async () => {
    m.later(0);
    const { token, id } = await m.member();
    const probe = await m.order(token, { order_note: 'probe' });
    expect(probe.status).toBe(200);
    const total: number = probe.body.total_ammount;
    await creditWallet(m.cat.testDb.db, {
      userId: id,
      type: 'add_fund_by_admin',
      credit: Math.round(total * 150) / 100,
      reference: 'test',
    });
    const pay = (key: string) =>
      call(m.cat.app, 'POST', '/customer/order/place', {
        token,
        headers: { ...HEADERS, 'Idempotency-Key': key },
        json: {
          payment_method: 'wallet',
          order_type: 'delivery',
          store_id: m.storeId,
          distance: 3,
          address: '5 Rue Test, Casablanca',
          latitude: '33.5731',
          longitude: '-7.5898',
          is_buy_now: 1,
          cart: [{ item_id: m.item.id, model: 'Item', quantity: 4, variation: [] }],
        },
      });
    const results = await Promise.all([pay('a'), pay('b')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 203]);
    const refused = results.find((r) => r.status === 203)!;
    expect(refused.body.errors[0].code).toBe('order_amount');
    const balances = await m.balances(id);
    expect(balances.wallet).toBeCloseTo(Math.round(total * 150) / 100 - total, 2);
    expect(balances.ledger).toBeCloseTo(balances.wallet, 2);
    const spent = await get('/customer/wallet/transactions?limit=10&offset=1&type=order', token);
    expect(spent.body.data).toEqual([
      expect.objectContaining({ debit: total, transaction_type: 'order_place' }),
    ]);
  });
});
