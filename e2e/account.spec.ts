import { expect, test } from '@playwright/test';
import {
  addPlainItem,
  expectNoAxeViolations,
  open,
  pickLocation,
  signInDemoMember,
  snap,
} from './helpers';

// The journeys share the demo member's wallet and points: one at a time.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test('the spec’s account routes lead to their profile sections, query kept', async ({
  request,
}) => {
  for (const [path, page] of [
    ['/wallet?from=mail', 'wallet'],
    ['/my-orders', 'my-orders'],
    ['/ar/coupons', 'coupons'],
    ['/loyalty-points', 'loyalty-points'],
    ['/referral-code', 'referral-code'],
    ['/settings', 'settings'],
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    const location = new URL(response.headers().location, 'http://shop.test');
    expect(location.pathname).toMatch(/^(\/ar)?\/profile$/);
    expect(location.searchParams.get('page')).toBe(page);
    if (path.includes('from=mail')) expect(location.searchParams.get('from')).toBe('mail');
  }
});

for (const locale of ['en', 'ar'] as const) {
  test(`a member adds funds through the gateway and sees them with the bonus (${locale})`, async ({
    page,
  }) => {
    const prefix = locale === 'ar' ? '/ar' : '';
    await signInDemoMember(page);
    await open(page, `${prefix}/profile?page=wallet`);
    const history = page.getByRole('list', {
      name: locale === 'ar' ? 'المعاملات' : 'Transactions',
    });
    await expect(history).toBeVisible();
    const before = await history.getByRole('listitem').count();
    await page
      .getByRole('button', { name: locale === 'ar' ? 'إضافة رصيد' : 'Add fund' })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(locale === 'ar' ? 'المبلغ' : 'Amount').fill('600');
    await dialog.getByRole('button', { name: locale === 'ar' ? 'إضافة رصيد' : 'Add fund' }).click();
    await page.waitForURL(/\/payment-mobile\?/);
    await page
      .getByRole('button', { name: /Pay|ادفع|Payer/ })
      .first()
      .click();
    await page.waitForURL(/page=wallet.*flag=success/);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: locale === 'ar' ? 'تمت إضافة الرصيد' : 'The fund was added' }),
    ).toBeVisible();
    await expect.poll(() => history.getByRole('listitem').count()).toBeGreaterThan(before);
    await snap(page, `wallet-${locale}`);
    await expectNoAxeViolations(page);
  });
}

test('a member converts points to the wallet, then pays an order with it', async ({ page }) => {
  await pickLocation(page, /Food/);
  await signInDemoMember(page);
  await open(page, '/profile?page=loyalty-points');
  await page.getByRole('button', { name: 'Convert to wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert to wallet' });
  await dialog.getByLabel('Points to convert').fill('1');
  await dialog.getByRole('button', { name: 'Convert' }).click();
  await expect(dialog.getByText(/^Convert at least \d+ points$/)).toBeVisible();
  await dialog.getByLabel('Points to convert').fill('100');
  await expect(dialog.getByText(/You get .* in your wallet/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Convert' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Transactions' }).getByText('Converted to wallet').first(),
  ).toBeVisible();
  await snap(page, 'loyalty-en');

  await addPlainItem(page, '/store/casa-pizza-napoli?module_id=1', 'Strawberry Shortcake');
  await open(page, '/checkout?page=cart');
  await page.getByRole('radio', { name: /Wallet/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/orderId=\d+/);
  await open(page, '/profile?page=wallet');
  await expect(
    page.getByRole('list', { name: 'Transactions' }).getByText('Order payment').first(),
  ).toBeVisible();
});

test('a member copies a coupon and applies it at checkout', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await pickLocation(page, /Food/);
  await signInDemoMember(page);
  await open(page, '/profile?page=coupons');
  const coupons = page.getByRole('list', { name: 'Coupons' });
  await expect(coupons).toBeVisible();
  const card = coupons.getByRole('listitem').filter({ hasText: 'WELCOME10' });
  await card.getByRole('button', { name: /Copy code WELCOME10/ }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  await snap(page, 'coupons-en');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe('WELCOME10');

  await addPlainItem(page, '/store/casa-pizza-napoli?module_id=1', 'Strawberry Shortcake');
  await open(page, '/checkout?page=cart');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await summary.getByLabel('Coupon code').fill(copied);
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('WELCOME10')).toBeVisible();
  // Placing empties the member's cart for the journeys that follow.
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/orderId=\d+/);
});

