import type { Db } from '../../index';
import * as s from '../../schema';
import type { HomeAddress } from './account';
import type { At } from './clock';
import type { CatalogLookup, ItemRow, StoreRow } from './lookup';

const fmtNum = (n: number) => Math.round(n * 100) / 100;

type OrderStatus = 'delivered' | 'picked_up' | 'canceled';
type StatusTimes = Partial<
  Record<
    | 'pending'
    | 'accepted'
    | 'confirmed'
    | 'processing'
    | 'handover'
    | 'picked_up'
    | 'delivered'
    | 'canceled',
    Date
  >
>;

interface Line {
  it: ItemRow;
  qty: number;
  /** Price of the chosen variation options, added to the item price. */
  extra: number;
  variation: unknown[];
}

interface DemoOrder {
  store: StoreRow;
  lines: Line[];
  status: OrderStatus;
  payment_method: string;
  payment_status: 'paid' | 'unpaid';
  minutesAgo: number;
  distance: number;
  dm?: number;
  otp: string;
}

/** The item as order_details.item_details keeps it (a snapshot taken when the order is placed). */
const snapshot = (it: ItemRow) => ({
  id: it.id,
  name: it.name,
  description: it.description,
  image: it.image,
  price: it.price,
  discount: it.discount,
  discount_type: it.discount_type,
  veg: it.veg,
  store_id: it.store_id,
  module_id: it.module_id,
  category_ids: it.category_ids,
  food_variations: it.food_variations,
  variations: it.variations,
  add_ons: [],
  unit_id: it.unit_id,
  avg_rating: it.avg_rating,
  rating_count: it.rating_count,
});

/** When the order reached each status it went through, minutes after it was placed. */
function statusTimes(status: OrderStatus, placed: Date): StatusTimes {
  const step = (m: number) => new Date(placed.getTime() + m * 60_000);
  if (status === 'delivered')
    return {
      pending: placed,
      accepted: step(2),
      confirmed: step(3),
      processing: step(5),
      handover: step(20),
      picked_up: step(22),
      delivered: step(38),
    };
  if (status === 'picked_up')
    return {
      pending: placed,
      accepted: step(1),
      confirmed: step(2),
      processing: step(4),
      handover: step(18),
      picked_up: step(20),
    };
  return { pending: placed, canceled: step(4) };
}

/** Inserts one order with its details and payment, priced like checkout does; returns its id. */
async function placeOrder(
  db: Db,
  uid: number,
  home: HomeAddress,
  at: At,
  o: DemoOrder,
): Promise<number> {
  const subtotal = o.lines.reduce((a, l) => a + (l.it.price + l.extra) * l.qty, 0);
  const storeDiscount =
    o.store.slug === 'casa-pizza-napoli' && subtotal >= 100 ? Math.min(subtotal * 0.1, 50) : 0;
  const delivery = o.store.free_delivery ? 0 : Math.min(60, Math.max(10, o.distance * 5));
  const tips = o.status === 'canceled' ? 0 : 10;
  const amount = fmtNum(subtotal - storeDiscount + delivery + 5 + tips);
  const placed = at(0, o.minutesAgo);
  const [order] = await db
    .insert(s.orders)
    .values({
      user_id: uid,
      is_guest: false,
      order_amount: amount,
      store_discount_amount: fmtNum(storeDiscount),
      delivery_charge: delivery,
      original_delivery_charge: Math.min(60, Math.max(10, o.distance * 5)),
      additional_charge: 5,
      dm_tips: tips,
      payment_status: o.payment_status,
      payment_method: o.payment_method,
      transaction_reference: o.payment_method === 'demo_gateway' ? 'DEMO-TXN-0001' : null,
      order_status: o.status,
      ...statusTimes(o.status, placed),
      canceled_by: o.status === 'canceled' ? 'customer' : null,
      cancellation_reason: o.status === 'canceled' ? 'I ordered by mistake' : null,
      order_type: 'delivery',
      store_id: o.store.id,
      zone_id: o.store.zone_id,
      module_id: o.store.module_id,
      delivery_man_id: o.dm ?? null,
      distance: o.distance,
      otp: o.otp,
      delivery_address: home,
      processing_time: 15,
      cutlery: false,
      created_at: placed,
      updated_at: new Date(placed.getTime() + (o.status === 'delivered' ? 38 : 20) * 60_000),
    })
    .returning({ id: s.orders.id });
  await db.insert(s.orderDetails).values(
    o.lines.map((l) => ({
      order_id: order.id,
      item_id: l.it.id,
      price: l.it.price + l.extra,
      quantity: l.qty,
      item_details: snapshot(l.it),
      variation: l.variation,
      discount_on_item: 0,
      category_id: l.it.category_id,
      created_at: placed,
    })),
  );
  await db.insert(s.orderPayments).values({
    order_id: order.id,
    amount,
    payment_status: o.payment_status,
    payment_method: o.payment_method,
    transaction_ref: o.payment_method === 'demo_gateway' ? 'DEMO-TXN-0001' : null,
    created_at: placed,
  });
  return order.id;
}

