import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, VIEWPORTS } from './helpers';

const SHOTS = process.env.H4_SHOTS_DIR ?? 'test-results/screenshots';

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** Picks Maarif (Casablanca) on the landing page and a module, ending on /home. */
async function arriveHome(page: Page, moduleName: RegExp, prefix = '') {
  await page.goto(`${prefix}/`);
  await page.getByRole('combobox').first().fill('Maarif');
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: moduleName }).first().click();
  await page.waitForURL(/\/home$/);
}

const resultCards = (page: Page) => page.locator('#results-panel li a[href*="/product/"]');

test.describe('search and listings', () => {
  // The dev machine is shared: allow slow first compiles.
  test.describe.configure({ timeout: 300_000 });
  test.use({ navigationTimeout: 120_000, actionTimeout: 60_000 });

  test('header search: history, suggestions, submit, filters, sort and infinite scroll', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await arriveHome(page, /Food/);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    const box = page.getByRole('combobox', { name: 'Search foods or restaurants' });
    await box.click();
    await box.fill('piz');
    // Suggestions come 500 ms after the last keystroke: items and restaurants.
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox.getByRole('option', { name: 'Margherita Pizza' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(listbox.getByRole('option', { name: 'Casa Pizza Napoli' })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // Arrow keys move through the options; Escape closes.
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
    await box.press('Escape');
    await expect(listbox).toBeHidden();
    // Nothing found: the dropdown stays closed.
    await box.fill('zzqqxx');
    await page.waitForTimeout(1200);
    await expect(page.getByRole('listbox')).toBeHidden();

    // Enter saves the term and opens the results.
    await box.fill('a');
    await box.press('Enter');
    await page.waitForURL(/\/home\?search=a&data_type=searched$/);
    await expect(page.getByRole('heading', { name: 'Results for "a"' })).toBeVisible();
    await expect(resultCards(page)).toHaveCount(12);
    await expect(page.getByRole('status').filter({ hasText: /\d+ Foods/ })).toBeVisible();

    // Infinite scroll: the next 12 load when the end of the list comes into view.
    await page.getByTestId('list-sentinel').scrollIntoViewIfNeeded();
    await expect(resultCards(page)).toHaveCount(24);

    // Sort by price, low to high: the URL carries it and prices are ascending.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Low to High' });
    await page.waitForURL(/sort=low/);
    await expect(resultCards(page)).toHaveCount(12);

    // A built-in filter and a category from the sidebar become removable chips.
    const sidebar = page.getByRole('complementary', { name: 'Filter' });
    await sidebar.getByRole('checkbox', { name: 'Top Rated' }).click();
    await page.waitForURL(/filter=top_rated/);
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('button', { name: 'Remove Top Rated' })).toBeVisible();
    await sidebar.getByRole('checkbox', { name: 'Pizza', exact: true }).click();
    await page.waitForURL(/category_ids=1%2C2%2C3|category_ids=1,2,3/);
    // A parent selects its children.
    await expect(sidebar.getByRole('checkbox', { name: 'Classic Pizza' })).toBeChecked();
    await expect(chips.getByRole('button', { name: 'Remove Top Rated' })).toBeVisible();
    await expect(resultCards(page).first()).toBeVisible();
    await expect(page.locator('#results-panel')).toContainText(/Pizza/);
    await shoot(page, 'search-results-en-desktop');
    await expectNoAxeViolations(page);

    await chips.getByRole('button', { name: 'Remove Top Rated' }).click();
    await expect(page).not.toHaveURL(/filter=top_rated/);
    // Back restores the filter (the filters live in the URL).
    await page.goBack();
    await expect(page).toHaveURL(/filter=top_rated/);
    await expect(chips.getByRole('button', { name: 'Remove Top Rated' })).toBeVisible();

    // Two quick clicks: the second builds on the first, which may not be in the URL yet.
    await sidebar.getByRole('checkbox', { name: 'Discounted' }).click();
    await sidebar.getByRole('checkbox', { name: 'Popular' }).click();
    await expect(page).toHaveURL(/filter=[^&]*discounted/);
    await expect(page).toHaveURL(/filter=[^&]*popular/);
    await expect(page).toHaveURL(/filter=[^&]*top_rated/);

    // Stores tab (Restaurants for food) and list view.
    await page.getByRole('tab', { name: 'Restaurants' }).click();
    await page.waitForURL(/tab=store/);
    await page.getByRole('button', { name: 'List view' }).click();
    await page.waitForURL(/view=list/);

    // Nothing found.
    await page.goto('/home?search=zzqqxx&data_type=searched');
    await expect(page.getByText('Items not found!')).toBeVisible();

    // History: the empty box shows the latest searches.
    const again = page.getByRole('combobox', { name: 'Search foods or restaurants' });
    await again.fill('');
    await again.click();
    await expect(
      page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option', { name: 'a' }),
    ).toBeVisible();
  });

  test('module switching changes the results', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await arriveHome(page, /Food/);
    await page.goto('/home?search=e&data_type=searched');
    await expect(resultCards(page)).toHaveCount(12);
    const foodFirst = await resultCards(page).first().getAttribute('href');
    await page
      .getByRole('navigation', { name: 'Modules' })
      .getByRole('button', { name: /Grocery/ })
      .click();
    await expect(page.getByText('A Module has been selected')).toBeVisible();
    await page.goto('/home?search=e&data_type=searched');
    await expect(page.getByRole('combobox', { name: 'Search items or stores' })).toBeVisible();
    await expect(resultCards(page)).toHaveCount(12);
    expect(await resultCards(page).first().getAttribute('href')).not.toBe(foodFirst);
    await expect(page.getByRole('tab', { name: 'Stores' })).toBeVisible();
  });

  test('a category page is server-rendered for search engines without a location', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/category/pizza?module_id=1')).text();
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/category\/pizza\?module_id=1"/);
    expect(html).toMatch(/hrefLang="ar"/);
    expect(html).toContain('Margherita Pizza');
    // Its cards' add buttons and hearts speak the page's language (listing pages load `cart`).
    const arabic = await (await request.get('/ar/category/pizza?module_id=1')).text();
    expect(arabic).toMatch(/aria-label="أضف [^"]+ إلى السلة"/);
    expect(arabic).not.toMatch(/aria-label="Add [^"]+ to (cart|wishlist)"/);

    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/category/pizza?module_id=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Pizza' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d+ Foods/ })).toBeVisible();
    // The sub-category filter starts again from page 1.
    await page.getByRole('button', { name: 'Classic Pizza' }).click();
    await expect(page.getByRole('button', { name: 'Classic Pizza' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('tab', { name: 'Restaurants' }).click();
    await expect(page.locator('a[href*="/store/"]').first()).toBeVisible();
    await shoot(page, 'category-en-desktop');
    await expectNoAxeViolations(page);
    expect((await request.get('/category/no-such-category')).status()).toBe(404);
  });

  test('flash sales, store lists and the special offers', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await arriveHome(page, /Shop/);
    await page.goto('/flash-sales');
    await expect(page.getByRole('heading', { level: 1, name: 'Mega Flash Sale' })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await shoot(page, 'flash-sales-en-desktop');

    await page.goto('/store/latest');
    await expect(page.getByRole('heading', { level: 1, name: 'New Stores' })).toBeVisible();
    await page
      .getByRole('combobox', { name: 'Delivery type' })
      .selectOption({ label: 'Take away' });
    await page.waitForURL(/delivery=take_away/);
    await expect(page.getByRole('status').filter({ hasText: /\d+ Stores/ })).toBeVisible();

    await page.goto('/home?search=special-offer&module_id=4&data_type=discounted');
    await expect(page.getByRole('heading', { level: 1, name: 'Special Offers' })).toBeVisible();
    await expect(page.locator('a[href*="/product/"]').first()).toBeVisible();
    // /store/<slug> still reaches the store page beside the static segments.
    await page.goto('/store/casa-pizza-napoli');
    await expect(page.getByRole('heading', { name: 'Casa Pizza Napoli' }).first()).toBeVisible();
  });

  test('Arabic results are mirrored', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await arriveHome(page, /طعام|Food/, '/ar');
    await page.getByRole('button', { name: 'بحث' }).click();
    const box = page.getByRole('combobox', { name: 'ابحث عن أطعمة أو مطاعم' });
    await box.fill('a');
    await box.press('Enter');
    await page.waitForURL(/\/ar\/home\?search=a&data_type=searched$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('tab', { name: 'المطاعم' })).toBeVisible();
    await expect(resultCards(page).first()).toBeVisible();
    await shoot(page, 'search-results-ar-phone');
    await page.getByRole('button', { name: 'تصفية' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    // Both footer buttons fit inside the drawer, side by side.
    const panel = await drawer.boundingBox();
    for (const name of ['إعادة تعيين', 'تطبيق']) {
      const button = await drawer.getByRole('button', { name, exact: true }).boundingBox();
      expect(button && panel).toBeTruthy();
      if (!button || !panel) continue;
      expect(button.x).toBeGreaterThanOrEqual(panel.x - 1);
      expect(button.x + button.width).toBeLessThanOrEqual(panel.x + panel.width + 1);
    }
    await shoot(page, 'search-filters-ar-phone');
  });
});
