import { expect, test, type Page } from '@playwright/test';
import { GIVE_UP_MS } from '../src/lib/client/earlyClicks';
import { pickLocation, VIEWPORTS } from './helpers';

/**
 * Taps before the app listens (docs/hydration.md, rule 9; src/lib/client/earlyClicks.ts): a catalog
 * page paints before its chunks run, the inline hold keeps taps on buttons and the app replays
 * each once; when the app never comes, the hold lets go and the page's native controls work.
 */

const STORE = '/store/casa-pizza-napoli?module_id=1';

/** Clicks the middle of an element as a finger would: no wait for the page to be ready. */
async function tap(page: Page, name: string, clickCount = 1) {
  const button = page.getByRole('button', { name }).first();
  await button.waitFor({ state: 'attached' });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error(`${name} has no box`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { clickCount });
}

/** Whether Next has started in the page (its router exists once the chunks have run). */
const appStarted = (page: Page) =>
  page.evaluate(() => Boolean((window as { next?: { router?: unknown } }).next?.router));

test('a double tap on a slow phone, before the app listens, adds the item once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await pickLocation(page, /Food/);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  try {
    await page.goto(STORE, { waitUntil: 'commit' });
    await tap(page, 'Add Strawberry Shortcake to cart', 2);
    // The store page paints first, so on a slowed CPU the tap normally lands before the chunks
    // have run; noted rather than asserted, since a fast host may already be live.
    if (await appStarted(page)) test.info().annotations.push({ type: 'note', description: 'live' });
    const count = page.getByRole('group', { name: 'Quantity of Strawberry Shortcake' }).first();
    await expect(count.locator('output')).toHaveText('1', { timeout: 60_000 });
    await expect(
      page.getByRole('button', { name: 'Cart (1)', exact: true }).first(),
    ).toBeAttached();
    // No second replay arrives late.
    await page.waitForTimeout(2_000);
    await expect(count.locator('output')).toHaveText('1');
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
});

test.describe('when the app never comes, the hold lets go', () => {
  const isChunk = (url: URL) =>
    url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js');
  // The landing page's questions are native disclosures, its only `<details>`.
  const question = (page: Page) => page.locator('details > summary').first();
  const isOpen = (page: Page) =>
    page
      .locator('details')
      .first()
      .evaluate((details) => (details as HTMLDetailsElement).open);

  test('at once when a chunk fails to load: a held summary opens', async ({ page }) => {
    await page.route(isChunk, (route) => route.abort());
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await question(page).click();
    // Well before the time-out: the failed chunk ends the hold at once.
    await expect.poll(() => isOpen(page), { timeout: GIVE_UP_MS - 2_000 }).toBe(true);
    expect(await appStarted(page)).toBe(false);
    // Natively from now on: a second tap closes it.
    await question(page).click();
    await expect.poll(() => isOpen(page)).toBe(false);
  });

  test('after the time-out when the chunks run but the app does not start', async ({ page }) => {
    // Every chunk arrives, empty: no load error, and nothing ever takes the held taps.
    await page.route(isChunk, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await page.goto('/', { waitUntil: 'load' });
    await question(page).click();
    await page.waitForTimeout(1_000);
    expect(await isOpen(page)).toBe(false);
    // The held tap is clicked again when the hold lets go: the browser opens the details.
    await expect.poll(() => isOpen(page), { timeout: GIVE_UP_MS + 5_000 }).toBe(true);
    await question(page).click();
    await expect.poll(() => isOpen(page)).toBe(false);
  });
});
