import { cartLinesFromEntries, type CartEntry } from '@/domain/cart/lines';
import { placeOrderBody, type CheckoutState } from '@/domain/checkout/order';
import type { CheckoutPaymentMethod } from '@/domain/checkout/payment';
import {
  checkoutSummary,
  type CheckoutSources,
  type CheckoutSummary,
} from '@/domain/checkout/summary';
import { roundMoney } from '@/domain/order/money';
import { walletShare } from '@/domain/order/payment';
import { EMPTY_PARCEL_CONTACT, parcelFee, parcelPrice } from '@/domain/orders/parcel';
import type { ParcelCategory } from '@/api/modules/parcel';
import { parcelOrderBody } from '@/features/parcel/parcelOrder';
import { localNow } from '@/server/api/catalog/clock';
import { creditWallet } from '@/server/api/wallet/ledger';
import { CASA } from './catalog/setup';
import { call } from './helpers';
import { closeMoney, openMoney, setSetting, type Money } from './money-setup';

/**
 * One price everywhere (R-CHECKOUT-12, API-ORDERS-3): for a grid of carts, the checkout summary
 * is computed exactly as the storefront computes it (checkoutSummary from the API's answers: the
 * cart, the store, the config, the delivery point's zones, customer/info, coupon/apply and
 * vehicle/extra_charge), the order is placed with the body the storefront sends (placeOrderBody),
 * and what the API stores must equal the summary's figures, row by row.
 */

jest.setTimeout(240_000);

let m: Money;

beforeAll(async () => {
  m = await openMoney();
}, 240_000);

afterAll(() => closeMoney(m));

const RABAT = { lat: '34.0132', lng: '-6.8326' };

/** A cart line to add: an item of the case's store and how many. */
interface Pick {
  id: number;
  quantity: number;
  variation?: unknown[];
  add_on_ids?: number[];
  add_on_qtys?: number[];
}

interface Case {
  name: string;
  /** The store's slug (or where to find it). */
  store: string | (() => Promise<string>);
  /** The items to add (read in the store's items). */
  lines: (store: StoreRef) => Promise<Pick[]>;
  orderType?: 'delivery' | 'take_away';
  distanceKm?: number;
  coupon?: string;
  /** The customer signed up with a friend's referral code. */
  referred?: boolean;
  tips?: number;
  /** Ordered for tomorrow at this local time. */
  scheduleAt?: string;
  packaging?: boolean;
  payment?: CheckoutPaymentMethod;
  /** The wallet pays part, the method the rest. */
  partial?: boolean;
  /** Credited to the wallet first. */
  wallet?: number;
  point?: { lat: string; lng: string };
  zoneIds?: string;
  /** What the case is about, as the summary shows it. */
  shows?: (summary: CheckoutSummary) => void;
  /** SQL run before the case, and the SQL that undoes it after. */
  setup?: string[];
  teardown?: string[];
}

interface StoreRef {
  id: number;
  moduleId: number;
}

/** The store's plain items (no variation, option or add-on) with `stock` in stock, cheapest first. */
async function plainItems(
  store: StoreRef,
  stock: number,
): Promise<{ id: number; price: number; name: string }[]> {
  return m.cat.q(
    `select i.id, i.price::float8 as price, i.name from items i join modules md on md.id = i.module_id
     where i.store_id = ${store.id} and i.status = 1 and i.variations = '[]'::jsonb
       and i.add_ons = '[]'::jsonb and coalesce(i.is_prescription_required, 0) = 0
       and (md.module_type = 'food' or i.stock >= ${stock})
       and (coalesce(i.maximum_cart_quantity, 0) = 0 or i.maximum_cart_quantity >= ${stock})
       and not exists (select 1 from flash_sale_items f where f.item_id = i.id)
       and not exists (select 1 from jsonb_array_elements(i.food_variations) g where g->>'required' = 'on')
     order by i.price, i.id`,
  );
}

/** The item called `name` in the store. */
async function named(store: StoreRef, name: string): Promise<number> {
  const [row] = await m.cat.q<{ id: number }>(
    `select id from items where store_id = ${store.id} and name = '${name.replace(/'/g, "''")}'`,
  );
  if (!row) throw new Error(`no ${name} at store ${store.id}`);
  return row.id;
}

