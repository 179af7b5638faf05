import {
  checkCodLimit,
  checkLines,
  checkMinimumOrder,
  variationStock,
  walletPayment,
} from '@/server/api/orders/place/limits';
import { line, refusal } from './fixtures';

describe('checkLines', () => {
  const ctx = (over: Partial<Parameters<typeof checkLines>[1]> = {}) => ({
    store: { id: 7 },
    tracksStock: true,
    hasImages: false,
    isParcel: false,
    prescription: false,
    locale: 'en' as const,
    ...over,
  });

  it('passes lines of the store within stock and maximum quantity', () => {
    expect(() => checkLines([line(), line({ itemId: 2 })], ctx())).not.toThrow();
  });

  it('refuses a line of another store', () => {
    const lines = [line(), line({ itemId: 2, item: { store_id: 8 } })];
    expect(refusal(() => checkLines(lines, ctx()))).toEqual({
      status: 403,
      code: 'different_stores',
    });
  });

  it("counts every line of one item against the item's stock, where stock is tracked", () => {
    const lines = [
      line({ item: { stock: 5 }, price: { quantity: 3 } }),
      line({ item: { stock: 5 }, price: { quantity: 3 } }),
    ];
    expect(refusal(() => checkLines(lines, ctx()))).toEqual({ status: 403, code: 'stock' });
    expect(() => checkLines(lines, ctx({ tracksStock: false }))).not.toThrow();
    expect(() => checkLines(lines.slice(1), ctx())).not.toThrow();
  });

  it("counts the lines of one variation against the variation's stock (read as a number)", () => {
    const item = {
      stock: 100,
      variations: [
        { type: 'Red', price: 10, stock: '4' as unknown as number },
        { type: 'Blue', price: 10, stock: 10 },
      ],
    };
    const red = (quantity: number) => line({ item, price: { quantity, variant: 'Red' } });
    expect(() => checkLines([red(2), red(2)], ctx())).not.toThrow();
    expect(refusal(() => checkLines([red(2), red(3)], ctx())).code).toBe('stock');
    const gone = line({ item, price: { variant: 'Green' } });
    expect(refusal(() => checkLines([gone], ctx())).code).toBe('stock');
  });

  it("refuses more than the item's maximum quantity", () => {
    const lines = [line({ item: { maximum_cart_quantity: 2 }, price: { quantity: 3 } })];
    expect(refusal(() => checkLines(lines, ctx()))).toEqual({
      status: 403,
      code: 'maximum_cart_quantity',
    });
  });

  it('needs an attachment for an item that needs a prescription', () => {
    const lines = [line({ item: { is_prescription_required: 1 } })];
    expect(refusal(() => checkLines(lines, ctx())).code).toBe('order_attachment');
    expect(() => checkLines(lines, ctx({ hasImages: true }))).not.toThrow();
  });

  it('refuses an empty cart, except for parcels and prescription orders', () => {
    expect(refusal(() => checkLines([], ctx()))).toEqual({ status: 403, code: 'empty_cart' });
    expect(() => checkLines([], ctx({ store: null, isParcel: true }))).not.toThrow();
    expect(() => checkLines([], ctx({ prescription: true }))).not.toThrow();
  });
});

describe('variationStock', () => {
  it('reads numbers and numeric strings as whole numbers, anything else as 0', () => {
    expect(variationStock(4.7)).toBe(4);
    expect(variationStock('12')).toBe(12);
    expect(variationStock('many')).toBe(0);
    expect(variationStock(undefined)).toBe(0);
  });
});

describe('checkMinimumOrder', () => {
  it("is a 406 below the store's minimum, for orders with lines", () => {
    const store = { minimum_order: 50 };
    expect(refusal(() => checkMinimumOrder(store, 49.99, 1, 'en'))).toEqual({
      status: 406,
      code: 'order_time',
    });
    expect(() => checkMinimumOrder(store, 50, 1, 'en')).not.toThrow();
    expect(() => checkMinimumOrder(store, 10, 0, 'en')).not.toThrow();
    expect(() => checkMinimumOrder({ minimum_order: 0 }, 1, 1, 'en')).not.toThrow();
    expect(() => checkMinimumOrder(null, 1, 1, 'en')).not.toThrow();
  });
});

describe('walletPayment', () => {
  const pay = (method: 'wallet' | 'cash_on_delivery', partial: boolean, balance: number) =>
    walletPayment({ method, partial, balance, total: 80 }, 'en');

  it('pays a wallet order in full, when the balance covers it', () => {
    expect(pay('wallet', false, 100)).toEqual({ walletPaid: 80, due: 0 });
    expect(refusal(() => pay('wallet', false, 79))).toEqual({ status: 203, code: 'order_amount' });
  });

  it('pays what the balance holds of a partial payment, which needs a balance', () => {
    expect(pay('cash_on_delivery', true, 30)).toEqual({ walletPaid: 30, due: 50 });
    expect(pay('cash_on_delivery', true, 500)).toEqual({ walletPaid: 80, due: 0 });
    expect(refusal(() => pay('cash_on_delivery', true, 0)).code).toBe('order_amount');
  });

  it('takes nothing from the wallet otherwise', () => {
    expect(pay('cash_on_delivery', false, 500)).toEqual({ walletPaid: 0, due: 80 });
  });

  it('leaves a rounded amount to pay on delivery, which the cash cap is checked on', () => {
    // 10.3 - 10.1 is 0.20000000000000107 in floating point: just over a cap of 0.2.
    const share = walletPayment(
      { method: 'cash_on_delivery', partial: true, balance: 10.1, total: 10.3 },
      'en',
    );
    expect(share).toEqual({ walletPaid: 10.1, due: 0.2 });
    const cod = { method: 'cash_on_delivery' as const, zoneRow: { cash_on_delivery: true } };
    expect(() => checkCodLimit({ ...cod, maxCod: 0.2, amount: share.due }, 'en')).not.toThrow();
  });
});

describe('checkCodLimit', () => {
  const cod =
    (over: Partial<Parameters<typeof checkCodLimit>[0]> = {}) =>
    () =>
      checkCodLimit(
        {
          method: 'cash_on_delivery',
          zoneRow: { cash_on_delivery: true },
          maxCod: 100,
          amount: 100,
          ...over,
        },
        'en',
      );

  it("keeps what is paid on delivery within the zone's cap", () => {
    expect(cod()).not.toThrow();
    expect(refusal(cod({ amount: 100.01 }))).toEqual({ status: 203, code: 'order_amount' });
    expect(cod({ amount: 5000, maxCod: null })).not.toThrow();
    expect(cod({ amount: 5000, method: 'digital_payment' })).not.toThrow();
  });

  it('refuses cash on delivery where the zone does not take it', () => {
    expect(refusal(cod({ zoneRow: { cash_on_delivery: false } })).code).toBe('order_amount');
    expect(cod({ zoneRow: undefined })).not.toThrow();
  });
});
