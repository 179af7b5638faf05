import { call } from './helpers';
import { closeMoney, HEADERS, openMoney, setSetting, type Money } from './money-setup';

jest.setTimeout(120_000);

let m: Money;

beforeAll(async () => {
  m = await openMoney();
  await setSetting(m.cat, 'offline_payment_status', 1);
}, 240_000);

afterAll(() => closeMoney(m));

const send = (method: 'POST' | 'PUT', path: string, token: string, json: Record<string, unknown>) =>
  call(m.cat.app, method, `/customer/order/${path}`, { token, json, headers: HEADERS });

async function offlineOrder() {
  m.later(0);
  const member = await m.member();
  const placed = await m.order(member.token, { payment_method: 'offline_payment' });
  expect(placed.status).toBe(200);
  expect(placed.body.status).toBe('pending');
  return { ...member, orderId: placed.body.order_id as number };
}

describe('offline payment', () => {
  it('lists the methods while offline payment is on', async () => {
    const list = await call(m.cat.app, 'GET', '/offline_payment_method_list');
    expect(list.body[0]).toMatchObject({
      id: 1,
      method_name: 'Bank transfer',
      method_informations: expect.arrayContaining([
        expect.objectContaining({ customer_input: 'transaction_reference', is_required: 1 }),
      ]),
    });
  });

  it('takes the payment information once, starts the order and shows it in the order', async () => {
    const { token, orderId } = await offlineOrder();
    const [before] = await m.cat.q<{ started: string | null }>(
      `select simulation_started_at as started from orders where id = ${orderId}`,
    );
    expect(before.started).toBeNull();
    const missing = await send('PUT', 'offline-payment', token, {
      order_id: orderId,
      method_id: 1,
    });
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0]).toEqual({
      code: 'transaction_reference',
      message: 'The transaction_reference field is required.',
    });
    const unknown = await send('PUT', 'offline-payment', token, {
      order_id: orderId,
      method_id: 99,
      transaction_reference: 'T1',
    });
    expect(unknown.body.errors[0].code).toBe('method_id');
    const ok = await send('POST', 'offline-payment', token, {
      order_id: orderId,
      method_id: 1,
      transaction_reference: 'TRX-001',
      sender_name: 'Test User',
      customer_note: 'Paid this morning',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ payment: 'success' });
    const twice = await send('PUT', 'offline-payment', token, {
      order_id: orderId,
      method_id: 1,
      transaction_reference: 'TRX-002',
    });
    expect(twice.body.errors[0].code).toBe('offline_payment');
    const [after] = await m.cat.q<{ started: string | null }>(
      `select simulation_started_at as started from orders where id = ${orderId}`,
    );
    expect(after.started).not.toBeNull();

    const track = await call(m.cat.app, 'GET', `/customer/order/track?order_id=${orderId}`, {
      token,
      headers: HEADERS,
    });
    expect(track.body.offline_payment).toMatchObject({
      method_id: 1,
      customer_note: 'Paid this morning',
      status: 'pending',
      payment_info: {
        method_id: '1',
        method_name: 'Bank transfer',
        transaction_reference: 'TRX-001',
        sender_name: 'Test User',
      },
    });
    const details = await call(m.cat.app, 'GET', `/customer/order/details?order_id=${orderId}`, {
      token,
      headers: HEADERS,
    });
    expect(details.body[0].offline_payment.payment_info.transaction_reference).toBe('TRX-001');
  });

  it('updates what was sent (fields as method_fields too)', async () => {
    const { token, orderId } = await offlineOrder();
    const none = await send('PUT', 'offline-payment-update', token, {
      order_id: orderId,
      transaction_reference: 'X',
    });
    expect(none.status).toBe(404);
    await send('PUT', 'offline-payment', token, {
      order_id: orderId,
      method_id: 1,
      transaction_reference: 'TRX-010',
    });
    const updated = await send('PUT', 'offline-payment-update', token, {
      order_id: orderId,
      method_fields: JSON.stringify({ transaction_reference: 'TRX-011' }),
    });
    expect(updated.body).toEqual({ payment: 'success' });
    const [row] = await m.cat.q<{ ref: string }>(
      `select payment_info->>'transaction_reference' as ref from offline_payments where order_id = ${orderId}`,
    );
    expect(row.ref).toBe('TRX-011');
  });

  it("refuses another method's order and another customer's order", async () => {
    const { orderId } = await offlineOrder();
    const stranger = await m.member();
    const foreign = await send('PUT', 'offline-payment', stranger.token, {
      order_id: orderId,
      method_id: 1,
      transaction_reference: 'T',
    });
    expect(foreign.status).toBe(404);
    const cod = await m.order(stranger.token);
    const notOffline = await send('PUT', 'offline-payment', stranger.token, {
      order_id: cod.body.order_id,
      method_id: 1,
      transaction_reference: 'T',
    });
    expect(notOffline.body.errors[0]).toEqual({
      code: 'order',
      message: 'This order is not paid by offline payment.',
    });
  });

  it('is refused at placement while offline payment is off', async () => {
    await setSetting(m.cat, 'offline_payment_status', 0);
    try {
      const { token } = await m.member();
      const res = await m.order(token, { payment_method: 'offline_payment' });
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('payment_method');
    } finally {
      await setSetting(m.cat, 'offline_payment_status', 1);
    }
  });
});
