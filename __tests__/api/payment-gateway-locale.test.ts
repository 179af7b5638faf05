import { catalogNow } from '@/server/api/catalog/clock';
import { gatewayLocale } from '@/server/api/orders/gateway-messages';
import { PAYMENT_LINK_TTL_MS, signLink } from '@/server/api/payment/link';
import { closeCatalog, openCatalog, guestOrderBody, type Catalog } from './catalog/setup';
import { call, type App } from './helpers';

/**
 * The demo payment gateway page (API-ORDERS-4, R-OPS-5) in the shopper's language: the
 * storefront's locale prefix on the callback, else X-localization, else Accept-Language, else English;
 * Arabic pages are right to left.
 */

jest.setTimeout(120_000);

describe('gatewayLocale', () => {
  it('takes the locale prefix of the callback path first', () => {
    expect(gatewayLocale({ callback: 'https://shop.test/ar/checkout?page=cart&order_id=1' })).toBe(
      'ar',
    );
    expect(gatewayLocale({ callback: '/fr/checkout?order_id=1', localization: 'ar' })).toBe('fr');
    expect(gatewayLocale({ callback: '/en/checkout', acceptLanguage: 'ar' })).toBe('en');
  });

  it('ignores a callback without a locale prefix, or with one that only looks like it', () => {
    expect(gatewayLocale({ callback: '/checkout?lang=ar', localization: 'fr' })).toBe('fr');
    expect(gatewayLocale({ callback: '/arabic/checkout', acceptLanguage: 'fr' })).toBe('fr');
    expect(gatewayLocale({ callback: '/checkout/ar' })).toBe('en');
    expect(gatewayLocale({ callback: 'http://[bad', localization: 'ar' })).toBe('ar');
  });

  it('then X-localization when it names a supported locale', () => {
    expect(gatewayLocale({ localization: 'ar', acceptLanguage: 'fr' })).toBe('ar');
    expect(gatewayLocale({ localization: 'fr-FR' })).toBe('fr');
    expect(gatewayLocale({ localization: 'en', acceptLanguage: 'ar' })).toBe('en');
    expect(gatewayLocale({ localization: 'de', acceptLanguage: 'ar' })).toBe('ar');
    expect(gatewayLocale({ localization: ' ', acceptLanguage: 'fr' })).toBe('fr');
  });

  it('then the most preferred supported language of Accept-Language, else English', () => {
    expect(gatewayLocale({ acceptLanguage: 'de-DE,fr;q=0.5,ar;q=0.8' })).toBe('ar');
    expect(gatewayLocale({ acceptLanguage: 'fr-CA, ar' })).toBe('fr');
    expect(gatewayLocale({ acceptLanguage: 'ar;q=0, fr;q=0.1' })).toBe('fr');
    expect(gatewayLocale({ acceptLanguage: 'de, *;q=0.5' })).toBe('en');
    expect(gatewayLocale({})).toBe('en');
  });
});

