import { eq } from 'drizzle-orm';
import { sign } from '@/server/api/payment/page';
import { PAYMENT_LINK_TTL_MS, signLink, type LinkSubject } from '@/server/api/payment/link';
import { gatewayState, markPaid } from '@/server/api/payment/orders';
import { creditWallet } from '@/server/api/wallet/ledger';
import { orders } from '@/server/db/schema';
import { call } from './helpers';
import { closeMoney, HEADERS, openMoney, setSetting, type Money } from './money-setup';

/**
 * The demo payment gateway takes orders and wallet top-ups only from their owner (API-ORDERS-4,
 * API-WALLET-1): order placement and add-fund hand out a link with a signed, expiring token bound to
 * what it pays and to whom; the page and its forms refuse bare ids, another order's or owner's token,
 * an expired or edited token, and orders not paid through the gateway, and change nothing then.
 */

jest.setTimeout(120_000);

let m: Money;

beforeAll(async () => {
  m = await openMoney();
}, 240_000);

afterAll(() => closeMoney(m));

const db = () => m.cat.testDb.db;

type Choice = 'success' | 'fail' | 'cancel';

/** The API path of a gateway URL, with this checkout's gateway and callback (as the storefront adds). */
function pagePath(link: string, callback = '/checkout?page=cart'): string {
  const url = new URL(link);
  expect(url.pathname).toBe('/payment-mobile');
  url.searchParams.set('payment_method', 'demo_gateway');
  url.searchParams.set('callback', callback);
  return `/api/v1/payment-mobile${url.search}`;
}

/** The gateway path for bare ids (what the official 6amMart web client builds), plus `extra`. */
const barePath = (orderId: number, customerId: number, extra = '') =>
  `/api/v1/payment-mobile?order_id=${orderId}&customer_id=${customerId}&payment_method=demo_gateway&callback=%2Fcheckout${extra}`;

const open = (path: string) => call(m.cat.app, 'GET', path);
const submit = (path: string, choice: Choice, form: Record<string, string> = {}) =>
  call(m.cat.app, 'POST', path, { form: { choice, ...form } });

/** A path whose token is replaced by `token`. */
function withToken(path: string, token: string): string {
  const url = new URL(path, 'http://localhost');
  url.searchParams.set('token', token);
  return `${url.pathname}${url.search}`;
}

const tokenOf = (path: string) => new URL(path, 'http://localhost').searchParams.get('token')!;

async function orderRow(id: number) {
  const [row] = await m.cat.q<{
    order_status: string;
    payment_status: string;
    payment_method: string;
    transaction_reference: string | null;
  }>(
    `select order_status, payment_status, payment_method, transaction_reference from orders where id = ${id}`,
  );
  return row;
}

const forms = (html: string) => (html.match(/<form/g) ?? []).length;

/** Expects a refusal page with `message` and no form. */
function expectRefused(res: { status: number; text: string }, message: string, status = 403) {
  expect(res.status).toBe(status);
  expect(res.text).toContain(`<p role="alert">${message}</p>`);
  expect(forms(res.text)).toBe(0);
}

// The shop cannot start a payment again: the texts point at cancelling the order there.
const MISSING =
  'This payment page opens only from the secure link the shop gives for your order. Your order stays unpaid: open it in the shop to cancel it, then order again.';
const INVALID =
  'This payment link is not valid. Your order stays unpaid: open it in the shop to cancel it, then order again.';
const EXPIRED =
  'This payment link has expired. Your order stays unpaid: open it in the shop to cancel it, then order again.';
const FUND_MISSING =
  'This payment page opens only from the secure link the shop gives for your wallet top-up. Please add funds again from your wallet in the shop.';
const FUND_INVALID =
  'This payment link is not valid. Please add funds again from your wallet in the shop.';
const FUND_EXPIRED =
  'This payment link has expired. Please add funds again from your wallet in the shop.';
const UNKNOWN_GATEWAY = 'The shop does not offer this payment method.';
const NOT_GATEWAY = 'This order is not paid through the payment gateway.';
const CLOSED = 'This order can no longer be paid.';

/** A member's order placed now (buy-now), with its place answer. */
async function memberOrder(token: string, extra: Record<string, unknown> = {}) {
  m.later(0);
  const res = await m.order(token, extra);
  expect(res.status).toBe(200);
  return res.body as {
    order_id: number;
    user_id: number;
    status: string;
    payment_link?: string;
    total_ammount: number;
  };
}

