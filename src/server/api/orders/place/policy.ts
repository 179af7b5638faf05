import { orderZone } from '@/domain/order';
import { zonesContaining } from '../../../geo';
import { localNow, type LocalNow } from '../../catalog/clock';
import { ApiError } from '../../errors';
import { openState, type ScheduleRow } from '../../format/store';
import { t, type ApiLocale } from '../../locale';
import type { Settings } from '../../settings';
import type { PlaceInput } from '../input';
import { om } from '../messages';
import {
  forbid,
  isScheduledLater,
  SCHEDULE_SLACK_MS,
  type PaymentMethod,
  type Placement,
  type StoreRow,
  type ZoneRow,
} from './shared';

/**
 * Step 2, the policy checks, as pure functions of the request and the rows read for it (the reads
 * and their order are in ./placement.ts). Each throws the placement's 403 when its rule refuses.
 */

/**
 * Guest checkout, the order type (parcel only in a parcel module; delivery and take-away while
 * the marketplace offers them) and the payment method (on in the settings; the wallet and partial
 * payment for members only; a parcel whose receiver pays is cash on delivery).
 */
export function checkCheckout(
  input: Pick<PlaceInput, 'order_type' | 'payment_method' | 'partial_payment' | 'charge_payer'>,
  ctx: { isGuest: boolean; moduleType: string; settings: Settings; locale: ApiLocale },
): Pick<Placement, 'isParcel' | 'method' | 'partial'> {
  const { isGuest, settings, locale } = ctx;
  if (isGuest && !settings.bool('guest_checkout_status', false))
    throw forbid('guest_checkout', om(locale, 'guest_checkout_off'));
  const isParcel = input.order_type === 'parcel';
  if (isParcel !== (ctx.moduleType === 'parcel'))
    throw forbid('order_type', om(locale, 'order_type_off'));
  if (input.order_type === 'delivery' && !settings.bool('home_delivery_status', true))
    throw forbid('order_type', om(locale, 'order_type_off'));
  if (input.order_type === 'take_away' && !settings.bool('takeaway_status', true))
    throw forbid('order_type', om(locale, 'order_type_off'));
  const method = input.payment_method;
  const methodOn = {
    cash_on_delivery: settings.bool('cash_on_delivery', false),
    digital_payment: settings.bool('digital_payment', false),
    wallet: settings.bool('customer_wallet_status', false) && !isGuest,
    offline_payment: settings.bool('offline_payment_status', false),
  }[method];
  const partial = Boolean(input.partial_payment);
  if (
    !methodOn ||
    (partial && (isGuest || method === 'wallet' || !settings.bool('partial_payment_status', false)))
  )
    throw forbid('payment_method', om(locale, 'payment_method_off'));
  if (isParcel && input.charge_payer === 'receiver' && method !== 'cash_on_delivery')
    throw forbid('payment_method', om(locale, 'receiver_pays_cod'));
  return { isParcel, method, partial };
}

/** "Y-m-d H:i[:s]" at the marketplace's local time → the instant. */
export function parseLocalDateTime(value: string): Date {
  const [date, time] = value.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss = 0] = time.split(':').map(Number);
  const wanted = Date.UTC(y, m - 1, d, hh, mm, ss);
  let guess = wanted;
  for (let i = 0; i < 3; i++) {
    const local = localNow(new Date(guess));
    const [ly, lm, ld] = local.date.split('-').map(Number);
    const [lh, lmin, ls] = local.time.split(':').map(Number);
    guess += wanted - Date.UTC(ly, lm - 1, ld, lh, lmin, ls);
  }
  return new Date(guess);
}

/** The order's `schedule_at` as an instant (null for now); more than a minute past is refused. */
export function scheduleTime(
  value: string | undefined,
  now: LocalNow,
  locale: ApiLocale,
): Date | null {
  if (!value) return null;
  const at = parseLocalDateTime(value);
  if (at.getTime() < now.instant.getTime() - SCHEDULE_SLACK_MS)
    throw forbid('schedule_at', om(locale, 'schedule_past'));
  return at;
}

/**
 * The store takes this order: prescriptions only where the store reads them and the marketplace
 * allows it, the order type among the store's, scheduling where both allow it, and open at the
 * scheduled time (or now) by its schedules.
 */
export function checkStore(
  store: StoreRow,
  ctx: {
    orderType: PlaceInput['order_type'];
    prescription: boolean;
    scheduleAt: Date | null;
    now: LocalNow;
    /** The store's opening hours. */
    schedules: ScheduleRow[];
    settings: Settings;
    locale: ApiLocale;
  },
): void {
  const { settings, locale } = ctx;
  if (
    ctx.prescription &&
    (!store.prescription_order || !settings.bool('prescription_order_status', false))
  )
    throw forbid('store_id', om(locale, 'prescription_off'));
  if (
    (ctx.orderType === 'delivery' && !store.delivery) ||
    (ctx.orderType === 'take_away' && !store.take_away)
  )
    throw forbid('order_type', om(locale, 'order_type_off'));
  if (
    isScheduledLater(ctx.scheduleAt, ctx.now) &&
    (!store.schedule_order || !settings.bool('schedule_order', false))
  )
    throw forbid('schedule_at', om(locale, 'schedule_off'));
  const at: LocalNow = ctx.scheduleAt ? localNow(ctx.scheduleAt) : ctx.now;
  const open = store.active && openState(ctx.schedules, at).open;
  if (!open) throw forbid('store', om(locale, 'store_closed'));
}

/**
 * The zone the delivery address lies in, among the active zones: the store's own unless its
 * module serves every zone (then the store's when it holds the address, else the smallest that
 * does, as get-zone-id lists them). A parcel's zone is the address's (and needs the zoneId header); a
 * store order's is the store's.
 */
export function deliveryZone(
  zoneRows: readonly ZoneRow[],
  ctx: {
    point: { lat: number; lng: number };
    store: Pick<StoreRow, 'zone_id'> | null;
    allZones: boolean;
    isParcel: boolean;
    zoneHeader: boolean;
    locale: ApiLocale;
  },
): { zoneRow: ZoneRow; zoneId: number | null } {
  const { store, locale } = ctx;
  const candidates =
    store && !ctx.allZones ? zoneRows.filter((z) => z.id === store.zone_id) : zoneRows;
  // The zone the checkout prices with too: the store's, else the smallest holding the point.
  const zoneRow = orderZone(zonesContaining(ctx.point, candidates), store?.zone_id);
  if (!zoneRow) throw forbid('zone', om(locale, 'out_of_zone'));
  if (!ctx.isParcel) return { zoneRow, zoneId: store?.zone_id ?? null };
  if (!ctx.zoneHeader) throw ApiError.of(403, 'zoneId', t(locale, 'zone_required'));
  return { zoneRow, zoneId: zoneRow.id };
}

/** Cash on delivery and digital payment only where the zone takes them. */
export function checkZonePayment(
  method: PaymentMethod,
  zoneRow: Pick<ZoneRow, 'cash_on_delivery' | 'digital_payment'> | undefined,
  locale: ApiLocale,
): void {
  if (method === 'cash_on_delivery' && zoneRow && !zoneRow.cash_on_delivery)
    throw forbid('payment_method', om(locale, 'payment_method_off'));
  if (method === 'digital_payment' && zoneRow && !zoneRow.digital_payment)
    throw forbid('payment_method', om(locale, 'payment_method_off'));
}
