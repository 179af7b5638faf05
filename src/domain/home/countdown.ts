/** Flash-sale teaser rules (R-HOME-5). */

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the end has passed (all parts are then 0). */
  ended: boolean;
}

/** The time left until `end` (ISO date or epoch ms) at `now`, split into days … seconds. */
export function countdownParts(end: string | number | Date, now: number): CountdownParts {
  const endMs = end instanceof Date ? end.getTime() : new Date(end).getTime();
  const left = Number.isFinite(endMs) ? Math.max(0, Math.floor((endMs - now) / 1000)) : 0;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    ended: left === 0,
  };
}

/** Two digits for the countdown boxes: 7 → "07". */
export function twoDigits(value: number): string {
  return String(Math.max(0, Math.floor(value))).padStart(2, '0');
}

/** The sold bar: sold divided by available stock times 100, kept within 0-100. */
export function flashSaleProgress(sold: number, availableStock: number): number {
  if (!Number.isFinite(sold) || !Number.isFinite(availableStock) || availableStock <= 0) {
    return sold > 0 ? 100 : 0;
  }
  return Math.min(100, Math.max(0, (sold / availableStock) * 100));
}

/** The teaser shows the first 15 products, and only while the sale has active products. */
export const FLASH_TEASER_LIMIT = 15;

export function flashTeaserProducts<T>(products: T[] | null | undefined): T[] {
  return Array.isArray(products) ? products.slice(0, FLASH_TEASER_LIMIT) : [];
}