const digital = { payment_method: 'digital_payment' };

describe('the payment link order placement hands out', () => {
  it('comes with a digital order only, bound to the order and its owner', async () => {
    const { token, id } = await m.member();
    const placed = await memberOrder(token, { ...digital, order_note: 'link' });
    expect(Object.keys(placed).sort()).toEqual(
      [
        'created_at',
        'message',
        'order_id',
        'payment_link',
        'status',
        'total_ammount',
        'user_id',
      ].sort(),
    );
    const url = new URL(placed.payment_link!);
    expect(url.origin).toBe('http://localhost');
    expect(url.pathname).toBe('/payment-mobile');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      order_id: String(placed.order_id),
      customer_id: String(id),
      token: expect.stringMatching(/^\d+\.[a-f0-9]{64}$/),
    });
    // It expires an hour after placement.
    const expires = Number(url.searchParams.get('token')!.split('.')[0]) * 1000;
    expect(expires - m.later(0).getTime()).toBeGreaterThan(PAYMENT_LINK_TTL_MS - 1000);
    expect(expires - m.later(0).getTime()).toBeLessThanOrEqual(PAYMENT_LINK_TTL_MS);

    const cod = await memberOrder(token, { order_note: 'cash' });
    expect(cod.payment_link).toBeUndefined();
  });

  it("gives a guest's digital order a link with the guest's id", async () => {
    const guest = (await call(m.cat.app, 'POST', '/auth/guest/request', { json: {} })).body
      .guest_id as number;
    m.later(0);
    const placed = await m.order(null, {
      ...digital,
      guest_id: guest,
      contact_person_name: 'Guest Buyer',
      contact_person_number: '+212611111111',
      contact_person_email: 'guest@example.test',
    });
    expect(placed.status).toBe(200);
    const path = pagePath(placed.body.payment_link);
    expect(new URL(path, 'http://localhost').searchParams.get('customer_id')).toBe(String(guest));
    // A token made for a member with the guest's number does not open the guest's order.
    const asMember = await signLink(
      db(),
      { kind: 'order', id: placed.body.order_id, customerId: guest },
      m.later(0),
    );
    const memberPath = withToken(path, asMember);
    expectRefused(await open(memberPath), 'Order not found.', 404);
    expectRefused(await submit(memberPath, 'success'), 'Order not found.', 404);
    expect((await orderRow(placed.body.order_id)).payment_status).toBe('unpaid');
    const paid = await submit(path, 'success');
    expect(paid.status).toBe(303);
    expect((await orderRow(placed.body.order_id)).payment_status).toBe('paid');
  });
});

