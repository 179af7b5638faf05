import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { deliveryMen, orderPayments, orders } from '../../db/schema';
import { catalogNow } from '../catalog/clock';
import { announceOrderMove } from '../events/order-events';
import type { ApiLocale } from '../locale';
import { creditDeliveryRewards } from '../wallet/rewards';
import { settleRefunds } from './refunds';

/**
 * The simulated store and courier of the built-in API. An order whose `simulation_started_at` is set
 * advances one status per step (ORDER_SIMULATION_SECONDS, default 30 s): pending → confirmed →
 * processing → handover → picked_up → delivered (take-away skips picked_up; parcels skip processing
 * and handover). Progress is evaluated lazily when orders are read, from the timestamps and the
 * catalogue clock (tests pin it with setCatalogClock). Digital payments start only once paid.
 */

export type OrderRow = typeof orders.$inferSelect;

const DEFAULT_STEP_SECONDS = 30;

/** Seconds per status step, from ORDER_SIMULATION_SECONDS (a positive number), else 30. */
export function stepSeconds(): number {
  const value = Number(process.env.ORDER_SIMULATION_SECONDS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_STEP_SECONDS;
}

export type SimulatedStatus =
  'pending' | 'confirmed' | 'processing' | 'handover' | 'picked_up' | 'delivered';

export function statusChain(orderType: string): SimulatedStatus[] {
  if (orderType === 'take_away')
    return ['pending', 'confirmed', 'processing', 'handover', 'delivered'];
  if (orderType === 'parcel') return ['pending', 'confirmed', 'picked_up', 'delivered'];
  return ['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'];
}

/** Statuses the simulation may still move forward. */
const MOVABLE = ['pending', 'accepted', 'confirmed', 'processing', 'handover', 'picked_up'];

/** Where the simulation starts counting: scheduled orders are prepared for their slot. */
export function simulationStart(
  order: Pick<OrderRow, 'simulation_started_at' | 'schedule_at' | 'order_type'>,
): Date | null {
  const started = order.simulation_started_at;
  if (!started) return null;
  if (!order.schedule_at) return started;
  const lead = (statusChain(order.order_type).length - 1) * stepSeconds() * 1000;
  return new Date(Math.max(started.getTime(), order.schedule_at.getTime() - lead));
}

export interface SimulatedState {
  status: SimulatedStatus;
  /** When each reached status was reached. */
  reached: Partial<Record<SimulatedStatus, Date>>;
}

/** The status the simulation has reached at `now` (null when the order is not simulated or done). */
export function simulatedState(
  order: Pick<OrderRow, 'simulation_started_at' | 'schedule_at' | 'order_type' | 'order_status'>,
  now: Date,
): SimulatedState | null {
  const start = simulationStart(order);
  if (!start || !MOVABLE.includes(order.order_status)) return null;
  const chain = statusChain(order.order_type);
  const stepMs = stepSeconds() * 1000;
  const elapsed = Math.max(0, now.getTime() - start.getTime());
  const index = Math.min(chain.length - 1, Math.floor(elapsed / stepMs));
  const current = chain.indexOf(order.order_status as SimulatedStatus);
  // Never move backwards (e.g. a payment confirmed the order before the first step).
  const at = Math.max(index, current);
  const reached: SimulatedState['reached'] = {};
  for (let i = 1; i <= at; i++) reached[chain[i]] = new Date(start.getTime() + i * stepMs);
  return { status: chain[at], reached };
}

const isoPoint = (value: string | null | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * The courier's position for a delivery or parcel order: at the store (or the sender) until pickup,
 * then moving in a straight line to the customer during the picked_up step, at the customer once
 * delivered. Null when the order has no courier or no coordinates.
 */
export function courierPosition(
  order: Pick<
    OrderRow,
    'order_status' | 'picked_up' | 'delivery_address' | 'receiver_details' | 'order_type'
  >,
  from: { lat: number; lng: number } | null,
  now: Date,
): { lat: number; lng: number } | null {
  const target = order.order_type === 'parcel' ? order.receiver_details : order.delivery_address;
  const to =
    target && isoPoint(target.latitude) !== null && isoPoint(target.longitude) !== null
      ? { lat: Number(target.latitude), lng: Number(target.longitude) }
      : null;
  if (!from || !to) return from ?? to;
  if (order.order_status === 'delivered') return to;
  if (order.order_status !== 'picked_up' || !order.picked_up) return from;
  const fraction = Math.min(
    1,
    Math.max(0, (now.getTime() - order.picked_up.getTime()) / (stepSeconds() * 1000)),
  );
  return {
    lat: Math.round((from.lat + (to.lat - from.lat) * fraction) * 1e6) / 1e6,
    lng: Math.round((from.lng + (to.lng - from.lng) * fraction) * 1e6) / 1e6,
  };
}

/** The courier of a zone: the seeded delivery man with the fewest running orders, lowest id first. */
async function pickCourier(db: Db, zoneId: number | null): Promise<number | null> {
  const [row] = await db
    .select({ id: deliveryMen.id })
    .from(deliveryMen)
    .where(
      and(
        eq(deliveryMen.status, 1),
        eq(deliveryMen.active, 1),
        zoneId ? eq(deliveryMen.zone_id, zoneId) : undefined,
      ),
    )
    .orderBy(
      sql`(select count(*) from ${orders} o where o.delivery_man_id = ${deliveryMen.id} and o.order_status in ('confirmed','processing','handover','picked_up'))`,
      asc(deliveryMen.id),
    )
    .limit(1);
  if (row) return row.id;
  if (zoneId) return pickCourier(db, null);
  return null;
}

/**
 * Brings the simulated orders matching `where` up to date (status, timestamps, courier, COD paid on
 * delivery), announces each change to its customer (events/order-events.ts) in `locale` (the reader's;
 * else the customer's last one), credits a member's rewards for a delivered order
 * (wallet/rewards.ts), approves due refund requests (./refunds.ts) and returns how many orders
 * changed. Safe to call on every read.
 */
export async function advanceOrders(
  db: Db,
  where: SQL | undefined,
  now: Date = catalogNow(),
  locale?: ApiLocale,
): Promise<number> {
  let changed = await settleRefunds(db, where, now, locale);
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(where, isNotNull(orders.simulation_started_at), inArray(orders.order_status, MOVABLE)),
    );
  for (const order of rows) {
    const state = simulatedState(order, now);
    if (!state || state.status === order.order_status) continue;
    const update: Partial<OrderRow> = { order_status: state.status, updated_at: now };
    for (const [status, at] of Object.entries(state.reached) as [SimulatedStatus, Date][]) {
      if (!order[status]) update[status] = at;
    }
    if (order.order_type !== 'take_away' && !order.delivery_man_id && state.status !== 'pending') {
      update.delivery_man_id = await pickCourier(db, order.zone_id);
    }
    const paidOnDelivery = state.status === 'delivered' && order.payment_status === 'unpaid';
    if (paidOnDelivery) update.payment_status = 'paid';
    // Only the row still in the state we read moves (a concurrent cancel wins).
    const moved = await db
      .update(orders)
      .set(update)
      .where(and(eq(orders.id, order.id), eq(orders.order_status, order.order_status)))
      .returning({ id: orders.id });
    if (moved.length && paidOnDelivery) {
      await db
        .update(orderPayments)
        .set({ payment_status: 'paid', updated_at: now })
        .where(eq(orderPayments.order_id, order.id));
    }
    if (moved.length) {
      const courierId = update.delivery_man_id ?? order.delivery_man_id;
      const move = {
        status: state.status,
        pickedUpAt: state.reached.picked_up,
        courierId,
        at: now,
      };
      await announceOrderMove(db, order, move, locale);
      if (state.status === 'delivered') await creditDeliveryRewards(db, { ...order, ...update });
    }
    changed += moved.length;
  }
  return changed;
}
