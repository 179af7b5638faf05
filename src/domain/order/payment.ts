import { nonNegative } from './money';

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
