import { useMemo, useState } from 'react';
import type { Config } from '@/api/types';
import type { CheckoutOrderType } from '@/domain/checkout/order';
import { scheduleDays, slotId } from '@/domain/checkout/timeSlots';
import { resolveOrderType, type CheckoutStore } from './checkoutModel';

/** Home delivery or take-away: the customer's choice among what the config and the store allow. */
export function useOrderType(config: Config | null, store: CheckoutStore | null) {
  const deliveryAllowed =
    Number(config?.home_delivery_status ?? 1) === 1 && store?.delivery !== false;
  const takeAwayAllowed = Number(config?.takeaway_status) === 1 && store?.take_away === true;
  const [choice, setOrderType] = useState<CheckoutOrderType>('delivery');
  const orderType = resolveOrderType(choice, deliveryAllowed, takeAwayAllowed);
  return {
    deliveryAllowed,
    takeAwayAllowed,
    orderType,
    delivery: orderType === 'delivery',
    setOrderType,
  };
}

/** The delivery time: now (when the store is open) or a slot of the store's schedule. */
export function useSchedule(
  config: Config | null,
  store: CheckoutStore | null,
  rehydrated: boolean,
) {
  // The clock is read only in the browser (after the stored state is back) so the server HTML
  // equals the first client render.
  const now = useMemo(() => (rehydrated ? new Date() : null), [rehydrated]);
  const scheduleAllowed = Boolean(config?.schedule_order) && Boolean(store?.schedule_order);
  const canOrderNow = store ? store.open !== 0 && store.active !== false : true;
  const slotMinutes = config?.schedule_order_slot_duration;
  const days = useMemo(
    () =>
      scheduleAllowed && now && store
        ? scheduleDays(
            {
              schedules: store.schedules,
              slotMinutes: Number(slotMinutes) || 30,
              leadMinutes: store.order_place_to_schedule_interval ?? 0,
            },
            now,
          )
        : [],
    [scheduleAllowed, now, store, slotMinutes],
  );
  const [slot, setSlot] = useState<string | null>(null);
  const validSlot =
    slot && days.some((day) => day.slots.some((entry) => slotId(entry) === slot)) ? slot : null;
  return { scheduleAllowed, canOrderNow, days, slot: validSlot, setSlot };
}
