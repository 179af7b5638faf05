import { setCatalogClock } from '@/server/api/catalog/clock';
import { CASA, closeCatalog, openCatalog, type Catalog } from './catalog/setup';
import { call, registerUser, type CallResult } from './helpers';

/**
 * Shared set-up of the wallet, loyalty, referral, cash back, refund and offline payment tests: one
 * seeded database, members who buy a plain Casa Pizza Napoli item "now" (buy-now cart) and a clock
 * that moves orders through the simulation (30 s a step: delivered 150 s after a delivery order).
 */

export type Money = {
  cat: Catalog;
  /** The instant the tests start from (13:00 on the seed's date). */
  start: Date;
  storeId: number;
  item: { id: number; price: number };
  /** Pins the catalogue clock `seconds` after the start. */
  later: (seconds: number) => Date;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
  order: (token: string | null, extra?: Record<string, unknown>) => Promise<CallResult<any>>;
  member: (extra?: Record<string, string>) => Promise<{ token: string; id: number }>;
  /** A member's wallet balance and points, and what their ledgers add up to. */
  balances: (userId: number) => Promise<{
    wallet: number;
    ledger: number;
    points: number;
    pointLedger: number;
  }>;
};

/** Seconds from placing a delivery order to its delivery (5 steps of 30 s). */
export const DELIVERED_AFTER = 5 * 30;

export const HEADERS = { moduleId: '1', zoneId: '[1]' };

export async function openMoney(): Promise<Money> {
  process.env.ORDER_SIMULATION_SECONDS = '30';
  const cat = await openCatalog();
  const start = cat.at('13:00');
  const [{ id: storeId }] = await cat.q<{ id: number }>(
    "select id from stores where slug = 'casa-pizza-napoli'",
  );
  const [item] = await cat.q<{ id: number; price: number }>(
    `select id, price::float8 as price from items
     where store_id = ${storeId} and status = 1 and variations = '[]'::jsonb and add_ons = '[]'::jsonb
       and not exists (select 1 from jsonb_array_elements(food_variations) g where g->>'required' = 'on')
       and price >= 30 order by id limit 1`,
  );
  const later = (seconds: number) => {
    const instant = new Date(start.getTime() + seconds * 1000);
    setCatalogClock(() => instant);
    return instant;
  };
  const order = (token: string | null, extra: Record<string, unknown> = {}) =>
    call(cat.app, 'POST', '/customer/order/place', {
      headers: HEADERS,
      token,
      json: {
        payment_method: 'cash_on_delivery',
        order_type: 'delivery',
        store_id: storeId,
        distance: 3,
        address: '5 Rue Test, Casablanca',
        latitude: CASA.lat,
        longitude: CASA.lng,
        is_buy_now: 1,
        cart: [{ item_id: item.id, model: 'Item', quantity: 4, variation: [] }],
        ...extra,
      },
    });
  const member = async (extra: Record<string, string> = {}) => {
    const { token } = await registerUser(cat.app, extra);
    const info = await call(cat.app, 'GET', '/customer/info', { token });
    return { token, id: info.body.id as number };
  };
  const balances = async (userId: number) => {
    const [row] = await cat.q<{ wallet: number; ledger: number; points: number; pl: number }>(
      `select u.wallet_balance::float8 as wallet, u.loyalty_point as points,
        coalesce((select sum(credit + admin_bonus - debit) from wallet_transactions w where w.user_id = u.id), 0)::float8 as ledger,
        coalesce((select sum(credit - debit) from loyalty_point_transactions l where l.user_id = u.id), 0)::int as pl
       from users u where u.id = ${userId}`,
    );
    return { wallet: row.wallet, ledger: row.ledger, points: row.points, pointLedger: row.pl };
  };
  return { cat, start, storeId, item, later, order, member, balances };
}

export async function closeMoney(money: Money | undefined): Promise<void> {
  delete process.env.ORDER_SIMULATION_SECONDS;
  await closeCatalog(money?.cat);
}

/** Sets a business setting (a JSON value) for the rest of the file, or until set back. */
export async function setSetting(cat: Catalog, key: string, value: unknown): Promise<void> {
  await cat.q(
    `update business_settings set value = '${JSON.stringify(value).replace(/'/g, "''")}'::jsonb where key = '${key}'`,
  );
}
