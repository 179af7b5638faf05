/**
 * The catalogue's clock. Store opening hours, item time windows, campaign dates, store discounts and
 * flash sales are all judged at the marketplace's local time (Africa/Casablanca). Tests replace the
 * clock with `setCatalogClock` to pin "now".
 */

export const MARKET_TIME_ZONE = 'Africa/Casablanca';

const systemClock = () => new Date();
let clock: () => Date = systemClock;

/** Replaces the clock (tests); `null` restores the system clock. */
export function setCatalogClock(next: (() => Date) | null): void {
  clock = next ?? systemClock;
}

export const catalogNow = (): Date => clock();

/** "Now" as the marketplace sees it. */
export interface LocalNow {
  instant: Date;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM:SS */
  time: string;
  /** 0 = Sunday … 6 = Saturday (store_schedules.day). */
  day: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// Building a DateTimeFormat is costly; one instance serves every request.
const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKET_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
});

export function localNow(instant: Date = catalogNow()): LocalNow {
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  return {
    instant,
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    day: WEEKDAYS.indexOf(parts.weekday),
  };
}

/** True when `time` lies in [starts, ends]; a window whose start is after its end wraps past midnight. */
export function inTimeWindow(time: string, starts: string, ends: string): boolean {
  return starts <= ends ? starts <= time && time <= ends : time >= starts || time <= ends;
}
