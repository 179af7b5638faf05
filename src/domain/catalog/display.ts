import type { ModuleType } from '@/api/types';

/** Display rules of the catalog screens (R-ITEM-9, R-STORE-2, R-SHELL-12). */

export const READ_MORE_LIMIT = 70;
export const DESCRIPTION_CLAMP = 130;
export const STORE_NAME_LIMIT = 25;

const chars = (text: string) => Array.from(text);

/**
 * A distance the API reports in metres, shown in kilometres with the configured decimals: 0 shows
 * "0 km" and more than 1000 km shows "1k+ km". Null when there is no usable distance.
 */
export function formatDistance(
  metres: number | string | null | undefined,
  digits: number,
): string | null {
  if (metres === null || metres === undefined || metres === '') return null;
  const value = Number(metres);
  if (!Number.isFinite(value)) return null;
  const km = value / 1000;
  if (km <= 0) return '0 km';
  if (km > 1000) return '1k+ km';
  return `${km.toFixed(digits)} km`;
}

/** A 0-5 rating with the configured decimals. */
export function formatRating(value: number | string | null | undefined, digits: number): string {
  const rating = Number(value);
  const safe = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  return safe.toFixed(digits);
}

/** Store names are trimmed to 25 characters outside the food module (R-STORE-2). */
export function storeDisplayName(
  name: string,
  moduleType: ModuleType | string | null | undefined,
): string {
  if (moduleType === 'food') return name;
  const letters = chars(name);
  return letters.length > STORE_NAME_LIMIT
    ? `${letters.slice(0, STORE_NAME_LIMIT).join('')}...`
    : name;
}

/** The collapsed text of a Read more / Show less toggle (70 characters, R-SHELL-12). */
export function truncateText(
  text: string,
  limit: number = READ_MORE_LIMIT,
): { text: string; truncated: boolean } {
  const letters = chars(text);
  if (letters.length <= limit) return { text, truncated: false };
  return { text: `${letters.slice(0, limit).join('').trimEnd()}...`, truncated: true };
}

/** True when a backend text carries HTML tags rather than plain text. */
export function isHtml(text: string | null | undefined): boolean {
  return Boolean(text && /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(text));
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Backend HTML as one line of plain text (meta descriptions, JSON-LD, clamp decisions). */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity[0] === '#') {
        const code =
          entity[1] === 'x' || entity[1] === 'X'
            ? Number.parseInt(entity.slice(2), 16)
            : Number.parseInt(entity.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000
          ? String.fromCodePoint(code)
          : ' ';
      }
      return ENTITIES[entity.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text for a meta description: plain, at most `limit` characters, cut at a word. */
export function metaDescription(text: string | null | undefined, limit = 160): string {
  const plain = plainText(text);
  const letters = chars(plain);
  if (letters.length <= limit) return plain;
  const cut = letters.slice(0, limit - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** "HH:mm" or "HH:mm:ss" → "hh:mm AM|PM"; null when it is not a time. */
export function formatTime12(time: string | null | undefined): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec((time ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${match[2]} ${suffix}`;
}

/** Minutes since midnight for "HH:mm[:ss]", or null. */
function minutesOf(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})/.exec((time ?? '').trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * An item's availability window in 12-hour time ("06:00 AM" - "10:59 AM"). Null when the times are
 * missing or the window is the whole day: there is nothing to tell then.
 */
export function availabilityWindow(
  starts: string | null | undefined,
  ends: string | null | undefined,
): { start: string; end: string } | null {
  const start = formatTime12(starts);
  const end = formatTime12(ends);
  if (!start || !end) return null;
  if (minutesOf(starts) === 0 && (minutesOf(ends) ?? 0) >= 23 * 60 + 59) return null;
  return { start, end };
}

export type DeliveryTimeUnit = 'min' | 'hours' | 'days';

/**
 * A store's delivery time as the API stores it ("20-30 min", "1-2 hours", "2-3 days"): its range and
 * unit, so the unit can be shown in the visitor's language. Null for any other text, which is shown
 * as it is.
 */
export function deliveryTimeParts(text: string): { range: string; unit: DeliveryTimeUnit } | null {
  const match = /^\s*(\d+(?:\s*-\s*\d+)?)\s*(mins?|minutes?|hours?|hrs?|days?)\s*$/i.exec(text);
  if (!match) return null;
  const unit = match[2].toLowerCase();
  return {
    range: match[1].replace(/\s+/g, ''),
    unit: unit.startsWith('m') ? 'min' : unit.startsWith('h') ? 'hours' : 'days',
  };
}
