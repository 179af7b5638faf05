import { mkdirSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import {
  closeReviewPrompts,
  expectNoAxeViolations,
  open,
  pickLocation,
  signInDemoMember,
} from './helpers';

// Against the dev server the first visit of a page or a lazy chunk compiles it: allow for that.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });
const PHARMACY = /Pharmacy|صيدلية/;
const STORE = '/store/pharmacie-centrale-casa?module_id=3';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

// Smallest valid PNG (1×1).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Clicks the store page's entry until the (hydrated) page navigates to the prescription checkout. */
async function enterPrescriptionCheckout(page: Page, name: string | RegExp) {
  const entry = page.getByRole('button', { name });
  await expect(entry).toBeVisible();
  await expect(async () => {
    if (!/\/checkout\?/.test(page.url())) await entry.click();
    await page.waitForURL(/\/checkout\?page=prescription&store_id=\d+/, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });

test.describe('prescription order', () => {
  test('a member orders with prescription images only and sees them on the order', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await pickLocation(page, PHARMACY);
    await signInDemoMember(page);
    await open(page, STORE);
    await page.getByRole('button', { name: 'Order with prescription' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/prescription-store-en-desktop.png` });
    await enterPrescriptionCheckout(page, 'Order with prescription');

    await expect(
      page.getByRole('heading', { name: 'Order with prescription', level: 1 }),
    ).toBeVisible();
    await expect(summary(page).getByText('Set by the pharmacy')).toBeVisible();
    await expect(summary(page).getByText('Total without medicines')).toBeVisible();
    // The amount is unknown until the pharmacy prices it: cash on delivery only.
    await expect(page.getByRole('radio', { name: /Wallet/ })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /Digital payment/ })).toHaveCount(0);
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    await page.getByRole('textbox', { name: 'Additional Note' }).fill('A generic brand is fine');

    await page.getByRole('button', { name: 'Place Order' }).click();
    // Shown once, beside the upload (not repeated in the summary).
    await expect(
      page
        .getByRole('region', { name: 'Prescription' })
        .getByText('Please upload your prescription image'),
    ).toBeVisible();

    const input = page.getByTestId('prescription-input');
    await input.setInputFiles([image('a.png'), image('b.png'), image('c.png'), image('d.png')]);
    await expect(page.getByText('Maximum 3 images can be send at a time')).toBeVisible();
    await input.setInputFiles([image('a.png'), image('b.png')]);
    await expect(page.getByRole('img', { name: /Prescription image/ })).toHaveCount(2);
    // Nothing typed is lost along the way.
    await expect(page.getByRole('textbox', { name: 'Additional Note' })).toHaveValue(
      'A generic brand is fine',
    );
    await shot(page, 'prescription-checkout-en-desktop');

    await page.getByRole('button', { name: 'Place Order' }).dblclick();
    await page.waitForURL(/\/profile\?orderId=\d+&page=my-orders&from=checkout/);
    await expect(page.getByText('Order placed successfully', { exact: true })).toBeVisible();
    const images = page.getByRole('img', { name: /^Prescription image \d$/ });
    await expect(images).toHaveCount(2);
    await expect(images.first()).toHaveJSProperty('complete', true);
    await expect(
      page.getByText('The pharmacy prices this order from your prescription.'),
    ).toBeVisible();
    await expect(page.getByText('Set by the pharmacy')).toBeVisible();
    await expect(page.getByText('Total without medicines')).toBeVisible();
    await expect(page.getByText('A generic brand is fine')).toBeVisible();
    await shot(page, 'prescription-order-en-desktop');

    // A double click placed one order: exactly one running order carries this note, and it is this
    // one (other journeys may place orders for the demo member meanwhile, in the other worker).
    const orderId = new URL(page.url()).searchParams.get('orderId');
    const running = await page.evaluate(async () => {
      const raw = localStorage.getItem('token');
      const token = raw ? raw.replace(/^"|"$/g, '') : '';
      const response = await fetch('/api/v1/customer/order/running-orders?limit=50&offset=1', {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      return ((await response.json()) as { orders: { id: number; order_note: string | null }[] })
        .orders;
    });
    const noted = running.filter((order) => order.order_note === 'A generic brand is fine');
    expect(noted.map((order) => String(order.id))).toEqual([orderId]);

    // /track-order shows the same images.
    await open(page, `/track-order?order_id=${orderId}`);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByRole('img', { name: /^Prescription image \d$/ })).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Prescription', level: 2 })).toBeVisible();
  });

  test('the entry in Arabic on a phone', async ({ page }) => {
    await closeReviewPrompts(page);
    await page.setViewportSize(PHONE);
    await pickLocation(page, PHARMACY, '/ar');
    await open(page, `/ar${STORE}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const entry = page.getByRole('button', { name: 'اطلب بالوصفة الطبية' });
    await expect(entry).toBeVisible();
    const pitch = page.getByText('لديك وصفة طبية؟');
    await expect(pitch).toBeVisible();
    // Mirrored: the icon sits at the inline start, to the right of the text.
    const icon = await pitch.locator('xpath=preceding-sibling::*[1]').boundingBox();
    const text = await pitch.boundingBox();
    expect(icon && text && icon.x).toBeGreaterThan((text?.x ?? 0) + (text?.width ?? 0) - 1);
    await expectNoAxeViolations(page);
    await entry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/prescription-store-ar-phone.png` });

    // Guests may order when guest checkout is on: the login-or-guest dialog, then the guest form.
    await enterPrescriptionCheckoutAsGuest(page);
    await expect(
      page.getByRole('heading', { name: 'اطلب بالوصفة الطبية', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('تحدّده الصيدلية')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'prescription-checkout-ar-phone');
  });
});

async function enterPrescriptionCheckoutAsGuest(page: Page) {
  const entry = page.getByRole('button', { name: 'اطلب بالوصفة الطبية' });
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    await entry.click();
    await expect(dialog).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await shot(page, 'prescription-entry-ar-phone');
  await dialog.getByRole('button', { name: 'ضيف' }).click();
  await page.waitForURL(/\/ar\/checkout\?page=prescription&store_id=\d+/);
}
