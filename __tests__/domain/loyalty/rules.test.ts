import { pointsEarned, pointTransferError, walletAmountForPoints } from '@/domain/loyalty/rules';

const config = { exchangeRate: 10, minimumPoint: 100 };

describe('loyalty points', () => {
  it('earns a whole number of points on an order', () => {
    expect(pointsEarned(150, 2)).toBe(3);
    expect(pointsEarned(149.99, 2)).toBe(2);
    expect(pointsEarned(100, 0)).toBe(0);
    expect(pointsEarned(0, 2)).toBe(0);
  });

  it('values points in the wallet at the exchange rate', () => {
    expect(walletAmountForPoints(120, 10)).toBe(12);
    expect(walletAmountForPoints(105, 10)).toBe(10.5);
    expect(walletAmountForPoints(100, 0)).toBe(0);
  });

  it('refuses a transfer below the minimum, above the balance or of no value', () => {
    expect(pointTransferError(100, 150, config)).toBeNull();
    expect(pointTransferError(99, 150, config)).toBe('below_minimum');
    expect(pointTransferError(151, 150, config)).toBe('insufficient');
    expect(pointTransferError(1.5, 150, config)).toBe('invalid');
    expect(pointTransferError(0, 150, config)).toBe('invalid');
    expect(pointTransferError(100, 150, { exchangeRate: 0, minimumPoint: 1 })).toBe('no_value');
  });
});
