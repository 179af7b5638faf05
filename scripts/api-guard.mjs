// Answers under /api/v1 that would never reach the built-in API: Node's HTTP parser refuses the
// request (an unknown method, headers too large, raw non-ASCII bytes in the target), or Next answers
// before its route (a 308 for `//` or a backslash, its HTML error page for dot segments and bad
// escapes). Clients of the API read the contract's JSON errors (src/server/api/errors.ts), so the
// production server (scripts/serve.mjs) answers these in the same shape.

const API_PREFIX = '/api/v1';

/**
 * The methods the built-in API serves somewhere: the `Allow` of a 405 for a method Node's parser
 * does not know, which it refuses before anything could ask the API which methods the path takes.
 */
export const API_METHODS = 'GET, HEAD, POST, PUT, DELETE, OPTIONS';

/**
 * @param {string} code
 * @param {string} message
 */
const errorBody = (code, message) => ({ errors: [{ code, message }] });

/** As `malformedUrlBody` in src/server/api/middleware/url.ts. */
const malformedUrl = () => errorBody('url', 'Malformed request URL.');
/** As `notFoundBody` in src/server/api/errors.ts. */
const notFound = () => errorBody('not_found', 'The requested resource was not found.');

/** @param {string} path */
const underApi = (path) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

/**
 * Whether a raw request target is under /api/v1, as written or once its slashes and dot segments
 * are tidied the way Next tidies them (`/x/../api/v1/config`, `//api/v1/config`).
 * @param {string | undefined | null} target
 */
export function isApiTarget(target) {
  const path = String(target ?? '').split('?', 1)[0];
  if (underApi(path)) return true;
  // Nothing to tidy: the common case, a page, answers here.
  if (!/\\|\/\/|\/\.|%2e/i.test(path)) return false;
  try {
    return underApi(new URL(path.replace(/[\\/]+/g, '/'), 'http://host').pathname);
  } catch {
    return false;
  }
}

/** `.` and `..`, also percent-encoded: `%2e`, `.%2E` … */
const isDotSegment = (/** @type {string} */ segment) => /^(?:\.|%2e){1,2}$/i.test(segment);

/** @param {string} path */
function decodes(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The answer to an API target Next would answer itself: a backslash, a dot segment or an escape that
 * is not UTF-8 is malformed (400, as the API answers a bad escape); an empty segment (`//`) names no
 * route (404). Null when the target may go on to the API.
 * @param {string} target
 * @returns {{ status: number, body: { errors: { code: string, message: string }[] } } | null}
 */
export function apiTargetProblem(target) {
  const path = String(target).split('?', 1)[0];
  if (path.includes('\\') || path.split('/').some(isDotSegment) || !decodes(path))
    return { status: 400, body: malformedUrl() };
  if (path.includes('//')) return { status: 404, body: notFound() };
  return null;
}

/** @type {Record<number, string>} */
const REASONS = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};

/**
 * A whole HTTP/1.1 answer with a JSON body, for a socket that has no response object.
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export function rawJsonResponse(status, body, headers = {}) {
  const text = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(text)}`,
    'X-Content-Type-Options: nosniff',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
    '',
    text,
  ].join('\r\n');
}

/**
 * What Node answers itself when nobody handles a client error (lib/_http_server.js).
 * @param {number} status
 */
const nodeDefault = (status) =>
  `HTTP/1.1 ${status} ${REASONS[status]}\r\nConnection: close\r\n\r\n`;

/**
 * The method and target of the request line in what the parser had read, when it got that far.
 * @param {Buffer | string | undefined} packet
 * @returns {{ method: string, target: string } | null}
 */
export function requestLine(packet) {
  if (!packet) return null;
  const head = Buffer.from(packet)
    .subarray(0, 16 * 1024)
    .toString('latin1');
  const match = /^\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+) +(\S+)/.exec(head);
  return match ? { method: match[1], target: match[2] } : null;
}

/**
 * The answer to a request Node's HTTP parser refused ('clientError'): the API's JSON error with the
 * status Node would have sent (405 with `Allow` for a method it does not know), unless the target is
 * known and outside /api/v1, which gets exactly Node's own answer. The target is unknown when the
 * refused bytes did not start with the request line: headers that came in several reads, which is
 * how a 431 mostly arrives from afar; the JSON then at least says what went wrong, where Node's
 * answer has no body.
 * @param {{ code?: string, rawPacket?: Buffer | string }} error
 * @returns {string}
 */
export function clientErrorAnswer(error) {
  const line = requestLine(error.rawPacket);
  const json = line === null || isApiTarget(line.target);
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   */
  const answer = (status, code, message) =>
    json ? rawJsonResponse(status, errorBody(code, message)) : nodeDefault(status);
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return answer(431, 'headers', 'Request header fields too large.');
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return answer(413, 'body', 'Chunk extensions too large.');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return answer(408, 'timeout', 'The request took too long to arrive.');
    case 'HPE_INVALID_URL':
      return answer(400, 'url', 'Malformed request URL.');
    case 'HPE_INVALID_METHOD':
      if (json && line) {
        const method = line.method.length <= 24 ? line.method : 'request';
        const message = `The ${method} method is not supported. Supported methods: ${API_METHODS}.`;
        return rawJsonResponse(405, errorBody('method_not_allowed', message), {
          Allow: API_METHODS,
        });
      }
      return answer(400, 'request', 'Malformed request.');
    default:
      return answer(400, 'request', 'Malformed request.');
  }
}
