import { pointsEarned, walletAmountForPoints } from '@/domain/loyalty/rules';
import { Settings } from '@/server/api/settings';
import { postPointEntry } from '@/server/api/wallet/ledger';
import { creditOrderPoints } from '@/server/api/wallet/rewards';
import type { Db } from '@/server/db';
import { call } from './helpers';
import { closeMoney, DELIVERED_AFTER, openMoney, setSetting, type Money } from './money-setup';

jest.setTimeout(120_000);

let m: Money;

beforeAll(async () => {
  m = await openMoney();
}, 240_000);

afterAll(() => closeMoney(m));

const points = (token: string | null, query = '?limit=10&offset=1') =>
  call(m.cat.app, 'GET', `/customer/loyalty-point/transactions${query}`, { token });

const transfer = (token: string, point: unknown, locale = 'en') =>
  call(m.cat.app, 'POST', '/customer/loyalty-point/point-transfer', {
    token,
    json: { point },
    headers: { 'X-localization': locale },
  });

/** Gives a member points through the ledger (as a delivered order would). */
const givePoints = (userId: number, credit: number) =>
  m.cat.testDb.db.transaction((tx) =>
    postPointEntry(tx as unknown as Db, { userId, type: 'order_place', credit, reference: 'test' }),
  );

describe('points earned on delivery', () => {
  it('credits loyalty_point_item_purchase_point % of the order once it is delivered, once', async () => {
    m.later(0);
    const { token, id } = await m.member();
    const placed = await m.order(token);
    expect(placed.status).toBe(200);
    m.later(DELIVERED_AFTER - 1);
    expect((await points(token)).body.total_size).toBe(0);
    m.later(DELIVERED_AFTER + 1);
    const earned = pointsEarned(placed.body.total_ammount, 2);
    expect(earned).toBeGreaterThan(0);
    const list = await points(token);
    expect(list.body).toMatchObject({ total_size: 1, limit: '10', offset: '1' });
    expect(list.body.data[0]).toMatchObject({
      user_id: id,
      credit: earned,
      debit: 0,
      balance: earned,
      transaction_type: 'order_place',
      reference: String(placed.body.order_id),
    });
    // Another process delivering the same order again changes nothing.
    const [order] = await m.cat.q<{ id: number; user_id: number; order_amount: number }>(
      `select id, user_id, order_amount::float8 as order_amount from orders where id = ${placed.body.order_id}`,
    );
    const settings = await Settings.load(m.cat.testDb.db);
    expect(await creditOrderPoints(m.cat.testDb.db, order, settings)).toBe(0);
    expect(await m.balances(id)).toMatchObject({ points: earned, pointLedger: earned });
  });

  it('pages and needs limit, offset and a member', async () => {
    const { token } = await m.member();
    expect((await points(null)).status).toBe(401);
    expect((await points(token, '')).status).toBe(403);
  });
});

describe('POST /customer/loyalty-point/point-transfer', () => {
  it('moves points into the wallet at the exchange rate, in both ledgers', async () => {
    const { token, id } = await m.member();
    await givePoints(id, 250);
    const res = await transfer(token, 120);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Points transferred to your wallet successfully.');
    const balances = await m.balances(id);
    expect(balances).toEqual({
      wallet: walletAmountForPoints(120, 10),
      ledger: 12,
      points: 130,
      pointLedger: 130,
    });
    const list = await points(token);
    expect(list.body.data[0]).toMatchObject({
      debit: 120,
      balance: 130,
      transaction_type: 'point_to_wallet',
    });
    const wallet = await call(m.cat.app, 'GET', '/customer/wallet/transactions?limit=5&offset=1', {
      token,
    });
    expect(wallet.body.data[0]).toMatchObject({
      credit: 12,
      transaction_type: 'loyalty_point',
      reference: '120',
      transaction_id: list.body.data[0].reference,
    });
  });

  it('refuses below the minimum, above the balance and non-integers with 403 point', async () => {
    const { token, id } = await m.member();
    await givePoints(id, 150);
    const low = await transfer(token, 99, 'fr');
    expect(low.status).toBe(403);
    expect(low.body).toEqual({
      errors: [{ code: 'point', message: 'Vous pouvez transférer 100 points ou plus.' }],
    });
    const high = await transfer(token, 151);
    expect(high.body.errors[0]).toEqual({
      code: 'point',
      message: 'You do not have enough points.',
    });
    expect((await transfer(token, 0)).status).toBe(403);
    // A fraction of a point, as a number or as typed, and what the conversion form does not read
    // as a number ("1e2"): the form's own refusal, since the API reads `point` as the form does.
    for (const fraction of [1.5, '2.5', '1e2']) {
      const refused = await transfer(token, fraction);
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0]).toEqual({
        code: 'point',
        message: 'Enter a whole number of points.',
      });
    }
    expect(await m.balances(id)).toMatchObject({ points: 150, wallet: 0 });
  });

  it('lets one of two concurrent transfers of the same points through', async () => {
    const { token, id } = await m.member();
    await givePoints(id, 150);
    const results = await Promise.all([transfer(token, 100), transfer(token, 100)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(await m.balances(id)).toEqual({ wallet: 10, ledger: 10, points: 50, pointLedger: 50 });
  });

  it('answers 403 loyalty_point while loyalty points are off', async () => {
    const { token } = await m.member();
    await setSetting(m.cat, 'loyalty_point_status', 0);
    try {
      const res = await transfer(token, 100);
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('loyalty_point');
      expect((await points(token)).status).toBe(403);
    } finally {
      await setSetting(m.cat, 'loyalty_point_status', 1);
    }
  });
});
