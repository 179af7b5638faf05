/**
 * Cash back rules shared by the storefront and the built-in API (no server or React imports): what
 * an offer pays on an amount, and which offer pays the most.
 */
import { roundMoney } from '../order/money';

/** A cash-back offer as GET /cashback/list lists it. */
export interface CashbackRule {
  /** "percentage" of the amount, or a fixed "amount". */
  cashback_type: string;
  cashback_amount: number;
  min_purchase: number;
  /** The cap of a percentage offer; 0 means no cap. */
  max_discount: number;
}

/** What an offer pays on `amount` (0 below its minimum purchase). */
export function cashbackFor(rule: CashbackRule, amount: number): number {
  if (!(amount > 0) || amount < rule.min_purchase) return 0;
  if (rule.cashback_type !== 'percentage') return roundMoney(Math.max(0, rule.cashback_amount));
  const value = (amount * rule.cashback_amount) / 100;
  const capped = rule.max_discount > 0 ? Math.min(value, rule.max_discount) : value;
  return roundMoney(Math.max(0, capped));
}

/** The offer that pays the most on `amount`, with what it pays; null when none pays anything. */
export function bestCashback<R extends CashbackRule>(
  rules: readonly R[],
  amount: number,
): { rule: R; value: number } | null {
  let best: { rule: R; value: number } | null = null;
  for (const rule of rules) {
    const value = cashbackFor(rule, amount);
    if (value > 0 && (!best || value > best.value)) best = { rule, value };
  }
  return best;
}

/**
 * The part of a delivered order that earns cash back: what was paid for the items, without the
 * delivery charge, the tip, the service fee and the packaging.
 */
export function cashbackBase(order: {
  order_amount: number;
  delivery_charge: number;
  dm_tips: number;
  additional_charge: number;
  extra_packaging_amount: number;
}): number {
  return roundMoney(
    Math.max(
      0,
      order.order_amount -
        order.delivery_charge -
        order.dm_tips -
        order.additional_charge -
        order.extra_packaging_amount,
    ),
  );
}
