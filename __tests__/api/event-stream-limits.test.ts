import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { parseServerEnv } from '@/lib/env';
import {
  DEFAULT_STREAMS_PER_OWNER,
  DEFAULT_STREAMS_PER_PROCESS,
  openStreamCount,
  streamLimits,
} from '@/server/api/events/limits';
import { setStreamClock } from '@/server/api/events/stream';
import { subscriberCount } from '@/server/api/events/ticker';
import { authTokens } from '@/server/db/schema';
import { closeChatWorld, newMember, openChatWorld, type ChatWorld, type Json } from './chat-setup';
import { call } from './helpers';

jest.setTimeout(120_000);

const PER_OWNER = 2;
const PER_PROCESS = 6;

let world: ChatWorld;
let server: Server;
let base: string;

beforeAll(async () => {
  process.env.STREAM_TICK_MS = '50';
  process.env.EVENT_STREAM_MAX_PER_OWNER = String(PER_OWNER);
  process.env.EVENT_STREAM_MAX_PER_PROCESS = String(PER_PROCESS);
  world = await openChatWorld();
  await new Promise<void>((resolve) => {
    server = serve(
      { fetch: world.cat.app.fetch, hostname: '127.0.0.1', port: 0, overrideGlobalObjects: false },
      () => resolve(),
    ) as Server;
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
}, 240_000);

const opened: HttpStream[] = [];

afterAll(async () => {
  setStreamClock(null);
  await Promise.all(opened.map((stream) => stream.close()));
  await new Promise((resolve) => server?.close(resolve));
  delete process.env.STREAM_TICK_MS;
  delete process.env.EVENT_STREAM_MAX_PER_OWNER;
  delete process.env.EVENT_STREAM_MAX_PER_PROCESS;
  await closeChatWorld(world);
});

interface HttpStream {
  status: number;
  headers: Headers;
  /** The JSON error of a refused stream. */
  body: Json;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The client leaves (aborts the request). */
  close: () => Promise<void>;
}

/** Opens customer/event-stream over HTTP; an accepted one is read until it ends or is closed. */
async function openStream(
  query: string,
  headers: Record<string, string> = {},
): Promise<HttpStream> {
  const aborter = new AbortController();
  const response = await fetch(`${base}/customer/event-stream${query}`, {
    headers: { 'X-localization': 'en', ...headers },
    signal: aborter.signal,
  });
  if (response.status !== 200) {
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? JSON.parse(text) : null,
      ended: Promise.resolve(),
      close: async () => {},
    };
  }
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  // The first frame (`retry:`) shows the stream is being served.
  await reader.read();
  const ended = (async () => {
    for (;;) {
      const { done } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
    }
  })();
  const stream: HttpStream = {
    status: 200,
    headers: response.headers,
    body: null,
    ended,
    close: async () => {
      aborter.abort();
      await ended;
    },
  };
  opened.push(stream);
  return stream;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (at most 5 s) until `check` holds; the server frees a slot when it sees the client leave. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 250 && !check(); i++) await sleep(20);
  expect(check()).toBe(true);
}

async function newGuest(): Promise<number> {
  return (await call(world.cat.app, 'POST', '/auth/guest/request', { json: {} })).body.guest_id;
}

