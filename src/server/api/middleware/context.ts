import type { Hono, MiddlewareHandler } from 'hono';
import { parseGuestId } from '../../auth/guest';
import { resolveToken } from '../../auth/tokens';
import { normalizeInput, parseBody, searchParamsToObject, type ParsedBody } from '../body';
import { parseLocale } from '../locale';
import {
  bindings,
  type ApiDeps,
  type ApiEnv,
  type HeaderState,
  type RequestContext,
} from '../types';
import { originPolicy } from '@/lib/origin';
import { clientAddress } from '@/lib/server/trustProxy';
import { requestOrigin } from '../urls';

/** Strips the JSON quotes the Flutter client wraps around some header values ("\"23.75\""). */
const unquote = (value: string) =>
  value
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

/**
 * Zone and module ids are PostgreSQL `integer`s: anything larger cannot exist and must not reach a
 * query. (Guest ids are bigint: parseGuestId.)
 */
const MAX_ID = 2_147_483_647;
/** More zones than this in one header is not a real visitor. */
const MAX_ZONE_IDS = 50;

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID;

/** `zoneId`: a JSON array string ("[1,2]"), a bare int ("1"), or either JSON-encoded once more. */
export function parseZoneHeader(raw: string | null | undefined): {
  state: HeaderState;
  ids: number[] | null;
} {
  if (raw === null || raw === undefined || raw.trim() === '')
    return { state: 'missing', ids: null };
  let value: unknown = raw.trim();
  for (let depth = 0; depth < 2 && typeof value === 'string'; depth++) {
    const text: string = value;
    if (/^\d+$/.test(text)) {
      value = Number(text);
      break;
    }
    try {
      value = JSON.parse(text);
    } catch {
      return { state: 'invalid', ids: null };
    }
  }
  if (isId(value)) return { state: 'ok', ids: [value] };
  if (Array.isArray(value)) {
    const ids = value.map((entry) =>
      typeof entry === 'string' && /^\d+$/.test(entry) ? Number(entry) : entry,
    );
    if (ids.length <= MAX_ZONE_IDS && ids.every(isId)) {
      return { state: 'ok', ids: [...new Set(ids as number[])] };
    }
  }
  return { state: 'invalid', ids: null };
}

export function parseModuleHeader(raw: string | null | undefined): {
  state: HeaderState;
  id: number | null;
} {
  if (raw === null || raw === undefined || unquote(raw) === '')
    return { state: 'missing', id: null };
  const text = unquote(raw);
  const id = /^\d+$/.test(text) ? Number(text) : NaN;
  return isId(id) ? { state: 'ok', id } : { state: 'invalid', id: null };
}

export function parseCoordinateHeader(raw: string | null | undefined, max: number): number | null {
  if (!raw) return null;
  const text = unquote(raw);
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Math.abs(value) <= max ? value : null;
}

export function parseBearer(raw: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(raw ?? '');
  if (!match) return null;
  const token = unquote(match[1]);
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

/** Bodies of requests re-dispatched by the `_method` override, already parsed. */
const overriddenBodies = new WeakMap<Request, ParsedBody>();
const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * First middleware of the API: parses the body (size/type limits), applies Laravel's `_method`
 * override, merges query and body into `input`, parses the contract headers into `ctx` and resolves
 * the bearer token to a user.
 */
export function contextMiddleware(app: Hono<ApiEnv>, deps: ApiDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const request = c.req.raw;
    let body = overriddenBodies.get(request);
    if (!body) {
      body = BODYLESS.has(request.method) ? {} : await parseBody(request);
      const override = typeof body._method === 'string' ? body._method.toUpperCase() : null;
      if (request.method === 'POST' && override && OVERRIDABLE.has(override)) {
        const rest = { ...body };
        delete rest._method;
        const redispatched = new Request(request.url, {
          method: override,
          headers: request.headers,
        });
        overriddenBodies.set(redispatched, rest);
        return app.fetch(redispatched, c.env);
      }
    }
    const query = searchParamsToObject(new URL(request.url).searchParams);
    const input = normalizeInput({ ...query, ...body });
    delete input._method;

    const headers = request.headers;
    const zone = parseZoneHeader(headers.get('zoneId'));
    const moduleHeader = parseModuleHeader(headers.get('moduleId'));
    const localeHeader = headers.get('X-localization');
    const token = parseBearer(headers.get('authorization'));
    const { incoming } = bindings(c);
    const peer = incoming?.socket?.remoteAddress;

    const ctx: RequestContext = {
      locale: parseLocale(localeHeader),
      localeHeader: Boolean(localeHeader?.trim()),
      zoneIds: zone.ids,
      zoneHeader: zone.state,
      moduleId: moduleHeader.id,
      moduleHeader: moduleHeader.state,
      lat: parseCoordinateHeader(headers.get('latitude'), 90),
      lng: parseCoordinateHeader(headers.get('longitude'), 180),
      token,
      user: null,
      guestId: parseGuestId(input.guest_id),
      ip: clientAddress(peer, headers.get('x-forwarded-for'), originPolicy().trustProxy) ?? 'local',
      origin: requestOrigin(request),
    };
    if (token) ctx.user = await resolveToken(await deps.getDb(), token);

    c.set('deps', deps);
    c.set('input', input);
    c.set('ctx', ctx);
    await next();
  };
}
