import type { Db } from '../../db';
import { resolveToken } from '../../auth/tokens';
import type { CustomerEvent } from '../../db/schema';
import type { ApiLocale } from '../locale';
import { ownerKey } from './limits';
import { refreshOwner } from './refresh';
import { eventsAfter, type EventOwner } from './store';

/**
 * One ticker per process serves every open live event stream (API-MESSAGES-2). Each tick it takes
 * the owners one after another (a few at a time): checks each distinct member token once, brings the
 * owner's living demo up to date once, reads the owner's new events once and hands each stream the
 * ones it has not had. An owner's streams thus cost one owner's queries, and a tick never starts
 * before the previous one has finished, so a slow database slows the streams down instead of piling
 * up work. A new stream is served at once (the backlog after Last-Event-ID), then with the others.
 */

const DEFAULT_TICK_MS = 2000;
/** Events read per query. */
const BATCH = 100;
/** Owners served side by side within a tick (a PostgreSQL pool can run their queries together). */
const OWNERS_AT_ONCE = 4;

/** Milliseconds between ticks, from STREAM_TICK_MS (≥ 10), else 2000. */
export function streamTickMs(): number {
  const value = Number(process.env.STREAM_TICK_MS);
  return Number.isFinite(value) && value >= 10 ? value : DEFAULT_TICK_MS;
}

/** An open stream as the ticker sees it; stream.ts writes the frames. */
export interface StreamSubscriber {
  readonly db: Db;
  readonly owner: EventOwner;
  readonly locale: ApiLocale;
  /** A member's bearer token, re-checked every tick so a revoked one ends the stream; null for guests. */
  readonly token: string | null;
  /** The last event id the client has; `deliver` moves it on. */
  readonly lastId: number;
  readonly closed: boolean;
  deliver: (event: CustomerEvent) => void;
  /** Called after each tick that served the stream: keep-alive pings and the lifetime check. */
  afterTick: () => void;
  /** Ends the stream (and, through it, unsubscribes it and frees its slot). */
  finish: () => void;
}

/** Open streams by database, then by owner. */
const streams = new Map<Db, Map<string, Set<StreamSubscriber>>>();
let timer: ReturnType<typeof setTimeout> | undefined;
let ticking = false;

/** Streams the ticker serves now (for tests and diagnostics). */
export function subscriberCount(): number {
  let count = 0;
  for (const owners of streams.values()) for (const set of owners.values()) count += set.size;
  return count;
}

function schedule() {
  if (timer || ticking || streams.size === 0) return;
  timer = setTimeout(() => void tick(), streamTickMs());
  // Open streams keep their sockets (and so the process) alive; the timer alone should not.
  timer.unref?.();
}

async function tick() {
  timer = undefined;
  ticking = true;
  try {
    const groups = [...streams.values()].flatMap((owners) =>
      [...owners.values()].map((set) => [...set]),
    );
    for (let at = 0; at < groups.length; at += OWNERS_AT_ONCE)
      await Promise.all(groups.slice(at, at + OWNERS_AT_ONCE).map(serveOwner));
  } finally {
    ticking = false;
    schedule();
  }
}

/** Adds an open stream and serves it at once; it is then served on every tick until it ends. */
export function subscribe(subscriber: StreamSubscriber): void {
  let owners = streams.get(subscriber.db);
  if (!owners) streams.set(subscriber.db, (owners = new Map()));
  const key = ownerKey(subscriber.owner);
  let set = owners.get(key);
  if (!set) owners.set(key, (set = new Set()));
  set.add(subscriber);
  void serveOwner([subscriber]);
  schedule();
}

export function unsubscribe(subscriber: StreamSubscriber): void {
  const owners = streams.get(subscriber.db);
  const key = ownerKey(subscriber.owner);
  const set = owners?.get(key);
  if (!owners || !set?.delete(subscriber)) return;
  if (set.size === 0) owners.delete(key);
  if (owners.size === 0) streams.delete(subscriber.db);
  if (streams.size === 0 && timer) {
    clearTimeout(timer);
    timer = undefined;
  }
}

const open = (subscribers: StreamSubscriber[]) => subscribers.filter((s) => !s.closed);

/** Ends the streams whose member token is no longer valid; each distinct token is checked once. */
async function endRevoked(db: Db, subscribers: StreamSubscriber[]) {
  const tokens = new Set(subscribers.flatMap((s) => (s.token ? [s.token] : [])));
  for (const token of tokens) {
    if (await resolveToken(db, token)) continue;
    for (const s of subscribers) if (s.token === token) s.finish();
  }
}

/** Reads the owner's events after the earliest stream's last id and gives each stream what is new to it. */
async function deliverNew(db: Db, owner: EventOwner, subscribers: StreamSubscriber[]) {
  let after = Math.min(...subscribers.map((s) => s.lastId));
  for (let more = true; more;) {
    const batch = await eventsAfter(db, owner, after, BATCH);
    for (const event of batch)
      for (const s of subscribers) if (!s.closed && event.id > s.lastId) s.deliver(event);
    if (batch.length) after = batch[batch.length - 1].id;
    more = batch.length === BATCH && open(subscribers).length > 0;
  }
}

/** One owner's streams for one tick; a failure ends them (clients reconnect with their last id). */
async function serveOwner(subscribers: StreamSubscriber[]): Promise<void> {
  if (!open(subscribers).length) return;
  const { db, owner } = subscribers[0];
  try {
    await endRevoked(db, open(subscribers));
    const live = open(subscribers);
    if (!live.length) return;
    await refreshOwner(db, owner, live[0].locale);
    await deliverNew(db, owner, live);
  } catch (error) {
    const live = open(subscribers);
    if (live.length) console.error('[api] event stream failed:', error);
    live.forEach((s) => s.finish());
    return;
  }
  open(subscribers).forEach((s) => s.afterTick());
}
