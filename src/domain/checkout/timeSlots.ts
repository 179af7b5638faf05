import type { StoreSchedule } from '@/api/catalogTypes';

/**
 * Scheduled orders (R-CHECKOUT-8; API-CONFIG-1 schedule_order, schedule_order_slot_duration;
 * API-STORES-2 schedules, order_place_to_schedule_interval; API-ORDERS-1 schedule_at "Y-m-d H:i:s"). Pure: `now` is passed in.
 */

export interface TimeSlot {
  /** Minutes since local midnight of `day`. */
  start: number;
  end: number;
  /** The slot's calendar day (local midnight). */
  day: Date;
}

export interface SlotRules {
  schedules: readonly StoreSchedule[] | null | undefined;
  /** Minutes per slot; 30 when missing or not positive. */
  slotMinutes?: number | null;
  /** Minutes between now and the first slot (the store's order_place_to_schedule_interval). */
  leadMinutes?: number | null;
}

const DEFAULT_SLOT_MINUTES = 30;

/** "HH:MM(:SS)" as minutes since midnight; null when malformed. */
export function clockMinutes(value: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec((value ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

function midnight(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/**
 * The slots of one day: every opening period of that weekday (0 = Sunday) cut into slots of
 * `slotMinutes`, starting no earlier than now + lead time on the current day. A last, shorter
 * slot ends at closing time (23:59 closes the day).
 */
export function daySlots(rules: SlotRules, day: Date, now: Date): TimeSlot[] {
  const slotMinutes =
    rules.slotMinutes && rules.slotMinutes > 0
      ? Math.floor(rules.slotMinutes)
      : DEFAULT_SLOT_MINUTES;
  const lead = Math.max(0, Math.floor(rules.leadMinutes ?? 0));
  const date = midnight(day);
  const today = midnight(now);
  if (date < today) return [];
  const earliest =
    date.getTime() === today.getTime()
      ? now.getHours() * 60 + now.getMinutes() + lead
      : date.getTime() === addDays(today, 1).getTime()
        ? Math.max(0, now.getHours() * 60 + now.getMinutes() + lead - 24 * 60)
        : 0;
  const periods = (rules.schedules ?? [])
    .filter((entry) => Number(entry.day) === date.getDay())
    .map((entry) => ({
      open: clockMinutes(entry.opening_time),
      close: clockMinutes(entry.closing_time),
    }))
    .filter(
      (period): period is { open: number; close: number } =>
        period.open !== null && period.close !== null && period.close > period.open,
    )
    .sort((a, b) => a.open - b.open);
  const slots: TimeSlot[] = [];
  for (const period of periods) {
    // Slots are aligned to the slot length from the opening time.
    let start = period.open;
    if (earliest > start) start += Math.ceil((earliest - start) / slotMinutes) * slotMinutes;
    const close = period.close >= 23 * 60 + 59 ? 24 * 60 : period.close;
    for (; start < close; start += slotMinutes) {
      slots.push({ start, end: Math.min(start + slotMinutes, close), day: date });
    }
  }
  return slots;
}

/** Today's and tomorrow's slots: what the schedule picker offers. */
export function scheduleDays(
  rules: SlotRules,
  now: Date,
): { key: 'today' | 'tomorrow'; day: Date; slots: TimeSlot[] }[] {
  const today = midnight(now);
  return [
    { key: 'today' as const, day: today, slots: daySlots(rules, today, now) },
    {
      key: 'tomorrow' as const,
      day: addDays(today, 1),
      slots: daySlots(rules, addDays(today, 1), now),
    },
  ];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The contract's `schedule_at`: "Y-m-d H:i:s" of the slot's start, in local time. */
export function scheduleAt(slot: Pick<TimeSlot, 'day' | 'start'>): string {
  const { day } = slot;
  const hours = Math.floor(slot.start / 60);
  const minutes = slot.start % 60;
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())} ${pad(hours)}:${pad(minutes)}:00`;
}

/** A slot id that survives re-renders (day and start). */
export function slotId(slot: Pick<TimeSlot, 'day' | 'start'>): string {
  return scheduleAt(slot);
}

/** "h:mm AM" for minutes since midnight (the 12-hour display of R-ITEM-3). */
export function twelveHour(minutes: number): string {
  const wrapped = ((minutes % (24 * 60)) + 24 * 60) % (24 * 60);
  const hours = Math.floor(wrapped / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const display = hours % 12 === 0 ? 12 : hours % 12;
  return `${display}:${pad(wrapped % 60)} ${suffix}`;
}

/** Whether the store is open at `now` by its schedule for that weekday. */
export function openAt(schedules: readonly StoreSchedule[] | null | undefined, now: Date): boolean {
  const minute = now.getHours() * 60 + now.getMinutes();
  return (schedules ?? []).some((entry) => {
    if (Number(entry.day) !== now.getDay()) return false;
    const open = clockMinutes(entry.opening_time);
    const close = clockMinutes(entry.closing_time);
    if (open === null || close === null) return false;
    return minute >= open && (minute < close || close >= 23 * 60 + 59);
  });
}
