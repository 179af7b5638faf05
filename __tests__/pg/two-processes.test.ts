import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { eq, sql } from 'drizzle-orm';
import { advanceOrders, statusChain, stepSeconds } from '@/server/api/orders/simulation';
import { openDatabase, type DatabaseHandle } from '@/server/db';
import { businessSettings, orders } from '@/server/db/schema';
import { call, openTestDb, registerUser, type Requester, type TestDb } from '../api/helpers';
import { isPostgresUrl } from './admin';

/**
 * Two API server processes on one PostgreSQL database, as in production behind a load balancer: an
 * order placed on one is tracked on the other while the simulated store and courier move it on (each
 * step once, whichever process reads it), and a payment form opened on one is paid on the other.
 * Only on the PostgreSQL run (npm run test:pg): PGlite is one process's database.
 */

jest.setTimeout(120_000);

/** Seconds per simulated order step in the servers: the whole journey takes about five. */
const STEP_SECONDS = 1;
const HEADERS = { moduleId: '1', zoneId: '[1]' };
const CASABLANCA = { latitude: '33.5731', longitude: '-7.5898' };

type ApiServer = { child: ChildProcess; app: Requester };

/** An API server process (scripts/api-server.ts) on the test file's database, on a free port. */
async function startServer(): Promise<ApiServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    ORDER_SIMULATION_SECONDS: String(STEP_SECONDS),
    DB_SEED_QUIET: '1',
  };
  // The signing key must come from the database for a form to survive the switch of process.
  delete env.PAYMENT_DEMO_SECRET;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/api-server.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await listeningOrigin(child);
  // The gateway answers with a redirect: the test reads it rather than following it.
  const app: Requester = {
    request: (input, init) => fetch(`${origin}${String(input)}`, { ...init, redirect: 'manual' }),
  };
  return { child, app };
}

/** Waits for the server's "listening on http://…" line. */
function listeningOrigin(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      output += chunk;
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`API server exited with ${code}: ${output}`)));
  });
}

async function stopServer(server: ApiServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  await exited;
}

const onPostgres = isPostgresUrl(process.env.DATABASE_URL) ? describe : describe.skip;

