/**
 * Loyalty point rules shared by the storefront and the built-in API (no server or React imports):
 * what an order earns, what points are worth in the wallet, and when a transfer is refused.
 */
import { roundMoney } from '../order/money';

/** The loyalty part of the configuration (GET /config). */
export interface LoyaltyConfig {
  /** Points per 1 unit of the currency (loyalty_point_exchange_rate). */
  exchangeRate: number;
  /** The least points one transfer moves (loyalty_point_minimum_point). */
  minimumPoint: number;
}

/** Points a delivered order earns: `percent` % (loyalty_point_item_purchase_point) of its amount. */
export function pointsEarned(orderAmount: number, percent: number): number {
  if (!(orderAmount > 0) || !(percent > 0)) return 0;
  // The epsilon absorbs binary fractions: 2 % of 150.00 is 3 points, not 2.9999….
  return Math.floor((orderAmount * percent) / 100 + 1e-9);
}

/** What `points` are worth in the wallet (0 when the exchange rate is not set). */
export function walletAmountForPoints(points: number, exchangeRate: number): number {
  if (!(exchangeRate > 0) || !(points > 0)) return 0;
  return roundMoney(points / exchangeRate);
}

/** Why a transfer of `points` is refused, or null when it may go ahead. */
export type PointTransferError = 'invalid' | 'below_minimum' | 'insufficient' | 'no_value';

/**
 * Points as the API reads its `point` field: a number, or a numeric text as a form sends it
 * ("2.5" is 2.5, which no rule below accepts). Anything else, or nothing, is NaN.
 */
export function pointsOf(value: number | string): number {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

export function pointTransferError(
  points: number,
  balance: number,
  config: LoyaltyConfig,
): PointTransferError | null {
  if (!Number.isInteger(points) || points < 1) return 'invalid';
  if (points < config.minimumPoint) return 'below_minimum';
  if (points > balance) return 'insufficient';
  if (walletAmountForPoints(points, config.exchangeRate) <= 0) return 'no_value';
  return null;
}

export type PointTransfer =
  { ok: true; points: number; amount: number } | { ok: false; error: PointTransferError };

/**
 * A transfer of points to the wallet (R-LOYALTY-2, API-LOYALTY-1) as the API judges it: a whole
 * number of points, at least 1 and the minimum, within the balance, and worth something; then
 * the wallet gets points ÷ exchange rate. The conversion form previews with it and the API
 * refuses or credits with it, so "2.5" is refused by both alike instead of being shown as money.
 */
export function pointTransfer(
  value: number | string,
  balance: number,
  config: LoyaltyConfig,
): PointTransfer {
  const points = pointsOf(value);
  const error = pointTransferError(points, balance, config);
  if (error) return { ok: false, error };
  return { ok: true, points, amount: walletAmountForPoints(points, config.exchangeRate) };
}
