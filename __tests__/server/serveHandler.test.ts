import { randomBytes } from 'node:crypto';
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createPageCache } from '../../scripts/page-cache.mjs';
import { attachHandlers } from '../../scripts/serve-handler.mjs';

/**
 * The production server's request handling (scripts/serve-handler.mjs) with a stand-in for Next's
 * handler, over real sockets on 127.0.0.1.
 */

jest.setTimeout(30_000);

/** What the stand-in for Next rendered: how often, and with which nonce each time. */
const rendered: string[] = [];

/** A catalog page as _document renders it: a fresh nonce in the policy and on every inline script. */
function renderPage(res: ServerResponse) {
  const nonce = randomBytes(16).toString('base64');
  rendered.push(nonce);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=600');
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'`,
  );
  res.end(
    '<!DOCTYPE html><html><head>' +
      `<link nonce="${nonce}" rel="stylesheet" href="/_next/static/a.css"/>` +
      `<script nonce="${nonce}">window.__early = true;</script>` +
      `<noscript data-n-css="${nonce}"></noscript></head><body>` +
      `<script nonce="${nonce}">document.documentElement.dataset.theme = 'light';</script>` +
      `<main>${'<p>Fresh bread from the corner bakery</p>'.repeat(100)}</main>` +
      `<script id="__NEXT_DATA__" type="application/json" nonce="${nonce}">{"props":{}}</script>` +
      `<script nonce="${nonce}" id="paint-first">load(["/_next/static/main.js"]);</script>` +
      '</body></html>',
  );
}

/** Next's own answers where the API would not get the request: HTML, or a redirect. */
function standInForNext(req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/' || path === '/store/1') return renderPage(res);
  if (path === '/api/v1/config') {
    res.setHeader('Content-Type', 'application/json');
    return res.end('{"business_name":"Atlas Mart"}');
  }
  if (/\/\/|\\/.test(path)) {
    res.writeHead(308, { Location: path.replace(/[\\/]+/g, '/') });
    return res.end();
  }
  res.writeHead(404, { 'Content-Type': 'text/html' });
  res.end('<!DOCTYPE html><h1>404</h1>');
}

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  attachHandlers(server, { handle: standInForNext, cache: createPageCache(), port });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Answer = { status: number; headers: IncomingMessage['headers']; body: Buffer };

function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The nonce of the policy header, and every nonce the page's HTML carries. */
function nonces(answer: Answer) {
  const html = (
    answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body
  ).toString();
  const policy = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']));
  const inPage = [...html.matchAll(/(?:nonce|data-n-css)="([^"]*)"/g)].map((match) => match[1]);
  return { header: policy?.[1], inPage, html };
}

describe('a page served from the page cache', () => {
  it('gets a fresh nonce per answer, the same in its header and every attribute', async () => {
    const first = await get('/', { 'Accept-Encoding': 'identity' });
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(rendered).toHaveLength(1);
    const stored = rendered[0];
    expect(nonces(first).header).toBe(stored);

    const seen = new Set([stored]);
    for (const acceptEncoding of ['identity', 'gzip, deflate, br', 'gzip', 'br']) {
      for (let i = 0; i < 2; i++) {
        const hit = await get('/', { 'Accept-Encoding': acceptEncoding });
        expect(hit.status).toBe(200);
        expect(hit.headers['x-page-cache']).toBe('HIT');
        const { header, inPage, html } = nonces(hit);
        expect(header).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(inPage).toHaveLength(6);
        expect(new Set(inPage)).toEqual(new Set([header]));
        expect(html).not.toContain(stored);
        expect(html).toContain('Fresh bread from the corner bakery');
        expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
        seen.add(header as string);
      }
    }
    // Eight answers from the cache, eight nonces, none of them the one rendered.
    expect(seen.size).toBe(9);
    expect(rendered).toHaveLength(1);
  });

  it('sends a gzip body that is the page with this answer’s nonce', async () => {
    await get('/store/1');
    const hit = await get('/store/1', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(hit.headers['content-encoding']).toBe('gzip');
    const plain = await get('/store/1', { 'Accept-Encoding': 'identity' });
    const { header, html } = nonces(hit);
    const other = nonces(plain);
    expect(html.replaceAll(header as string, 'N')).toBe(
      other.html.replaceAll(other.header as string, 'N'),
    );
  });

  it('answers a revalidation with 304 and no policy, so the browser keeps its copy’s own', async () => {
    const hit = await get('/');
    const etag = String(hit.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await get('/', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });
});

/** Sends bytes as they are (nothing normalises the target) and returns the whole answer. */
function raw(bytes: string | Buffer): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const at = text.indexOf('\r\n\r\n');
      resolve({ head: text.slice(0, at), body: text.slice(at + 4) });
    });
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer')));
  });
}

