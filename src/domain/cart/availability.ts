import type { Item } from '@/api/catalogTypes';
import { formatTime12 } from '@/domain/catalog/display';

/**
 * Availability windows (spec document 1 §4 "Item popup", "Item card add control"): times are stored
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
export function cardOverlayText(availability: Availability): string | null {
  if (availability.available) return null;
  return availability.canOrder ? 'Available for schedule order' : 'Not Available now';
}