function expectRefused(stream: HttpStream) {
  expect(stream.status).toBe(429);
  expect(stream.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  expect(stream.headers.get('content-type')).toMatch(/^application\/json/);
  expect(stream.body).toEqual({
    errors: [{ code: 'too_many_streams', message: expect.stringMatching(/Too many live streams/) }],
  });
}

async function closeAll(streams: HttpStream[]) {
  await Promise.all(streams.map((stream) => stream.close()));
  await until(() => openStreamCount() === 0 && subscriberCount() === 0);
}

/** Median milliseconds of `runs` plain requests, one after another, after a few to warm up. */
async function medianLatency(runs = 25): Promise<number> {
  const times: number[] = [];
  for (let i = -3; i < runs; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/module`, { headers: { 'X-localization': 'en' } });
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    if (i >= 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

describe('event stream limits: configuration', () => {
  it('reads the limits from the environment, with small defaults', () => {
    expect(streamLimits({})).toEqual({
      perOwner: DEFAULT_STREAMS_PER_OWNER,
      perProcess: DEFAULT_STREAMS_PER_PROCESS,
    });
    expect(DEFAULT_STREAMS_PER_OWNER).toBeLessThanOrEqual(10);
    expect(
      streamLimits({ EVENT_STREAM_MAX_PER_OWNER: '3', EVENT_STREAM_MAX_PER_PROCESS: '40' }),
    ).toEqual({ perOwner: 3, perProcess: 40 });
  });

  it('is checked when the server starts', () => {
    expect(() => parseServerEnv({ EVENT_STREAM_MAX_PER_OWNER: '0' })).toThrow(
      /EVENT_STREAM_MAX_PER_OWNER/,
    );
    expect(() => parseServerEnv({ EVENT_STREAM_MAX_PER_PROCESS: 'many' })).toThrow(
      /EVENT_STREAM_MAX_PER_PROCESS/,
    );
    expect(() => parseServerEnv({ EVENT_STREAM_MAX_PER_OWNER: '2.5' })).toThrow(
      /EVENT_STREAM_MAX_PER_OWNER/,
    );
    expect(
      parseServerEnv({ EVENT_STREAM_MAX_PER_OWNER: '4', EVENT_STREAM_MAX_PER_PROCESS: '200' }),
    ).toMatchObject({ EVENT_STREAM_MAX_PER_OWNER: 4, EVENT_STREAM_MAX_PER_PROCESS: 200 });
  });
});

describe('event stream limits: per owner', () => {
  it('refuses streams past the limit with 429, Retry-After and the error shape; a closed one frees its slot', async () => {
    const guest = await newGuest();
    const attempts = await Promise.all(
      Array.from({ length: PER_OWNER * 10 }, () => openStream(`?guest_id=${guest}`)),
    );
    const accepted = attempts.filter((stream) => stream.status === 200);
    const refused = attempts.filter((stream) => stream.status !== 200);
    expect(accepted).toHaveLength(PER_OWNER);
    expect(refused).toHaveLength(PER_OWNER * 9);
    refused.forEach(expectRefused);
    expect(openStreamCount({ guestId: guest })).toBe(PER_OWNER);
    expect(openStreamCount()).toBe(PER_OWNER);

    // Another owner is not held back by this one's streams.
    const other = await openStream(`?guest_id=${await newGuest()}`);
    expect(other.status).toBe(200);

    await accepted[0].close();
    await until(() => openStreamCount({ guestId: guest }) === PER_OWNER - 1);
    const again = await openStream(`?guest_id=${guest}`);
    expect(again.status).toBe(200);
    expectRefused(await openStream(`?guest_id=${guest}`));

    await closeAll([...accepted, other, again]);
  });

  it('counts a member by account, whatever token or tab', async () => {
    const member = await newMember(world);
    const auth = { Authorization: `Bearer ${member.token}` };
    const attempts = await Promise.all(
      Array.from({ length: PER_OWNER * 10 }, () => openStream('', auth)),
    );
    const accepted = attempts.filter((stream) => stream.status === 200);
    expect(accepted).toHaveLength(PER_OWNER);
    attempts.filter((stream) => stream.status !== 200).forEach(expectRefused);
    await closeAll(accepted);
  });
});

describe('event stream limits: per process', () => {
  it('refuses every owner once the process serves its limit, and the server stays quick', async () => {
    const baseline = await medianLatency();

    const guests = await Promise.all(Array.from({ length: 10 }, () => newGuest()));
    const attempts = await Promise.all(
      Array.from({ length: PER_PROCESS * 10 }, (_, i) =>
        openStream(`?guest_id=${guests[i % guests.length]}`),
      ),
    );
    const accepted = attempts.filter((stream) => stream.status === 200);
    expect(accepted).toHaveLength(PER_PROCESS);
    attempts.filter((stream) => stream.status !== 200).forEach(expectRefused);
    expect(openStreamCount()).toBe(PER_PROCESS);
    expect(subscriberCount()).toBe(PER_PROCESS);

    // A newcomer with no stream at all waits too.
    expectRefused(await openStream(`?guest_id=${await newGuest()}`));

    // Plain requests keep their speed while the streams tick (every 50 ms here) and more knock.
    const knocking = Promise.all(
      Array.from({ length: PER_PROCESS * 5 }, (_, i) =>
        openStream(`?guest_id=${guests[i % guests.length]}`),
      ),
    );
    const loaded = await medianLatency();
    (await knocking).forEach(expectRefused);
    expect(loaded).toBeLessThan(baseline * 5 + 100);

    await accepted[0].close();
    await until(() => openStreamCount() === PER_PROCESS - 1);
    const newcomer = await openStream(`?guest_id=${await newGuest()}`);
    expect(newcomer.status).toBe(200);

    await closeAll([...accepted, newcomer]);
  });
});

describe('event stream limits: every end frees the slot', () => {
  it('when the stream reaches its lifetime', async () => {
    const stream = await openStream(`?guest_id=${await newGuest()}`);
    expect(openStreamCount()).toBe(1);
    const now = Date.now();
    setStreamClock(() => now + 6 * 60_000);
    try {
      await expect(
        Promise.race([stream.ended.then(() => 'ended'), sleep(3000).then(() => 'open')]),
      ).resolves.toBe('ended');
    } finally {
      setStreamClock(null);
    }
    await until(() => openStreamCount() === 0 && subscriberCount() === 0);
  });

  it('when the token is revoked', async () => {
    const member = await newMember(world);
    const streams = await Promise.all(
      [1, 2].map(() => openStream('', { Authorization: `Bearer ${member.token}` })),
    );
    expect(openStreamCount({ userId: member.userId })).toBe(2);
    await world.cat.testDb.db
      .update(authTokens)
      .set({ revoked_at: new Date() })
      .where(eq(authTokens.user_id, member.userId));
    await Promise.all(streams.map((stream) => stream.ended));
    await until(() => openStreamCount() === 0 && subscriberCount() === 0);
  });

  it('when serving the stream fails, and when it fails before it starts', async () => {
    const guest = await newGuest();
    const stream = await openStream(`?guest_id=${guest}`);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { db } = world.cat.testDb;
    await db.execute(sql`alter table customer_events rename to customer_events_away`);
    try {
      await stream.ended;
      await until(() => openStreamCount() === 0 && subscriberCount() === 0);
      expect(logged).toHaveBeenCalledWith('[api] event stream failed:', expect.anything());
      // The resume point is read before the stream starts; its failure frees the slot too.
      const failed = await openStream(`?guest_id=${guest}`);
      expect(failed.status).toBe(500);
      expect(openStreamCount()).toBe(0);
    } finally {
      await db.execute(sql`alter table customer_events_away rename to customer_events`);
      logged.mockRestore();
    }
    const back = await openStream(`?guest_id=${guest}`);
    expect(back.status).toBe(200);
    await closeAll([back]);
  });

  it('when the client leaves before the first frame is read, for every stream it opened', async () => {
    const guest = await newGuest();
    const aborters = Array.from({ length: PER_OWNER }, () => new AbortController());
    await Promise.all(
      aborters.map((aborter) =>
        fetch(`${base}/customer/event-stream?guest_id=${guest}`, { signal: aborter.signal }),
      ),
    );
    expect(openStreamCount({ guestId: guest })).toBe(PER_OWNER);
    aborters.forEach((aborter) => aborter.abort());
    await until(() => openStreamCount() === 0 && subscriberCount() === 0);
  });
});