describe('a stranger at the gateway', () => {
  let owner: { token: string; id: number };
  let stranger: { token: string; id: number };
  let orderId: number;
  let ownerPath: string;
  let strangerPath: string;
  let codId: number;

  beforeAll(async () => {
    owner = await m.member();
    stranger = await m.member();
    const placed = await memberOrder(owner.token, { ...digital, order_note: 'victim' });
    orderId = placed.order_id;
    ownerPath = pagePath(placed.payment_link!);
    strangerPath = pagePath(
      (await memberOrder(stranger.token, { ...digital, order_note: 'mine' })).payment_link!,
    );
    codId = (await memberOrder(owner.token, { order_note: 'cod victim' })).order_id;
  });

  /** Every choice posted to `path` is refused with `message`, and the order stays as it was. */
  async function refusedEverywhere(path: string, message: string, id = orderId) {
    const before = await orderRow(id);
    expectRefused(await open(path), message);
    for (const choice of ['success', 'fail', 'cancel'] as const)
      expectRefused(await submit(path, choice), message);
    expect(await orderRow(id)).toEqual(before);
  }

  it('gets nothing with bare ids, nor with the old form signature', async () => {
    await refusedEverywhere(barePath(orderId, owner.id), MISSING);
    await refusedEverywhere(barePath(codId, owner.id), MISSING, codId);
    // The signature the page used to hand to anyone is no token.
    const legacy = await sign(db(), `${orderId}:${owner.id}`);
    const before = await orderRow(orderId);
    expectRefused(await submit(barePath(orderId, owner.id), 'success', { sig: legacy }), MISSING);
    expectRefused(await submit(barePath(orderId, owner.id, `&token=${legacy}`), 'fail'), INVALID);
    expect(await orderRow(orderId)).toEqual(before);
    expect(before).toMatchObject({ order_status: 'pending', payment_status: 'unpaid' });
    expect(await orderRow(codId)).toMatchObject({
      order_status: 'pending',
      payment_status: 'unpaid',
      payment_method: 'cash_on_delivery',
    });
  });

  it("gets nothing with the token of another order or another owner's ids", async () => {
    const strangerToken = tokenOf(strangerPath);
    // The stranger's own token on the owner's order, with the owner's id or the stranger's.
    await refusedEverywhere(withToken(barePath(orderId, owner.id), strangerToken), INVALID);
    await refusedEverywhere(withToken(barePath(orderId, stranger.id), strangerToken), INVALID);
    await refusedEverywhere(withToken(barePath(codId, owner.id), strangerToken), INVALID, codId);
    // The owner's token with someone else's id, or for another order of the same owner.
    await refusedEverywhere(withToken(barePath(orderId, stranger.id), tokenOf(ownerPath)), INVALID);
    await refusedEverywhere(
      withToken(barePath(codId, owner.id), tokenOf(ownerPath)),
      INVALID,
      codId,
    );
    // A wallet top-up's token with the order's number is no order token.
    const fundToken = await signLink(
      db(),
      { kind: 'fund', id: orderId, customerId: owner.id },
      m.later(0),
    );
    await refusedEverywhere(withToken(barePath(orderId, owner.id), fundToken), INVALID);
    // A token posted in the form does not stand in for the page's.
    expectRefused(
      await submit(barePath(orderId, owner.id), 'success', { token: strangerToken }),
      INVALID,
    );
    expect(await orderRow(orderId)).toMatchObject({ payment_status: 'unpaid' });
  });

  it('gets nothing with an edited token', async () => {
    const token = tokenOf(ownerPath);
    const [expiry, mac] = token.split('.');
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('0') ? '1' : '0'}`;
    for (const edited of [
      `${Number(expiry) + 3600}.${mac}`,
      `${expiry}.${flipped}`,
      `${expiry}.${mac.toUpperCase()}`,
      `${expiry}${mac}`,
      'abc',
      `${token}0`,
    ])
      await refusedEverywhere(withToken(ownerPath, edited), INVALID);
  });

  it('gets nothing with an expired token, even one whose expiry was moved forward', async () => {
    // The owner's own link, an hour and a second later.
    m.later(PAYMENT_LINK_TTL_MS / 1000 + 1);
    try {
      await refusedEverywhere(ownerPath, EXPIRED);
    } finally {
      m.later(0);
    }
    const subject: LinkSubject = { kind: 'order', id: orderId, customerId: owner.id };
    const old = await signLink(
      db(),
      subject,
      new Date(m.later(0).getTime() - 2 * PAYMENT_LINK_TTL_MS),
    );
    await refusedEverywhere(withToken(ownerPath, old), EXPIRED);
    const [expiry, mac] = old.split('.');
    await refusedEverywhere(withToken(ownerPath, `${Number(expiry) + 86_400}.${mac}`), INVALID);
  });

  it("refuses a cash-on-delivery order even with its owner's token", async () => {
    const token = await signLink(
      db(),
      { kind: 'order', id: codId, customerId: owner.id },
      m.later(0),
    );
    await refusedEverywhere(withToken(barePath(codId, owner.id), token), NOT_GATEWAY, codId);
  });
});

describe("the owner's link", () => {
  let owner: { token: string; id: number };

  beforeAll(async () => {
    owner = await m.member();
  });

  it('pays: paid and confirmed, back to the callback with flag=success, then says paid', async () => {
    const placed = await memberOrder(owner.token, { ...digital, order_note: 'pay' });
    const path = pagePath(placed.payment_link!, '/ar/checkout?page=cart');
    const page = await open(path);
    expect(page.status).toBe(200);
    expect(forms(page.text)).toBe(3);
    expect(page.text).not.toContain('name="sig"');
    // Its URL holds the token: the callback page must not read it from document.referrer.
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const paid = await submit(path, 'success');
    expect(paid.status).toBe(303);
    const location = paid.headers.get('location')!;
    expect(location).toMatch(/^http:\/\/localhost\/ar\/checkout\?page=cart&flag=success&&token=/);
    const row = await orderRow(placed.order_id);
    expect(row).toMatchObject({
      payment_status: 'paid',
      order_status: 'confirmed',
      payment_method: 'demo_gateway',
    });
    const returned = Buffer.from(decodeURIComponent(location.split('token=')[1]), 'base64');
    expect(returned.toString()).toBe(
      `order_id=${placed.order_id}&transaction_reference=${row.transaction_reference}`,
    );
    const [leg] = await m.cat.q<{ payment_status: string }>(
      `select payment_status from order_payments where order_id = ${placed.order_id}`,
    );
    expect(leg.payment_status).toBe('paid');
    // A second submit changes nothing and still answers success; the page now says paid.
    const again = await submit(path, 'fail');
    expect(again.headers.get('location')).toMatch(/flag=success/);
    expect(await orderRow(placed.order_id)).toEqual(row);
    const after = await open(path);
    expect(after.status).toBe(200);
    expect(after.text).toContain('تم دفع هذا الطلب بالفعل.');
    expect(forms(after.text)).toBe(0);
  });

  it('fails: the order fails, back with flag=fail', async () => {
    const placed = await memberOrder(owner.token, { ...digital, order_note: 'fail' });
    const res = await submit(pagePath(placed.payment_link!, '/checkout'), 'fail');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/checkout\?flag=fail&&token=/);
    expect(await orderRow(placed.order_id)).toMatchObject({
      order_status: 'failed',
      payment_status: 'unpaid',
      payment_method: 'digital_payment',
    });
  });

  it('cancels: the order fails as with Fail (the recovery takes it), back with flag=cancel', async () => {
    const placed = await memberOrder(owner.token, { ...digital, order_note: 'cancel' });
    const res = await submit(pagePath(placed.payment_link!, '/checkout'), 'cancel');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/checkout\?flag=cancel&&token=/);
    expect(await orderRow(placed.order_id)).toMatchObject({
      order_status: 'failed',
      payment_status: 'unpaid',
      payment_method: 'digital_payment',
    });
    // The storefront's recovery: the failed order switches to cash on delivery.
    const put = await call(m.cat.app, 'PUT', '/customer/order/payment-method', {
      token: owner.token,
      headers: HEADERS,
      json: { order_id: placed.order_id },
    });
    expect(put.status).toBe(200);
  });

  it('writes only an active gateway as the method, whatever the URL says', async () => {
    const placed = await memberOrder(owner.token, { ...digital, order_note: 'method' });
    const forged = new URL(pagePath(placed.payment_link!), 'http://localhost');
    forged.searchParams.set('payment_method', 'wallet');
    const path = `${forged.pathname}${forged.search}`;
    const shown = await open(path);
    expectRefused(shown, UNKNOWN_GATEWAY, 400);
    expect(shown.headers.get('referrer-policy')).toBe('no-referrer');
    for (const choice of ['success', 'fail', 'cancel'] as const)
      expectRefused(await submit(path, choice), UNKNOWN_GATEWAY, 400);
    expect(await orderRow(placed.order_id)).toMatchObject({
      order_status: 'pending',
      payment_status: 'unpaid',
      payment_method: 'digital_payment',
    });
    // Another gateway the marketplace offers is taken; none given means the first one.
    const [{ value: list }] = await m.cat.q<{ value: unknown }>(
      "select value from business_settings where key = 'active_payment_method_list'",
    );
    await setSetting(m.cat, 'active_payment_method_list', [
      { gateway: 'card_gateway', gateway_title: 'Card' },
      ...(list as unknown[]),
    ]);
    try {
      forged.searchParams.set('payment_method', 'demo_gateway');
      const page = await open(`${forged.pathname}${forged.search}`);
      expect(page.text).toContain('<bdi>demo_gateway</bdi>');
      forged.searchParams.delete('payment_method');
      expect((await submit(`${forged.pathname}${forged.search}`, 'success')).status).toBe(303);
      expect(await orderRow(placed.order_id)).toMatchObject({
        payment_status: 'paid',
        payment_method: 'card_gateway',
      });
    } finally {
      await setSetting(m.cat, 'active_payment_method_list', list);
    }
  });

  it('pays no order that was canceled after it was read (the payment loses the race)', async () => {
    const placed = await memberOrder(owner.token, { ...digital, order_note: 'race' });
    const [read] = await db().select().from(orders).where(eq(orders.id, placed.order_id));
    const cancel = await call(m.cat.app, 'PUT', '/customer/order/cancel', {
      token: owner.token,
      headers: HEADERS,
      json: { order_id: placed.order_id, reason: 'changed my mind' },
    });
    expect(cancel.status).toBe(200);
    expect(await markPaid(db(), read, 'demo_gateway', 'DEMO-RACE', m.later(0))).toBe(false);
    expect(await orderRow(placed.order_id)).toEqual({
      order_status: 'canceled',
      payment_status: 'unpaid',
      payment_method: 'digital_payment',
      transaction_reference: null,
    });
  });

  it('stops working once the order switched to cash on delivery or was canceled', async () => {
    const switched = await memberOrder(owner.token, { ...digital, order_note: 'switch' });
    const put = await call(m.cat.app, 'PUT', '/customer/order/payment-method', {
      token: owner.token,
      headers: HEADERS,
      json: { order_id: switched.order_id },
    });
    expect(put.status).toBe(200);
    const path = pagePath(switched.payment_link!);
    expectRefused(await open(path), NOT_GATEWAY);
    expectRefused(await submit(path, 'success'), NOT_GATEWAY);
    expect(await orderRow(switched.order_id)).toMatchObject({
      payment_method: 'cash_on_delivery',
      payment_status: 'unpaid',
    });

    const canceled = await memberOrder(owner.token, { ...digital, order_note: 'cancel me' });
    const cancel = await call(m.cat.app, 'PUT', '/customer/order/cancel', {
      token: owner.token,
      headers: HEADERS,
      json: { order_id: canceled.order_id, reason: 'changed my mind' },
    });
    expect(cancel.status).toBe(200);
    const closed = pagePath(canceled.payment_link!);
    expectRefused(await open(closed), CLOSED);
    expectRefused(await submit(closed, 'success'), CLOSED);
    expect(await orderRow(canceled.order_id)).toMatchObject({
      order_status: 'canceled',
      payment_status: 'unpaid',
    });
  });

  it("pays a partial payment's digital remainder; a cash remainder or a wallet order gets no link", async () => {
    const member = await m.member();
    const probe = await memberOrder(member.token, { order_note: 'probe' });
    await creditWallet(db(), {
      userId: member.id,
      type: 'add_fund_by_admin',
      credit: Math.round(probe.total_ammount * 50) / 100,
      reference: 'test',
    });
    const partial = await memberOrder(member.token, {
      ...digital,
      partial_payment: 1,
      order_note: 'partial digital',
    });
    expect(partial.status).toBe('confirmed');
    const res = await submit(pagePath(partial.payment_link!), 'success');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/flag=success/);
    expect(await orderRow(partial.order_id)).toMatchObject({
      payment_status: 'paid',
      payment_method: 'partial_payment',
    });

    await creditWallet(db(), {
      userId: member.id,
      type: 'add_fund_by_admin',
      credit: 10,
      reference: 'test',
    });
    const cashRest = await memberOrder(member.token, {
      partial_payment: 1,
      order_note: 'partial cash',
    });
    expect(cashRest.payment_link).toBeUndefined();
    const token = await signLink(
      db(),
      { kind: 'order', id: cashRest.order_id, customerId: member.id },
      m.later(0),
    );
    const path = withToken(barePath(cashRest.order_id, member.id), token);
    expectRefused(await submit(path, 'success'), NOT_GATEWAY);
    expect(await orderRow(cashRest.order_id)).toMatchObject({ payment_status: 'partially_paid' });

    await creditWallet(db(), {
      userId: member.id,
      type: 'add_fund_by_admin',
      credit: probe.total_ammount * 2,
      reference: 'test',
    });
    const wallet = await memberOrder(member.token, { payment_method: 'wallet', order_note: 'w' });
    expect(wallet.payment_link).toBeUndefined();
    const walletToken = await signLink(
      db(),
      { kind: 'order', id: wallet.order_id, customerId: member.id },
      m.later(0),
    );
    const walletPath = withToken(barePath(wallet.order_id, member.id), walletToken);
    expectRefused(await open(walletPath), NOT_GATEWAY);
    expectRefused(await submit(walletPath, 'fail'), NOT_GATEWAY);
    expect(await orderRow(wallet.order_id)).toMatchObject({
      payment_status: 'paid',
      payment_method: 'wallet',
    });
  });
});

describe('gatewayState', () => {
  const order = (payment_method: string, payment_status = 'unpaid', order_status = 'pending') => ({
    id: 1,
    user_id: 2,
    payment_method,
    payment_status,
    order_status,
  });

  it('takes digital orders and digital remainders only, while they can be paid', () => {
    expect(gatewayState(order('digital_payment'), null)).toBe('pay');
    expect(gatewayState(order('digital_payment', 'unpaid', 'failed'), null)).toBe('pay');
    expect(
      gatewayState(order('partial_payment', 'partially_paid', 'confirmed'), 'digital_payment'),
    ).toBe('pay');
    expect(gatewayState(order('partial_payment', 'partially_paid'), 'cash_on_delivery')).toBe(
      'not_gateway',
    );
    for (const method of ['cash_on_delivery', 'wallet', 'offline_payment'])
      expect(gatewayState(order(method, 'paid'), null)).toBe('not_gateway');
    expect(gatewayState(order('demo_gateway', 'paid', 'confirmed'), null)).toBe('paid');
    for (const status of ['canceled', 'delivered', 'refunded', 'returned'])
      expect(gatewayState(order('digital_payment', 'unpaid', status), null)).toBe('closed');
  });
});

describe('wallet top-ups', () => {
  const addFund = (token: string) =>
    call(m.cat.app, 'POST', '/customer/wallet/add-fund', {
      token,
      json: { amount: 50, payment_method: 'demo_gateway', callback: '/wallet' },
    });

  async function fundRow(id: number) {
    const [row] = await m.cat.q<{ status: string }>(
      `select status from wallet_fund_requests where id = ${id}`,
    );
    return row;
  }

  it("refuse a stranger's bare ids, another top-up's token, an edited or expired one", async () => {
    m.later(0);
    const owner = await m.member();
    const stranger = await m.member();
    const link = (await addFund(owner.token)).body.redirect_link as string;
    const url = new URL(link);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      fund_id: expect.stringMatching(/^\d+$/),
      customer_id: String(owner.id),
      payment_method: 'demo_gateway',
      payment_platform: 'web',
      callback: 'http://localhost/wallet',
      token: expect.stringMatching(/^\d+\.[a-f0-9]{64}$/),
    });
    const fundId = Number(url.searchParams.get('fund_id'));
    const path = `/api/v1/payment-mobile${url.search}`;
    const mine = new URL((await addFund(stranger.token)).body.redirect_link as string);
    const bare = `/api/v1/payment-mobile?fund_id=${fundId}&customer_id=${owner.id}`;
    const [expiry, mac] = url.searchParams.get('token')!.split('.');
    const attempts: [string, string][] = [
      [bare, FUND_MISSING],
      [withToken(bare, mine.searchParams.get('token')!), FUND_INVALID],
      [
        withToken(
          `/api/v1/payment-mobile?fund_id=${fundId}&customer_id=${stranger.id}`,
          url.searchParams.get('token')!,
        ),
        FUND_INVALID,
      ],
      [withToken(bare, `${Number(expiry) + 60}.${mac}`), FUND_INVALID],
      [
        withToken(
          bare,
          await signLink(
            db(),
            { kind: 'fund', id: fundId, customerId: owner.id },
            new Date(m.later(0).getTime() - 2 * PAYMENT_LINK_TTL_MS),
          ),
        ),
        FUND_EXPIRED,
      ],
    ];
    for (const [attempt, message] of attempts) {
      expectRefused(await open(attempt), message);
      for (const choice of ['success', 'fail', 'cancel'] as const)
        expectRefused(await submit(attempt, choice), message);
    }
    m.later(PAYMENT_LINK_TTL_MS / 1000 + 1);
    try {
      expectRefused(await submit(path, 'cancel'), FUND_EXPIRED);
    } finally {
      m.later(0);
    }
    expect(await fundRow(fundId)).toEqual({ status: 'pending' });
    expect((await m.balances(owner.id)).wallet).toBe(0);
    // The owner's link still works.
    const done = await submit(path, 'cancel');
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toMatch(/\/wallet\?flag=cancel&&token=/);
    expect(await fundRow(fundId)).toEqual({ status: 'canceled' });
  });
});
