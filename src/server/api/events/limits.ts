import { ApiError } from '../errors';
import { messageLookup, type ApiLocale } from '../locale';
import type { EventOwner } from './store';

/**
 * How many live event streams may be open at once (API-MESSAGES-2). Each open stream holds a
 * connection and is served on every tick, so without a bound one guest id could open hundreds and
 * take the process's CPU and memory from every other request. A browser needs one per tab.
 */
export const DEFAULT_STREAMS_PER_OWNER = 5;
/** Streams one server process serves at once, whoever owns them. */
export const DEFAULT_STREAMS_PER_PROCESS = 300;
/**
 * Retry-After of a refused stream. A slot frees when a stream ends, which may be up to the stream's
 * lifetime away; the storefront backs off on its own (src/lib/sse.ts) and reconnects.
 */
export const STREAM_RETRY_AFTER_SECONDS = 30;

export interface StreamLimits {
  perOwner: number;
  perProcess: number;
}

/** A whole number ≥ 1 from the environment, else the default (the value was checked at start). */
function limitFrom(raw: string | undefined, fallback: number): number {
  const value = Number(raw?.trim() || fallback);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
}

/** EVENT_STREAM_MAX_PER_OWNER and EVENT_STREAM_MAX_PER_PROCESS, checked by src/lib/env.ts at start. */
export function streamLimits(
  source: Record<string, string | undefined> = process.env,
): StreamLimits {
  return {
    perOwner: limitFrom(source.EVENT_STREAM_MAX_PER_OWNER, DEFAULT_STREAMS_PER_OWNER),
    perProcess: limitFrom(source.EVENT_STREAM_MAX_PER_PROCESS, DEFAULT_STREAMS_PER_PROCESS),
  };
}

/** One key per member or guest: a guest id and a users.id may be the same number. */
export const ownerKey = (owner: EventOwner): string =>
  'userId' in owner ? `user:${owner.userId}` : `guest:${owner.guestId}`;

const openByOwner = new Map<string, number>();
let openTotal = 0;

/** Releases a slot; calling it again does nothing, so every way a stream ends may call it. */
export type ReleaseSlot = () => void;

/** Takes a stream slot for the owner, or null when the owner or the process has no slot left. */
export function takeStreamSlot(
  owner: EventOwner,
  limits: StreamLimits = streamLimits(),
): ReleaseSlot | null {
  const key = ownerKey(owner);
  const mine = openByOwner.get(key) ?? 0;
  if (mine >= limits.perOwner || openTotal >= limits.perProcess) return null;
  openByOwner.set(key, mine + 1);
  openTotal += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    openTotal -= 1;
    const left = (openByOwner.get(key) ?? 1) - 1;
    if (left > 0) openByOwner.set(key, left);
    else openByOwner.delete(key);
  };
}

/** Streams open in this process, in all and for one owner (for tests and diagnostics). */
export function openStreamCount(owner?: EventOwner): number {
  return owner ? (openByOwner.get(ownerKey(owner)) ?? 0) : openTotal;
}

const streamMessage = messageLookup({
  too_many_streams: {
    en: 'Too many live streams are open. Try again in {n} seconds.',
    ar: 'عدد كبير جدًا من البث المباشر مفتوح. حاول مرة أخرى بعد {n} ثانية.',
    fr: 'Trop de flux en direct sont ouverts. Réessayez dans {n} secondes.',
  },
});

/** 429 in the contract's error shape, with Retry-After. */
export const tooManyStreams = (locale: ApiLocale): ApiError =>
  ApiError.of(
    429,
    'too_many_streams',
    streamMessage(locale, 'too_many_streams', { n: STREAM_RETRY_AFTER_SECONDS }),
    { 'Retry-After': String(STREAM_RETRY_AFTER_SECONDS) },
  );
