import { call } from './helpers';
import { closeCatalog, openCatalog, type Catalog } from './catalog/setup';

jest.setTimeout(60_000);

let cat: Catalog;

beforeAll(async () => {
  cat = await openCatalog();
}, 240_000);

afterAll(() => closeCatalog(cat));

/** A public call: no zoneId, moduleId or token (API-CORE-7). */
const get = (path: string) => call(cat.app, 'GET', path);

type Vehicle = { id: number; from: number; to: number; extra: number };

describe('GET vehicle/extra_charge', () => {
  it('answers a bare float: the charge of the seeded vehicle covering the distance', async () => {
    const vehicles = await cat.q<Vehicle>(
      `select id, starting_coverage_area::float8 as "from", maximum_coverage_area::float8 as "to",
        extra_charges::float8 as extra from vehicles where status = 1 order by id`,
    );
    expect(vehicles.length).toBeGreaterThan(0);
    for (const vehicle of vehicles) {
      const res = await get(`/vehicle/extra_charge?distance=${(vehicle.from + vehicle.to) / 2}`);
      expect(res.status).toBe(200);
      expect(res.body).toBe(vehicle.extra);
      expect(res.text).toBe(JSON.stringify(vehicle.extra));
    }
    // Beyond every vehicle's coverage there is no surcharge.
    const far = Math.max(...vehicles.map((vehicle) => vehicle.to)) + 1;
    expect((await get(`/vehicle/extra_charge?distance=${far}`)).body).toBe(0);
  });

  it('charges nothing once no vehicle is active', async () => {
    const [charged] = await cat.q<{ mid: number }>(
      `select ((starting_coverage_area + maximum_coverage_area) / 2)::float8 as mid from vehicles
       where status = 1 and extra_charges > 0 order by id limit 1`,
    );
    expect((await get(`/vehicle/extra_charge?distance=${charged.mid}`)).body).toBeGreaterThan(0);
    await cat.q('update vehicles set status = 0');
    try {
      expect((await get(`/vehicle/extra_charge?distance=${charged.mid}`)).body).toBe(0);
    } finally {
      await cat.q('update vehicles set status = 1');
    }
  });

  it.each([
    ['', 'The distance field is required.'],
    ['?distance=', 'The distance field is required.'],
    ['?distance=-1', 'The distance field must be at least 0.'],
    ['?distance=far', 'The distance field must be a number.'],
    ['?distance=1e400', 'The distance field must be a number.'],
  ])('403 validation error for %j', async (query, message) => {
    const res = await get(`/vehicle/extra_charge${query}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: [{ code: 'distance', message }] });
  });
});

describe('GET most-tips', () => {
  let seededIds: number[];

  beforeAll(async () => {
    seededIds = (await cat.q<{ id: number }>('select id from orders order by id')).map((r) => r.id);
  });

  afterEach(async () => {
    // Back to the seed: its orders only, with their tips (10 unless canceled).
    await cat.q(`delete from orders where id not in (${seededIds.join(', ')})`);
    await cat.q(
      "update orders set dm_tips = case when order_status = 'canceled' then 0 else 10 end",
    );
  });

  /** Leaves only orders with these tips, given in this order: copies of a seeded order. */
  async function tipsGiven(tips: number[]) {
    await cat.q('update orders set dm_tips = 0');
    for (const tip of tips) {
      await cat.q(
        `insert into orders select (jsonb_populate_record(null::orders, to_jsonb(o) ||
           jsonb_build_object('id', (select max(id) + 1 from orders), 'dm_tips', ${tip}))).*
         from orders o where o.id = ${seededIds[0]}`,
      );
    }
  }

  it('answers the seeded orders’ most frequent tip', async () => {
    const [mode] = await cat.q<{ amount: number }>(
      `select dm_tips::float8 as amount from orders where dm_tips <> 0
       group by dm_tips order by count(*) desc limit 1`,
    );
    const res = await get('/most-tips');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ most_tips_amount: mode.amount });
  });

  it('counts non-zero tips only; a tie goes to the amount given first', async () => {
    await tipsGiven([7, 5, 0, 0, 0, 5, 7]);
    expect((await get('/most-tips')).body).toEqual({ most_tips_amount: 7 });
    await tipsGiven([7, 5, 0, 5, 7, 5]);
    expect((await get('/most-tips')).body).toEqual({ most_tips_amount: 5 });
    await tipsGiven([2.5, 2.5, 10]);
    expect((await get('/most-tips')).body).toEqual({ most_tips_amount: 2.5 });
  });

  it('answers null when no order has a tip', async () => {
    await tipsGiven([0, 0]);
    const res = await get('/most-tips');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ most_tips_amount: null });
  });
});

describe('GET offline_payment_method_list', () => {
  const setOfflinePayment = (on: boolean) =>
    cat.q(
      `update business_settings set value = '${on ? 1 : 0}'::jsonb where key = 'offline_payment_status'`,
    );

  afterEach(async () => {
    // The demo marketplace takes bank transfers.
    await setOfflinePayment(true);
    await cat.q('update offline_payment_methods set status = 1');
  });

  it('answers {} while offline payment is off', async () => {
    await setOfflinePayment(false);
    const config = await get('/config');
    expect(config.body.offline_payment_status).toBe(0);
    const res = await get('/offline_payment_method_list');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
  });

  it('lists the active methods once offline payment is on, {} when none is active', async () => {
    await setOfflinePayment(true);
    const res = await get('/offline_payment_method_list');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: 1,
        method_name: 'Bank transfer',
        method_fields: expect.arrayContaining([
          { input_name: 'bank_name', input_data: expect.any(String) },
        ]),
        method_informations: expect.arrayContaining([
          {
            customer_input: 'transaction_reference',
            customer_placeholder: expect.any(String),
            is_required: 1,
          },
        ]),
        status: 1,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    await cat.q('update offline_payment_methods set status = 0');
    expect((await get('/offline_payment_method_list')).body).toEqual({});
  });
});
