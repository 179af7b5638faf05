import {
  pointsEarned,
  pointsOf,
  pointTransfer,
  pointTransferError,
  walletAmountForPoints,
} from '@/domain/loyalty/rules';

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

describe('a transfer as the API judges it (what the form previews)', () => {
  const tenPerUnit = { exchangeRate: 10, minimumPoint: 1 };

  it('reads typed points as the API reads its point field', () => {
    expect(pointsOf(' 25 ')).toBe(25);
    expect(pointsOf('2.5')).toBe(2.5);
    expect(pointsOf('')).toBeNaN();
    expect(pointsOf('2,5')).toBeNaN();
    expect(pointsOf(7)).toBe(7);
  });

  it('refuses a fraction of a point, typed or sent, instead of valuing it', () => {
    expect(pointTransfer('2.5', 150, tenPerUnit)).toEqual({ ok: false, error: 'invalid' });
    expect(pointTransfer(2.5, 150, tenPerUnit)).toEqual({ ok: false, error: 'invalid' });
    expect(pointTransfer('abc', 150, tenPerUnit)).toEqual({ ok: false, error: 'invalid' });
    expect(pointTransfer('1e2', 150, tenPerUnit)).toEqual({ ok: false, error: 'invalid' });
  });

  it('values whole points at the exchange rate within the minimum and the balance', () => {
    expect(pointTransfer('25', 150, tenPerUnit)).toEqual({ ok: true, points: 25, amount: 2.5 });
    expect(pointTransfer('99', 150, config)).toEqual({ ok: false, error: 'below_minimum' });
    expect(pointTransfer(151, 150, config)).toEqual({ ok: false, error: 'insufficient' });
  });
});
