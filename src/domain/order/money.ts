/** Small number helpers shared by the order money rules. */

/** Rounds an amount to cents (the database stores numeric(24,2)); NaN and infinities become 0. */
export function roundMoney(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** A finite number from a number or numeric string, else `fallback`. */
export function toAmount(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : fallback;
  }
  return fallback;
}

/** A non-negative finite amount. */
export const nonNegative = (value: unknown): number => Math.max(0, toAmount(value));