/** `count` plain items of the store, `quantity` of each. */
const plain =
  (count: number, quantity: number, from = 0) =>
  async (store: StoreRef): Promise<Pick[]> =>
    (await plainItems(store, quantity))
      .slice(from, from + count)
      .map((item) => ({ id: item.id, quantity }));

/** An item with food options and add-ons: its first option of each group and its first add-on. */
async function withOptions(store: StoreRef): Promise<Pick> {
  const [row] = await m.cat.q<{ id: number; food_variations: unknown; add_ons: number[] }>(
    `select id, food_variations, add_ons from items
     where store_id = ${store.id} and status = 1 and jsonb_array_length(food_variations) > 0
       and jsonb_array_length(add_ons) > 0 order by id limit 1`,
  );
  if (!row) throw new Error(`no item with options at store ${store.id}`);
  const groups = row.food_variations as { name: string; values: { label: string }[] }[];
  return {
    id: row.id,
    quantity: 2,
    variation: groups.map((g) => ({ name: g.name, values: { label: [g.values[0].label] } })),
    add_on_ids: [Number(row.add_ons[0])],
    add_on_qtys: [2],
  };
}

/** The seed's running grocery flash-sale item (a store in zone 1 that delivers). */
async function flashItem(): Promise<{ id: number; storeSlug: string }> {
  const [row] = await m.cat.q<{ id: number; slug: string }>(
    `select i.id, s.slug from flash_sale_items fsi join items i on i.id = fsi.item_id
       join stores s on s.id = i.store_id join flash_sales f on f.id = fsi.flash_sale_id
     where i.status = 1 and s.zone_id = 1 and s.status = 1 and s.active and s.delivery
       and jsonb_array_length(i.variations) = 0 and fsi.status = 1 and fsi.available_stock > 10
       and f.is_publish = 1 and i.price >= 10
     order by fsi.id limit 1`,
  );
  if (!row) throw new Error('no running flash sale item');
  return { id: row.id, storeSlug: row.slug };
}

/** `count` items of the store with variations, their first variation with stock, `quantity` each. */
const varied =
  (count: number, quantity: number) =>
  async (store: StoreRef): Promise<Pick[]> => {
    const rows = await m.cat.q<{ id: number; type: string }>(
      `select i.id, v->>'type' as type from items i, jsonb_array_elements(i.variations) v
       where i.store_id = ${store.id} and i.status = 1 and i.add_ons = '[]'::jsonb
         and i.stock >= ${quantity} and (v->>'stock')::numeric >= ${quantity}
         and not exists (select 1 from flash_sale_items f where f.item_id = i.id)
       order by i.id`,
    );
    const first = rows.filter((row, i) => rows.findIndex((r) => r.id === row.id) === i);
    return first
      .slice(0, count)
      .map((row) => ({ id: row.id, quantity, variation: [{ type: row.type }] }));
  };

const shortcakes = async (store: StoreRef): Promise<Pick[]> => [
  { id: await named(store, 'Strawberry Shortcake'), quantity: 3 },
];

