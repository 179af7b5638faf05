/** Flash sale rules (R-HOME-5, R-LIST-6). */

/** The progress bar: sold divided by available stock times 100, kept within 0-100. */
export function flashSaleProgress(entry: {
  sold?: number | null;
  available_stock?: number | null;
}): number {
  const sold = Number(entry.sold) || 0;
  const stock = Number(entry.available_stock) || 0;
  if (stock <= 0) return sold > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (sold / stock) * 100));
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds until `end`; zeros once it has passed or is unreadable. */
export function remainingTime(end: string, now: number): TimeLeft {
  const endTime = Date.parse(end);
  const total = Number.isFinite(endTime) ? Math.max(0, Math.floor((endTime - now) / 1000)) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