describe('GET and POST /payment-mobile in the shopper’s language', () => {
  let cat: Catalog;
  let app: App;
  let guest: number;
  let orderId: number;
  /** The order's payment link's token (order placement hands it to the owner). */
  let token: string;
  const headers = { moduleId: '1', zoneId: '[1]' };

  beforeAll(async () => {
    cat = await openCatalog();
    app = cat.app;
    cat.at('13:00');
    const [store] = await cat.q<{ id: number }>(
      "select id from stores where slug = 'casa-pizza-napoli'",
    );
    const [item] = await cat.q<{ id: number }>(
      `select id from items where store_id = ${store.id} and status = 1 and variations = '[]'::jsonb
         and add_ons = '[]'::jsonb and price >= 30
         and not exists (select 1 from jsonb_array_elements(food_variations) g where g->>'required' = 'on')
       order by id limit 1`,
    );
    guest = (await call(app, 'POST', '/auth/guest/request', { json: {} })).body.guest_id;
    const added = await call(app, 'POST', '/customer/cart/add', {
      headers,
      json: { guest_id: guest, item_id: item.id, model: 'Item', price: 1, quantity: 2 },
    });
    expect(added.status).toBe(200);
    const placed = await call(app, 'POST', '/customer/order/place', {
      headers,
      json: guestOrderBody(guest, store.id, { payment_method: 'digital_payment' }),
    });
    expect(placed.status).toBe(200);
    orderId = placed.body.order_id;
    token = new URL(placed.body.payment_link).searchParams.get('token')!;
  }, 240_000);

  afterAll(() => closeCatalog(cat));

  /** The gateway URL for the test order with `callback` (already a path or URL). */
  const gatewayPath = (
    callback: string,
    ids = `order_id=${orderId}&customer_id=${guest}&token=${token}`,
  ) =>
    `/api/v1/payment-mobile?${ids}&payment_method=demo_gateway&callback=${encodeURIComponent(callback)}`;

  /** A request with exactly these headers (the test helper always adds X-localization). */
  const raw = async (path: string, requestHeaders: Record<string, string> = {}) => {
    const response = await app.request(path, { headers: requestHeaders });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? '';
  const buttons = (html: string) =>
    [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);

  it('renders an Arabic, right-to-left page for an /ar/ callback, whatever the headers say', async () => {
    // The helper sends X-localization: en; the storefront's /ar/ prefix on the callback wins.
    const res = await call(app, 'GET', gatewayPath(`/ar/checkout?page=cart&order_id=${orderId}`));
    expect(res.status).toBe(200);
    expect(htmlTag(res.text)).toBe('<html lang="ar" dir="rtl">');
    expect(res.headers.get('content-language')).toBe('ar');
    expect(buttons(res.text)).toEqual(['ادفع', 'فشل', 'إلغاء']);
    expect(res.text).toContain('<title>دفع تجريبي</title>');
    expect(res.text).toContain('<dt>المبلغ</dt>');
    expect(res.text).not.toMatch(/>(Pay|Fail|Cancel|Amount|Demo payment)</);
    expect(res.text).not.toContain('<script');
  });

  it('renders French when X-localization asks for it and the callback has no prefix', async () => {
    const res = await call(app, 'GET', gatewayPath('/checkout?page=cart'), {
      headers: { 'X-localization': 'fr' },
    });
    expect(res.status).toBe(200);
    expect(htmlTag(res.text)).toBe('<html lang="fr" dir="ltr">');
    expect(buttons(res.text)).toEqual(['Payer', 'Échec', 'Annuler']);
    expect(res.text).toContain('<dt>Montant</dt>');
  });

  it('falls back to Accept-Language, then English', async () => {
    const french = await raw(gatewayPath('/checkout'), { 'Accept-Language': 'de;q=0.9, fr;q=0.8' });
    expect(htmlTag(french.text)).toBe('<html lang="fr" dir="ltr">');
    const english = await raw(gatewayPath('/checkout'));
    expect(english.status).toBe(200);
    expect(htmlTag(english.text)).toBe('<html lang="en" dir="ltr">');
    expect(english.headers.get('content-language')).toBe('en');
    // The English names stay exactly these: the browser journey clicks "Fail".
    expect(buttons(english.text)).toEqual(['Pay', 'Fail', 'Cancel']);
    expect(english.text).toContain('<h1>Demo payment</h1>');
    expect(english.text).toContain('No real money moves: choose how this payment ends.');
  });

  it('shows the amount with the configured currency', async () => {
    const [order] = await cat.q<{ amount: number }>(
      `select order_amount::float8 as amount from orders where id = ${orderId}`,
    );
    const shown = (html: string) => /<dd><bdi>([^<]*)<\/bdi><\/dd>/.exec(html)?.[1];
    const seeded = await raw(gatewayPath('/checkout'));
    expect(shown(seeded.text)).toBe(`${order.amount.toFixed(2)} DH`);
    const setting = (key: string, value: string) =>
      cat.q(
        `update business_settings set value = '${JSON.stringify(value)}'::jsonb where key = '${key}'`,
      );
    await setting('currency_symbol', '€');
    await setting('currency_symbol_direction', 'left');
    try {
      const euros = await raw(gatewayPath('/checkout'));
      expect(shown(euros.text)).toBe(`€${order.amount.toFixed(2)}`);
    } finally {
      await setting('currency_symbol', 'DH');
      await setting('currency_symbol_direction', 'right');
    }
  });

  it('answers its error pages in Arabic too', async () => {
    const arabicCallback = '/ar/checkout?page=cart';
    const missing = await raw(gatewayPath(arabicCallback, `order_id=x&customer_id=${guest}`));
    expect(missing.status).toBe(400);
    expect(htmlTag(missing.text)).toBe('<html lang="ar" dir="rtl">');
    expect(missing.text).toContain('<title>الدفع</title>');
    expect(missing.text).toContain('المعرف order_id أو customer_id مفقود أو غير صالح.');

    // Another owner's id with the order's token, bare ids, an expired link: refused, in Arabic.
    const otherOwner = await raw(
      gatewayPath(arabicCallback, `order_id=${orderId}&customer_id=${guest + 1}&token=${token}`),
    );
    expect(otherOwner.status).toBe(403);
    expect(htmlTag(otherOwner.text)).toBe('<html lang="ar" dir="rtl">');
    expect(otherOwner.text).toContain(
      '<p role="alert">رابط الدفع هذا غير صالح. يبقى طلبك غير مدفوع: افتحه في المتجر لإلغائه، ثم اطلب من جديد.</p>',
    );
    const bare = await raw(gatewayPath(arabicCallback, `order_id=${orderId}&customer_id=${guest}`));
    expect(bare.status).toBe(403);
    expect(bare.text).toContain(
      'لا تُفتح صفحة الدفع هذه إلا من الرابط الآمن الذي يعطيه المتجر لطلبك.',
    );
    const past = new Date(catalogNow().getTime() - 2 * PAYMENT_LINK_TTL_MS);
    const old = await signLink(
      cat.testDb.db,
      { kind: 'order', id: orderId, customerId: guest, guest: true },
      past,
    );
    const expiredFr = await raw(
      gatewayPath('/fr/checkout', `order_id=${orderId}&customer_id=${guest}&token=${old}`),
    );
    expect(expiredFr.status).toBe(403);
    expect(htmlTag(expiredFr.text)).toBe('<html lang="fr" dir="ltr">');
    expect(expiredFr.text).toContain(
      'Ce lien de paiement a expiré. Votre commande reste impayée : ouvrez-la dans la boutique pour l’annuler, puis commandez à nouveau.',
    );

    // A foreign callback is refused; its path still tells the language.
    const foreign = await raw(gatewayPath('https://evil.example/ar/checkout'));
    expect(foreign.status).toBe(400);
    expect(foreign.text).toContain('يجب أن يكون رابط الرجوع (callback) على هذا الموقع.');

    const forged = await call(
      app,
      'POST',
      gatewayPath(arabicCallback, `order_id=${orderId}&customer_id=${guest}`),
      { form: { choice: 'success', sig: 'f'.repeat(64) } },
    );
    expect(forged.status).toBe(403);
    expect(htmlTag(forged.text)).toBe('<html lang="ar" dir="rtl">');

    const unknown = await call(app, 'POST', gatewayPath('/fr/checkout'), {
      form: { choice: 'maybe' },
    });
    expect(unknown.status).toBe(400);
    expect(htmlTag(unknown.text)).toBe('<html lang="fr" dir="ltr">');
    expect(unknown.text).toContain('Choix inconnu.');
  });

  it('still pays and redirects to the localized callback; a paid order says so in Arabic', async () => {
    const callback = `/ar/checkout?page=cart&order_id=${orderId}`;
    const paid = await call(app, 'POST', gatewayPath(callback), {
      form: { choice: 'success' },
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(
      new RegExp(`/ar/checkout\\?page=cart&order_id=${orderId}&flag=success&&token=`),
    );
    const again = await raw(gatewayPath(callback));
    expect(again.status).toBe(200);
    expect(htmlTag(again.text)).toBe('<html lang="ar" dir="rtl">');
    expect(again.text).toContain(`<h1>الطلب #${orderId}</h1><p>تم دفع هذا الطلب بالفعل.</p>`);
    expect(buttons(again.text)).toEqual([]);
  });
});
