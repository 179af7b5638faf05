import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, snap, VIEWPORTS } from './helpers';

const DEMO = { phone: '600000001', password: 'Demo1234!' };

async function signIn(page: Page, phone: string, password: string) {
  await page.goto('/auth/sign-in');
  const form = page.locator('form');
  await form.getByLabel('Phone number').fill(phone);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('accounts in the browser', () => {
  test('sign-up with phone verification, then signed in', async ({ page }) => {
    const national = `6${String(Date.now()).slice(-8)}`;
    await page.goto('/auth/sign-up');
    const form = page.locator('form');
    await form.getByLabel('First name').fill('Salma');
    await form.getByLabel('Last name').fill('Bennani');
    await form.getByLabel('Phone number').fill(national);
    await form.getByLabel('Email (optional)').fill(`salma.${national}@example.test`);
    await form.getByLabel(/^Password/).fill('Sunny-Day-42');
    await form.getByLabel('Confirm password').fill('Sunny-Day-42');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Sign Up' }).click();

    const code = page.getByLabel('Verification code');
    await expect(code).toBeVisible();
    await expect(page.getByText('Demo shop: use the code 123456')).toBeVisible();
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('OTP does not match')).toBeVisible();
    await code.fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
  });

  test('sign-in with a wrong password shows the server message and keeps the form', async ({
    page,
  }) => {
    await signIn(page, DEMO.phone, 'wrong-password');
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page.locator('form').getByLabel('Phone number')).toHaveValue(DEMO.phone);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('sign-in returns to where the customer came from; logout as the spec says', async ({
    page,
  }) => {
    await page.goto('/help-and-support');
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await page.waitForURL(/\/auth\/sign-in\?from=/);
    const form = page.locator('form');
    await form.getByLabel('Phone number').fill(DEMO.phone);
    await form.getByLabel(/^Password/).fill(DEMO.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/help-and-support$/);

    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'My Orders' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logout' });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('You have logged out successfully')).toBeVisible();
    // Without a stored location /home sends the visitor to the landing page.
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/home');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('profile settings show the signed-in customer', async ({ page }) => {
    await signIn(page, DEMO.phone, DEMO.password);
    await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
    await page.goto('/profile?page=profile-settings');
    await expect(page.getByLabel('First name')).toHaveValue('Yasmine');
    await expect(page.getByLabel('Phone number')).toBeDisabled();
  });

  for (const path of ['/auth/sign-in', '/auth/sign-up', '/ar/auth/sign-in']) {
    test(`axe finds no WCAG A/AA violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('form')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('screenshots of sign-in in en and ar', async ({ page }) => {
    for (const locale of ['en', 'ar'] as const) {
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await page.goto(locale === 'en' ? '/auth/sign-in' : '/ar/auth/sign-in');
        await expect(page.locator('form')).toBeVisible();
        await snap(page, `sign-in-${locale}-${name}`);
      }
    }
  });
});