/** Y-m-d H:i:s tomorrow at `time`, local. */
function tomorrowAt(time: string): string {
  const tomorrow = localNow(new Date(m.start.getTime() + 24 * 3600 * 1000));
  return `${tomorrow.date} ${time}:00`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON answers
type Json = any;

/** A GET as the storefront sends it (the visitor's module and zone headers, the member's token). */
async function read(path: string, token: string, headers: Record<string, string> = {}) {
  const res = await call<Json>(m.cat.app, 'GET', path, { token, headers });
  return res;
}

/** The order's stored money columns. */
async function storedOrder(id: number) {
  const [row] = await m.cat.q<Record<string, number>>(
    `select order_amount::float8 as order_amount, coupon_discount_amount::float8 as coupon,
        (store_discount_amount + flash_admin_discount_amount + flash_store_discount_amount)::float8
          as discount,
        ref_bonus_amount::float8 as referral, total_tax_amount::float8 as tax,
        delivery_charge::float8 as delivery_charge,
        original_delivery_charge::float8 as original_delivery,
        additional_charge::float8 as service_fee, extra_packaging_amount::float8 as packaging,
        dm_tips::float8 as tips, partially_paid_amount::float8 as partially_paid
     from orders where id = ${id}`,
  );
  const [debit] = await m.cat.q<{ debit: number }>(
    `select coalesce(sum(debit), 0)::float8 as debit from wallet_transactions
     where reference = '${id}' and transaction_type in ('order_place', 'partial_payment')`,
  );
  return { ...row, walletDebit: debit.debit };
}

/** What the checkout shows and what the API stored, for one case. */
async function run(c: Case) {
  m.later(0);
  for (const sql of c.setup ?? []) await m.cat.q(sql);
  try {
    const slug = typeof c.store === 'string' ? c.store : await c.store();
    const [storeRow] = await m.cat.q<{ id: number; module_id: number }>(
      `select id, module_id from stores where slug = '${slug}'`,
    );
    const store = { id: storeRow.id, moduleId: storeRow.module_id };
    const headers = { moduleId: String(store.moduleId), zoneId: c.zoneIds ?? '[1]' };
    let extra: Record<string, string> = {};
    if (c.referred) {
      const friend = await m.member();
      const code = (await read('/customer/info', friend.token)).body.ref_code as string;
      extra = { ref_code: code };
    }
    const member = await m.member(extra);
    const { token } = member;
    if (c.wallet)
      await creditWallet(m.cat.testDb.db, {
        userId: member.id,
        type: 'add_fund_by_admin',
        credit: c.wallet,
        reference: 'test',
      });
    for (const pick of await c.lines(store)) {
      const added = await call<Json>(m.cat.app, 'POST', '/customer/cart/add', {
        token,
        headers,
        json: {
          item_id: pick.id,
          model: 'Item',
          price: 0,
          quantity: pick.quantity,
          variation: pick.variation ?? [],
          add_on_ids: pick.add_on_ids ?? [],
          add_on_qtys: pick.add_on_qtys ?? [],
        },
      });
      if (added.status !== 200) throw new Error(`cart/add: ${added.status} ${added.text}`);
    }

    // What the checkout page loads, and how it reads it (src/features/checkout/useCheckoutForm.ts).
    const point = c.point ?? CASA;
    const orderType = c.orderType ?? 'delivery';
    const delivery = orderType === 'delivery';
    const distanceKm = delivery ? (c.distanceKm ?? 3) : null;
    const [config, cart, storeJson, zones, customer] = await Promise.all([
      read('/config', token),
      read('/customer/cart/list', token, headers),
      read(`/stores/details/${store.id}`, token, headers),
      read(`/config/get-zone-id?lat=${point.lat}&lng=${point.lng}`, token),
      read('/customer/info', token),
    ]);
    const coupon = c.coupon
      ? await read(
          `/coupon/apply?code=${encodeURIComponent(c.coupon)}&store_id=${store.id}`,
          token,
          headers,
        )
      : null;
    if (coupon) expect(coupon.status).toBe(200);
    const vehicle =
      distanceKm === null
        ? null
        : await read(`/vehicle/extra_charge?distance=${distanceKm}`, token);
    const sources: CheckoutSources = {
      lines: cartLinesFromEntries(cart.body as CartEntry[]),
      store: storeJson.body,
      config: config.body,
      zones: delivery ? zones.body.zone_data : null,
      moduleId: storeJson.body.module_id,
      customer: customer.body,
      coupon: coupon?.body ?? null,
      orderType,
      distanceKm,
      vehicleExtraCharge: vehicle ? Number(vehicle.body) : null,
      tips: c.tips ?? 0,
      extraPackaging: Boolean(c.packaging) && Boolean(storeJson.body.extra_packaging_status),
    };
    const summary = checkoutSummary(sources);
    expect(summary.deliveryPending).toBe(false);
    const method = c.payment ?? 'cash_on_delivery';
    const share = walletShare({
      method,
      partial: Boolean(c.partial),
      balance: customer.body.wallet_balance,
      total: summary.total,
    });
    expect(share).not.toBeNull();

    // The body the page sends (src/domain/checkout/order.ts).
    const state: CheckoutState = {
      orderType,
      paymentMethod: method,
      storeId: store.id,
      distanceKm,
      address: delivery
        ? {
            id: null,
            address: '5 Rue Test',
            address_type: 'home',
            latitude: Number(point.lat),
            longitude: Number(point.lng),
            contact_person_name: 'Test User',
            contact_person_number: '+212600000000',
            zone_ids: [],
          }
        : null,
      contact: { contact_person_name: 'Test User', contact_person_number: '+212600000000' },
      guestId: null,
      signedIn: true,
      scheduleAt: c.scheduleAt ? tomorrowAt(c.scheduleAt) : null,
      couponCode: coupon && summary.coupon?.ok ? coupon.body.code : null,
      tips: sources.tips,
      note: '',
      buyNow: null,
      partialPayment: Boolean(c.partial),
      extraPackagingAmount: sources.extraPackaging ? storeJson.body.extra_packaging_amount : 0,
    };
    const placed = await call<Json>(m.cat.app, 'POST', '/customer/order/place', {
      token,
      headers,
      json: placeOrderBody(state),
    });
    if (placed.status !== 200)
      throw new Error(`place: ${placed.status} ${placed.text} (items ${summary.items.total})`);
    expect(placed.body.total_ammount).toBe(summary.total);
    return { summary, share: share!, stored: await storedOrder(placed.body.order_id) };
  } finally {
    for (const sql of c.teardown ?? []) await m.cat.q(sql);
  }
}

const CASES: Case[] = [
  {
    name: 'a referred friend’s first order of three Strawberry Shortcakes',
    store: 'casa-pizza-napoli',
    lines: shortcakes,
    referred: true,
    // The config's 10 % of the items after the store's discount (the 10.53 DH of the seed's cart).
    shows: (p) => expect(p.referralDiscount).toBe(roundMoney(p.items.total / 10)),
  },
  {
    name: 'a percent coupon with its cap, tips and an item with options and add-ons',
    store: 'casa-pizza-napoli',
    lines: async (store) => [await withOptions(store), ...(await plain(3, 6)(store))],
    coupon: 'PIZZA15',
    tips: 7.5,
    shows: (p) => expect(p).toMatchObject({ couponDiscount: 40, tips: 7.5 }),
  },
  {
    name: 'an amount coupon at a grocery store',
    store: 'atlas-supermarket',
    lines: plain(3, 12),
    coupon: 'SAVE20',
    shows: (p) => expect(p.couponDiscount).toBe(20),
  },
  {
    name: 'a free-delivery coupon, referred, with extra packaging',
    store: 'casa-pizza-napoli',
    lines: plain(3, 4),
    coupon: 'FREESHIP',
    referred: true,
    packaging: true,
    shows: (p) => {
      expect(p).toMatchObject({ freeDelivery: 'coupon', deliveryCharge: 0, packaging: 5 });
      expect(p.referralDiscount).toBeGreaterThan(0);
    },
  },
  {
    name: 'take-away (no delivery charge, no tips)',
    store: 'casa-pizza-napoli',
    lines: shortcakes,
    orderType: 'take_away',
    tips: 5,
    shows: (p) => expect(p).toMatchObject({ deliveryCharge: 0, tips: 0 }),
  },
  {
    name: 'a scheduled order',
    store: 'casa-pizza-napoli',
    lines: shortcakes,
    scheduleAt: '13:00',
  },
  {
    name: 'paid with the wallet',
    store: 'casa-pizza-napoli',
    lines: shortcakes,
    payment: 'wallet',
    wallet: 1000,
    referred: true,
    // The config's 10 % of the items after the store's discount (the 10.53 DH of the seed's cart).
    shows: (p) => expect(p.referralDiscount).toBe(roundMoney(p.items.total / 10)),
  },
  {
    name: 'partly paid with the wallet, the rest in cash',
    store: 'casa-pizza-napoli',
    lines: shortcakes,
    partial: true,
    wallet: 40,
    tips: 3,
    shows: (p) => expect(p.total).toBeGreaterThan(40),
  },
  {
    name: 'a long delivery: the vehicle extra charge and the zone surge',
    store: 'casa-pizza-napoli',
    lines: shortcakes,
    distanceKm: 12.4,
    shows: (p) => expect(p.originalDelivery).toBeGreaterThan(10 + 12.4),
    setup: [
      'update zones set increased_delivery_fee = 10, increased_delivery_fee_status = 1 where id = 1',
    ],
    teardown: [
      'update zones set increased_delivery_fee = 0, increased_delivery_fee_status = 0 where id = 1',
    ],
  },
  {
    name: 'flash-sale items with a plain one',
    store: async () => (await flashItem()).storeSlug,
    lines: async (store) => [
      { id: (await flashItem()).id, quantity: 3 },
      ...(await plain(3, 10)(store)),
    ],
    shows: (p) => expect(p.discount).toBeGreaterThan(0),
  },
  {
    name: 'a pharmacy order',
    store: 'pharmacie-centrale-casa',
    lines: plain(2, 3),
  },
  {
    name: 'a shop order (a store-wide discount, a module serving every zone)',
    store: 'atlas-fashion-hub',
    lines: varied(3, 2),
    distanceKm: 6,
    shows: (p) => expect(p.discount).toBeGreaterThan(0),
  },
  {
    name: 'a store that delivers itself, by its own rates',
    store: 'rabat-grill-house',
    lines: plain(3, 2),
    point: RABAT,
    zoneIds: '[2]',
    distanceKm: 8,
    shows: (p) => expect(p).toMatchObject({ maxCod: null, freeDelivery: null }),
    setup: ["update stores set free_delivery = false where slug = 'rabat-grill-house'"],
    teardown: ["update stores set free_delivery = true where slug = 'rabat-grill-house'"],
  },
  {
    name: 'free delivery over the admin threshold',
    store: 'casa-pizza-napoli',
    lines: plain(5, 8),
    referred: true,
    shows: (p) => expect(p.freeDelivery).toBe('admin_over_amount'),
  },
];

describe('the checkout summary and the stored order agree', () => {
  beforeAll(() => setSetting(m.cat, 'partial_payment_status', 1));

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const { summary, share, stored } = await run(c);
    c.shows?.(summary);
    expect(stored).toEqual({
      order_amount: summary.total,
      coupon: summary.couponDiscount,
      discount: summary.discount,
      referral: summary.referralDiscount,
      tax: summary.tax,
      delivery_charge: summary.deliveryCharge,
      original_delivery: summary.originalDelivery,
      service_fee: summary.serviceFee,
      packaging: summary.packaging,
      tips: summary.tips,
      partially_paid: c.partial ? share.walletPaid : 0,
      walletDebit: share.walletPaid,
    });
  });
});

