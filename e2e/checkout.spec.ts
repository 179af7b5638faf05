import { mkdirSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { addPlainItem, open, pickLocation, signInDemoMember, VIEWPORTS } from './helpers';

// Against the dev server the first visit of a page or a lazy chunk compiles it: allow for that.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' });

test.describe('checkout', () => {
  test('a guest checks out with cash on delivery and gets the order ID to remember', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await pickLocation(page, /Food/);
    await addPlainItem(page, '/store/casa-pizza-napoli?module_id=1', 'Strawberry Shortcake');

    await open(page, '/checkout?page=cart');
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(page.getByText('No Contact Info Added')).toBeVisible();
    await expect(page.getByText('Please enter your contact info')).toBeVisible();
    await expect(summary(page).getByText('Strawberry Shortcake')).toBeVisible();
    // The wallet is for members only.
    await expect(page.getByRole('radio', { name: /Wallet/ })).toHaveCount(0);
    await shot(page, 'checkout-guest-en-desktop');

    // Placing without contact and payment shows each problem once, beside what fixes it.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Payment Method' })
        .getByText('Please select a payment method'),
    ).toBeVisible();
    await expect(page.getByText('Please enter your contact info')).toHaveCount(1);

    // Take-away: the guest card's edit button opens the contact dialog.
    await page.getByRole('button', { name: 'Take Away' }).click();
    await page.getByRole('button', { name: 'Edit contact info' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact Info' });
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(contact.getByText('Name is required')).toBeVisible();
    await expect(contact.getByText('Phone Number is required')).toBeVisible();
    await contact.getByLabel(/Contact Person Name/).fill('Guest Tester');
    await contact.getByLabel(/^Phone/).fill('612345678');
    await contact.getByLabel(/Contact Person Email/).fill('guest@example.test');
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(contact).toBeHidden();
    await expect(page.getByText('Guest Tester')).toBeVisible();
    await expect(page.getByText('+212612345678')).toBeVisible();

    await page.getByRole('button', { name: 'Home Delivery' }).click();
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    await expect(summary(page).getByText('Delivery fee')).toBeVisible();
    await page.getByRole('button', { name: 'Place Order' }).click();
    const done = page.getByRole('dialog', { name: 'Order placed successfully' });
    await expect(done).toBeVisible();
    await expect(done.getByTestId('guest-order-id')).toHaveText(/#\d{6,}/);
    await expect(done.getByText('+212612345678')).toBeVisible();
    await shot(page, 'checkout-guest-order-dialog-en');
    await expect(done.getByRole('link', { name: 'Track Order' })).toHaveAttribute(
      'href',
      /\/track-order\?order_id=\d+/,
    );
  });

  test('checkout in Arabic and on a phone', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await pickLocation(page, /Food/);
    await addPlainItem(page, '/store/casa-pizza-napoli?module_id=1', 'Strawberry Shortcake');
    await open(page, '/checkout?page=cart');
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
    await shot(page, 'checkout-guest-en-phone');
    await open(page, '/ar/checkout?page=cart');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'إتمام الطلب', level: 1 })).toBeVisible();
    await expect(page.getByText('لم تتم إضافة معلومات الاتصال')).toBeVisible();
    await shot(page, 'checkout-guest-ar-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
    await shot(page, 'checkout-guest-ar-desktop');
  });

  test('a member saves an address, applies a coupon, pays digitally, fails and switches to cash on delivery', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await pickLocation(page, /Food/);
    await signInDemoMember(page);
    await addPlainItem(page, '/store/casa-pizza-napoli?module_id=1', 'Strawberry Shortcake');
    await open(page, '/checkout?page=cart');
    await expect(page.getByRole('heading', { name: 'Delivery Addresses' })).toBeVisible();

    // Add an address labelled "other" with its own label; the form's three messages first.
    await page.getByRole('button', { name: 'Add Address' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Address' });
    await form.getByLabel(/^Address/).fill('');
    await form.getByLabel(/Contact Person Name/).fill('');
    await form.getByLabel(/Contact Person Number/).fill('');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(form.getByText('Address is required')).toBeVisible();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Phone Number is required')).toBeVisible();
    await form.getByRole('button', { name: 'Other' }).click();
    await form.getByLabel('Label (optional)').fill('Gym');
    await form.getByLabel(/^Address/).fill('12 Rue Ibnou Mounir, Maarif, Casablanca');
    await form.getByLabel(/Contact Person Name/).fill('Demo Customer');
    await form.getByLabel(/Contact Person Number/).fill('+212600000001');
    await form.getByLabel('Road').fill('Ibnou Mounir');
    await shot(page, 'checkout-address-dialog-en');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Gym', { exact: true })).toBeVisible();

    // Saved addresses: Cancel keeps the choice, Select commits.
    await page.getByRole('button', { name: 'View Saved Address' }).click();
    const list = page.getByRole('dialog', { name: 'Saved Addresses' });
    await expect(list.getByRole('radio').first()).toBeVisible();
    await list.getByRole('button', { name: 'Cancel' }).click();
    await expect(list).toBeHidden();

    // Coupon for members.
    await summary(page).getByLabel('Coupon code').fill('NOPE-CODE');
    await summary(page).getByRole('button', { name: 'Apply' }).click();
    await expect(summary(page).getByText(/not found/i)).toBeVisible();
    await summary(page).getByLabel('Coupon code').fill('WELCOME10');
    await summary(page).getByRole('button', { name: 'Apply' }).click();
    await expect(summary(page).getByText('WELCOME10')).toBeVisible();
    await shot(page, 'checkout-member-en-desktop');

    // Digital payment through the demo gateway, which fails.
    await page.getByRole('radio', { name: /Digital payment/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/payment-mobile\?/);
    await page.getByRole('button', { name: /Fail/ }).click();
    await page.waitForURL(/\/checkout\?.*flag=fail/);
    // The failure screen, then (500 ms later) its dialog, which hides the page from the a11y tree.
    await expect(page.getByText('Payment failed', { exact: true }).first()).toBeVisible();
    const failed = page.getByRole('dialog', { name: 'Order Place Failed' });
    await expect(failed).toBeVisible();
    await shot(page, 'checkout-payment-failed-en');
    await failed.getByRole('button', { name: 'Switch to cash on delivery' }).click();
    await page.waitForURL(/\/home$/);
  });

  test('a pharmacy order with a prescription image', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await pickLocation(page, /Pharmacy/);
    await signInDemoMember(page);
    await addPlainItem(
      page,
      '/store/pharmacie-centrale-casa?module_id=3',
      'Migraine Relief Caplets',
    );
    await open(page, '/checkout?page=cart');
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Prescription' })
        .getByText('Please upload your prescription image'),
    ).toBeVisible();

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const image = (name: string) => ({ name, mimeType: 'image/png', buffer: png });
    const input = page.getByTestId('prescription-input');
    await input.setInputFiles([image('a.png'), image('b.png'), image('c.png'), image('d.png')]);
    await expect(page.getByText('Maximum 3 images can be send at a time')).toBeVisible();
    await input.setInputFiles([image('a.png'), image('b.png')]);
    await expect(page.getByRole('img', { name: /Prescription image/ })).toHaveCount(2);
    await shot(page, 'checkout-prescription-en');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/profile\?orderId=\d+&page=my-orders&from=checkout/);
  });
});
