import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../errors';
import type { ApiEnv } from '../types';

/**
 * The answer to a request target that names no resource at all (an invalid percent-escape, a
 * backslash, a missing Host). 400 rather than 404: the request is malformed, nothing was looked up;
 * Next's own router answers such paths with 400 too.
 */
export const MALFORMED_URL_STATUS = 400;
export const malformedUrlBody = () => errorBody('url', 'Malformed request URL.');

/** True when the path holds a percent-escape that is not UTF-8: "%zz", a lone "%", "%c0%af". */
export function isMalformedPath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Rejects undecodable paths before any route sees them: Hono keeps such a segment raw, so without
 * this "%c0%af" would reach a handler as an id, a slug or a search term.
 */
export const rejectMalformedUrl: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (isMalformedPath(new URL(c.req.url).pathname))
    return c.json(malformedUrlBody(), MALFORMED_URL_STATUS);
  await next();
};
