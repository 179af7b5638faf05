import { formatPrice, type MoneyConfig } from '@/domain/format';

/** Cashback widget rules (R-HOME-16). */

export interface HomeCashback {
  id: number;
  title?: string | null;
  cashback_type: 'amount' | 'percentage' | string;
  cashback_amount: number;
  min_purchase?: number | null;
  end_date?: string | null;
}

export const CASHBACK_STALE_MS = 10_000;
export const CASHBACK_GC_MS = 5_000;

/** Amount type shows as currency, otherwise as a percentage. */
export function cashbackValueText(
  cashback: HomeCashback,
  config: MoneyConfig | null | undefined,
): string {
  const amount = Number(cashback.cashback_amount) || 0;
  return cashback.cashback_type === 'amount' ? formatPrice(amount, config) : `${amount}%`;
}
