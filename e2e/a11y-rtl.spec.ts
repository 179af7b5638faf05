import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, pickLocation, signInDemoMember, snap, VIEWPORTS } from './helpers';

/**
 * The axe and keyboard pass over the module home in English and Arabic: hidden carousel slides,
 * the cart drawer's focus, focus rings, avatar contrast, mirrored icons, and a layout where neither
 * the carousel arrows nor the floating track-order button cover titles or arrows. Screenshots land
 * in test-results/screenshots for people to look at.
 */

mkdirSync('test-results/screenshots', { recursive: true });
test.describe.configure({ timeout: 180_000 });

const LOCALES = [
  { lang: 'en', prefix: '', food: /^Food/, grocery: /^Grocery/ },
  { lang: 'ar', prefix: '/ar', food: /^طعام/, grocery: /^بقالة/ },
] as const;

const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';

const transformOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).transform);

/** The floating track-order button of the module home. */
const trackButton = (page: Page) =>
  page.getByRole('button', { name: /^(Track your order|تتبع طلبك)$/ });

/** Waits until the toasts of the location and module steps are gone (before screenshots). */
async function noToasts(page: Page) {
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** Waits until the coupons carousel has hydrated and made its hidden slides inert. */
async function couponsReady(page: Page) {
  await page.locator('[data-section="coupons"] [data-inert-slides]').waitFor();
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** [r, g, b] of a computed `rgb(…)` colour. */
function rgb(colour: string): number[] {
  return (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

/** The [r, g, b] of one pixel of a PNG screenshot, decoded by the browser on a blank page. */
async function pixelAt(page: Page, png: Buffer, x: number, y: number): Promise<number[]> {
  const blank = await page.context().newPage();
  const pixel = await blank.evaluate(
    async ({ data, x, y }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      context?.drawImage(image, 0, 0);
      return [...(context?.getImageData(x, y, 1, 1).data ?? [])].slice(0, 3);
    },
    { data: png.toString('base64'), x, y },
  );
  await blank.close();
  return pixel;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const { lang, prefix, food, grocery } of LOCALES) {
  test.describe(`module home (${lang})`, () => {
    test('passes axe before and after it hydrates; hidden coupon slides are inert', async ({
      page,
      context,
    }) => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await pickLocation(page, food, prefix);
      await couponsReady(page);
      const hidden = page.locator('[data-section="coupons"] .slick-slide[aria-hidden="true"]');
      expect(await hidden.count()).toBeGreaterThan(0);
      for (const slide of await hidden.all()) await expect(slide).toHaveAttribute('inert', '');
      // The location step's toast fades out on its own clock; axe would read it half transparent.
      await noToasts(page);
      await expectNoAxeViolations(page);
      // Move the carousel on: the slides that become hidden become inert.
      await page.locator('[data-section="coupons"] .slick-dots button').nth(1).click();
      await expect(
        page.locator('[data-section="coupons"] .slick-slide[aria-hidden="true"]:not([inert])'),
      ).toHaveCount(0);
      await expectNoAxeViolations(page);

      // The server's HTML, as a visitor has it before the scripts run (or on a slow phone, before
      // the section hydrates): the same page with its scripts blocked.
      const bare = await context.newPage();
      await bare.setViewportSize(VIEWPORTS.desktop);
      await bare.route(/\/_next\/static\/.+\.js(\?.*)?$/, (route) => route.abort());
      await bare.goto(`${prefix}/home`);
      await expect(bare.locator('[data-section="coupons"] .slick-slide').first()).toBeAttached();
      await expect(bare.locator('[data-section="coupons"] [data-inert-slides]')).toHaveCount(0);
      await expectNoAxeViolations(bare);
      await bare.close();
    });

    test('banners: focus ring over the artwork, mirrored artwork and arrows in Arabic', async ({
      page,
    }) => {
      await page.setViewportSize(VIEWPORTS.desktop);
      // Grocery shows two of its three banners at a time, with arrows.
      await pickLocation(page, grocery, prefix);
      const banners = page.locator('[data-home-section="banners"]');
      await banners.locator('[data-inert-slides]').waitFor();
      const link = banners.locator('.slick-slide:not([inert]) a').first();
      // The pointer over the carousel pauses it, so the slide stays put.
      await banners.hover();
      // Reach the link from the keyboard, so that it matches :focus-visible as a Tab user has it.
      await link.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      // The ring shows over the artwork: the primary colour at the link's edge, white inside it.
      const primary = await link.evaluate(
        (element) => getComputedStyle(element, '::after').borderTopColor,
      );
      const shot = await link.screenshot({
        path: `test-results/screenshots/a11y-banner-focus-${lang}.png`,
      });
      const box = await link.boundingBox();
      const middle = Math.round((box?.height ?? 0) / 2);
      expect(await pixelAt(page, shot, 1, middle)).toEqual(rgb(primary));
      expect(await pixelAt(page, shot, 4, middle)).toEqual([255, 255, 255]);

      const image = link.locator('img').first();
      expect(await transformOf(image)).toBe(lang === 'ar' ? MIRRORED : 'none');

      // The previous arrow sits at the start side and the next one at the end: the right and the
      // left in Arabic. Neither covers a banner's title.
      const previous = banners.getByRole('button', { name: /^(Previous|السابق)$/ });
      const next = banners.getByRole('button', { name: /^(Next|التالي)$/ });
      const [previousBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()];
      expect(previousBox && nextBox).toBeTruthy();
      if (!previousBox || !nextBox) return;
      expect(lang === 'ar' ? previousBox.x > nextBox.x : previousBox.x < nextBox.x).toBe(true);
      const titles = await banners
        .locator('.slick-slide:not([inert]) a span')
        .evaluateAll((spans) =>
          spans.flatMap((span) => {
            // The text itself, line by line (the span's box also holds its padding).
            const range = document.createRange();
            range.selectNodeContents(span);
            return [...range.getClientRects()].map((rect) => ({
              x: rect.x,
              y: rect.y,
              width: rect.width,
              height: rect.height,
            }));
          }),
        );
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) {
        expect(overlaps(title, previousBox), 'previous arrow over a title').toBe(false);
        expect(overlaps(title, nextBox), 'next arrow over a title').toBe(false);
      }
    });

    test('icons that show a direction face the reading direction', async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await pickLocation(page, food, prefix);
      const header = page.getByRole('banner');
      const expected = lang === 'ar' ? MIRRORED : 'none';
      const icons = {
        'header cart': header.getByRole('button', { name: /^(Cart|السلة)/ }).locator('svg'),
        'header track order': header
          .getByRole('link', { name: /^(Track order|تتبع الطلب)$/ })
          .locator('svg'),
        'floating track order': trackButton(page).locator('svg'),
        'store card scooter': page.locator('[data-section="popular-stores"] li svg').filter({
          has: page.locator(`path[d^="M19 7c0-1.1-.9-2-2-2h-2"]`),
        }),
      };
      for (const [name, icon] of Object.entries(icons)) {
        expect([name, await transformOf(icon.first())]).toEqual([name, expected]);
      }
      // Chevrons are chosen by direction already: never mirrored on top of that.
      const arrows = page
        .locator('[data-home-section]')
        .getByRole('button', { name: /^(Previous|Next|السابق|التالي)$/ })
        .locator('svg');
      expect(await arrows.count()).toBeGreaterThan(0);
      for (const arrow of await arrows.all()) expect(await transformOf(arrow)).toBe('none');
    });

    test('layout at 1366 and 390 px: nothing under the track-order button, brand on one line', async ({
      page,
    }) => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await pickLocation(page, food, prefix);
      await couponsReady(page);

      // Desktop: the button has a lane of its own at the end edge, whatever the scroll position.
      const button = await trackButton(page).boundingBox();
      expect(button).toBeTruthy();
      if (!button) return;
      const columns = await page
        .locator(
          '[data-home-section] h2, [data-home-section] button, [data-home-section] a[href]:not([tabindex="-1"])',
        )
        .evaluateAll((elements) =>
          elements
            .filter((element) => !element.closest('[inert]'))
            .map((element) => {
              // What shows of it across: a row or carousel that scrolls or clips cuts it.
              const box = element.getBoundingClientRect();
              let [start, end] = [box.left, box.right];
              for (let up = element.parentElement; up; up = up.parentElement) {
                if (getComputedStyle(up).overflowX === 'visible') continue;
                const clip = up.getBoundingClientRect();
                [start, end] = [Math.max(start, clip.left), Math.min(end, clip.right)];
              }
              return {
                what: `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.slice(0, 30)}`,
                start,
                end,
                shown:
                  end > start &&
                  box.height > 0 &&
                  getComputedStyle(element).visibility !== 'hidden',
              };
            }),
        );
      const underButton = columns.filter(
        (entry) => entry.shown && entry.start < button.x + button.width && button.x < entry.end,
      );
      expect(underButton.map((entry) => entry.what)).toEqual([]);

      await page.evaluate(() => window.scrollTo(0, 0));
      await noToasts(page);
      await snap(page, `a11y-home-${lang}-1366`);

      await page.setViewportSize(VIEWPORTS.phone);
      await page.evaluate(() => window.scrollTo(0, 0));
      const name = page
        .getByRole('banner')
        .getByRole('link', { name: /^(Atlas Mart|أطلس مارت), / })
        .locator('span');
      const { toolbar, ...brand } = await name.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        const row = element.closest('a')?.parentElement;
        return {
          text: element.textContent,
          lines: lines.size,
          cut: element.scrollWidth > element.clientWidth,
          pageWidth: document.documentElement.scrollWidth,
          // For the message: the name's width and what takes the toolbar's width.
          toolbar: [
            `name ${element.scrollWidth} in ${element.clientWidth}`,
            ...[...(row?.children ?? [])].map((child) => child.getBoundingClientRect().width),
          ],
        };
      });
      expect(brand, `toolbar items: ${toolbar.join(', ')} px`).toEqual({
        text: lang === 'ar' ? 'أطلس مارت' : 'Atlas Mart',
        lines: 1,
        cut: false,
        pageWidth: VIEWPORTS.phone.width,
      });
      await noToasts(page);
      await page.screenshot({ path: `test-results/screenshots/a11y-header-${lang}-390.png` });
      await snap(page, `a11y-home-${lang}-390`);

      // Phone: a link under the button (88 to 136 px above the bottom) that focus moves to is
      // scrolled clear of it.
      const floating = await trackButton(page).boundingBox();
      const viewAll = page
        .locator('[data-home-section]')
        .getByRole('link', { name: /^(View all|عرض الكل)$/ })
        .nth(1);
      await viewAll.evaluate((element) => {
        const box = element.getBoundingClientRect();
        window.scrollBy(0, box.top - (window.innerHeight - 88 - 40));
      });
      await viewAll.focus();
      const focused = await viewAll.boundingBox();
      expect(floating && focused && overlaps(floating, focused)).toBe(false);
    });
  });
}

