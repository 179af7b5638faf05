import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { Db } from '../db';
import type { User } from '../db/schema';
import type { ApiLocale } from './locale';

/** What a header carried: absent, parsed, or present but unusable. */
export type HeaderState = 'missing' | 'ok' | 'invalid';

/** Per-request values parsed from the API's headers (API-CORE-1) and the caller's identity. */
export interface RequestContext {
  locale: ApiLocale;
  /** customer/info answers differently when X-localization is absent (API-CUSTOMER-1). */
  localeHeader: boolean;
  /** From the `zoneId` header: "[1,2]" or a bare "1". */
  zoneIds: number[] | null;
  zoneHeader: HeaderState;
  moduleId: number | null;
  moduleHeader: HeaderState;
  /** From the `latitude`/`longitude` headers (JSON quotes stripped); null when absent or not numbers. */
  lat: number | null;
  lng: number | null;
  /** Bearer token, or null for none / "null" / "undefined". */
  token: string | null;
  /** Resolved from the token; null when there is none or it is invalid, revoked or blocked. */
  user: User | null;
  /** `guest_id` from the query or body, when a positive safe integer (src/server/auth/guest.ts). */
  guestId: number | null;
  /**
   * Client address for login throttling and rate limits: the socket's peer, or the first
   * X-Forwarded-For hop from the right that is not a trusted proxy (TRUST_PROXY); 'local' in-process.
   */
  ip: string;
  /** Absolute origin for `*_full_url` fields. */
  origin: string;
}

/** Request input: query merged with the body (body wins), as Laravel's `$request->all()`. */
export type Input = Record<string, unknown>;

export interface ApiDeps {
  getDb: () => Promise<Db>;
}

export type ApiBindings = { incoming?: IncomingMessage; outgoing?: ServerResponse };

export type ApiEnv = {
  // Absent (undefined) for in-process `app.request()` calls: read it through `bindings(c)`.
  Bindings: ApiBindings;
  Variables: {
    ctx: RequestContext;
    input: Input;
    deps: ApiDeps;
  };
};

export type ApiContext = Context<ApiEnv>;

export const bindings = (c: ApiContext): ApiBindings => (c.env as ApiBindings | undefined) ?? {};
