import { expect, test } from '@playwright/test';
import { open, pickLocation, snap, VIEWPORTS } from './helpers';

test.describe.configure({ timeout: 180_000 });

test.describe('desktop header', () => {
  test('the module pickers list the food module’s categories and restaurants', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await pickLocation(page, /Food/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Categories' }).click();
    const categories = page.getByRole('dialog', { name: 'Categories' });
    await expect(categories.getByRole('link').first()).toBeVisible();
    await snap(page, 'header-categories-picker-en-desktop');
    await categories.getByRole('button', { name: 'Close' }).click();
    await expect(categories).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Categories' })).toBeFocused();

    await nav.getByRole('button', { name: 'Restaurants' }).click();
    const restaurants = page.getByRole('dialog', { name: 'Restaurants' });
    const first = restaurants.getByRole('list').getByRole('link').first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(page).toHaveURL(/\/store\//);
  });

  test('Arabic: the pickers are mirrored and say Stores outside food', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await pickLocation(page, /بقالة/, '/ar');
    const nav = page.getByRole('navigation', { name: 'الرئيسية' });
    await nav.getByRole('button', { name: 'المتاجر' }).click();
    const stores = page.getByRole('dialog', { name: 'المتاجر' });
    await expect(stores.getByRole('link').first()).toBeVisible();
    await snap(page, 'header-stores-picker-ar-desktop');
  });

  test('no pickers for parcel', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await pickLocation(page, /Parcel/);
    await open(page, '/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('button')).toHaveCount(0);
  });

  test('the country control opens the language and country list', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    await page.getByRole('button', { name: 'Country: United States' }).click();
    await page.getByRole('menuitem', { name: /Français · France/ }).click();
    await page
      .getByRole('dialog', { name: 'Change language' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await page.waitForURL(/\/fr(\/|$)/);
    await expect(page.getByRole('button', { name: 'Pays: France' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('country'))).toContain('FR');
  });
});
