import { mkdirSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { addPlainItem, open, pickLocation, VIEWPORTS } from './helpers';

// Against the dev server the first visit of a page or a lazy chunk compiles it: allow for that.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** A visitor in Casablanca with two Strawberry Shortcakes of Casa Pizza Napoli in the cart. */
async function guestWithCart(page: Page) {
  await pickLocation(page, /Food/);
  await addPlainItem(page, '/store/casa-pizza-napoli?module_id=1', 'Strawberry Shortcake');
}

/** No toast repeats a problem the page shows (react-hot-toast's toasts are status messages). */
async function expectNoToastSaying(page: Page, text: string) {
  // Toasts load lazily: give one the time to show, then look.
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(0);
}

test.describe('guest home delivery through the address pencil', () => {
  test('a guest arrives at the heading, fixes each problem where it shows, orders and tracks the order (en)', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await guestWithCart(page);

    // Through the cart drawer and the login-or-guest dialog: the focus lands on the heading, not
    // on the header's Cart button the closing drawer gave it back to.
    await page.getByRole('button', { name: /^Cart/ }).first().click();
    const drawer = page.getByRole('presentation').filter({ hasText: 'Shopping Cart' });
    await drawer.getByRole('button', { name: 'Proceed To Checkout' }).click();
    await page.getByRole('button', { name: 'Guest' }).click();
    await page.waitForURL(/\/checkout\?page=cart$/);
    const heading = page.getByRole('heading', { name: 'Checkout', level: 1 });
    await expect(heading).toBeFocused();

    // Place Order with nothing filled in: each problem once, beside what fixes it; no toast; the
    // focus on the pencil, which the contact problem describes.
    await page.getByRole('button', { name: 'Place Order' }).click();
    const pencil = page.getByRole('button', { name: 'Edit address' });
    await expect(pencil).toBeFocused();
    await expect(pencil).toHaveAccessibleDescription('Please enter your contact info');
    await expect(page.getByText('Please enter your contact info')).toHaveCount(1);
    const payment = page.getByRole('region', { name: 'Payment Method' });
    await expect(payment.getByText('Please select a payment method')).toBeVisible();
    await expect(page.getByText('Please select a payment method')).toHaveCount(1);
    await expectNoToastSaying(page, 'Please');
    await shot(page, 'checkout-guest-problems-en-desktop');

    // The pencil, by keyboard: the address dialog asks for all a guest's order needs.
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Add New Address' });
    await expect(form).toBeVisible();
    await expect(form.getByLabel(/^Address/)).not.toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveValue('MA');
    await form.getByRole('button', { name: 'Save Address' }).click();
    const name = form.getByLabel(/Contact Person Name/);
    await expect(name).toBeFocused();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Phone Number is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await shot(page, 'checkout-guest-address-dialog-en-desktop', false);
    await page.setViewportSize(VIEWPORTS.phone);
    await shot(page, 'checkout-guest-address-dialog-en-phone', false);
    await page.setViewportSize(VIEWPORTS.desktop);

    await name.fill('Guest Tester');
    await form.getByLabel(/Contact Person Number/).fill('612345678');
    await form.getByLabel(/Contact Person Email/).fill('guest@example.test');
    await form.getByLabel('Road').fill('Rue Ibnou Mounir');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(form).toBeHidden();
    // The MUI dialog gives the focus back to the pencil.
    await expect(pencil).toBeFocused();
    await expect(page.getByText('Guest Tester')).toBeVisible();
    // Saved with the configured country code, not "+612345678".
    await expect(page.getByText('+212612345678')).toBeVisible();
    await expect(page.getByText('guest@example.test')).toBeVisible();
    // Fixed: the contact problem is gone, the payment one stays.
    await expect(page.getByText('Please enter your contact info')).toHaveCount(0);

    await page.getByRole('radio', { name: /Cash on delivery/ }).check();
    await expect(page.getByText('Please select a payment method')).toHaveCount(0);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText('Delivery fee')).toBeVisible();
    await shot(page, 'checkout-guest-ready-en-desktop');
    await page.getByRole('button', { name: 'Place Order' }).click();
    const done = page.getByRole('dialog', { name: 'Order placed successfully' });
    await expect(done).toBeVisible();
    const orderText = (await done.getByTestId('guest-order-id').textContent()) ?? '';
    const orderId = orderText.replace(/\D/g, '');
    expect(orderId).toMatch(/^\d{6,}$/);
    await expect(done.getByText('+212612345678')).toBeVisible();
    const track = done.getByRole('link', { name: 'Track Order' });
    await expect(track).toHaveAttribute(
      'href',
      `/track-order?order_id=${orderId}&contact_number=%2B212612345678`,
    );

    // The dialog's link fills the form and shows the order.
    await track.click();
    await page.waitForURL(/\/track-order\?order_id=\d+&contact_number=/);
    const tracked = page.getByRole('heading', { level: 2, name: `Order #${orderId}` });
    await expect(tracked).toBeVisible();

    // So does a link with `phone`, as the guest may write it down.
    await open(page, `/track-order?order_id=${orderId}&phone=%2B212612345678`);
    const trackForm = page.getByRole('form', { name: 'Track order' });
    await expect(trackForm.getByRole('textbox', { name: 'Order ID' })).toHaveValue(orderId);
    await expect(trackForm.getByRole('textbox', { name: /Phone number/ })).toHaveValue('612345678');
    await expect(tracked).toBeVisible();
    await expect(page.getByRole('list', { name: 'Order progress' })).toBeVisible();
    await shot(page, 'track-order-link-en-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    await expect(tracked).toBeVisible();
    await shot(page, 'track-order-link-en-phone');
  });

  test('the same dialog in Arabic on a phone', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await guestWithCart(page);
    await open(page, '/ar/checkout?page=cart');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const heading = page.getByRole('heading', { name: 'إتمام الطلب', level: 1 });
    await expect(heading).toBeVisible();

    await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
    const pencil = page.getByRole('button', { name: 'تعديل العنوان' });
    await expect(pencil).toBeFocused();
    await expect(page.getByText('يرجى إدخال معلومات الاتصال')).toHaveCount(1);
    await expect(page.getByText('يرجى اختيار طريقة الدفع')).toHaveCount(1);
    await expectNoToastSaying(page, 'يرجى');
    await shot(page, 'checkout-guest-problems-ar-phone');

    await pencil.click();
    const form = page.getByRole('dialog', { name: 'إضافة عنوان جديد' });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'حفظ العنوان' }).click();
    const name = form.getByLabel(/اسم جهة الاتصال/);
    await expect(name).toBeFocused();
    await expect(form.getByText('الاسم مطلوب')).toBeVisible();
    await expect(form.getByText('رقم الهاتف مطلوب')).toBeVisible();
    await expect(form.getByText('البريد الإلكتروني مطلوب')).toBeVisible();
    // Mirrored: the dialog's close button sits at the left, the number is typed left to right.
    const close = await form.getByRole('button', { name: /إغلاق|Close/ }).boundingBox();
    expect(close && close.x).toBeLessThan(VIEWPORTS.phone.width / 2);
    const number = form.getByLabel(/رقم الشخص المسؤول/);
    await expect(number).toHaveAttribute('dir', 'ltr');
    await shot(page, 'checkout-guest-address-dialog-ar-phone', false);

    await name.fill('ضيف التجربة');
    await number.fill('0612345679');
    await form.getByLabel(/البريد الإلكتروني لجهة الاتصال/).fill('guest-ar@example.test');
    await page.setViewportSize(VIEWPORTS.desktop);
    await shot(page, 'checkout-guest-address-dialog-ar-desktop', false);
    await page.setViewportSize(VIEWPORTS.phone);
    await form.getByRole('button', { name: 'حفظ العنوان' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('ضيف التجربة')).toBeVisible();
    await expect(page.getByText('+212612345679')).toBeVisible();

    await page.getByRole('radio', { name: /الدفع عند الاستلام/ }).check();
    await shot(page, 'checkout-guest-ready-ar-phone');
    await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
    const done = page.getByRole('dialog', { name: 'تم تقديم الطلب بنجاح' });
    await expect(done).toBeVisible();
    const orderId = ((await done.getByTestId('guest-order-id').textContent()) ?? '').replace(
      /\D/g,
      '',
    );
    expect(orderId).toMatch(/^\d{6,}$/);

    await open(page, `/ar/track-order?order_id=${orderId}&phone=%2B212612345679`);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(orderId) })).toBeVisible();
    await shot(page, 'track-order-link-ar-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
    await shot(page, 'track-order-link-ar-desktop');
  });
});
