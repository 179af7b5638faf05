import { connect } from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * Every answer under /api/v1 is the API's JSON (API-CORE-2), also for requests that Node's parser
 * refuses or that Next would answer before the API: sent byte for byte, since a client library
 * would tidy the target first. The production server (scripts/serve-handler.mjs) answers these.
 */

type Raw = { status: number; head: string; body: string };

function raw(baseURL: string, bytes: Buffer | string): Promise<Raw> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const at = text.indexOf('\r\n\r\n');
      const head = text.slice(0, at);
      resolve({ status: Number(head.split(' ')[1]), head, body: text.slice(at + 4) });
    });
    socket.setTimeout(15_000, () => socket.destroy(new Error('no answer')));
  });
}

const request = (line: string, extra = '') =>
  `${line}\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`;

function expectJsonError(answer: Raw, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.head).toMatch(/\r\ncontent-type: application\/json/i);
  expect(JSON.parse(answer.body)).toEqual({
    errors: [{ code, message: expect.any(String) }],
  });
}

test.describe('answers under /api/v1', () => {
  test('methods the API does not take: 405 with Allow', async ({ baseURL }) => {
    const unknown = await raw(baseURL!, request('FOO /api/v1/config HTTP/1.1'));
    expectJsonError(unknown, 405, 'method_not_allowed');
    expect(unknown.head).toMatch(/\r\nallow: /i);
    // Methods Node knows reach the API, which names the route's own methods.
    for (const method of ['PROPFIND', 'TRACE', 'PATCH']) {
      const known = await raw(baseURL!, request(`${method} /api/v1/config HTTP/1.1`));
      expectJsonError(known, 405, 'method_not_allowed');
      expect(known.head).toMatch(/\r\nallow: GET, HEAD\r\n/i);
    }
  });

  test('request headers too large: 431', async ({ baseURL }) => {
    const answer = await raw(
      baseURL!,
      request('GET /api/v1/config HTTP/1.1', `X-Big: ${'a'.repeat(40_000)}\r\n`),
    );
    expectJsonError(answer, 431, 'headers');
  });

  test('targets Next would redirect or answer in HTML', async ({ baseURL }) => {
    for (const [line, status, code] of [
      ['GET /api/v1/../config HTTP/1.1', 400, 'url'],
      ['GET /api/v1/%2e%2e/config HTTP/1.1', 400, 'url'],
      ['GET /api/v1/stores/%c0%af HTTP/1.1', 400, 'url'],
      ['GET /api/v1/stores\\details/1 HTTP/1.1', 400, 'url'],
      ['GET /api/v1//config HTTP/1.1', 404, 'not_found'],
      ['GET //api/v1/config HTTP/1.1', 404, 'not_found'],
    ] as const) {
      expectJsonError(await raw(baseURL!, request(line)), status, code);
    }
  });

  test('raw non-ASCII bytes in the target: 400', async ({ baseURL }) => {
    const answer = await raw(
      baseURL!,
      Buffer.concat([
        Buffer.from('GET /api/v1/stores/caf'),
        Buffer.from([0xc3, 0xa9]),
        Buffer.from(' HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      ]),
    );
    expectJsonError(answer, 400, 'url');
  });
});