test('the cart drawer keeps focus on Increase quantity', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await pickLocation(page, /^Grocery/);
  await page
    .getByRole('button', { name: /^Add .+ to cart$/ })
    .first()
    .click();
  const cart = page.getByRole('banner').getByRole('button', { name: /^Cart \(1\)$/ });
  await expect(cart).toBeVisible();
  await cart.click();
  const drawer = page.getByRole('presentation').filter({ hasText: 'Shopping Cart' });
  const stepper = drawer.getByRole('group', { name: /^Quantity of / }).first();
  const increase = stepper.getByRole('button', { name: 'Increase quantity' });
  await increase.click();
  await expect(stepper.locator('output')).toHaveText('2');
  await expect(increase).toBeFocused();
  // From the keyboard too, without the pointer.
  await page.keyboard.press('Enter');
  await expect(stepper.locator('output')).toHaveText('3');
  await expect(increase).toBeFocused();
  await page.screenshot({ path: 'test-results/screenshots/a11y-cart-focus-en.png' });
});

test('profile avatar initials have 4.5:1 contrast in light and dark', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await pickLocation(page, /^Grocery/);
  await signInDemoMember(page);
  for (const scheme of ['light', 'dark'] as const) {
    if (scheme === 'dark') {
      await page.getByRole('button', { name: 'Switch to dark mode' }).click();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    }
    for (const [url, avatar] of [
      ['/home', 'header [class*="avatar"]'],
      ['/profile', 'main [class*="photoAvatar"]'],
    ] as const) {
      await page.goto(url);
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      // The demo member has no photo: the avatars show the initials.
      await expect(page.locator(avatar).first()).toHaveText(/^\p{Lu}{1,2}$/u);
      const results = await new AxeBuilder({ page })
        .include(avatar)
        .withRules(['color-contrast'])
        .analyze();
      const failures = results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
      );
      expect(failures, `${scheme} ${url}`).toEqual([]);
      await snap(page, `a11y-avatar-${scheme}${url.replace('/', '-')}`);
    }
  }
});
