import { Hono } from 'hono';
import type { Db } from '../../db';
import { resolveToken } from '../../auth/tokens';
import type { CustomerEvent } from '../../db/schema';
import { resolveShopper } from '../customer/shopper';
import { unauthenticated } from '../errors';
import type { ApiLocale } from '../locale';
import type { ApiContext, ApiEnv } from '../types';
import { refreshOwner } from './refresh';
import { eventsAfter, latestEventId, type EventOwner } from './store';

/**
 * GET customer/event-stream: the customer's push messages as Server-Sent Events (text/event-stream),
 * an extension of the built-in API standing in for Firebase push. Each event is
 * `id: <event id>` / `event: message|order_status|referral_code` / `data: <JSON payload>`. A client
 * that reconnects with `Last-Event-ID` (or `?last_event_id=`) first gets every later event; without
 * it, only events from now on. Every STREAM_TICK_MS (default 2 s) the stream brings the living demo up
 * to date (order simulation, chat answers: the same lazy steps as the reads) and sends what is new;
 * the events live in the database, so any process can serve any client.
 */

const DEFAULT_TICK_MS = 2000;
/** A comment line this long after the last write keeps proxies from closing an idle stream. */
const PING_MS = 15_000;
/** The stream ends after this long; the client reconnects (with its last id) and nothing is lost. */
const MAX_STREAM_MS = 5 * 60_000;
/** The reconnection delay suggested to EventSource clients. */
const RETRY_MS = 3000;
/** Events sent per query. */
const BATCH = 100;

/** Milliseconds between ticks, from STREAM_TICK_MS (≥ 10), else 2000. */
export function streamTickMs(): number {
  const value = Number(process.env.STREAM_TICK_MS);
  return Number.isFinite(value) && value >= 10 ? value : DEFAULT_TICK_MS;
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
}

/** The readable side of a stream: ticks until the client leaves, the token is revoked or time is up. */
function eventStreamBody(session: StreamSession): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const started = Date.now();
  let controller: ReadableStreamDefaultController<Uint8Array>;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let lastWrite = started;
  let lastId = session.lastId;

  const stop = () => {
    closed = true;
    clearTimeout(timer);
    session.signal.removeEventListener('abort', stop);
  };
  const finish = () => {
    if (closed) return;
    stop();
    controller.close();
  };
  const send = (text: string) => {
    if (closed) return;
    controller.enqueue(encoder.encode(text));
    lastWrite = Date.now();
  };
  const stillSignedIn = async () =>
    !session.token || (await resolveToken(session.db, session.token)) !== null;

  const tick = async () => {
    try {
      if (!(await stillSignedIn())) return finish();
      await refreshOwner(session.db, session.owner, session.locale);
      for (let more = true; more && !closed;) {
        const batch = await eventsAfter(session.db, session.owner, lastId, BATCH);
        for (const event of batch) send(formatSseEvent(event));
        if (batch.length) lastId = batch[batch.length - 1].id;
        more = batch.length === BATCH;
      }
      if (Date.now() - lastWrite >= PING_MS) send(': ping\n\n');
      if (Date.now() - started >= MAX_STREAM_MS) return finish();
    } catch (error) {
      if (!closed) console.error('[api] event stream failed:', error);
      return finish();
    }
    if (!closed) timer = setTimeout(() => void tick(), streamTickMs());
  };

  return new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      session.signal.addEventListener('abort', stop);
      send(`retry: ${RETRY_MS}\n\n`);
      void tick();
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
  const db = await c.var.deps.getDb();
  const lastId = resumeFrom(c) ?? (await latestEventId(db, owner));
  const body = eventStreamBody({
    db,
    owner,
    locale: c.var.ctx.locale,
    lastId,
    token: 'userId' in owner ? c.var.ctx.token : null,
    signal: c.req.raw.signal,
  });
  return c.body(body, 200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    // no-transform: Next's compression would otherwise buffer the stream; no-store: never cached.
    'Cache-Control': 'no-store, no-transform',
    // nginx and similar proxies pass it through unbuffered.
    'X-Accel-Buffering': 'no',
  });
});