/** The seeded delivered orders: the English journey asks a refund of one, the Arabic of the other. */
const REFUND_JOURNEYS = [
  {
    locale: 'en',
    orderId: 100000,
    request: 'Request refund',
    chooseReason: 'Choose a reason',
    reason: 'Reason',
    note: 'Note (optional)',
    requested: 'Refund requested',
    trackOnMap: 'Track on map',
  },
  {
    locale: 'ar',
    orderId: 100003,
    request: 'طلب استرداد',
    chooseReason: 'اختر سببًا',
    reason: 'السبب',
    note: 'ملاحظة (اختياري)',
    requested: 'تم طلب الاسترداد',
    trackOnMap: 'التتبع على الخريطة',
  },
] as const;

for (const journey of REFUND_JOURNEYS) {
  test(`a member requests a refund of a delivered order (${journey.locale})`, async ({ page }) => {
    const prefix = journey.locale === 'ar' ? '/ar' : '';
    await signInDemoMember(page);
    await open(page, `${prefix}/profile?page=my-orders&orderId=${journey.orderId}`);
    const request = page.getByRole('button', { name: journey.request });
    await request.click();
    const dialog = page.getByRole('dialog', { name: journey.request });
    await dialog.getByRole('button', { name: journey.request }).click();
    // The form says what is missing and keeps the dialog open.
    await expect(dialog.getByText(journey.chooseReason, { exact: true }).last()).toBeVisible();
    await dialog.getByLabel(journey.reason).selectOption({ index: 1 });
    await dialog.getByLabel(journey.note).fill('The cake arrived squashed.');
    await dialog.getByRole('button', { name: journey.request }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(journey.requested).first()).toBeVisible();
    await expect(page.getByRole('button', { name: journey.request })).toHaveCount(0);
    // The order was delivered: no live map and no delivery code any more.
    await expect(page.getByRole('button', { name: journey.trackOnMap })).toHaveCount(0);
    if (journey.locale === 'ar') {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectNoAxeViolations(page);
    }
    await snap(page, `refund-${journey.locale}`);
  });
}

test('settings: language, theme and notification preferences in the page', async ({ page }) => {
  await signInDemoMember(page);
  await open(page, '/profile?page=settings');
  const messages = page.getByRole('checkbox', { name: 'Show new chat messages' });
  await expect(messages).toBeChecked();
  await messages.uncheck();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Show new chat messages' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Show new chat messages' }).check();
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('radio', { name: 'Light' }).check();
  // Choosing a language reloads the page in it, so the radio itself never turns checked here.
  await page.getByRole('radio', { name: 'العربية' }).click();
  await page.waitForURL(/\/ar\/profile\?page=settings/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await snap(page, 'settings-ar');
});

test('a member pays by bank transfer and sends its reference', async ({ page }) => {
  await pickLocation(page, /Food/);
  await signInDemoMember(page);
  await addPlainItem(page, '/store/casa-pizza-napoli?module_id=1', 'Strawberry Shortcake');
  await open(page, '/checkout?page=cart');
  await page.getByRole('radio', { name: /Offline payment/ }).check();
  await expect(page.getByText('Pay Bank transfer to:')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  // The reference is required: nothing is placed without it.
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByLabel(/Transfer reference/).fill('TRX-2026-118');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/orderId=\d+/);
  await expect(page.getByText('Payment details sent')).toBeVisible();
  await expect(page.getByText('TRX-2026-118')).toBeVisible();
});

