import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS } from './helpers';

const SHOTS = process.env.H3_SHOTS_DIR ?? 'test-results/screenshots';

const CASABLANCA = { lat: 33.5731, lng: -7.5898 };

/**
 * Seeds a visitor in Casablanca (zone 1) with the module of the given type, as the location and
 * module flows leave them: redux-persist's local storage plus the cookies the server reads.
 */
async function visitWith(page: Page, moduleType: string, path = '/home') {
  const base = test.info().project.use.baseURL ?? 'http://localhost:3000';
  const response = await page.request.get(`${base}/api/v1/module`, { headers: { zoneId: '[1]' } });
  const modules = (await response.json()) as { id: number; module_type: string }[];
  const selected = modules.find((entry) => entry.module_type === moduleType);
  if (!selected) throw new Error(`no ${moduleType} module`);
  const persisted = {
    location: JSON.stringify({
      address: 'Maarif, Casablanca, Morocco',
      latitude: CASABLANCA.lat,
      longitude: CASABLANCA.lng,
      zoneIds: '[1]',
      zoneData: [],
    }),
    module: JSON.stringify({ selected }),
    _persist: JSON.stringify({ version: 1, rehydrated: true }),
  };
  // Leave the previous page first: while it runs, it may still mirror its own module into the
  // cookies (a late state change) after these are set, and the next home would render that module.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.context().addCookies(
    Object.entries({
      zoneid: '[1]',
      module_id: String(selected.id),
      module_type: moduleType,
      latitude: String(CASABLANCA.lat),
      longitude: String(CASABLANCA.lng),
    }).map(([name, value]) => ({ name, value: encodeURIComponent(value), url: base })),
  );
  await page.goto(`${base}/api/health`);
  await page.evaluate((state) => {
    localStorage.setItem('persist:storefront', JSON.stringify(state));
    localStorage.setItem('zoneid', '[1]');
  }, persisted);
  await page.goto(path);
  if (path.endsWith('/home')) await homeReady(page);
}

/** Waits for the server-rendered module home (the URL changes before the new page arrives). */
async function homeReady(page: Page) {
  await page.locator('[data-home-section], [data-section="parcel-track"]').first().waitFor();
}

const sectionsOf = (page: Page) =>
  page
    .locator('[data-home-section]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-home-section')));

async function shoot(page: Page, name: string) {
  // Let lazy images and carousels settle before the picture.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const MODULES = [
  {
    name: /Food/,
    key: 'food',
    expect: [
      'banners',
      'categories',
      'popularItems',
      'specialOffers',
      'promotions',
      'campaigns',
      'coupons',
      'bestStores',
    ],
  },
  {
    name: /Grocery/,
    key: 'grocery',
    expect: ['banners', 'categories', 'popularItems', 'bestReviewed', 'coupons', 'bottomBanner'],
  },
  {
    name: /Pharmacy/,
    key: 'pharmacy',
    expect: ['basicMedicine', 'featuredStores', 'commonConditions'],
  },
  { name: /Shop/, key: 'ecommerce', expect: ['banners', 'brands', 'popularItems', 'recommended'] },
] as const;

/** The page is no wider than the viewport: rows scroll inside themselves, never the page. */
async function expectNoSideScroll(page: Page) {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(viewport);
}

