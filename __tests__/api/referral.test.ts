import { call } from './helpers';
import { closeMoney, DELIVERED_AFTER, openMoney, setSetting, type Money } from './money-setup';

jest.setTimeout(120_000);

let m: Money;

beforeAll(async () => {
  m = await openMoney();
}, 240_000);

afterAll(() => closeMoney(m));

const info = (token: string, locale = 'en') =>
  call(m.cat.app, 'GET', '/customer/info', { token, headers: { 'X-localization': locale } });

type Event = { type: string; payload: { title: string; body: string; type: string } };

const eventsOf = (userId: number) =>
  m.cat.q<Event>(`select type, payload from customer_events where user_id = ${userId} order by id`);

describe('sign-up with a referral code', () => {
  it('refuses an unknown code with 405 and a code while referrals are off with 403', async () => {
    const unknown = await call(m.cat.app, 'POST', '/auth/sign-up', {
      json: { name: 'A B', phone: '+212612345098', password: 'Secret123!', ref_code: 'NOPE0000' },
    });
    expect(unknown.status).toBe(405);
    expect(unknown.body.errors[0].code).toBe('ref_code');
    await setSetting(m.cat, 'ref_earning_status', 0);
    try {
      const off = await call(m.cat.app, 'POST', '/auth/sign-up', {
        json: { name: 'A B', phone: '+212612345099', password: 'Secret123!', ref_code: 'NOPE0000' },
      });
      expect(off.status).toBe(403);
    } finally {
      await setSetting(m.cat, 'ref_earning_status', 1);
    }
  });
});

describe("the referee's first order", () => {
  it('gets the new-customer discount, and its delivery rewards the referrer once', async () => {
    m.later(0);
    const referrer = await m.member();
    // The referrer reads French: the push message is in their language.
    const code: string = (await info(referrer.token, 'fr')).body.ref_code;
    expect(code).toBeTruthy();
    const referee = await m.member({ ref_code: code });
    const before = await info(referee.token);
    expect(before.body).toMatchObject({
      ref_by: referrer.id,
      is_valid_for_discount: true,
      discount_amount: 10,
      discount_amount_type: 'percentage',
    });

    const first = await m.order(referee.token);
    expect(first.status).toBe(200);
    const [row] = await m.cat.q<{ ref_bonus_amount: number }>(
      `select ref_bonus_amount::float8 as ref_bonus_amount from orders where id = ${first.body.order_id}`,
    );
    // 10 % of the items after their discounts.
    expect(row.ref_bonus_amount).toBeGreaterThan(0);
    expect(row.ref_bonus_amount).toBeLessThanOrEqual((4 * m.item.price * 10) / 100);
    expect((await info(referee.token)).body.is_valid_for_discount).toBe(false);
    const second = await m.order(referee.token, { order_note: 'second' });
    const [again] = await m.cat.q<{ ref_bonus_amount: number }>(
      `select ref_bonus_amount::float8 as ref_bonus_amount from orders where id = ${second.body.order_id}`,
    );
    expect(again.ref_bonus_amount).toBe(0);

    m.later(DELIVERED_AFTER - 1);
    await info(referee.token);
    expect(await m.balances(referrer.id)).toMatchObject({ wallet: 0 });
    m.later(DELIVERED_AFTER + 1);
    // The referee's reads move both orders to delivered; only one reward follows.
    await info(referee.token);
    await call(m.cat.app, 'GET', '/customer/order/list?limit=10&offset=1', {
      token: referee.token,
    });
    const balances = await m.balances(referrer.id);
    expect(balances).toMatchObject({ wallet: 20, ledger: 20 });
    const wallet = await call(
      m.cat.app,
      'GET',
      '/customer/wallet/transactions?limit=10&offset=1&type=referrer',
      { token: referrer.token },
    );
    expect(wallet.body.data).toEqual([
      expect.objectContaining({ credit: 20, transaction_type: 'referrer' }),
    ]);
    const events = (await eventsOf(referrer.id)).filter((e) => e.type === 'referral_code');
    expect(events).toHaveLength(1);
    expect(events[0].payload).toMatchObject({
      type: 'referral_code',
      title: 'Récompense de parrainage',
    });
    expect(events[0].payload.body).toContain('Test User');
  });

  it('rewards nobody while referral earnings are off', async () => {
    m.later(0);
    const referrer = await m.member();
    const code: string = (await info(referrer.token)).body.ref_code;
    const referee = await m.member({ ref_code: code });
    await m.order(referee.token);
    await setSetting(m.cat, 'ref_earning_status', 0);
    try {
      m.later(DELIVERED_AFTER + 1);
      await info(referee.token);
      expect(await m.balances(referrer.id)).toMatchObject({ wallet: 0 });
    } finally {
      await setSetting(m.cat, 'ref_earning_status', 1);
    }
  });
});
