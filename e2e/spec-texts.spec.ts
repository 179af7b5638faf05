import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pickLocation, VIEWPORTS } from './helpers';

/**
 * The required texts where they show (R-SHELL-13, R-HOME-9, R-LIST-5), and the
 * search results page: no console error after hydration, its filter column in the server HTML.
 */

const SHOTS = 'test-results/screenshots';
const CASABLANCA = { lat: 33.5731, lng: -7.5898 };
const ZONE = '[1]';

type ModuleEntry = { id: number; module_type: string; module_name: string };

async function modules(request: APIRequestContext): Promise<ModuleEntry[]> {
  const response = await request.get('/api/v1/module', { headers: { zoneId: ZONE } });
  return (await response.json()) as ModuleEntry[];
}

async function moduleOf(request: APIRequestContext, type: string): Promise<ModuleEntry> {
  const found = (await modules(request)).find((entry) => entry.module_type === type);
  if (!found) throw new Error(`no ${type} module`);
  return found;
}

/** The cookies a chosen location and module leave (src/lib/cookies.ts, COOKIE). */
function visitorCookies(selected: ModuleEntry): Record<string, string> {
  return {
    zoneid: ZONE,
    module_id: String(selected.id),
    module_type: selected.module_type,
    latitude: String(CASABLANCA.lat),
    longitude: String(CASABLANCA.lng),
  };
}

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');

/**
 * A visitor in Casablanca (zone 1) with the module of the given type, as the location and module
 * flows leave them: redux-persist's local storage plus the cookies the server reads.
 */
async function chooseModule(page: Page, selected: ModuleEntry) {
  const base = test.info().project.use.baseURL ?? 'http://127.0.0.1:3100';
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.context().addCookies(
    Object.entries(visitorCookies(selected)).map(([name, value]) => ({
      name,
      value: encodeURIComponent(value),
      url: base,
    })),
  );
  await page.goto(`${base}/api/health`);
  await page.evaluate(
    ({ module, location }) => {
      localStorage.setItem(
        'persist:storefront',
        JSON.stringify({
          location: JSON.stringify(location),
          module: JSON.stringify({ selected: module }),
          _persist: JSON.stringify({ version: 1, rehydrated: true }),
        }),
      );
      localStorage.setItem('zoneid', '[1]');
    },
    {
      module: selected,
      location: {
        address: 'Maarif, Casablanca, Morocco',
        latitude: CASABLANCA.lat,
        longitude: CASABLANCA.lng,
        zoneIds: ZONE,
        zoneData: [],
      },
    },
  );
}