onPostgres('two API server processes on one PostgreSQL database', () => {
  let testDb: TestDb;
  /** Both servers, also when one of them fails to start: the other is stopped all the same. */
  let starting: Promise<ApiServer>[] = [];
  let first: ApiServer;
  let second: ApiServer;
  let token: string;
  let customerId: number;
  let storeId: number;
  let item: { id: number; price: number };

  beforeAll(async () => {
    testDb = await openTestDb();
    starting = [startServer(), startServer()];
    [first, second] = await Promise.all(starting);
    // Casa Pizza Napoli is open around the clock; its plain items can be ordered at any hour.
    const { rows } = (await testDb.db.execute(
      sql`select i.store_id, i.id, i.price::float8 as price from items i
          join stores s on s.id = i.store_id
         where s.slug = 'casa-pizza-napoli' and i.status = 1
           and i.variations = '[]'::jsonb and i.add_ons = '[]'::jsonb
           and not exists (select 1 from jsonb_array_elements(i.food_variations) g
                            where g->>'required' = 'on')
           and i.available_time_starts = '00:00:00' and i.available_time_ends = '23:59:59'
           and i.price >= 30
         order by i.id limit 1`,
    )) as unknown as { rows: { store_id: number; id: number; price: number }[] };
    storeId = rows[0].store_id;
    item = { id: rows[0].id, price: rows[0].price };
    ({ token } = await registerUser(first.app));
    customerId = (await call(first.app, 'GET', '/customer/info', { token })).body.id;
  });

  afterAll(async () => {
    await Promise.all(starting.map((server) => server.then(stopServer, () => undefined)));
    await testDb?.close();
  });

  /**
   * Puts two of the item in the cart and places the order, both on the first process. The note tells
   * the orders apart: the same body again would be taken for a retry of the previous order.
   */
  async function placeOrderAnswer(
    paymentMethod: 'cash_on_delivery' | 'digital_payment',
    note: string,
  ) {
    const added = await call(first.app, 'POST', '/customer/cart/add', {
      token,
      headers: HEADERS,
      json: { item_id: item.id, model: 'Item', price: item.price, quantity: 2, variation: [] },
    });
    expect(added.status).toBe(200);
    const placed = await call(first.app, 'POST', '/customer/order/place', {
      token,
      headers: HEADERS,
      json: {
        payment_method: paymentMethod,
        order_type: 'delivery',
        store_id: storeId,
        distance: 3,
        address: '5 Rue Test, Casablanca',
        ...CASABLANCA,
        contact_person_name: 'Two Servers',
        contact_person_number: '+212611111111',
        order_amount: 1,
        order_note: note,
      },
    });
    expect(placed.status).toBe(200);
    return placed.body as { order_id: number; payment_link?: string };
  }

  const placeOrder = async (paymentMethod: 'cash_on_delivery' | 'digital_payment', note: string) =>
    (await placeOrderAnswer(paymentMethod, note)).order_id;

  const track = (server: ApiServer, orderId: number) =>
    call(server.app, 'GET', `/customer/order/track?order_id=${orderId}`, {
      token,
      headers: HEADERS,
    });

  it('tracks on one process an order placed on the other, through every step to delivered', async () => {
    const orderId = await placeOrder('cash_on_delivery', 'tracked on both');
    const chain: string[] = statusChain('delivery');
    const delivered = chain.length - 1;
    /** Chain positions answered per round; a round's two reads run at the same moment. */
    const rounds: number[][] = [];
    const couriers = new Set<number>();
    const deadline = Date.now() + (chain.length + 5) * STEP_SECONDS * 1000;
    while (!rounds.at(-1)?.includes(delivered) && Date.now() < deadline) {
      const answers = await Promise.all([track(first, orderId), track(second, orderId)]);
      for (const { status } of answers) expect(status).toBe(200);
      rounds.push(answers.map(({ body }) => chain.indexOf(body.order_status)));
      for (const { body } of answers)
        for (const courier of body.delivery_man ?? []) couriers.add(courier.id);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(rounds.at(-1)).toContain(delivered);
    expect(rounds.flat()).not.toContain(-1);
    // Never backwards, whichever process answered: a round never reads less than the one before.
    const backwards = rounds.filter(
      (round, index) => index > 0 && Math.min(...round) < Math.max(...rounds[index - 1]),
    );
    expect(backwards).toEqual([]);
    // One courier for the whole journey: the process that lost a step did not pick another one.
    expect(couriers.size).toBe(1);
    expect((await track(second, orderId)).body).toMatchObject({
      order_status: 'delivered',
      payment_status: 'paid',
    });
  });

  it('advances a step once when two processes advance the same order at the same moment', async () => {
    // Two pools stand for the two processes (the servers would advance the order when read: this
    // order is not read through them, and the clock here is given).
    const orderId = await placeOrder('cash_on_delivery', 'advanced by two');
    const [{ simulation_started_at: started }] = await testDb.db
      .select({ simulation_started_at: orders.simulation_started_at })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(started).toBeInstanceOf(Date);
    const url = process.env.DATABASE_URL!;
    const pools: DatabaseHandle[] = await Promise.all([
      openDatabase({ url, seed: false }),
      openDatabase({ url, seed: false }),
    ]);
    try {
      const where = eq(orders.id, orderId);
      const stepMs = stepSeconds() * 1000;
      const steps = statusChain('delivery').length - 1;
      for (let step = 1; step <= steps; step++) {
        const now = new Date(started!.getTime() + step * stepMs + 1);
        const changed = await Promise.all(pools.map(({ db }) => advanceOrders(db, where, now)));
        expect(changed[0] + changed[1]).toBe(1);
      }
      const [row] = await testDb.db
        .select({ order_status: orders.order_status })
        .from(orders)
        .where(eq(orders.id, orderId));
      expect(row.order_status).toBe('delivered');
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
    }
  });

  it('pays on one process the payment link the other handed out', async () => {
    const placed = await placeOrderAnswer('digital_payment', 'paid on the other');
    const orderId = placed.order_id;
    const link = new URL(placed.payment_link!);
    expect(link.searchParams.get('customer_id')).toBe(String(customerId));
    const path = `/api/v1/payment-mobile${link.search}&callback=%2Fprofile`;
    const form = await call(second.app, 'GET', path);
    expect(form.status).toBe(200);
    const paid = await call(second.app, 'POST', path, { form: { choice: 'success' } });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/profile\?flag=success&&token=/);
    const tracked = (await track(first, orderId)).body;
    expect(tracked.payment_status).toBe('paid');
    expect(tracked.order_status).not.toBe('pending');
    // One key, created by whichever process signed first.
    const keys = await testDb.db
      .select({ key: businessSettings.key })
      .from(businessSettings)
      .where(eq(businessSettings.key, 'payment_demo_signing_key'));
    expect(keys).toHaveLength(1);
  });
});
