/** Money, distance and rating formatting from the business configuration (R-ITEM-9). */

export interface MoneyConfig {
  currency_symbol?: string;
  currency_symbol_direction?: 'left' | 'right';
  digit_after_decimal_point?: number;
}

export function decimals(
  config: { digit_after_decimal_point?: number } | null | undefined,
): number {
  const value = config?.digit_after_decimal_point;
  return typeof value === 'number' && value >= 0 && value <= 6 ? Math.floor(value) : 2;
}

/**
 * An amount for a sentence: formatPrice between Unicode's first-strong isolate and its pop, so
 * "5.00 DH" keeps its order inside Arabic text, as `<bdi>` does for an amount on its own (Money).
 */
export function priceInText(amount: number, config: MoneyConfig | null | undefined): string {
  return `\u2068${formatPrice(amount, config)}\u2069`;
}

export function formatPrice(amount: number, config: MoneyConfig | null | undefined): string {
  const digits = decimals(config);
  const safe = Number.isFinite(amount) ? amount : 0;
  const [whole, fraction] = safe.toFixed(digits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const number = fraction ? `${grouped}.${fraction}` : grouped;
  const symbol = config?.currency_symbol ?? '';
  if (!symbol) return number;
  return config?.currency_symbol_direction === 'right'
    ? `${number} ${symbol}`
    : `${symbol}${number}`;
}
