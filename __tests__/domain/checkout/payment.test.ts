import {
  checkoutCallbackUrl,
  checkoutPage,
  effectivePaymentMethod,
  gatewayUrl,
  paymentOptions,
  paymentReturn,
  paymentUrl,
  WALLET_LOW_MESSAGE,
} from '@/domain/checkout/payment';
import { COD_LIMIT_MESSAGE } from '@/domain/order/payment';

const config = {
  cash_on_delivery: true,
  digital_payment: true,
  customer_wallet_status: 1,
  active_payment_method_list: [{ gateway: 'demo_gateway', gateway_title: 'Demo' }],
};

describe('payment options', () => {
  it('offers cash, wallet and digital to a member with enough balance', () => {
    const options = paymentOptions({
      config,
      zone: { cash_on_delivery: true, digital_payment: true },
      signedIn: true,
      walletBalance: 200,
      total: 150,
    });
    expect(options).toEqual([
      { method: 'cash_on_delivery', disabled: false, message: null },
      { method: 'wallet', disabled: false, message: null },
      { method: 'digital_payment', disabled: false, message: null },
    ]);
  });

  it('hides cash when the zone turns it off and the wallet for guests', () => {
    const options = paymentOptions({
      config,
      zone: { cash_on_delivery: false },
      signedIn: false,
      total: 10,
    });
    expect(options.map((option) => option.method)).toEqual(['digital_payment']);
  });

  it('keeps cash visible but disabled with the spec message over the zone maximum', () => {
    const [cod] = paymentOptions({
      config,
      zone: { cash_on_delivery: 1 },
      maxCodAmount: 100,
      signedIn: false,
      total: 100.5,
    });
    expect(cod).toEqual({ method: 'cash_on_delivery', disabled: true, message: COD_LIMIT_MESSAGE });
  });

  it('disables the wallet when the balance is short', () => {
    const wallet = paymentOptions({ config, signedIn: true, walletBalance: 20, total: 21 }).find(
      (option) => option.method === 'wallet',
    );
    expect(wallet).toEqual({ method: 'wallet', disabled: true, message: WALLET_LOW_MESSAGE });
  });

  it('has no digital payment without a gateway or when the zone refuses it', () => {
    const noGateway = paymentOptions({
      config: { ...config, active_payment_method_list: [] },
      signedIn: false,
      total: 1,
    });
    expect(noGateway.map((option) => option.method)).toEqual(['cash_on_delivery']);
    const zoneOff = paymentOptions({
      config,
      zone: { digital_payment: 0 },
      signedIn: false,
      total: 1,
    });
    expect(zoneOff.map((option) => option.method)).toEqual(['cash_on_delivery']);
  });

  it('drops a choice that is no longer usable', () => {
    const options = paymentOptions({ config, maxCodAmount: 5, signedIn: false, total: 10 });
    expect(effectivePaymentMethod(options, 'cash_on_delivery')).toBeNull();
    expect(effectivePaymentMethod(options, 'digital_payment')).toBe('digital_payment');
    expect(effectivePaymentMethod(options, null)).toBeNull();
  });
});

describe('the demo gateway round trip', () => {
  it('reads the checkout page', () => {
    expect(checkoutPage('buy_now')).toBe('buy_now');
    expect(checkoutPage(['campaign'])).toBe('campaign');
    expect(checkoutPage('evil')).toBe('cart');
    expect(checkoutPage(undefined)).toBe('cart');
  });

  it('builds the callback on this origin and locale, then the gateway URL', () => {
    const callback = checkoutCallbackUrl(
      'https://shop.test/',
      { current: 'ar', default: 'en' },
      'cart',
      100004,
    );
    expect(callback).toBe('https://shop.test/ar/checkout?page=cart&order_id=100004');
    expect(
      checkoutCallbackUrl('https://shop.test', { current: 'en', default: 'en' }, 'buy_now', 7),
    ).toBe('https://shop.test/checkout?page=buy_now&order_id=7');
    const url = new URL(
      paymentUrl({
        origin: 'https://shop.test',
        orderId: 100004,
        customerId: 12,
        gateway: 'demo_gateway',
        callback,
      }),
    );
    expect(url.pathname).toBe('/payment-mobile');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      order_id: '100004',
      customer_id: '12',
      payment_method: 'demo_gateway',
      payment_platform: 'web',
      callback,
    });
  });

  it('reads the flag and order id on return, ignoring anything else', () => {
    expect(paymentReturn({ flag: 'fail', order_id: '100004', token: 'x' })).toEqual({
      flag: 'fail',
      orderId: '100004',
    });
    expect(paymentReturn({ flag: 'success' })).toEqual({ flag: 'success', orderId: null });
    expect(paymentReturn({ flag: 'maybe', order_id: '1' })).toBeNull();
    expect(paymentReturn({ flag: 'cancel', order_id: '1; drop' })).toEqual({
      flag: 'cancel',
      orderId: null,
    });
  });
});

describe('gatewayUrl: the link the API returned, else the URL built from the ids', () => {
  const order = {
    origin: 'https://shop.test',
    orderId: 100004,
    customerId: 12,
    gateway: 'demo_gateway',
    callback: 'https://shop.test/fr/checkout?page=cart&order_id=100004',
  };
  const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

  it("uses the API's signed link, adding this checkout's gateway, platform and callback", () => {
    const link = 'https://shop.test/payment-mobile?order_id=100004&customer_id=12&token=1700.abc';
    const url = gatewayUrl({ ...order, link });
    expect(new URL(url).origin + new URL(url).pathname).toBe('https://shop.test/payment-mobile');
    expect(params(url)).toEqual({
      order_id: '100004',
      customer_id: '12',
      token: '1700.abc',
      payment_method: 'demo_gateway',
      payment_platform: 'web',
      callback: order.callback,
    });
  });

  it('keeps the link on its own host, and resolves a relative one against the gateway origin', () => {
    const other = gatewayUrl({ ...order, link: 'https://api.test/payment-mobile?token=t' });
    expect(new URL(other).host).toBe('api.test');
    const relative = gatewayUrl({ ...order, link: '/payment-mobile?order_id=1&token=t' });
    expect(relative.startsWith('https://shop.test/payment-mobile?')).toBe(true);
    expect(params(relative).token).toBe('t');
  });

  it('builds the URL from the ids only when the backend gave no link (a real 6amMart)', () => {
    const built = paymentUrl(order);
    expect(gatewayUrl(order)).toBe(built);
    expect(gatewayUrl({ ...order, link: null })).toBe(built);
    expect(gatewayUrl({ ...order, link: '' })).toBe(built);
    expect(params(built).token).toBeUndefined();
  });
});