describe('the parcel checkout and the stored parcel order agree', () => {
  it('charges the fee and the service fee the parcel summary shows', async () => {
    m.later(0);
    const { token } = await m.member();
    const headers = { moduleId: '5', zoneId: '[1]' };
    const config = (await read('/config', token)).body;
    const [category] = (await read('/parcel-category', token, headers)).body as ParcelCategory[];
    const km = 7.3;
    // As useParcelCheckout prices it (src/domain/orders/parcel.ts).
    const fee = parcelFee(km, category, config);
    const price = parcelPrice(fee, config);
    expect(price.serviceFee).toBeGreaterThan(0);
    const party = {
      ...EMPTY_PARCEL_CONTACT,
      address: 'Maarif, Casablanca',
      lat: Number(CASA.lat),
      lng: Number(CASA.lng),
      zoneIds: '[1]',
      country: 'MA',
    };
    const body = parcelOrderBody(
      {
        moduleId: 5,
        category,
        sender: { ...party, name: 'Sender', phone: '611111111', email: '' },
        receiver: { ...party, name: 'Receiver', phone: '622222222', lat: 33.58, lng: -7.63 },
      },
      { payment: 'cash_on_delivery', payer: 'sender', km, note: '', guestId: null },
    );
    const placed = await call<Json>(m.cat.app, 'POST', '/customer/order/place', {
      token,
      headers,
      json: body,
    });
    expect(placed.status).toBe(200);
    const stored = await storedOrder(placed.body.order_id);
    expect(stored).toMatchObject({
      order_amount: price.total,
      delivery_charge: fee,
      service_fee: price.serviceFee,
    });
  });
});
