import { inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db';
import { businessSettings } from '../db/schema';

/** Bulky content stored with the settings: policy pages and landing-page content. */
export const CONTENT_SETTINGS = [
  'terms_and_conditions',
  'about_us',
  'privacy_policy',
  'refund_policy_page',
  'shipping_policy_page',
  'cancellation_policy_page',
  'react_landing_page',
];

/** Business settings (key/value, contract /config field names), loaded once per request that needs them. */
export class Settings {
  constructor(private readonly values: ReadonlyMap<string, unknown>) {}

  /**
   * `only` loads just those keys; `except` skips bulky ones (policy HTML, landing content) that a
   * caller does not need.
   */
  static async load(db: Db, opts: { only?: string[]; except?: string[] } = {}): Promise<Settings> {
    const where = opts.only
      ? inArray(businessSettings.key, opts.only)
      : opts.except
        ? notInArray(businessSettings.key, opts.except)
        : undefined;
    const rows = await db
      .select({ key: businessSettings.key, value: businessSettings.value })
      .from(businessSettings)
      .where(where);
    return new Settings(new Map(rows.map((row) => [row.key, row.value])));
  }

  has(key: string): boolean {
    return this.values.has(key) && this.values.get(key) !== null;
  }

  raw(key: string): unknown {
    return this.values.get(key);
  }

  str(key: string, fallback: string): string;
  str(key: string, fallback: null): string | null;
  str(key: string, fallback: string | null): string | null {
    const value = this.values.get(key);
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return fallback;
  }

  num(key: string, fallback: number): number {
    const value = this.values.get(key);
    const n =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && value.trim() !== ''
          ? Number(value)
          : NaN;
    return Number.isFinite(n) ? n : fallback;
  }

  int(key: string, fallback: number): number {
    return Math.trunc(this.num(key, fallback));
  }

  bool(key: string, fallback: boolean): boolean {
    return toBool(this.values.get(key), fallback);
  }

  /** 0/1 flag (the contract's int booleans). */
  flag(key: string, fallback: 0 | 1): 0 | 1 {
    return this.bool(key, fallback === 1) ? 1 : 0;
  }

  obj(key: string): Record<string, unknown> | null {
    const value = this.values.get(key);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  }

  arr(key: string): unknown[] | null {
    const value = this.values.get(key);
    return Array.isArray(value) ? value : null;
  }

  /**
   * A flag from `centralize_login` (stored as one object), falling back to a top-level key of the same
   * name (6amMart stores them separately).
   */
  loginFlag(name: string, fallback: 0 | 1): 0 | 1 {
    const group = this.obj('centralize_login');
    if (group && name in group) return toBool(group[name], fallback === 1) ? 1 : 0;
    return this.flag(name, fallback);
  }
}

export function toBool(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (['1', 'true', 'on', 'yes'].includes(text)) return true;
    if (['0', 'false', 'off', 'no', ''].includes(text)) return false;
  }
  if (value && typeof value === 'object' && 'status' in value)
    return toBool((value as { status: unknown }).status, fallback);
  return fallback;
}
