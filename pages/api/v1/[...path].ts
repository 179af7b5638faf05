import { getRequestListener, RequestError } from '@hono/node-server';
import type { NextApiRequest, NextApiResponse } from 'next';
import { apiApp } from '@/server/api/app';
import { BUILTIN_API_OFF_BODY, isBuiltInApiEnabled } from '@/server/api/enabled';
import { errorBody } from '@/server/api/errors';
import { MALFORMED_URL_STATUS, malformedUrlBody } from '@/server/api/middleware/url';

/** Hono reads the raw body itself (limits, multipart) and answers every response. */
export const config = { api: { bodyParser: false, externalResolver: true, responseLimit: false } };

/**
 * What the adapter answers when the API app never ran: a target it cannot turn into a Request (a
 * backslash in the path, a missing or bad Host) or a throw outside the app's own error handler. Its
 * default is an empty body; clients of the API read the contract's JSON errors.
 */
function adapterError(error: unknown): Response {
  if (error instanceof RequestError)
    return Response.json(malformedUrlBody(), { status: MALFORMED_URL_STATUS });
  console.error('[api] adapter failed:', error);
  return Response.json(errorBody('server_error', 'Internal server error.'), { status: 500 });
}

// Keep Next's global Request/Response: the adapter would otherwise swap in its lightweight versions.
const listener = getRequestListener(apiApp.fetch, {
  overrideGlobalObjects: false,
  errorHandler: adapterError,
});

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (!isBuiltInApiEnabled()) {
    // Plain Node calls: the handler also runs outside Next (tests mount it on node:http).
    res.statusCode = 404;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(BUILTIN_API_OFF_BODY));
    return;
  }
  // next.config.js rewrites the web path /payment-mobile (the demo gateway) here; req.url keeps the
  // browser's path, which the API app (mounted under /api/v1) would not match.
  if (req.url === '/payment-mobile' || req.url?.startsWith('/payment-mobile?'))
    req.url = `/api/v1${req.url}`;
  await listener(req, res);
}
