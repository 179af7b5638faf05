/**
 * Wallet rules shared by the storefront and the built-in API (no server or React imports): the
 * add-fund amount's bounds, the top-up bonus an amount earns, and the transaction filters of the
 * wallet history.
 */
import { roundMoney } from '../order/money';
import { AMOUNT } from '../validation/fields';

/**
 * One top-up: at least 1 unit of the currency; at most the largest single payment the API takes
 * elsewhere (the cash a customer pays with), so a typo of extra zeros is refused before the gateway.
 */
export const ADD_FUND = { min: 1, max: AMOUNT.changeMax } as const;

/** A wallet top-up bonus as GET customer/wallet/bonuses lists it. */
export interface WalletBonusRule {
  /** "percentage" of the amount added, or a fixed "amount". */
  bonus_type: string;
  bonus_amount: number;
  /** The least top-up that earns the bonus. */
  minimum_add_amount: number;
  /** The cap of a percentage bonus; 0 means no cap. */
  maximum_bonus_amount: number;
}

/** The bonus a top-up of `amount` earns from one offer (0 below its minimum). */
export function bonusFor(bonus: WalletBonusRule, amount: number): number {
  if (!(amount > 0) || amount < bonus.minimum_add_amount) return 0;
  if (bonus.bonus_type !== 'percentage') return roundMoney(Math.max(0, bonus.bonus_amount));
  const value = (amount * bonus.bonus_amount) / 100;
  const capped =
    bonus.maximum_bonus_amount > 0 ? Math.min(value, bonus.maximum_bonus_amount) : value;
  return roundMoney(Math.max(0, capped));
}

/** The offer that pays the most on `amount`, with what it pays; null when none pays anything. */
export function bestBonus<B extends WalletBonusRule>(
  bonuses: readonly B[],
  amount: number,
): { bonus: B; value: number } | null {
  let best: { bonus: B; value: number } | null = null;
  for (const bonus of bonuses) {
    const value = bonusFor(bonus, amount);
    if (value > 0 && (!best || value > best.value)) best = { bonus, value };
  }
  return best;
}

/** The `type` filter of GET customer/wallet/transactions. */
export const WALLET_FILTERS = [
  'order',
  'loyalty_point',
  'add_fund',
  'referrer',
  'CashBack',
] as const;
export type WalletFilter = (typeof WALLET_FILTERS)[number];

/** The ledger's transaction types. */
export type WalletTransactionType =
  | 'add_fund'
  | 'add_fund_by_admin'
  | 'order_place'
  | 'order_refund'
  | 'loyalty_point'
  | 'referrer'
  | 'CashBack'
  | 'partial_payment';

/** The transaction types each filter shows ("order" groups what orders take and give back). */
export const WALLET_FILTER_TYPES: Record<WalletFilter, readonly WalletTransactionType[]> = {
  order: ['order_place', 'partial_payment', 'order_refund'],
  loyalty_point: ['loyalty_point'],
  add_fund: ['add_fund', 'add_fund_by_admin'],
  referrer: ['referrer'],
  CashBack: ['CashBack'],
};
