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
