import { formatPrice, type MoneyConfig } from '@/domain/format';

/**
 * The welcome modal (R-HOME-18): shown by a flag and closed by a close
 * action; it offers a first-order discount message if the customer is_valid_for_discount.
 * The flag lives in local storage under WELCOME_FLAG_KEY; sign-up sets it with requestWelcome().
 */
export const WELCOME_FLAG_KEY = 'welcome-modal';
export const WELCOME_MAX_WIDTH = 382;

export interface WelcomeProfile {
  is_valid_for_discount?: boolean;
  discount_amount?: number;
  discount_amount_type?: string;
  validity?: string;
}

/** The first-order discount as shown ("10%" or the currency amount), or null when not offered. */
export function welcomeDiscount(
  profile: WelcomeProfile | null | undefined,
  config: MoneyConfig | null | undefined,
): { amount: string; validity: string | null } | null {
  if (!profile?.is_valid_for_discount) return null;
  const value = Number(profile.discount_amount) || 0;
  if (value <= 0) return null;
  const amount =
    profile.discount_amount_type === 'percentage' || profile.discount_amount_type === 'percent'
      ? `${value}%`
      : formatPrice(value, config);
  return { amount, validity: profile.validity?.trim() ? profile.validity.trim() : null };
}

/** Raises the flag (call it when a customer finishes signing up). */
export function requestWelcome(storage: Pick<Storage, 'setItem'> | null | undefined): void {
  try {
    storage?.setItem(WELCOME_FLAG_KEY, '1');
  } catch {
    // storage unavailable: no modal
  }
}

/** Reads the flag. */
export function welcomeRequested(storage: Pick<Storage, 'getItem'> | null | undefined): boolean {
  try {
    return storage?.getItem(WELCOME_FLAG_KEY) === '1';
  } catch {
    return false;
  }
}

/** Lowers the flag (the close action). */
export function dismissWelcome(storage: Pick<Storage, 'removeItem'> | null | undefined): void {
  try {
    storage?.removeItem(WELCOME_FLAG_KEY);
  } catch {
    // nothing to do
  }
}
