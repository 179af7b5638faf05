import type { Item } from '@/api/catalogTypes';
import { formatTime12 } from '@/domain/catalog/display';
import { isStoreClosed, type OpenableStore } from '@/domain/catalog/status';

/**
 * Availability windows (R-ITEM-1, R-ITEM-3): times are stored
 * as HH:mm (or HH:mm:ss) and shown in 12-hour time. Pure; the clock is passed in.
 */

export interface Availability {
  /** Inside the item's time window now (always true without a window). */
  available: boolean;
  /** Buy Now and Add to Cart stay usable: inside the window, or schedule_order allows it. */
  canOrder: boolean;
  /** The window in 12-hour time, when the item has one. */
  window: { start: string; end: string } | null;
}

function minutes(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})/.exec((time ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const mins = Number(match[2]);
  if (hours > 23 || mins > 59) return null;
  return hours * 60 + mins;
}

/**
 * Whether `now` (minutes since midnight) lies in [start, end]. A window whose end is before its
 * start runs past midnight. The end minute is included ("23:59:59" means until midnight).
 */
export function inWindow(now: number, start: number, end: number): boolean {
  if (start <= end) return now >= start && now <= end;
  return now >= start || now <= end;
}

export function itemAvailability(
  item: Pick<Item, 'available_time_starts' | 'available_time_ends' | 'schedule_order'>,
  now: Date,
): Availability {
  const start = minutes(item.available_time_starts);
  const end = minutes(item.available_time_ends);
  if (start === null || end === null) return { available: true, canOrder: true, window: null };
  const window = {
    start: formatTime12(item.available_time_starts) ?? '',
    end: formatTime12(item.available_time_ends) ?? '',
  };
  const available = inWindow(now.getHours() * 60 + now.getMinutes(), start, end);
  return { available, canOrder: available || item.schedule_order === true, window };
}

/** The card overlay text outside the window: its wording depends on schedule_order. */
export function cardOverlayText(
  availability: Availability,
): 'Available for schedule order' | 'Not Available now' | null {
  if (availability.available) return null;
  return availability.canOrder ? 'Available for schedule order' : 'Not Available now';
}

/** What an item card shows and allows (R-ITEM-1). */
export interface CardState {
  /** The item's store is closed now (today's schedule, or temporarily inactive). */
  storeClosed: boolean;
  /** The add control stays usable. */
  canOrder: boolean;
  /** The overlay text (a translation key), or null without an overlay. */
  label: 'CLOSED NOW' | 'Available for schedule order' | 'Not Available now' | null;
  /** A second line under CLOSED NOW when the store still takes orders for later. */
  note: 'Available for schedule order' | null;
  /** The item's time window in 12-hour time, shown under the time-window label. */
  window: { start: string; end: string } | null;
}

/**
 * The item card's overlay and add control. "Items outside their time window show an overlay whose
 * wording depends on schedule_order; closed stores show CLOSED NOW" (R-ITEM-1), and the
 * item popup keeps Buy Now and Add to Cart usable "if schedule_order allows". A closed store that
 * takes scheduled orders (the item's `schedule_order`: the store's setting, already false when
 * scheduling is off for the marketplace, API-ITEMS-2 / API-STORES-2) is ordered from for a later slot: the
 * checkout asks for the slot, and the order is accepted when "the store is open at schedule_at"
 * (API-ORDERS-2). So the add control stays usable there, as it does outside the item's window. A
 * temporarily inactive store (`active` false) takes no order at all. `now` is null before the clock
 * is read (server render): only the store state counts then. Pure.
 */
export function itemCardState(
  item: Pick<Item, 'available_time_starts' | 'available_time_ends' | 'schedule_order'>,
  store: OpenableStore | null | undefined,
  now: Date | null,
): CardState {
  const availability = now ? itemAvailability(item, now) : null;
  const scheduling = item.schedule_order === true;
  const storeClosed = store ? isStoreClosed(store) : false;
  const inactive = store?.active === false;
  const inWindowNow = availability?.available ?? true;
  const canOrder = !inactive && (scheduling || (!storeClosed && inWindowNow));
  if (storeClosed) {
    return {
      storeClosed,
      canOrder,
      label: 'CLOSED NOW',
      note: canOrder ? 'Available for schedule order' : null,
      window: null,
    };
  }
  return {
    storeClosed,
    canOrder,
    label: availability ? cardOverlayText(availability) : null,
    note: null,
    window: availability && !availability.available ? availability.window : null,
  };
}
