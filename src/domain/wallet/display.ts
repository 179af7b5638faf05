import { formatPrice, type MoneyConfig } from '@/domain/format';
import { ADD_FUND, type WalletBonusRule } from './rules';

/** How the wallet lists a ledger row (R-WALLET-1): its label by transaction type. */
const ROW_LABELS: Record<string, string> = {
  add_fund: 'Fund added',
  add_fund_by_admin: 'Fund added by the shop',
  order_place: 'Order payment',
  partial_payment: 'Order payment',
  order_refund: 'Order refund',
  loyalty_point: 'Converted loyalty points',
  referrer: 'Referral reward',
  CashBack: 'Cashback',
};

export function walletRowLabel(type: string): string {
  return ROW_LABELS[type] ?? 'Wallet transaction';
}

/** What a row did to the balance: positive for money in (with its bonus), negative for out. */
export function walletRowAmount(row: { credit: number; debit: number; admin_bonus?: number }) {
  return (Number(row.credit) || 0) + (Number(row.admin_bonus) || 0) - (Number(row.debit) || 0);
}

export type BonusLine =
  | {
      key: '{{percent}}% bonus on {{min}} or more, up to {{max}}';
      percent: number;
      min: string;
      max: string;
    }
  | { key: '{{percent}}% bonus on {{min}} or more'; percent: number; min: string }
  | { key: '{{amount}} bonus on {{min}} or more'; amount: string; min: string };

/** A running top-up offer in one line. */
export function bonusLine(
  bonus: WalletBonusRule,
  config: MoneyConfig | null | undefined,
): BonusLine {
  const min = formatPrice(bonus.minimum_add_amount, config);
  if (bonus.bonus_type !== 'percentage')
    return {
      key: '{{amount}} bonus on {{min}} or more',
      amount: formatPrice(bonus.bonus_amount, config),
      min,
    };
  if (bonus.maximum_bonus_amount > 0)
    return {
      key: '{{percent}}% bonus on {{min}} or more, up to {{max}}',
      percent: bonus.bonus_amount,
      min,
      max: formatPrice(bonus.maximum_bonus_amount, config),
    };
  return { key: '{{percent}}% bonus on {{min}} or more', percent: bonus.bonus_amount, min };
}

/** The gateway's `flag` on the way back from a top-up. */
export function fundResult(flag: unknown): 'success' | 'fail' | 'cancel' | null {
  const value = Array.isArray(flag) ? flag[0] : flag;
  return value === 'success' || value === 'fail' || value === 'cancel' ? value : null;
}

/** Why a typed top-up amount cannot be added (R-WALLET-2), or null. */
export function addFundAmountError(text: string): string | null {
  const amount = Number(text.replace(',', '.'));
  if (!text.trim() || !Number.isFinite(amount)) return 'Enter the amount to add';
  if (amount < ADD_FUND.min) return 'The amount must be at least {{min}}';
  if (amount > ADD_FUND.max) return 'The amount must be at most {{max}}';
  return null;
}
