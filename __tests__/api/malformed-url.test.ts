import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import { createApiApp } from '@/server/api/app';
import { closeDb } from '@/server/db';
import { call } from './helpers';

jest.setTimeout(60_000);

const MALFORMED = { errors: [{ code: 'url', message: 'Malformed request URL.' }] };

/** Paths whose percent-escapes are not UTF-8; Next's router refuses the same ones. */
const BAD_PATHS = [
  '/api/v1/stores/%c0%af',
  '/api/v1/stores/details/%zz',
  '/api/v1/items/search%',
  '/api/v1/customer/cart/list%ff',
  '/api/v1/%ed%a0%80/config',
];

describe('the API app', () => {
  // Nothing here may reach the database: the guard answers before any route.
  const app = createApiApp({ getDb: () => Promise.reject(new Error('no database in this test')) });

  it.each(BAD_PATHS)('answers %s with the JSON 400', async (path) => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await call(app, method, path);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual(MALFORMED);
    }
  });

  it('still decodes valid escapes and leaves malformed query strings to the routes', async () => {
    const unknown = await call(app, 'GET', '/api/v1/caf%C3%A9');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].code).toBe('not_found');
    const search = await call(
      app,
      'GET',
      '/api/v1/config/place-api-autocomplete?search_text=%c0%af',
    );
    expect(search.status).not.toBe(400);
    expect(search.status).toBeLessThan(500);
  });
});

describe('pages/api/v1/[...path] on node:http', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    // The handler's app uses the process database; should anything open it, it is an in-memory one.
    process.env.DATA_DIR = 'memory://';
    const { default: handler } = await import('../../pages/api/v1/[...path]');
    server = createServer((req, res) => {
      void handler(req as NextApiRequest, res as NextApiResponse);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await closeDb();
    delete process.env.DATA_DIR;
  });

  /** A request with the target sent byte for byte (fetch would normalise it). */
  function rawGet(target: string): Promise<{ status: number; type: string; body: unknown }> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: target }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type']),
            body: JSON.parse(text) as unknown,
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  it.each(BAD_PATHS)('answers %s with the JSON 400', async (path) => {
    const res = await rawGet(path);
    expect(res).toEqual({
      status: 400,
      type: expect.stringMatching(/^application\/json/),
      body: MALFORMED,
    });
  });

  it('answers a target the adapter cannot parse (a backslash) with the JSON 400', async () => {
    const res = await rawGet('/api/v1/stores\\details/1');
    expect(res).toEqual({
      status: 400,
      type: expect.stringMatching(/^application\/json/),
      body: MALFORMED,
    });
  });

  it('answers an HTTP/1.0 request without a Host with the JSON 400', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('GET /api/v1/config HTTP/1.0\r\n\r\n');
      });
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.[01] 400 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toEqual(MALFORMED);
  });
});