const requestFor = (line: string, extra = '') =>
  `${line}\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`;

const errorOf = (code: string) => ({
  errors: [{ code, message: expect.any(String) }],
});

describe('answers under /api/v1 are the API’s JSON', () => {
  it('passes a plain API request on', async () => {
    const res = await raw(requestFor('GET /api/v1/config HTTP/1.1'));
    expect(res.head).toMatch(/^HTTP\/1\.1 200 /);
    expect(JSON.parse(res.body)).toEqual({ business_name: 'Atlas Mart' });
  });

  it('answers a method Node does not know with 405 and Allow', async () => {
    const res = await raw(requestFor('FOO /api/v1/config HTTP/1.1'));
    expect(res.head).toMatch(/^HTTP\/1\.1 405 Method Not Allowed/);
    expect(res.head).toMatch(/\r\nAllow: GET, HEAD, POST, PUT, DELETE, OPTIONS\r\n/i);
    expect(res.head).toMatch(/\r\nContent-Type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({
      errors: [
        {
          code: 'method_not_allowed',
          message:
            'The FOO method is not supported. Supported methods: GET, HEAD, POST, PUT, DELETE, OPTIONS.',
        },
      ],
    });
    // CONNECT, which Node never passes to the request listener.
    const connectRes = await raw(requestFor('CONNECT /api/v1/config HTTP/1.1'));
    expect(connectRes.head).toMatch(/^HTTP\/1\.1 405 /);
    expect(JSON.parse(connectRes.body)).toEqual(errorOf('method_not_allowed'));
  });

  it('answers request headers too large with a JSON 431', async () => {
    const big = `X-Big: ${'a'.repeat(20_000)}\r\n`;
    const res = await raw(requestFor('GET /api/v1/config HTTP/1.1', big));
    expect(res.head).toMatch(/^HTTP\/1\.1 431 /);
    expect(res.head).toMatch(/\r\nContent-Type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({
      errors: [{ code: 'headers', message: 'Request header fields too large.' }],
    });
  });

  it.each([
    ['a dot-dot segment', 'GET /api/v1/../config HTTP/1.1', 400, 'url'],
    ['a dot segment', 'GET /api/v1/./config HTTP/1.1', 400, 'url'],
    ['an encoded dot-dot segment', 'GET /api/v1/items/%2E%2e/config HTTP/1.1', 400, 'url'],
    ['dot segments that lead into the API', 'GET /shop/../api/v1/config HTTP/1.1', 400, 'url'],
    ['a backslash', 'GET /api/v1/stores\\details/1 HTTP/1.1', 400, 'url'],
    ['an escape that is not UTF-8', 'GET /api/v1/stores/%c0%af HTTP/1.1', 400, 'url'],
    ['a double slash', 'GET /api/v1//config HTTP/1.1', 404, 'not_found'],
    ['a double slash in front', 'GET //api/v1/config HTTP/1.1', 404, 'not_found'],
    ['a double slash, POST', 'POST /api/v1/auth//login HTTP/1.1', 404, 'not_found'],
  ])('answers %s with JSON %i', async (_, line, status, code) => {
    const res = await raw(requestFor(line, 'Content-Length: 0\r\n'));
    expect(res.head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(res.head).toMatch(/\r\ncontent-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual(errorOf(code));
  });

  it('answers raw non-ASCII bytes in the target with the JSON 400', async () => {
    const res = await raw(
      Buffer.concat([
        Buffer.from('GET /api/v1/stores/caf'),
        Buffer.from([0xc3, 0xa9]),
        Buffer.from(' HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      ]),
    );
    expect(res.head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(res.body)).toEqual({
      errors: [{ code: 'url', message: 'Malformed request URL.' }],
    });
  });

  it('answers HEAD without a body', async () => {
    const res = await raw(requestFor('HEAD /api/v1//config HTTP/1.1'));
    expect(res.head).toMatch(/^HTTP\/1\.1 404 /);
    expect(res.body).toBe('');
  });

  it('leaves pages to Next and refused page requests to Node’s own answers', async () => {
    const redirect = await raw(requestFor('GET //about HTTP/1.1'));
    expect(redirect.head).toMatch(/^HTTP\/1\.1 308 /);
    const missing = await raw(requestFor('GET /shop/../about HTTP/1.1'));
    expect(missing.head).toMatch(/^HTTP\/1\.1 404 /);
    expect(missing.body).toContain('<h1>404</h1>');
    const method = await raw(requestFor('FOO /about HTTP/1.1'));
    expect(method.head).toBe('HTTP/1.1 400 Bad Request\r\nConnection: close');
    expect(method.body).toBe('');
    const big = await raw(requestFor('GET /about HTTP/1.1', `X-Big: ${'a'.repeat(20_000)}\r\n`));
    expect(big.head).toBe('HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close');
  });
});
