import { call } from './helpers';
import {
  closeMoney,
  DELIVERED_AFTER,
  HEADERS,
  openMoney,
  setSetting,
  type Money,
} from './money-setup';

jest.setTimeout(120_000);

let m: Money;

// Smallest valid PNG (1×1, transparent).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

beforeAll(async () => {
  process.env.REFUND_APPROVAL_SECONDS = '60';
  m = await openMoney();
}, 240_000);

afterAll(async () => {
  delete process.env.REFUND_APPROVAL_SECONDS;
  await closeMoney(m);
});

const request = (
  token: string | null,
  fields: Record<string, string>,
  files: Blob[] = [],
  extra: Record<string, string> = {},
) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  files.forEach((file, i) => data.append('image[]', file, `p${i}.png`));
  return call(m.cat.app, 'POST', '/customer/order/refund-request', {
    token,
    multipart: data,
    headers: { ...HEADERS, ...extra },
  });
};

const png = () => new Blob([new Uint8Array(PNG)], { type: 'image/png' });

const statusOf = async (orderId: number) =>
  (
    await m.cat.q<{ order_status: string }>(`select order_status from orders where id = ${orderId}`)
  )[0].order_status;

/** A member with an order placed at 0 s, delivered by the time the clock reads DELIVERED_AFTER + 1. */
async function deliveredOrder() {
  m.later(0);
  const member = await m.member();
  const placed = await m.order(member.token);
  expect(placed.status).toBe(200);
  return {
    ...member,
    orderId: placed.body.order_id as number,
    total: placed.body.total_ammount as number,
  };
}

describe('GET /customer/order/refund-reasons', () => {
  it('lists the active reasons in the request language', async () => {
    const { token } = await m.member();
    const en = await call(m.cat.app, 'GET', '/customer/order/refund-reasons', { token });
    expect(en.status).toBe(200);
    expect(en.body.refund_reasons.length).toBeGreaterThan(0);
    expect(en.body.refund_reasons[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), reason: expect.any(String), status: 1 }),
    );
    const ar = await call(m.cat.app, 'GET', '/customer/order/refund-reasons', {
      token,
      headers: { 'X-localization': 'ar' },
    });
    expect(ar.body.refund_reasons[0].reason).not.toBe(en.body.refund_reasons[0].reason);
    expect((await call(m.cat.app, 'GET', '/customer/order/refund-reasons')).status).toBe(401);
  });
});

describe('POST /customer/order/refund-request', () => {
  it('refuses guests, other customers, undelivered orders and bad images', async () => {
    const { token, orderId } = await deliveredOrder();
    const reason = { order_id: String(orderId), customer_reason: 'Item was damaged' };
    expect((await request(null, reason, [], { 'X-localization': 'en' })).status).toBe(401);
    const early = await request(token, reason);
    expect(early.status).toBe(403);
    expect(early.body).toEqual({
      errors: [{ code: 'refund', message: 'You can ask for a refund of a delivered order only.' }],
    });
    m.later(DELIVERED_AFTER + 1);
    const stranger = await m.member();
    expect((await request(stranger.token, reason)).status).toBe(404);
    expect((await request(token, { order_id: String(orderId) })).body.errors[0].code).toBe(
      'customer_reason',
    );
    const four = await request(token, reason, [png(), png(), png(), png()]);
    expect(four.status).toBe(403);
    expect(four.body.errors[0].code).toBe('image');
    const text = await request(token, reason, [new Blob(['hello'], { type: 'image/png' })]);
    expect(text.body.errors[0].code).toBe('image');
    expect(await statusOf(orderId)).not.toBe('refund_requested');
  });

  it('records a request with photos once; the demo approves it and refunds the wallet once', async () => {
    const { token, id, orderId } = await deliveredOrder();
    const requestedAt = DELIVERED_AFTER + 1;
    m.later(requestedAt);
    const res = await request(
      token,
      {
        order_id: String(orderId),
        customer_reason: 'Item was damaged',
        customer_note: 'Box crushed',
      },
      [png(), png()],
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Refund request sent successfully.');
    expect(await statusOf(orderId)).toBe('refund_requested');
    const again = await request(token, { order_id: String(orderId), customer_reason: 'Again' });
    expect(again.body.errors[0]).toEqual({
      code: 'refund',
      message: 'A refund was already requested for this order.',
    });
    const track = await call(m.cat.app, 'GET', `/customer/order/track?order_id=${orderId}`, {
      token,
      headers: HEADERS,
    });
    expect(track.body).toMatchObject({
      order_status: 'refund_requested',
      refund_customer_note: 'Box crushed',
      refund: {
        customer_reason: 'Item was damaged',
        refund_status: 'pending',
        image_full_url: [expect.stringContaining('/uploads/order/'), expect.any(String)],
      },
    });
    const walletBefore = (await m.balances(id)).wallet;

    m.later(requestedAt + 59);
    await call(m.cat.app, 'GET', '/customer/order/list?limit=10&offset=1', { token });
    expect(await statusOf(orderId)).toBe('refund_requested');
    m.later(requestedAt + 61);
    await call(m.cat.app, 'GET', '/customer/order/list?limit=10&offset=1', { token });
    await call(m.cat.app, 'GET', '/customer/wallet/transactions?limit=10&offset=1', { token });
    expect(await statusOf(orderId)).toBe('refunded');
    const [order] = await m.cat.q<{ order_amount: number }>(
      `select order_amount::float8 as order_amount from orders where id = ${orderId}`,
    );
    const refunds = await m.cat.q<{ credit: number }>(
      `select credit::float8 as credit from wallet_transactions
       where user_id = ${id} and transaction_type = 'order_refund' and reference = '${orderId}'`,
    );
    expect(refunds).toEqual([{ credit: order.order_amount }]);
    const balances = await m.balances(id);
    expect(balances.wallet).toBeCloseTo(walletBefore + order.order_amount, 2);
    expect(balances.ledger).toBeCloseTo(balances.wallet, 2);
    const events = await m.cat.q<{ status: string }>(
      `select payload->>'order_status' as status from customer_events
       where user_id = ${id} and type = 'order_status' and (payload->>'order_id')::int = ${orderId}`,
    );
    expect(events.map((e) => e.status)).toEqual(
      expect.arrayContaining(['delivered', 'refund_requested', 'refunded']),
    );
  });

  it('answers 403 while refunds are off', async () => {
    const { token, orderId } = await deliveredOrder();
    m.later(DELIVERED_AFTER + 1);
    await setSetting(m.cat, 'refund_active_status', false);
    try {
      const res = await request(token, { order_id: String(orderId), customer_reason: 'x' });
      expect(res.body.errors[0]).toEqual({ code: 'refund', message: 'Refunds are not available.' });
    } finally {
      await setSetting(m.cat, 'refund_active_status', true);
    }
  });
});
