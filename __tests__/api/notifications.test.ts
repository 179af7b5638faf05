import { eq } from 'drizzle-orm';
import { appendCustomerEvent } from '@/server/api/events/store';
import { customerEvents, guests, notifications, users } from '@/server/db/schema';
import {
  closeChatWorld,
  get,
  insertOrder,
  newMember,
  openChatWorld,
  type ChatWorld,
  type Json,
} from './chat-setup';
import { call } from './helpers';

jest.setTimeout(120_000);

let world: ChatWorld;

beforeAll(async () => {
  world = await openChatWorld();
}, 240_000);

afterAll(() => closeChatWorld(world));

beforeEach(() => world.later(0));

const DAY = 86_400_000;

describe('GET customer/notifications', () => {
  it('needs a token', async () => {
    const res = await get(world, '/customer/notifications');
    expect(res.status).toBe(401);
    expect(res.body.errors[0].code).toBe('auth-001');
  });

  it('lists the last 15 days: zone broadcasts and the customer’s own entries, newest first', async () => {
    const member = await newMember(world);
    const db = world.cat.testDb.db;
    const now = world.start.getTime();
    const broadcast = (title: string, zoneId: number | null, daysAgo: number) => ({
      title,
      description: `${title} text`,
      tergat: 'customer',
      zone_id: zoneId,
      data: {
        title,
        description: `${title} text`,
        order_id: '',
        image: null,
        type: 'push_notification',
      },
      created_at: new Date(now - daysAgo * DAY),
    });
    await db
      .insert(notifications)
      .values([
        broadcast('Recent everywhere', null, 14),
        broadcast('Too old', null, 16),
        broadcast('Rabat only', 2, 0.5),
      ]);
    const orderId = await insertOrder(world, { userId: member.userId });
    world.later(31);
    const referral = await appendCustomerEvent(db, { userId: member.userId }, 'referral_code', {
      title: 'Referral reward',
      body: 'You earned 20 DH',
    });
    // An event older than the window.
    const old = await appendCustomerEvent(db, { userId: member.userId }, 'referral_code', {
      title: 'Old',
      body: 'Old',
    });
    await db
      .update(customerEvents)
      .set({ created_at: new Date(now - 20 * DAY) })
      .where(eq(customerEvents.id, old.id));

    const res = await get(world, '/customer/notifications', member.token, { zoneId: '[1]' });
    expect(res.status).toBe(200);
    const list: Json[] = res.body;
    const titles = list.map((entry) => entry.title ?? entry.data.title);
    expect(titles).toContain('Recent everywhere');
    expect(titles).not.toContain('Too old');
    expect(titles).not.toContain('Rabat only');
    expect(titles).not.toContain('Old');
    const times = list.map((entry) => Date.parse(entry.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const everywhere = list.find((entry) => entry.title === 'Recent everywhere');
    expect(everywhere).toMatchObject({
      description: 'Recent everywhere text',
      tergat: 'customer',
      zone_id: null,
      status: 1,
      data: { title: 'Recent everywhere', order_id: '', type: 'push_notification' },
    });
    const status = list.find((entry) => entry.data?.type === 'order_status');
    expect(status).toEqual({
      id: expect.any(Number),
      user_id: member.userId,
      data: {
        title: `Order #${orderId}`,
        description: 'Your order has been confirmed',
        order_id: orderId,
        image: null,
        type: 'order_status',
      },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const reward = list.find((entry) => entry.id === referral.id);
    expect(reward.data).toMatchObject({
      description: 'You earned 20 DH',
      order_id: '',
      type: 'referral_code',
    });

    const rabat = await get(world, '/customer/notifications', member.token, { zoneId: '[2]' });
    const rabatTitles = rabat.body.map((entry: Json) => entry.title ?? entry.data.title);
    expect(rabatTitles).toContain('Rabat only');

    const other = await newMember(world);
    const theirs = await get(world, '/customer/notifications', other.token, { zoneId: '[1]' });
    expect(theirs.body.some((entry: Json) => entry.user_id === member.userId)).toBe(false);
  });
});

describe('firebase tokens', () => {
  it('stores the member’s token (PUT or POST with _method=put) and shows it in customer/info', async () => {
    const member = await newMember(world);
    const put = await call(world.cat.app, 'PUT', '/customer/cm-firebase-token', {
      token: member.token,
      json: { cm_firebase_token: 'fcm-token-1' },
    });
    expect(put.status).toBe(200);
    let info = await get(world, '/customer/info', member.token);
    expect(info.body.cm_firebase_token).toBe('fcm-token-1');
    const overridden = await call(world.cat.app, 'POST', '/customer/cm-firebase-token', {
      token: member.token,
      form: { _method: 'put', cm_firebase_token: 'fcm-token-2' },
    });
    expect(overridden.status).toBe(200);
    info = await get(world, '/customer/info', member.token);
    expect(info.body.cm_firebase_token).toBe('fcm-token-2');
    const [row] = await world.cat.testDb.db
      .select({ token: users.cm_firebase_token })
      .from(users)
      .where(eq(users.id, member.userId));
    expect(row.token).toBe('fcm-token-2');
    const missing = await call(world.cat.app, 'PUT', '/customer/cm-firebase-token', {
      token: member.token,
      json: {},
    });
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0].code).toBe('cm_firebase_token');
  });

  it('keeps the fcm_token a guest sends with auth/guest/request', async () => {
    const res = await call(world.cat.app, 'POST', '/auth/guest/request', {
      json: { fcm_token: 'guest-fcm' },
    });
    expect(res.status).toBe(200);
    const [row] = await world.cat.testDb.db
      .select({ token: guests.fcm_token })
      .from(guests)
      .where(eq(guests.id, res.body.guest_id));
    expect(row.token).toBe('guest-fcm');
  });
});
