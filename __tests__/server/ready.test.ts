import { createServer, type Server } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';

/** A response that records what the handler answered. */
function recorder() {
  const answer = { status: 0, body: undefined as unknown };
  const res = {
    setHeader: () => res,
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
      return res;
    },
  };
  return { answer, res: res as unknown as NextApiResponse };
}

/** A stand-in backend on a port Node's fetch refuses ("bad port"), which axios reaches. */
function backend(port: number): Promise<Server> {
  const server = createServer((_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end('{"business_name":"Backend"}');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('/api/ready against an external backend', () => {
  const port = 6666;
  let ready: (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

  beforeAll(async () => {
    process.env.NEXT_PUBLIC_BASE_URL = `http://127.0.0.1:${port}`;
    await jest.isolateModulesAsync(async () => {
      ready = (await import('../../pages/api/ready')).default;
    });
  });

  afterAll(() => {
    delete process.env.NEXT_PUBLIC_BASE_URL;
  });

  it('is 503 while the backend is down and recovers when it comes back, on any port', async () => {
    const down = recorder();
    await ready({} as NextApiRequest, down.res);
    expect(down.answer.status).toBe(503);

    const server = await backend(port);
    try {
      const up = recorder();
      await ready({} as NextApiRequest, up.res);
      expect(up.answer).toMatchObject({ status: 200, body: { dependency: 'external-api' } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