/**
 * Four orders: delivered three days ago, on the way now, canceled nine days ago, and delivered twelve
 * days ago (a second order a refund can be asked for: the journeys in English and Arabic each take
 * one). Returns the id of the first delivered one.
 */
export async function seedCustomerOrders(
  db: Db,
  uid: number,
  home: HomeAddress,
  { store, item }: CatalogLookup,
  at: At,
): Promise<number> {
  const delivered = await placeOrder(db, uid, home, at, {
    store: store('casa-pizza-napoli'),
    lines: [
      {
        it: item('pizza-margherita-casa-pizza-napoli'),
        qty: 2,
        extra: 10,
        variation: [{ name: 'Size', values: { label: ['Medium'] } }],
      },
      {
        it: item('fries-loaded-casa-pizza-napoli'),
        qty: 1,
        extra: 0,
        variation: [{ name: 'Size', values: { label: ['Small'] } }],
      },
    ],
    status: 'delivered',
    payment_method: 'cash_on_delivery',
    payment_status: 'paid',
    minutesAgo: 3 * 24 * 60,
    distance: 2.4,
    dm: 1,
    otp: '4821',
  });
  await placeOrder(db, uid, home, at, {
    store: store('dar-tajine'),
    lines: [
      {
        it: item('tagine-chicken-lemon-dar-tajine'),
        qty: 1,
        extra: 0,
        variation: [{ name: 'Choose 2 sides', values: { label: ['Fries', 'Rice'] } }],
      },
    ],
    status: 'picked_up',
    payment_method: 'demo_gateway',
    payment_status: 'paid',
    minutesAgo: 25,
    distance: 1.6,
    dm: 2,
    otp: '7314',
  });
  await placeOrder(db, uid, home, at, {
    store: store('marche-frais-maarif'),
    lines: [{ it: item('bananas-marche-frais-maarif'), qty: 2, extra: 0, variation: [] }],
    status: 'canceled',
    payment_method: 'cash_on_delivery',
    payment_status: 'unpaid',
    minutesAgo: 9 * 24 * 60,
    distance: 1.2,
    otp: '1290',
  });
  await placeOrder(db, uid, home, at, {
    store: store('dar-tajine'),
    lines: [
      {
        it: item('tagine-chicken-lemon-dar-tajine'),
        qty: 2,
        extra: 0,
        variation: [{ name: 'Choose 2 sides', values: { label: ['Moroccan salad', 'Rice'] } }],
      },
    ],
    status: 'delivered',
    payment_method: 'cash_on_delivery',
    payment_status: 'paid',
    minutesAgo: 12 * 24 * 60,
    distance: 1.6,
    dm: 2,
    otp: '5067',
  });
  return delivered;
}
