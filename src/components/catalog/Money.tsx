import { formatPrice, type MoneyConfig } from '@/domain/format';

/**
 * An amount with its currency, isolated for bidirectional text: "51.30 DH" stays in that order
 * inside Arabic sentences.
 */
export function Money({
  amount,
  config,
}: {
  amount: number;
  config: MoneyConfig | null | undefined;
}) {
  return <bdi>{formatPrice(amount, config)}</bdi>;
}