test.describe('module homes', () => {
  test.setTimeout(600_000);

  test('each module home shows its sections in the spec order, in English and Arabic', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    for (const entry of MODULES) {
      await page.setViewportSize(VIEWPORTS.desktop);
      await visitWith(page, entry.key);
      const sections = await sectionsOf(page);
      for (const id of entry.expect) expect(sections, `${entry.key}: ${id}`).toContain(id);
      if (entry.key === 'grocery') {
        // categories, popular items, best-reviewed, coupons, bottom banner (R-HOME-2)
        const order = ['categories', 'popularItems', 'bestReviewed', 'coupons', 'bottomBanner'].map(
          (id) => sections.indexOf(id),
        );
        expect(order).toEqual([...order].sort((a, b) => a - b));
        expect(sections[sections.length - 1]).toBe('bottomBanner');
        await expect(page.locator('[data-section="flash-sale"]')).toBeVisible();
        await expect(page.getByRole('timer')).toBeVisible();
      }
      if (entry.key === 'pharmacy') {
        const order = ['basicMedicine', 'featuredStores', 'commonConditions'].map((id) =>
          sections.indexOf(id),
        );
        expect(order).toEqual([...order].sort((a, b) => a - b));
        const tabs = page.locator('[data-section="common-conditions"]').getByRole('tab');
        await tabs.nth(1).click();
        await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      }
      await shoot(page, `home-${entry.key}-en-desktop`);
      await page.setViewportSize(VIEWPORTS.phone);
      await shoot(page, `home-${entry.key}-en-phone`);
      await expectNoSideScroll(page);
      await page.goto('/ar/home');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await homeReady(page);
      await shoot(page, `home-${entry.key}-ar-phone`);
      await expectNoSideScroll(page);
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.reload();
      await shoot(page, `home-${entry.key}-ar-desktop`);
    }
    await visitWith(page, 'parcel');
    await expect(page.getByRole('heading', { name: 'We Deliver Everything' })).toBeVisible();
    await expect(page.getByText('What are you wish to send?')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Easiest way to get services' })).toBeVisible();
    // The tracking form's validations (guest: order id and phone).
    const form = page.locator('[data-section="parcel-track"]');
    await form.getByRole('button', { name: 'Track Order' }).click();
    await expect(form.getByText('Need a order id')).toBeVisible();
    await expect(form.getByText('Need a contact number')).toBeVisible();
    await shoot(page, 'home-parcel-en-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    await shoot(page, 'home-parcel-en-phone');
    await page.goto('/ar/home');
    await expect(page.getByRole('heading', { name: 'نوصّل كل شيء' })).toBeVisible();
    await shoot(page, 'home-parcel-ar-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.reload();
    await shoot(page, 'home-parcel-ar-desktop');
  });

  test('the Arabic home is mirrored: the first banner and the first card sit on the right', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await visitWith(page, 'food', '/ar/home');
    await homeReady(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const first = page
      .locator('[data-home-section="banners"] .slick-slide[data-index="0"]')
      .first();
    const second = page
      .locator('[data-home-section="banners"] .slick-slide[data-index="1"]')
      .first();
    const [a, b] = [await first.boundingBox(), await second.boundingBox()];
    expect(a && b && a.x > b.x).toBe(true);
    const cards = page.locator('[data-section="popular-stores"] ul > li');
    const [c1, c2] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(c1 && c2 && c1.x > c2.x).toBe(true);
    await expect(page.getByRole('heading', { name: 'المطاعم الشائعة' })).toBeVisible();
  });

  test('copying a coupon code shows Copied for a second; the tracking panel validates', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A controlled clock: the carousel stands still and the one-second 'Copied' cannot be missed
    // on a busy machine.
    await page.clock.install();
    await page.setViewportSize(VIEWPORTS.desktop);
    await visitWith(page, 'food');
    const coupons = page.locator('[data-section="coupons"]');
    await coupons.scrollIntoViewIfNeeded();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
    const copy = coupons
      .locator('.slick-active')
      .getByRole('button', { name: /Copy code/ })
      .first();
    const code = (await coupons.locator('.slick-active code').first().textContent())?.trim();
    await copy.click();
    await expect(coupons.locator('.slick-active').getByText('Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.clock.runFor(900);
    await expect(coupons.locator('.slick-active').getByText('Copied')).toBeVisible();
    await page.clock.runFor(200);
    await expect(coupons.locator('.slick-active').getByText('Copied')).toBeHidden();
    await page.clock.resume();

    await page.getByRole('button', { name: 'Track your order' }).click();
    const panel = page.getByRole('dialog', { name: 'Track your order' });
    await panel.getByRole('button', { name: 'Track Order' }).click();
    await expect(panel.getByText('Need a order id')).toBeVisible();
    await expect(panel.getByText('Need a contact number')).toBeVisible();
    await panel.getByLabel(/Order ID/).fill('999999');
    await panel.getByLabel(/Phone number/).fill('212600000009');
    await panel.getByRole('button', { name: 'Track Order' }).click();
    await expect(panel.getByRole('alert')).toBeVisible();
  });

  test('a tap that arrives while the home is still hydrating is not lost', async ({ page }) => {
    // The home's content hydrates late, in idle slices (docs/hydration.md). A slow CPU stretches
    // that window; the tap lands in it, without waiting for the page to settle.
    await page.setViewportSize(VIEWPORTS.desktop);
    await visitWith(page, 'ecommerce', '/api/health');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/home', { waitUntil: 'commit' });
    const link = page
      .locator('[data-section="brands"]')
      .getByRole('link', { name: /View all brands/ });
    await link.waitFor({ state: 'attached' });
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    if (!box) throw new Error('the link has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/all-brands$/, { timeout: 30_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('/all-brands lists the shop brands and sends other modules home', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await visitWith(page, 'food', '/all-brands');
    await expect(page).toHaveURL(/\/home$/);
    await visitWith(page, 'ecommerce');
    await page
      .locator('[data-section="brands"]')
      .getByRole('link', { name: /View all brands/ })
      .click();
    await expect(page).toHaveURL(/\/all-brands$/);
    await expect(page.getByRole('heading', { name: 'All Brands' })).toBeVisible();
    const names = page.getByRole('list', { name: 'All Brands' }).locator('li');
    await expect(names).not.toHaveCount(0);
    // A native select: its options are picked, not clicked.
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Z to A' });
    await expect(sort).toHaveValue('ZtoA');
    const texts = await names.allTextContents();
    expect(texts.length).toBeGreaterThan(1);
  });
});
