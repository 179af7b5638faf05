import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { authTokens } from '@/server/db/schema';
import { appendCustomerEvent } from '@/server/api/events/store';
import {
  closeChatWorld,
  get,
  insertOrder,
  newMember,
  openChatWorld,
  send,
  type ChatWorld,
  type Json,
} from './chat-setup';
import { call } from './helpers';

jest.setTimeout(120_000);

let world: ChatWorld;

beforeAll(async () => {
  process.env.STREAM_TICK_MS = '20';
  world = await openChatWorld();
}, 240_000);

const open: Stream[] = [];

afterAll(async () => {
  await Promise.all(open.map((stream) => stream.close()));
  delete process.env.STREAM_TICK_MS;
  await closeChatWorld(world);
});

beforeEach(() => world.later(0));

interface Frame {
  id?: string;
  event?: string;
  data?: Json;
  comment?: string;
  retry?: string;
}

interface Stream {
  status: number;
  contentType: string | null;
  /** Waits for the next frame with an event (comments and retry lines are skipped). */
  nextEvent: (timeoutMs?: number) => Promise<Frame>;
  /** Every event frame received so far. */
  events: Frame[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => Promise<void>;
}

function parseFrame(text: string): Frame {
  const frame: Frame = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    const match = /^(id|event|data|retry): ?(.*)$/.exec(line);
    if (!match) continue;
    const [, field, value] = match;
    if (field === 'data') frame.data = JSON.parse(value);
    else frame[field as 'id' | 'event' | 'retry'] = value;
  }
  return frame;
}

/** Opens customer/event-stream in-process and parses its frames as they arrive. */
async function openStream(query = '', headers: Record<string, string> = {}): Promise<Stream> {
  const response = await world.cat.app.request(`/api/v1/customer/event-stream${query}`, {
    headers: { 'X-localization': 'en', ...headers },
  });
  const events: Frame[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const ended = (async () => {
    if (!response.body) return;
    reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const frame = parseFrame(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 2);
        if (frame.event) events.push(frame);
        waiters.splice(0).forEach((wake) => wake());
      }
    }
    waiters.splice(0).forEach((wake) => wake());
  })();
  let read = 0;
  const nextEvent = async (timeoutMs = 5000): Promise<Frame> => {
    const deadline = Date.now() + timeoutMs;
    while (read >= events.length) {
      if (Date.now() > deadline) throw new Error('no event within the timeout');
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return events[read++];
  };
  const stream: Stream = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    nextEvent,
    events,
    ended,
    close: async () => {
      await reader?.cancel().catch(() => {});
      await ended;
    },
  };
  open.push(stream);
  return stream;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET customer/event-stream: access', () => {
  it('needs a bearer token or a guest id', async () => {
    const anonymous = await call(world.cat.app, 'GET', '/customer/event-stream');
    expect(anonymous.status).toBe(401);
    const badToken = await call(world.cat.app, 'GET', '/customer/event-stream', {
      token: 'not-a-token',
    });
    expect(badToken.status).toBe(401);
    expect(badToken.body.errors[0].code).toBe('auth-001');
    const unknownGuest = await call(world.cat.app, 'GET', '/customer/event-stream?guest_id=123');
    expect(unknownGuest.status).toBe(403);
  });

  it('answers text/event-stream, uncached and untransformed', async () => {
    const member = await newMember(world);
    const stream = await openStream('', { Authorization: `Bearer ${member.token}` });
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    await stream.close();
  });
});

