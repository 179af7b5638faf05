import { bestCashback, cashbackBase, type CashbackRule } from '@/domain/wallet/cashback';
import { creditOrderCashback } from '@/server/api/wallet/cashback';
import { call } from './helpers';
import { closeMoney, DELIVERED_AFTER, HEADERS, openMoney, type Money } from './money-setup';

jest.setTimeout(120_000);

let m: Money;

beforeAll(async () => {
  m = await openMoney();
}, 240_000);

afterAll(() => closeMoney(m));

const get = (path: string, token: string | null) =>
  call(m.cat.app, 'GET', path, { token, headers: HEADERS });

type OrderMoney = {
  id: number;
  user_id: number;
  order_amount: number;
  delivery_charge: number;
  dm_tips: number;
  additional_charge: number;
  extra_packaging_amount: number;
  cashback_amount: number;
};

const orderMoney = async (id: number) =>
  (
    await m.cat.q<OrderMoney>(
      `select id, user_id, order_amount::float8 as order_amount, delivery_charge::float8 as delivery_charge,
        dm_tips::float8 as dm_tips, additional_charge::float8 as additional_charge,
        extra_packaging_amount::float8 as extra_packaging_amount, cashback_amount::float8 as cashback_amount
       from orders where id = ${id}`,
    )
  )[0];

const bigBasket = { cart: [{ item_id: 0, model: 'Item', quantity: 12, variation: [] }] };

describe('GET /cashback/list and /cashback/getCashback', () => {
  it('answers the contract shapes for a member', async () => {
    const { token } = await m.member();
    expect((await get('/cashback/list', null)).status).toBe(401);
    const list = await get('/cashback/list', token);
    expect(list.status).toBe(200);
    expect(Object.keys(list.body[0])).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'customer_id',
        'cashback_type',
        'same_user_limit',
        'total_used',
        'cashback_amount',
        'min_purchase',
        'max_discount',
        'start_date',
        'end_date',
        'status',
        'is_rental',
      ]),
    );
    const calc = await get('/cashback/getCashback?amount=600', token);
    const best = bestCashback(list.body as (CashbackRule & { id: number })[], 600)!;
    expect(calc.body).toEqual({
      calculated_amount: best.value,
      cashback_amount: best.rule.cashback_amount,
      cashback_type: best.rule.cashback_type,
      min_purchase: best.rule.min_purchase,
      max_discount: best.rule.max_discount,
      id: best.rule.id,
    });
  });
});

describe('cash back on delivery', () => {
  it('credits the best offer on the items amount once, and counts the use', async () => {
    m.later(0);
    const { token, id } = await m.member();
    const offers: (CashbackRule & { id: number })[] = (await get('/cashback/list', token)).body;
    bigBasket.cart[0].item_id = m.item.id;
    const placed = await m.order(token, bigBasket);
    expect(placed.status).toBe(200);
    const before = await orderMoney(placed.body.order_id);
    const expected = bestCashback(offers, cashbackBase(before));
    expect(expected).not.toBeNull();

    m.later(DELIVERED_AFTER + 1);
    const history = await get(
      '/customer/wallet/transactions?limit=10&offset=1&type=CashBack',
      token,
    );
    expect(history.body.data).toEqual([
      expect.objectContaining({
        credit: expected!.value,
        transaction_type: 'CashBack',
        reference: String(before.id),
      }),
    ]);
    const after = await orderMoney(before.id);
    expect(after.cashback_amount).toBe(expected!.value);
    // A second credit of the same order (another process) pays nothing.
    expect(await creditOrderCashback(m.cat.testDb.db, after)).toBe(0);
    const balances = await m.balances(id);
    expect(balances.wallet).toBe(expected!.value);
    expect(balances.ledger).toBe(expected!.value);
    const uses = await m.cat.q<{ n: number }>(
      `select count(*)::int as n from cash_back_histories where user_id = ${id} and cash_back_id = ${expected!.rule.id}`,
    );
    expect(uses[0].n).toBe(1);
  });

  it('stops offering an offer the member used same_user_limit times', async () => {
    m.later(0);
    const { token } = await m.member();
    await m.cat.q('update cashbacks set same_user_limit = 1');
    try {
      bigBasket.cart[0].item_id = m.item.id;
      const placed = await m.order(token, bigBasket);
      m.later(DELIVERED_AFTER + 1);
      await get('/customer/order/list?limit=10&offset=1', token);
      const [used] = await m.cat.q<{ cash_back_id: number }>(
        `select cash_back_id from cash_back_histories where order_id = ${placed.body.order_id}`,
      );
      const ids = (await get('/cashback/list', token)).body.map((c: { id: number }) => c.id);
      expect(ids).not.toContain(used.cash_back_id);
    } finally {
      await m.cat.q('update cashbacks set same_user_limit = case when id = 1 then 3 else 2 end');
    }
  });

  it('pays guests nothing', async () => {
    m.later(0);
    const guest = (await call(m.cat.app, 'POST', '/auth/guest/request', { json: {} })).body
      .guest_id;
    bigBasket.cart[0].item_id = m.item.id;
    const placed = await m.order(null, {
      ...bigBasket,
      guest_id: guest,
      contact_person_name: 'Guest Buyer',
      contact_person_number: '+212611111111',
      contact_person_email: 'guest@example.test',
    });
    expect(placed.status).toBe(200);
    m.later(DELIVERED_AFTER + 1);
    await call(m.cat.app, 'GET', `/customer/order/list?limit=10&offset=1&guest_id=${guest}`, {
      headers: HEADERS,
    });
    const rows = await m.cat.q(
      `select 1 from cash_back_histories where order_id = ${placed.body.order_id}`,
    );
    expect(rows).toHaveLength(0);
  });
});
