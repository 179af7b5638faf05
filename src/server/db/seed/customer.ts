import { eq } from 'drizzle-orm';
import type { Db } from '../index';
import * as s from '../schema';
import { DEMO_CUSTOMER } from '../../auth/seed';
import { createUser } from '../../auth/users';
import type { SeedRows } from './build';

/** The demo customer account, defined by the auth module (sign in with phone or email + password). */
export { DEMO_CUSTOMER };

const DAY = 86_400_000;
const fmtNum = (n: number) => Math.round(n * 100) / 100;

/**
 * Creates the demo customer with addresses, wallet and loyalty history, wish list, visits, three orders
 * (delivered, on the way, canceled), a welcome chat from support and a personal notification.
 * Returns the number of rows created per table.
 */
export async function seedDemoCustomer(
  db: Db,
  rows: SeedRows,
  now: Date,
): Promise<Record<string, number>> {
  const user = await createUser(db, {
    ...DEMO_CUSTOMER,
    is_phone_verified: true,
    is_email_verified: true,
  });
  const uid = user.id;
  const at = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY - minutes * 60_000);

  const fullName = `${DEMO_CUSTOMER.f_name} ${DEMO_CUSTOMER.l_name}`;
  const home = {
    contact_person_name: fullName,
    contact_person_number: DEMO_CUSTOMER.phone,
    address_type: 'home',
    address: '18 Rue Ibnou Mounir, Maarif, Casablanca',
    latitude: '33.5862',
    longitude: '-7.6305',
    floor: '3',
    road: 'Rue Ibnou Mounir',
    house: '18',
    zone_id: 1,
  };
  const office = {
    contact_person_name: fullName,
    contact_person_number: DEMO_CUSTOMER.phone,
    address_type: 'office',
    address: 'Casablanca Finance City, Tower 2, Casablanca',
    latitude: '33.5636',
    longitude: '-7.6555',
    floor: '7',
    road: 'Boulevard Al Qods',
    house: 'Tower 2',
    zone_id: 1,
  };
  await db.insert(s.customerAddresses).values([
    { user_id: uid, ...home, zone_ids: [1], created_at: at(60) },
    { user_id: uid, ...office, zone_ids: [1], created_at: at(30) },
  ]);

  // wallet: 200 top-up + 50 cashback = 250; loyalty: 120 points from orders
  await db.insert(s.walletTransactions).values([
    {
      user_id: uid,
      transaction_id: 'a6f1c0de-0000-4000-8000-000000000001',
      credit: 200,
      balance: 200,
      transaction_type: 'add_fund',
      reference: 'demo_gateway',
      created_at: at(20),
    },
    {
      user_id: uid,
      transaction_id: 'a6f1c0de-0000-4000-8000-000000000002',
      credit: 50,
      balance: 250,
      transaction_type: 'CashBack',
      reference: '100000',
      created_at: at(3),
    },
  ]);
  await db.insert(s.loyaltyPointTransactions).values([
    {
      user_id: uid,
      transaction_id: 'b7e2d1ef-0000-4000-8000-000000000001',
      credit: 120,
      balance: 120,
      transaction_type: 'order_place',
      reference: '100000',
      created_at: at(3),
    },
  ]);
  await db
    .update(s.users)
    .set({ wallet_balance: 250, loyalty_point: 120, zone_id: 1, interest: [1, 2] })
    .where(eq(s.users.id, uid));

  const store = (slug: string) => rows.stores.find((st) => st.slug === slug)!;
  const item = (slug: string) => rows.items.find((it) => it.slug === slug)!;
  const napoli = store('casa-pizza-napoli');
  const tajine = store('dar-tajine');
  const maarif = store('marche-frais-maarif');

  await db.insert(s.wishlists).values([
    { user_id: uid, item_id: item('pizza-margherita-casa-pizza-napoli').id },
    { user_id: uid, item_id: item('tagine-lamb-prunes-dar-tajine').id },
    { user_id: uid, item_id: item('apples-red-marche-frais-maarif').id },
    { user_id: uid, store_id: napoli.id },
    { user_id: uid, store_id: tajine.id },
  ]);
  await db.insert(s.visits).values([
    { user_id: uid, store_id: napoli.id!, visit_count: 5, last_visited_at: at(3) },
    { user_id: uid, store_id: tajine.id!, visit_count: 2, last_visited_at: at(0, 40) },
    { user_id: uid, store_id: maarif.id!, visit_count: 1, last_visited_at: at(10) },
  ]);

  const snapshot = (it: (typeof rows.items)[number]) => ({
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

  type Line = { it: (typeof rows.items)[number]; qty: number; extra: number; variation: unknown[] };
  const placeOrder = async (o: {
    store: (typeof rows.stores)[number];
    lines: Line[];
    status: 'delivered' | 'picked_up' | 'canceled';
    payment_method: string;
    payment_status: 'paid' | 'unpaid';
    minutesAgo: number;
    distance: number;
    dm?: number;
    otp: string;
  }) => {
    const subtotal = o.lines.reduce((a, l) => a + (l.it.price + l.extra) * l.qty, 0);
    const storeDiscount =
      o.store.slug === 'casa-pizza-napoli' && subtotal >= 100 ? Math.min(subtotal * 0.1, 50) : 0;
    const delivery = o.store.free_delivery ? 0 : Math.min(60, Math.max(10, o.distance * 5));
    const tips = o.status === 'canceled' ? 0 : 10;
    const amount = fmtNum(subtotal - storeDiscount + delivery + 5 + tips);
    const placed = at(0, o.minutesAgo);
    const step = (m: number) => new Date(placed.getTime() + m * 60_000);
    const times =
      o.status === 'delivered'
        ? {
            pending: placed,
            accepted: step(2),
            confirmed: step(3),
            processing: step(5),
            handover: step(20),
            picked_up: step(22),
            delivered: step(38),
          }
        : o.status === 'picked_up'
          ? {
              pending: placed,
              accepted: step(1),
              confirmed: step(2),
              processing: step(4),
              handover: step(18),
              picked_up: step(20),
            }
          : { pending: placed, canceled: step(4) };
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
        ...times,
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
        updated_at: step(o.status === 'delivered' ? 38 : 20),
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
  };

  const delivered = await placeOrder({
    store: napoli,
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
  const running = await placeOrder({
    store: tajine,
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
  await placeOrder({
    store: maarif,
    lines: [{ it: item('bananas-marche-frais-maarif'), qty: 2, extra: 0, variation: [] }],
    status: 'canceled',
    payment_method: 'cash_on_delivery',
    payment_status: 'unpaid',
    minutesAgo: 9 * 24 * 60,
    distance: 1.2,
    otp: '1290',
  });

  // chat: a welcome message from support
  const [me] = await db
    .insert(s.userInfos)
    .values({
      f_name: user.f_name,
      l_name: user.l_name,
      phone: user.phone,
      email: user.email,
      user_id: uid,
    })
    .returning({ id: s.userInfos.id });
  const [conv] = await db
    .insert(s.conversations)
    .values({
      sender_id: me.id,
      sender_type: 'customer',
      receiver_id: 1,
      receiver_type: 'admin',
      unread_message_count: 1,
      last_message_time: at(2),
      created_at: at(2),
    })
    .returning({ id: s.conversations.id });
  const [msg] = await db
    .insert(s.messages)
    .values({
      conversation_id: conv.id,
      sender_id: 1,
      message: `Hi ${DEMO_CUSTOMER.f_name}, welcome to Atlas Mart! Reply here any time if you need help with an order.`,
      created_at: at(2),
    })
    .returning({ id: s.messages.id });
  await db
    .update(s.conversations)
    .set({ last_message_id: msg.id })
    .where(eq(s.conversations.id, conv.id));
  await db.insert(s.notifications).values({
    user_id: uid,
    data: {
      title: 'Order delivered',
      description: `Your order #${delivered} was delivered. Enjoy your meal!`,
      order_id: delivered,
      image: null,
      type: 'order_status',
    },
    created_at: at(3),
  });
  void running;

  return {
    users: 1,
    customer_addresses: 2,
    wallet_transactions: 2,
    loyalty_point_transactions: 1,
    wishlists: 5,
    visits: 3,
    orders: 3,
    order_details: 4,
    order_payments: 3,
    conversations: 1,
    messages: 1,
  };
}
