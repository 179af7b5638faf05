import { formatPrice, type MoneyConfig } from '@/domain/format';

/** The referral figures of the configuration (API-CONFIG-1). */
export interface ReferralConfig extends MoneyConfig {
  ref_earning_status?: number;
  ref_earning_exchange_rate?: number;
  new_customer_discount_status?: number;
  new_customer_discount_amount?: number;
  new_customer_discount_amount_type?: string;
  new_customer_discount_amount_validity?: number;
  new_customer_discount_validity_type?: string;
}

export type ReferralLine =
  | {
      key: 'You get {{reward}} in your wallet when a friend you invited gets their first order.';
      reward: string;
    }
  | { key: 'Your friend gets {{discount}} off their first order.'; discount: string }
  | {
      key: 'Your friend gets {{discount}} off their first order within {{count}} {{unit}}.';
      discount: string;
      count: number;
      unit: 'days' | 'months' | 'years';
    };

const UNITS: Record<string, 'days' | 'months' | 'years'> = {
  day: 'days',
  month: 'months',
  year: 'years',
};

/**
 * A first-order discount as shown (the config's new_customer_discount_* or customer/info's
 * discount_amount / discount_amount_type): "10%" or the amount as a price.
 */
export function firstOrderDiscountText(
  terms: { discount_amount?: number | null; discount_amount_type?: string | null },
  money: MoneyConfig | null | undefined,
): string {
  const amount = Number(terms.discount_amount) || 0;
  return terms.discount_amount_type === 'percentage' ? `${amount}%` : formatPrice(amount, money);
}

/** How the referral reward works, from the operator's figures (R-REFERRAL-1); none when off. */
export function referralLines(config: ReferralConfig | null | undefined): ReferralLine[] {
  if (!config || config.ref_earning_status !== 1) return [];
  const lines: ReferralLine[] = [];
  const reward = Number(config.ref_earning_exchange_rate) || 0;
  if (reward > 0)
    lines.push({
      key: 'You get {{reward}} in your wallet when a friend you invited gets their first order.',
      reward: formatPrice(reward, config),
    });
  const amount = Number(config.new_customer_discount_amount) || 0;
  if (config.new_customer_discount_status === 1 && amount > 0) {
    const discount = firstOrderDiscountText(
      { discount_amount: amount, discount_amount_type: config.new_customer_discount_amount_type },
      config,
    );
    const count = Number(config.new_customer_discount_amount_validity) || 0;
    const unit = UNITS[config.new_customer_discount_validity_type ?? ''];
    lines.push(
      count > 0 && unit
        ? {
            key: 'Your friend gets {{discount}} off their first order within {{count}} {{unit}}.',
            discount,
            count,
            unit,
          }
        : { key: 'Your friend gets {{discount}} off their first order.', discount },
    );
  }
  return lines;
}

/** The sign-up link that carries the member's code. */
export function referralLink(origin: string, code: string): string {
  return `${origin}/auth/sign-up?ref_code=${encodeURIComponent(code)}`;
}