test('in Arabic: a coupon copied and applied, points converted, the wallet pays', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await pickLocation(page, /Food/);
  await signInDemoMember(page);
  await open(page, '/ar/profile?page=coupons');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page
    .getByRole('list', { name: 'القسائم' })
    .getByRole('listitem')
    .filter({ hasText: 'WELCOME10' });
  await card.getByRole('button', { name: 'نسخ الرمز WELCOME10' }).click();
  await expect(card.getByRole('button', { name: 'تم النسخ' })).toBeVisible();
  await expectNoAxeViolations(page);

  await open(page, '/ar/profile?page=loyalty-points');
  await page.getByRole('button', { name: 'التحويل إلى المحفظة' }).click();
  const dialog = page.getByRole('dialog', { name: 'التحويل إلى المحفظة' });
  await dialog.getByLabel('النقاط المراد تحويلها').fill('100');
  await dialog.getByRole('button', { name: 'تحويل', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectNoAxeViolations(page);

  // The copied coupon applies at checkout, and the wallet pays the order, in Arabic too.
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe('WELCOME10');
  await addPlainItem(page, '/store/casa-pizza-napoli?module_id=1', 'Strawberry Shortcake');
  await open(page, '/ar/checkout?page=cart');
  const summary = page.getByRole('region', { name: 'ملخص الطلب' });
  await summary.getByLabel('رمز القسيمة').fill(copied);
  await summary.getByRole('button', { name: 'تطبيق' }).click();
  await expect(summary.getByText('WELCOME10')).toBeVisible();
  await page.getByRole('radio', { name: /المحفظة/ }).check();
  await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
  await page.waitForURL(/\/ar\/profile\?orderId=\d+/);
});

test('a member chats with the store of an order and sees its status change', async ({ page }) => {
  test.setTimeout(240_000);
  await pickLocation(page, /Food/);
  await signInDemoMember(page);
  await addPlainItem(page, '/store/casa-pizza-napoli?module_id=1', 'Strawberry Shortcake');
  await open(page, '/checkout?page=cart');
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/orderId=\d+/);
  const orderId = new URL(page.url()).searchParams.get('orderId');

  // From the order to the store's chat: writing is allowed while the order is active.
  await page.getByRole('link', { name: 'Chat with store' }).click();
  await page.waitForURL(/\/chatting\?type=vendor&id=\d+/);
  const thread = page.getByRole('log');
  await page.getByLabel('Message', { exact: true }).fill('Please ring the bell twice');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('Please ring the bell twice')).toBeVisible();
  await expect
    .poll(() => thread.getByRole('listitem').count(), { timeout: 30_000 })
    .toBeGreaterThan(1);

  // Elsewhere, the simulation moving the order shows a toast that opens my orders.
  await open(page, '/home');
  const toast = page.getByRole('button', { name: new RegExp(`Order #${orderId}`) });
  await expect(toast).toBeVisible({ timeout: 60_000 });
  await toast.click();
  await page.waitForURL(/\/profile\?page=my-orders/);
});

test('a member’s uploaded photo shows in the header on a local address (en, ar)', async ({
  page,
  request,
}) => {
  // A member of their own, so the demo member keeps its initials (e2e/a11y-rtl.spec.ts). The shop
  // runs on 127.0.0.1, a private address Next's image optimiser refuses to fetch from.
  const phone = `+2127${String(Date.now()).slice(-8)}`;
  const password = 'Photo1234!';
  const signUp = await request.post('/api/v1/auth/sign-up', {
    data: { name: 'Photo Member', phone, email: `p${phone.slice(1)}@example.test`, password },
  });
  expect(signUp.ok()).toBe(true);
  let { token } = (await signUp.json()) as { token?: string | null };
  if (!token) {
    const verify = await request.post('/api/v1/auth/verify-phone', {
      data: { phone, otp: '123456', verification_type: 'phone', login_type: 'manual' },
    });
    ({ token } = (await verify.json()) as { token?: string | null });
  }
  expect(token).toBeTruthy();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const updated = await request.post('/api/v1/customer/update-profile', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      name: 'Photo Member',
      image: { name: 'me.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(updated.ok()).toBe(true);

  await open(page, '/auth/sign-in');
  const form = page.locator('form');
  await form.getByLabel('Phone number').fill(phone.slice(4));
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'));

  for (const [prefix, label] of [
    ['', 'Open profile menu'],
    ['/ar', 'فتح قائمة الحساب'],
  ]) {
    await open(page, `${prefix}/profile`);
    const avatar = page.getByRole('button', { name: label }).locator('img');
    await expect(avatar).toBeVisible();
    await expect(avatar).toHaveAttribute('src', /\/api\/v1\/uploads\/profile\//);
    await expect
      .poll(() =>
        avatar.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
      )
      .toBeGreaterThan(0);
  }
});
