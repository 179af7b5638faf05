import { randomInt } from 'node:crypto';
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { addPlainItem, DEMO_MEMBER, open, pickLocation, snap } from './helpers';

/**
 * A friend who signs up through a member's referral link sees the first-order referral discount
 * in the checkout summary, and the order is stored at the total the summary showed (R-CHECKOUT-12,
 * R-REFERRAL-1: the checkout and the API price with one function, src/domain/order/pricing.ts).
 */

// Against the dev server the first visit of a page or a lazy chunk compiles it: allow for that.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const LABELS = {
  en: {
    prefix: '',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
    password: 'Password',
    confirm: 'Confirm password',
    referral: 'Referral code (optional)',
    signUp: 'Sign Up',
    code: 'Verification code',
    verify: 'Verify',
    summary: 'Order Summary',
    referralDiscount: 'Referral discount',
    terms: '10% off your first order',
    total: 'Total',
    cash: /Cash on delivery/,
    place: 'Place Order',
  },
  ar: {
    prefix: '/ar',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    phone: 'رقم الهاتف',
    password: 'كلمة المرور',
    confirm: 'تأكيد كلمة المرور',
    referral: 'رمز الإحالة (اختياري)',
    signUp: 'إنشاء حساب',
    code: 'رمز التحقق',
    verify: 'تحقق',
    summary: 'ملخص الطلب',
    referralDiscount: 'خصم الإحالة',
    terms: 'خصم 10% على طلبك الأول',
    total: 'المجموع',
    cash: /الدفع عند الاستلام/,
    place: 'تأكيد الطلب',
  },
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The demo member's referral code (customer/info), through the built-in API. */
async function demoReferralCode(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/auth/login', {
    headers: { 'X-localization': 'en' },
    data: {
      login_type: 'manual',
      field_type: 'phone',
      email_or_phone: `+212${DEMO_MEMBER.phone}`,
      password: DEMO_MEMBER.password,
    },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const info = await request.get('/api/v1/customer/info', {
    headers: { 'X-localization': 'en', Authorization: `Bearer ${token}` },
  });
  const { ref_code: code } = (await info.json()) as { ref_code: string };
  expect(code).toBeTruthy();
  return code;
}

/**
 * The amount of a money row (MoneyRow: a term and its value) whose label is `label`; the label may
 * sit in a span of the term when a hint follows it.
 */
const rowAmount = (scope: Locator, label: string) =>
  scope
    .getByText(label, { exact: true })
    .locator('xpath=ancestor-or-self::dt[1]/following-sibling::dd[1]');

/** The amount a checkout summary row shows. */
const summaryAmount = (page: Page, summaryName: string, label: string) =>
  rowAmount(page.getByRole('region', { name: summaryName }), label);

/** The amount an order's details show for `label` (its summary list). */
const detailsAmount = (page: Page, label: string) => rowAmount(page.locator('body'), label);

for (const locale of ['en', 'ar'] as const) {
  test(`a referred friend sees the referral discount and pays what the summary said (${locale})`, async ({
    page,
    request,
  }) => {
    const l = LABELS[locale];
    const code = await demoReferralCode(request);
    await pickLocation(page, /Food/);

    // Sign up through the referral link: the code is filled in.
    await open(page, `${l.prefix}/auth/sign-up?ref_code=${encodeURIComponent(code)}`);
    const form = page.locator('form');
    // Required fields' labels end with " *": match their start.
    const field = (label: string) => form.getByLabel(new RegExp(`^${escapeRegExp(label)}`));
    await expect(field(l.referral)).toHaveValue(code);
    await field(l.firstName).fill('Friend');
    await field(l.lastName).fill(locale === 'ar' ? 'Arabic' : 'English');
    await field(l.phone).fill(`7${String(randomInt(0, 100_000_000)).padStart(8, '0')}`);
    await field(l.password).fill('Secret123!');
    await field(l.confirm).fill('Secret123!');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: l.signUp }).click();
    // Phone verification (the demo shop's code), when the shop asks for it.
    const codeField = page.getByLabel(l.code);
    // Whichever comes first; the other wait is dropped (its later timeout is not an error).
    await Promise.race([
      codeField.waitFor({ state: 'visible' }).catch(() => undefined),
      page.waitForURL((url) => !url.pathname.includes('/auth/')).catch(() => undefined),
    ]);
    if (await codeField.isVisible()) {
      await codeField.fill('123456');
      await page.getByRole('button', { name: l.verify, exact: true }).click();
    }
    await page.waitForURL((url) => !url.pathname.includes('/auth/'));

    await addPlainItem(page, '/store/casa-pizza-napoli?module_id=1', 'Strawberry Shortcake', 3);
    await open(page, `${l.prefix}/checkout?page=cart`);
    const summary = page.getByRole('region', { name: l.summary });
    await expect(summary.getByText(l.referralDiscount, { exact: true })).toBeVisible();
    await expect(summary.getByText(l.terms)).toBeVisible();
    const referral = summaryAmount(page, l.summary, l.referralDiscount);
    await expect(referral).toHaveText(/^− \d+\.\d{2}/);
    const total = summaryAmount(page, l.summary, l.total);
    // The delivery charge is known once the distance and the vehicle charge are.
    await expect(total).toHaveText(/\d+\.\d{2}/);
    await page.getByRole('radio', { name: l.cash }).check();
    await expect(summary.getByText(/^(Calculating\.\.\.|جارٍ الحساب\.\.\.)$/)).toHaveCount(0);
    const shownTotal = (await total.textContent())?.trim() ?? '';
    const shownReferral = ((await referral.textContent()) ?? '').replace('−', '').trim();
    await snap(page, `checkout-referral-${locale}`);

    await page.getByRole('button', { name: l.place }).click();
    await page.waitForURL(/orderId=\d+/);
    // The order's details: the same referral discount and the same total.
    await expect(detailsAmount(page, l.total)).toHaveText(shownTotal);
    await expect(detailsAmount(page, l.referralDiscount)).toHaveText(`− ${shownReferral}`);
  });
}
