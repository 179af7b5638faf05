import { nonNegative, roundMoney } from './money';

export interface CodRules {
  /** Config `cash_on_delivery`. */
  configEnabled: boolean;
  /** The zone's `cash_on_delivery` (get-zone-id `zone_data[0].cash_on_delivery`); undefined: not known. */
  zoneEnabled?: boolean | null;
  /** The zone↔module `maximum_cod_order_amount`; 0 or null: no limit. */
  maxAmount?: number | null;
}

/** The message when the order exceeds the COD maximum (API-ORDERS-2). */
export const COD_LIMIT_MESSAGE =
  'The total amount of the order, exceeds maximum amount of the cash on delivery method';

export type CodCheck =
  | { allowed: true }
  | { allowed: false; reason: 'disabled' }
  | { allowed: false; reason: 'over_limit'; maxAmount: number; message: typeof COD_LIMIT_MESSAGE };

/** Whether cash on delivery may pay `orderAmount`: enabled in the config and zone, and ≤ the maximum. */
export function codAllowed(rules: CodRules, orderAmount: number): CodCheck {
  if (!rules.configEnabled || rules.zoneEnabled === false)
    return { allowed: false, reason: 'disabled' };
  const max = nonNegative(rules.maxAmount);
  if (max > 0 && nonNegative(orderAmount) > max) {
    return { allowed: false, reason: 'over_limit', maxAmount: max, message: COD_LIMIT_MESSAGE };
  }
  return { allowed: true };
}

/** How an order is paid: the method, and whether the wallet pays part of it first. */
export interface WalletShareInput {
  method: 'cash_on_delivery' | 'digital_payment' | 'wallet' | 'offline_payment' | string;
  /** Partial payment: the wallet pays what it holds, the method the rest. */
  partial: boolean;
  /** The member's wallet balance. */
  balance: number;
  /** The order's total. */
  total: number;
}

/** What the wallet pays and what is left to pay with the method. */
export interface WalletShare {
  walletPaid: number;
  due: number;
}

/**
 * The wallet's part of an order (API-ORDERS-2): all of a wallet order (the balance must cover
 * it), as much of a partial payment as the balance holds (it must hold something), else
 * nothing. Null when the wallet cannot pay its part (the API refuses with 203 `order_amount`).
 */
export function walletShare(input: WalletShareInput): WalletShare | null {
  const total = roundMoney(nonNegative(input.total));
  const balance = roundMoney(nonNegative(input.balance));
  if (input.method === 'wallet') return balance < total ? null : { walletPaid: total, due: 0 };
  if (!input.partial) return { walletPaid: 0, due: total };
  return partialWalletShare(balance, total);
}

/**
 * The wallet's part of a partial payment, whatever method pays the rest: as much as the balance
 * holds; null when it holds nothing.
 */
export function partialWalletShare(balance: number, total: number): WalletShare | null {
  const held = roundMoney(nonNegative(balance));
  const owed = roundMoney(nonNegative(total));
  if (held <= 0) return null;
  const walletPaid = Math.min(held, owed);
  return { walletPaid, due: roundMoney(owed - walletPaid) };
}
