import { seedDemoConversations } from '@/server/db/seed/conversations';
import {
  closeChatWorld,
  get,
  insertOrder,
  newMember,
  openChatWorld,
  pngFile,
  send,
  type ChatWorld,
  type Json,
  type Member,
} from './chat-setup';
import { call } from './helpers';

jest.setTimeout(120_000);

let world: ChatWorld;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  world = await openChatWorld();
  alice = await newMember(world);
  bob = await newMember(world);
}, 240_000);

afterAll(() => closeChatWorld(world));

beforeEach(() => world.later(0));

/** The PNG signature: what the server sniffs. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const errorCode = (res: { body: Json }) => res.body.errors?.[0]?.code;

describe('customer/message/* authentication', () => {
  it('answers 401 auth-001 without a token, also for a guest id', async () => {
    const guest = (await call(world.cat.app, 'POST', '/auth/guest/request', { json: {} })).body
      .guest_id;
    for (const url of [
      '/customer/message/list',
      `/customer/message/list?guest_id=${guest}`,
      '/customer/message/search-list?name=a',
      '/customer/message/details?admin_id=0',
    ]) {
      const res = await get(world, url);
      expect(res.status).toBe(401);
      expect(errorCode(res)).toBe('auth-001');
    }
    const res = await send(world, undefined, { message: 'hi', receiver_type: 'admin' });
    expect(res.status).toBe(401);
  });
});

describe('chat with support', () => {
  it('sends, lists, answers after the delay and marks seen', async () => {
    const sent = await send(world, alice.token, {
      message: 'Hello support',
      receiver_type: 'admin',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ message: 'successfully sent!', status: true, total_size: 1 });
    expect(sent.body.messages[0]).toMatchObject({
      message: 'Hello support',
      file: '[]',
      is_seen: 0,
    });
    const conversation = sent.body.conversation;
    expect(conversation).toMatchObject({ sender_type: 'customer', receiver_type: 'admin' });
    expect(conversation.receiver).toMatchObject({ admin_id: 1, f_name: 'Atlas Mart' });
    expect(conversation.sender.user_id).toBe(alice.userId);
    expect(conversation.last_message.message).toBe('Hello support');

    // Not yet due.
    world.later(4);
    let list = await get(world, '/customer/message/list?limit=10&offset=1', alice.token);
    expect(list.body).toMatchObject({ total_size: 1, limit: '10', offset: '1', type: null });
    expect(list.body.conversations[0].last_message.message).toBe('Hello support');
    expect(list.body.conversations[0].unread_message_count).toBe(0);

    world.later(6);
    list = await get(world, '/customer/message/list', alice.token);
    const [row] = list.body.conversations;
    expect(row.last_message.message).toBe("Thanks for reaching out, we'll help you shortly.");
    expect(row.last_message.sender_id).toBe(row.receiver_id);
    expect(row.unread_message_count).toBe(1);

    const details = await get(
      world,
      `/customer/message/details?conversation_id=${row.id}`,
      alice.token,
    );
    expect(details.status).toBe(200);
    expect(details.body.status).toBe(true);
    expect(details.body.messages.map((m: Json) => m.message)).toEqual([
      "Thanks for reaching out, we'll help you shortly.",
      'Hello support',
    ]);
    expect(details.body.conversation.unread_message_count).toBe(0);
    const again = await get(world, '/customer/message/details?admin_id=0', alice.token);
    expect(again.body.messages[0].is_seen).toBe(1);
    expect(again.body.total_size).toBe(2);

    // Reading again does not write a second answer.
    world.later(60);
    const third = await get(world, '/customer/message/details?admin_id=0', alice.token);
    expect(third.body.total_size).toBe(2);
  });

  it('answers in the language of the message (X-localization at send time)', async () => {
    const member = await newMember(world);
    await send(world, member.token, { message: 'Bonjour', receiver_type: 'admin' }, [], {
      'X-localization': 'fr',
    });
    world.later(10);
    const details = await get(world, '/customer/message/details?admin_id=0', member.token);
    expect(details.body.messages[0].message).toBe(
      'Merci de nous avoir écrit, nous vous aidons très vite.',
    );
  });

  it('keeps images: up to 3, as a JSON string of names and their URLs', async () => {
    const member = await newMember(world);
    const res = await send(world, member.token, { receiver_type: 'admin' }, [
      pngFile('a.png'),
      pngFile('b.png'),
    ]);
    expect(res.status).toBe(200);
    const [latest] = res.body.messages;
    expect(latest.message).toBeNull();
    expect(JSON.parse(latest.file)).toHaveLength(2);
    expect(latest.file_full_url[0]).toMatch(/\/api\/v1\/uploads\/order\/[a-f0-9]{32}\.png$/);
  });
});

describe('POST customer/message/send validation', () => {
  it('rejects an empty message without image', async () => {
    const res = await send(world, alice.token, { receiver_type: 'admin' });
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('message');
  });

  it('rejects a file that is not an image', async () => {
    const text = new File(['plain text'], 'notes.png', { type: 'image/png' });
    const res = await send(world, alice.token, { message: 'x', receiver_type: 'admin' }, [text]);
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('image');
  });

  it('rejects more than 3 images', async () => {
    const files = [1, 2, 3, 4].map((n) => pngFile(`${n}.png`));
    const res = await send(world, alice.token, { receiver_type: 'admin' }, files);
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('image');
  });

  it('rejects an image over 2 MB', async () => {
    const bytes = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(2 * 1024 * 1024)]);
    const big = new File([bytes], 'big.png', { type: 'image/png' });
    const res = await send(world, alice.token, { receiver_type: 'admin' }, [big]);
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('image');
  });

  it('needs a receiver type and a known receiver', async () => {
    const none = await send(world, alice.token, { message: 'x' });
    expect(none.status).toBe(403);
    expect(errorCode(none)).toBe('receiver_type');
    const badType = await send(world, alice.token, { message: 'x', receiver_type: 'customer' });
    expect(errorCode(badType)).toBe('receiver_type');
    const unknown = await send(world, alice.token, {
      message: 'x',
      receiver_type: 'vendor',
      receiver_id: '999999',
    });
    expect(unknown.status).toBe(403);
    expect(errorCode(unknown)).toBe('receiver_id');
    const noId = await send(world, alice.token, { message: 'x', receiver_type: 'delivery_man' });
    expect(errorCode(noId)).toBe('receiver_id');
  });

  it("rejects another customer's conversation and order", async () => {
    const mine = await send(world, alice.token, { message: 'mine', receiver_type: 'admin' });
    const conversationId = String(mine.body.conversation.id);
    const other = await send(world, bob.token, {
      message: 'sneaky',
      receiver_type: 'admin',
      conversation_id: conversationId,
    });
    expect(other.status).toBe(403);
    expect(errorCode(other)).toBe('conversation_id');
    const read = await get(
      world,
      `/customer/message/details?conversation_id=${conversationId}`,
      bob.token,
    );
    expect(read.status).toBe(403);
    expect(errorCode(read)).toBe('conversation_id');
    const aliceOrder = await insertOrder(world, { userId: alice.userId }, 'delivered');
    const withOrder = await send(world, bob.token, {
      message: 'x',
      receiver_type: 'admin',
      order_id: String(aliceOrder),
    });
    expect(errorCode(withOrder)).toBe('order_id');
  });
});

describe('chat with a store and a courier', () => {
  it('needs an active order with the store (status false otherwise)', async () => {
    const member = await newMember(world);
    const vendorId = String(world.store.vendor_id);
    const closed = await get(
      world,
      `/customer/message/details?vendor_id=${vendorId}`,
      member.token,
    );
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: false, messages: [], conversation: null });
    const refused = await send(world, member.token, {
      message: 'Where is my order?',
      receiver_type: 'vendor',
      receiver_id: vendorId,
    });
    expect(refused.status).toBe(403);
    expect(errorCode(refused)).toBe('status');

    const orderId = await insertOrder(world, { userId: member.userId });
    const ok = await send(world, member.token, {
      message: 'Where is my order?',
      receiver_type: 'vendor',
      receiver_id: vendorId,
      order_id: String(orderId),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe(true);
    expect(ok.body.messages[0].order).toMatchObject({ id: orderId, order_status: 'pending' });
    world.later(6);
    const details = await get(
      world,
      `/customer/message/details?vendor_id=${vendorId}`,
      member.token,
    );
    expect(details.body.messages[0]).toMatchObject({
      message: "Thanks! We're preparing your order.",
      order_id: orderId,
    });

    const vendors = await get(world, '/customer/message/list?type=vendor', member.token);
    expect(vendors.body.total_size).toBe(1);
    const admins = await get(world, '/customer/message/list?type=admin', member.token);
    expect(admins.body.total_size).toBe(0);
    const badType = await get(world, '/customer/message/list?type=nobody', member.token);
    expect(badType.status).toBe(403);
  });

  it('the courier writes "on my way" when the order is picked up; chat closes once delivered', async () => {
    const member = await newMember(world);
    const orderId = await insertOrder(world, { userId: member.userId });
    world.later(4 * 30 + 5);
    const running = await get(
      world,
      '/customer/order/running-orders?limit=10&offset=1',
      member.token,
      { moduleId: '1', zoneId: '[1]' },
    );
    expect(running.body.orders[0]).toMatchObject({ id: orderId, order_status: 'picked_up' });
    const dmId = running.body.orders[0].delivery_man[0].id;

    const couriers = await get(world, '/customer/message/list?type=delivery_man', member.token);
    expect(couriers.body.total_size).toBe(1);
    const [conversation] = couriers.body.conversations;
    expect(conversation.receiver.deliveryman_id).toBe(dmId);
    expect(conversation.last_message).toMatchObject({
      message: `On my way with your order #${orderId}! I'll be there soon.`,
      order_id: orderId,
    });
    expect(conversation.unread_message_count).toBe(1);
    const open = await get(
      world,
      `/customer/message/details?delivery_man_id=${dmId}`,
      member.token,
    );
    expect(open.body.status).toBe(true);

    world.later(10 * 30);
    const done = await get(
      world,
      `/customer/message/details?delivery_man_id=${dmId}`,
      member.token,
    );
    expect(done.body.status).toBe(false);
    expect(done.body.total_size).toBe(1);
  });
});

describe('GET customer/message/search-list', () => {
  it("finds the customer's conversations by the counterpart's name only", async () => {
    const member = await newMember(world);
    await send(world, member.token, { message: 'hi', receiver_type: 'admin' });
    const found = await get(world, '/customer/message/search-list?name=support', member.token);
    expect(found.body.total_size).toBe(1);
    expect(found.body.conversations[0].receiver.admin_id).toBe(1);
    const none = await get(world, '/customer/message/search-list?name=zz%25', member.token);
    expect(none.body).toMatchObject({ total_size: 0, conversations: [] });
    const others = await get(world, '/customer/message/search-list?name=support', bob.token);
    expect(others.body.total_size).toBe(0);
  });
});

describe('seedDemoConversations', () => {
  it("adds the store exchange and the courier's unread message for an order on the way", async () => {
    const member = await newMember(world);
    const orderId = await insertOrder(world, { userId: member.userId }, 'picked_up');
    const [dm] = await world.cat.q<{ id: number }>(
      'select deliveryman_id as id from user_infos where deliveryman_id is not null order by id limit 1',
    );
    await world.cat.q(
      `update orders set delivery_man_id = ${dm.id}, simulation_started_at = null where id = ${orderId}`,
    );
    await seedDemoConversations(world.cat.testDb.db, member.userId, world.start);
    const list = await get(world, '/customer/message/list', member.token);
    expect(list.body.total_size).toBe(2);
    const types = list.body.conversations.map((c: Json) => c.receiver_type).sort();
    expect(types).toEqual(['delivery_man', 'vendor']);
  });
});
