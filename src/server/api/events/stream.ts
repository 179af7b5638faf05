import { Hono } from 'hono';
import type { Db } from '../../db';
import type { CustomerEvent } from '../../db/schema';
import { resolveShopper } from '../customer/shopper';
import { unauthenticated } from '../errors';
import type { ApiLocale } from '../locale';
import type { ApiContext, ApiEnv } from '../types';
import { takeStreamSlot, tooManyStreams, type ReleaseSlot } from './limits';
import { latestEventId, type EventOwner } from './store';
import { subscribe, unsubscribe, type StreamSubscriber } from './ticker';

/**
 * GET customer/event-stream: the customer's push messages as Server-Sent Events (text/event-stream),
 * an extension of the built-in API standing in for Firebase push. Each event is
 * `id: <event id>` / `event: message|order_status|referral_code` / `data: <JSON payload>`. A client
 * that reconnects with `Last-Event-ID` (or `?last_event_id=`) first gets every later event; without
 * it, only events from now on. Every STREAM_TICK_MS (default 2 s) the stream brings the living demo up
 * to date (order simulation, chat answers: the same lazy steps as the reads) and sends what is new;
 * the events live in the database, so any process can serve any client. One ticker per process serves
 * all streams (ticker.ts); an owner may hold EVENT_STREAM_MAX_PER_OWNER streams and the process
 * EVENT_STREAM_MAX_PER_PROCESS, past which the stream is refused with 429 (limits.ts).
 */

/** A comment line this long after the last write keeps proxies from closing an idle stream. */
const PING_MS = 15_000;
/** The stream ends after this long; the client reconnects (with its last id) and nothing is lost. */
const MAX_STREAM_MS = 5 * 60_000;
/** The reconnection delay suggested to EventSource clients. */
const RETRY_MS = 3000;

let clock: () => number = Date.now;

/** Replaces the clock of the streams' lifetime and pings (tests); null restores the real one. */
export function setStreamClock(next: (() => number) | null): void {
  clock = next ?? Date.now;
}

/** One event in the SSE wire format (JSON keeps the data on one line). */
export const formatSseEvent = (event: CustomerEvent): string =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;

interface StreamSession {
  db: Db;
  owner: EventOwner;
  locale: ApiLocale;
  /** Last event id the client has. */
  lastId: number;
  /** The bearer token of a member, re-checked every tick so a revoked one ends the stream. */
  token: string | null;
  signal: AbortSignal;
  /** Frees the stream's slot (limits.ts); called once the stream ends, whatever ends it. */
  release: ReleaseSlot;
}

/** The readable side of a stream, served by the process's ticker until it ends. */
function eventStreamBody(session: StreamSession): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const started = clock();
  let controller: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  let lastWrite = started;
  let lastId = session.lastId;

  // Every end (client gone, cancelled, lifetime over, token revoked, failure) comes through here.
  const stop = () => {
    if (closed) return;
    closed = true;
    unsubscribe(subscriber);
    session.release();
    session.signal.removeEventListener('abort', stop);
  };
  const finish = () => {
    if (closed) return;
    stop();
    try {
      controller.close();
    } catch {
      // Already closed or errored by the reader's side: nothing left to end.
    }
  };
  const send = (text: string) => {
    if (closed) return;
    controller.enqueue(encoder.encode(text));
    lastWrite = clock();
  };
  const subscriber: StreamSubscriber = {
    db: session.db,
    owner: session.owner,
    locale: session.locale,
    token: session.token,
    get lastId() {
      return lastId;
    },
    get closed() {
      return closed;
    },
    deliver: (event) => {
      send(formatSseEvent(event));
      lastId = event.id;
    },
    afterTick: () => {
      if (clock() - lastWrite >= PING_MS) send(': ping\n\n');
      if (clock() - started >= MAX_STREAM_MS) finish();
    },
    finish,
  };

  return new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      if (session.signal.aborted) return finish();
      session.signal.addEventListener('abort', stop);
      send(`retry: ${RETRY_MS}\n\n`);
      subscribe(subscriber);
    },
    cancel: stop,
  });
}

/** `Last-Event-ID` header, else `last_event_id` query; null when absent or not an id. */
function resumeFrom(c: ApiContext): number | null {
  const raw = c.req.header('last-event-id') ?? c.req.query('last_event_id');
  if (!raw || !/^\d{1,15}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/** A member by bearer token or a guest by `guest_id`; 401 for a token that is not (or no longer) valid. */
async function streamOwner(c: ApiContext): Promise<EventOwner> {
  const { ctx, input } = c.var;
  if (ctx.token && !ctx.user && input.guest_id === undefined) throw unauthenticated();
  const shopper = await resolveShopper(c);
  return shopper.isGuest ? { guestId: shopper.id } : { userId: shopper.id };
}

export const eventStreamRoutes = new Hono<ApiEnv>();

eventStreamRoutes.get('/', async (c) => {
  const owner = await streamOwner(c);
  const release = takeStreamSlot(owner);
  if (!release) throw tooManyStreams(c.var.ctx.locale);
  let body: ReadableStream<Uint8Array>;
  try {
    const db = await c.var.deps.getDb();
    const lastId = resumeFrom(c) ?? (await latestEventId(db, owner));
    body = eventStreamBody({
      db,
      owner,
      locale: c.var.ctx.locale,
      lastId,
      token: 'userId' in owner ? c.var.ctx.token : null,
      signal: c.req.raw.signal,
      release,
    });
  } catch (error) {
    release();
    throw error;
  }
  return c.body(body, 200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    // no-transform: Next's compression would otherwise buffer the stream; no-store: never cached.
    'Cache-Control': 'no-store, no-transform',
    // nginx and similar proxies pass it through unbuffered.
    'X-Accel-Buffering': 'no',
  });
});