describe('GET customer/event-stream: delivery', () => {
  it("sends the order's status changes and the store's answer, localised", async () => {
    const member = await newMember(world);
    const auth = { Authorization: `Bearer ${member.token}`, 'X-localization': 'fr' };
    const stream = await openStream('', auth);
    const orderId = await insertOrder(world, { userId: member.userId });
    world.later(31);
    const status = await stream.nextEvent();
    expect(status.event).toBe('order_status');
    expect(Number(status.id)).toBeGreaterThan(0);
    expect(status.data).toMatchObject({
      type: 'order_status',
      order_id: orderId,
      order_status: 'confirmed',
      title: `Commande n°${orderId}`,
      body: 'Votre commande est confirmée',
    });

    const sent = await send(
      world,
      member.token,
      { message: 'Merci !', receiver_type: 'vendor', receiver_id: String(world.store.vendor_id) },
      [],
      { 'X-localization': 'fr' },
    );
    expect(sent.status).toBe(200);
    world.later(40);
    const reply = await stream.nextEvent();
    expect(reply.event).toBe('message');
    expect(reply.data).toMatchObject({
      type: 'message',
      conversation_id: sent.body.conversation.id,
      sender_type: 'vendor',
      title: sent.body.conversation.receiver.f_name,
      body: 'Merci ! Nous préparons votre commande.',
    });
    expect(Number(reply.id)).toBeGreaterThan(Number(status.id));
    await stream.close();
  });

  it('serves guests by guest_id', async () => {
    const guest = (await call(world.cat.app, 'POST', '/auth/guest/request', { json: {} })).body
      .guest_id;
    const stream = await openStream(`?guest_id=${guest}`);
    expect(stream.status).toBe(200);
    const orderId = await insertOrder(world, { guestId: guest });
    world.later(31);
    const event = await stream.nextEvent();
    expect(event.data).toMatchObject({ order_id: orderId, body: 'Your order has been confirmed' });
    await stream.close();
  });

  it('resumes after Last-Event-ID without losing or repeating an event', async () => {
    const member = await newMember(world);
    const auth = { Authorization: `Bearer ${member.token}` };
    const first = await openStream('', auth);
    await insertOrder(world, { userId: member.userId });
    world.later(31);
    const seen = await first.nextEvent();
    await first.close();

    // While disconnected: two order steps (read through the orders list) and a referral event.
    const headers = { moduleId: '1', zoneId: '[1]' };
    world.later(61);
    await get(world, '/customer/order/running-orders?limit=10&offset=1', member.token, headers);
    world.later(91);
    await get(world, '/customer/order/running-orders?limit=10&offset=1', member.token, headers);
    await appendCustomerEvent(world.cat.testDb.db, { userId: member.userId }, 'referral_code', {
      title: 'Referral reward',
      body: 'You earned 20 DH',
    });

    const resumed = await openStream('', { ...auth, 'Last-Event-ID': String(seen.id) });
    const got = [await resumed.nextEvent(), await resumed.nextEvent(), await resumed.nextEvent()];
    expect(got.map((e) => e.data.order_status ?? e.event)).toEqual([
      'processing',
      'handover',
      'referral_code',
    ]);
    const ids = got.map((e) => Number(e.id));
    expect(ids[0]).toBeGreaterThan(Number(seen.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    await sleep(150);
    expect(resumed.events).toHaveLength(3);
    await resumed.close();

    // The query parameter works too; a stream without an id starts from now.
    const byQuery = await openStream(`?last_event_id=${ids[1]}`, auth);
    expect((await byQuery.nextEvent()).event).toBe('referral_code');
    await byQuery.close();
    const fresh = await openStream('', auth);
    await sleep(150);
    expect(fresh.events).toHaveLength(0);
    await fresh.close();
  });

  it('ends on the next tick once the token is revoked', async () => {
    const member = await newMember(world);
    const stream = await openStream('', { Authorization: `Bearer ${member.token}` });
    await sleep(60);
    await world.cat.testDb.db
      .update(authTokens)
      .set({ revoked_at: new Date() })
      .where(eq(authTokens.user_id, member.userId));
    await expect(
      Promise.race([stream.ended.then(() => 'ended'), sleep(2000).then(() => 'open')]),
    ).resolves.toBe('ended');
  });
});

describe('GET customer/event-stream over HTTP', () => {
  it('streams through the Node adapter of pages/api/v1 as events happen, until the client leaves', async () => {
    const listener = getRequestListener(world.cat.app.fetch, { overrideGlobalObjects: false });
    let served: Promise<void> = Promise.resolve();
    const server = createServer((req, res) => {
      served = new Promise((resolve) => res.on('close', resolve));
      void listener(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const guest = (await call(world.cat.app, 'POST', '/auth/guest/request', { json: {} })).body
      .guest_id;
    const aborter = new AbortController();
    const response = await fetch(
      `http://127.0.0.1:${port}/api/v1/customer/event-stream?guest_id=${guest}`,
      { signal: aborter.signal },
    );
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(response.headers.get('content-length')).toBeNull();
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    expect(text).toMatch(/^retry: \d+/);
    const orderId = await insertOrder(world, { guestId: guest });
    world.later(31);
    while (!text.includes('event: order_status'))
      text += decoder.decode((await reader.read()).value);
    expect(text).toContain(`"order_id":${orderId}`);
    aborter.abort();
    await reader.cancel().catch(() => {});
    // The server sees the client leave and stops the stream (its timers with it).
    await served;
    await new Promise((resolve) => server.close(resolve));
  });
});
