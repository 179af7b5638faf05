import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, snap, VIEWPORTS } from './helpers';

/** Picks Maarif (Casablanca) on the landing page and the given module, ending on /home. */
async function arriveHome(page: Page, moduleName: RegExp, prefix = '') {
  await page.goto(`${prefix}/`);
  await page.getByRole('combobox').first().fill('Maarif');
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: moduleName }).first().click();
  await page.waitForURL(new RegExp(`${prefix}/home$`));
  // The module home renders on the client after the picker: several seconds on a loaded CI box.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(moduleName, {
    timeout: 45_000,
  });
}

test.describe('module switching', () => {
  // Each journey renders two module homes and runs axe: slow on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('the side rail lists the zone modules and switches the module home', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await arriveHome(page, /Food/);
    const rail = page.getByRole('navigation', { name: 'Modules' });
    await expect(rail).toBeVisible();
    await expect(rail.getByRole('button', { name: /Food/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(rail.getByRole('button')).not.toHaveCount(0);

    await rail.getByRole('button', { name: /Grocery/ }).click();
    await expect(page.getByText('A Module has been selected')).toBeVisible();
    await expect(rail.getByRole('button', { name: /Grocery/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The server renders the new module's home: stores are no longer called restaurants.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Grocery/);
    expect(await page.evaluate(() => document.cookie)).toMatch(/module_type=grocery/);
    await expectNoAxeViolations(page);
    await snap(page, 'home-rail-en-desktop');
  });

  test('on a phone the rail is hidden and the logo opens the module picker', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await arriveHome(page, /Food/);
    await expect(page.getByRole('navigation', { name: 'Modules' })).toBeHidden();
    await page.getByRole('banner').getByRole('link').first().click();
    const dialog = page.getByRole('dialog', { name: 'Select Module' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /Pharmacy/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Pharmacy/);
  });

  test('the Arabic rail sits on the right', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await arriveHome(page, /طعام|Food/, '/ar');
    const rail = page.getByRole('navigation', { name: 'الأقسام' });
    await expect(rail).toBeVisible();
    const box = await rail.boundingBox();
    expect(box && box.x > VIEWPORTS.desktop.width / 2).toBe(true);
    await snap(page, 'home-rail-ar-desktop');
  });
});