/** Console errors and uncaught page errors from now on (React's #418 is an uncaught error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

async function shoot(page: Page, name: string) {
  await settle(page);
  await page.screenshot({ path: `${SHOTS}/spec-texts-${name}.png`, fullPage: true });
}

const LANGUAGES = [
  {
    prefix: '',
    locale: 'en',
    filter: 'Filter',
    nearby: 'Nearby',
    sortBy: 'Sort by',
    high: 'High to Low',
    low: 'Low to High',
    recommended: "Item That You'll Love",
    zoneMessage: 'You must pick a zone to access this page.',
    pick: 'Pick Location',
  },
  {
    prefix: '/ar',
    locale: 'ar',
    filter: 'تصفية',
    nearby: 'بالقرب منك',
    sortBy: 'ترتيب حسب',
    high: 'من الأعلى إلى الأقل',
    low: 'من الأقل إلى الأعلى',
    recommended: 'منتجات ستحبها',
    zoneMessage: 'يجب عليك اختيار منطقة للوصول إلى هذه الصفحة.',
    pick: 'اختر الموقع',
  },
] as const;

test.describe('spec texts', () => {
  test.describe.configure({ timeout: 300_000 });
  test.use({ navigationTimeout: 120_000, actionTimeout: 60_000 });

  for (const lang of LANGUAGES) {
    test(`/home?search=… (${lang.locale}): the filter column is in the server HTML`, async ({
      request,
    }) => {
      const food = await moduleOf(request, 'food');
      const response = await request.get(`${lang.prefix}/home?search=pizza`, {
        headers: { Cookie: cookieHeader(visitorCookies(food)) },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const aside = html.match(/<aside[^>]*aria-label="([^"]*)"[^>]*>([\s\S]*?)<\/aside>/);
      expect(aside, 'the filter column').not.toBeNull();
      expect(aside![1]).toBe(lang.filter);
      const column = aside![2];
      // The built-in filters, the category tree (the module's categories, in the page's
      // language), the price slider and the rating choices.
      expect(column).toContain(lang.nearby);
      const categories = (await (
        await request.get('/api/v1/categories', {
          headers: { zoneId: ZONE, moduleId: String(food.id), 'X-localization': lang.locale },
        })
      ).json()) as { name: string }[];
      expect(categories.length).toBeGreaterThan(0);
      for (const category of categories) expect(column).toContain(escapeHtml(category.name));
      // 5 built-in filters, 'All' and at least one category.
      expect(column.match(/type="checkbox"/g)?.length ?? 0).toBeGreaterThan(6);
      expect(column).toMatch(/type="range"/);
      expect(column).toMatch(/type="radio"/);
    });

    test(`/home?search=… (${lang.locale}): no console error; the sort labels`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.desktop);
      // Choose a location and a module the way a visitor does, then search.
      await pickLocation(page, lang.locale === 'ar' ? /طعام|Food/ : /Food/, lang.prefix);
      const errors = collectErrors(page);
      await page.goto(`${lang.prefix}/home?search=pizza`);
      const sidebar = page.getByRole('complementary', { name: lang.filter });
      await expect(sidebar.getByRole('checkbox', { name: lang.nearby })).toBeVisible();
      await settle(page);
      // Let the late (idle) hydration of the content finish before reading the console.
      await page.waitForTimeout(2_000);
      expect(errors, errors.join('\n')).toEqual([]);

      // A fresh, cold load too (a new context: nothing cached).
      const cold = await page.context().browser()!.newContext({
        viewport: VIEWPORTS.desktop,
        baseURL: test.info().project.use.baseURL,
      });
      const coldPage = await cold.newPage();
      const food = await moduleOf(page.request, 'food');
      await chooseModule(coldPage, food);
      const coldErrors = collectErrors(coldPage);
      await coldPage.goto(`${lang.prefix}/home?search=pizza`);
      await expect(
        coldPage
          .getByRole('complementary', { name: lang.filter })
          .getByRole('checkbox', { name: lang.nearby }),
      ).toBeVisible();
      await settle(coldPage);
      await coldPage.waitForTimeout(2_000);
      expect(coldErrors, coldErrors.join('\n')).toEqual([]);
      await cold.close();

      // The sort dropdown: High to Low / Low to High, values high and low (R-SHELL-13).
      const sort = page.getByRole('combobox', { name: lang.sortBy });
      await expect(sort.getByRole('option', { name: lang.high, exact: true })).toBeAttached();
      await expect(sort.getByRole('option', { name: lang.low, exact: true })).toBeAttached();
      await shoot(page, `search-sort-${lang.locale}-desktop`);
      await sort.selectOption({ label: lang.high });
      await page.waitForURL(/sort=high/);
      await expect(sort).toHaveValue('high');
      await sort.selectOption({ label: lang.low });
      await page.waitForURL(/sort=low/);
      await expect(sort).toHaveValue('low');
      await shoot(page, `search-${lang.locale}-desktop`);
      await page.setViewportSize(VIEWPORTS.phone);
      await shoot(page, `search-${lang.locale}-phone`);
    });
  }

  test("the grocery and pharmacy homes show 'Item That You'll Love' with items", async ({
    page,
  }) => {
    for (const type of ['grocery', 'pharmacy']) {
      const selected = await moduleOf(page.request, type);
      for (const lang of LANGUAGES) {
        await page.setViewportSize(VIEWPORTS.desktop);
        await chooseModule(page, selected);
        await page.goto(`${lang.prefix}/home`);
        const section = page.locator('[data-home-section="recommended"]');
        await expect(section.getByRole('heading', { name: lang.recommended })).toBeVisible();
        const links = section.locator('a[href*="/product/"]');
        expect(await links.count()).toBeGreaterThan(0);
        await section.scrollIntoViewIfNeeded();
        await settle(page);
        await section.screenshot({
          path: `${SHOTS}/spec-texts-recommended-${type}-${lang.locale}-desktop.png`,
        });
        await page.setViewportSize(VIEWPORTS.phone);
        await section.scrollIntoViewIfNeeded();
        await settle(page);
        await section.screenshot({
          path: `${SHOTS}/spec-texts-recommended-${type}-${lang.locale}-phone.png`,
        });
      }
    }
  });

  test('a campaign page without a zone says so', async ({ page, request }) => {
    const food = await moduleOf(request, 'food');
    const campaigns = (await (
      await request.get('/api/v1/campaigns/basic', {
        headers: { zoneId: ZONE, moduleId: String(food.id) },
      })
    ).json()) as { id: number }[];
    expect(campaigns.length).toBeGreaterThan(0);
    const path = `/campaigns/${campaigns[0].id}?module_id=${food.id}`;
    for (const lang of LANGUAGES) {
      await page.context().clearCookies();
      for (const viewport of ['desktop', 'phone'] as const) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        const response = await page.goto(`${lang.prefix}${path}`);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveURL(new RegExp(`${lang.prefix}/campaigns/${campaigns[0].id}`));
        await expect(
          page.getByRole('heading', { level: 1, name: lang.zoneMessage, exact: true }),
        ).toBeVisible();
        const pick = page.getByRole('link', { name: lang.pick, exact: true });
        await expect(pick).toHaveAttribute('href', lang.prefix || '/');
        await shoot(page, `campaign-no-zone-${lang.locale}-${viewport}`);
      }
    }
    // With a zone the campaign itself shows.
    const html = await (
      await request.get(path, { headers: { Cookie: cookieHeader(visitorCookies(food)) } })
    ).text();
    expect(html).not.toMatch(/<h1[^>]*>You must pick a zone/);
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  });
});
