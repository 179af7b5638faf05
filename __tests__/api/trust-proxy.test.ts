import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import './helpers';
import { closeDb } from '@/server/db';

/**
 * The client address over real sockets (TRUST_PROXY as a list of proxy addresses): the proxy at
 * 127.0.0.1 appends the address it saw to X-Forwarded-For; whatever a client wrote before that entry,
 * or sends without going through the proxy, does not make it another client.
 */

jest.setTimeout(120_000);

const LIMIT = 5;
let server: Server;
let port: number;

beforeAll(async () => {
  process.env.DATA_DIR = 'memory://';
  // Read when the first request comes, like a server's start.
  process.env.TRUST_PROXY = '127.0.0.1';
  process.env.GUEST_ID_RATE_LIMIT = String(LIMIT);
  const { default: handler } = await import('../../pages/api/v1/[...path]');
  server = createServer((req, res) => {
    void handler(req as NextApiRequest, res as NextApiResponse);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 240_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await closeDb();
  delete process.env.DATA_DIR;
  delete process.env.TRUST_PROXY;
  delete process.env.GUEST_ID_RATE_LIMIT;
});

/** POST auth/guest/request from a local address of the machine (all of 127/8 is loopback). */
function guestRequest(from: string, forwardedFor: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/v1/auth/guest/request',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

async function statuses(count: number, from: string, forwardedFor: (i: number) => string) {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(await guestRequest(from, forwardedFor(i)));
  return out;
}

const limited = [...Array(LIMIT).fill(200), 429, 429, 429];

it('counts a client behind the trusted proxy by the entry the proxy appended', async () => {
  expect(await statuses(LIMIT + 3, '127.0.0.1', (i) => `198.18.0.${i}, 203.0.113.80`)).toEqual(
    limited,
  );
  // Another client behind the same proxy has its own count.
  expect(await guestRequest('127.0.0.1', '203.0.113.81')).toBe(200);
});

it('counts a peer that is not a trusted proxy by its own address, whatever it forwards', async () => {
  expect(await statuses(LIMIT + 3, '127.0.0.2', (i) => `203.0.113.${100 + i}`)).toEqual(limited);
});
