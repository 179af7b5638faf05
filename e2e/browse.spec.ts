import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, snap, VIEWPORTS } from './helpers';

test.describe('location, module and module home', () => {
  test('a new visitor searches a place, picks a module and sees the module home', async ({
    page,
  }) => {
    // axe over the whole module home takes a while on a busy 2-core machine.
    test.slow();
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/home');
    // Without a location /home sends the visitor to the landing page.
    await expect(page).toHaveURL(/\/$/);

    const search = page.getByRole('combobox').first();
    await search.fill('Maarif');
    await page.getByRole('option').first().click();
    await expect(page.getByText('New location has been set')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('zoneid'))).toMatch(/^\[\d+(,\d+)*\]$/);

    await expect(page.getByText('Select a type of module for your orders')).toBeVisible();
    await page.getByRole('button', { name: /Food/ }).first().click();
    await expect(page.getByText('A Module has been selected')).toBeVisible();
    await page.waitForURL(/\/home$/);

    await expect(page.getByRole('heading', { name: 'Popular Restaurants' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Special Offers' })).toBeVisible();
    // Cards lead to the shared store and product routes.
    const storeLink = page.locator('a[href*="/store/"]').first();
    await expect(storeLink).toHaveAttribute('href', /module_id=\d+/);
    await expectNoAxeViolations(page);
    await snap(page, 'home-food-en-desktop');
  });

  test('a place outside every zone shows the server message and stores nothing', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('combobox').first().fill('Marrakech');
    await page.getByRole('option').first().click();
    await expect(page.getByText('service not available in this area').first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('zoneid'))).toBeNull();
  });

  test('the Arabic module home is mirrored', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/ar');
    await page.getByRole('combobox').first().fill('Maarif');
    await page.getByRole('option').first().click();
    await page
      .getByRole('button', { name: /طعام|Food/ })
      .first()
      .click();
    await page.waitForURL(/\/ar\/home$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'المطاعم الشائعة' })).toBeVisible();
    await snap(page, 'home-food-ar-phone');
  });
});
