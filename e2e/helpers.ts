import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * Waits for the animations that end (a toast fading in, a dialog opening) to end: axe reads colours
 * as they are painted, so text caught half faded in fails contrast it meets once shown. Endless
 * ones (spinners, skeleton pulses) are not waited for.
 */
async function settleAnimations(page: Page) {
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 3_000)),
      ]),
    )
    .catch(() => undefined);
}

/** Fails the test on any WCAG 2.x A/AA violation, listing what and where. */
export async function expectNoAxeViolations(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}`)
        .join('\n'),
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

/** Full-page screenshot for people to look at (not a visual comparison). */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/**
 * The demo member's orders delivered by other journeys wait for a review, and its prompt may open
 * on any page at any moment: close it whenever it does (journeys about the prompt itself skip this).
 */
export async function closeReviewPrompts(page: Page) {
  const prompt = page.getByRole('dialog', { name: /^(How was your order\?|كيف كان طلبك؟)$/ });
  await page.addLocatorHandler(prompt, async () => {
    await prompt.getByRole('button', { name: /^(Not now|ليس الآن)$/ }).click();
  });
}

/** Opens a page and waits until the network is quiet: the page has hydrated and loaded its data. */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

/**
 * A visitor picks a place in Casablanca by search and a module (R-LOC-1,
 * R-LOC-2); `prefix` is the locale path (`/ar`).
 */
export async function pickLocation(page: Page, module: RegExp, prefix = '') {
  await page.goto(`${prefix}/`);
  await page.getByRole('combobox').first().fill('Maarif');
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: module }).first().click();
  await page.waitForURL(/\/home$/);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

/** Adds a plain item from a store page, then raises it to `quantity` (stores have a minimum order). */
export async function addPlainItem(page: Page, store: string, item: string, quantity = 2) {
  await open(page, store);
  const stepper = page.getByRole('group', { name: `Quantity of ${item}` }).first();
  // A click before hydration or during the sign-in cart refresh does nothing: try until the card
  // shows its stepper.
  await expect(async () => {
    const add = page.getByRole('button', { name: `Add ${item} to cart` });
    if (await add.isVisible()) await add.click();
    await expect(stepper).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  // The demo member's cart is on the server: another journey may have left the item in it.
  const output = stepper.locator('output');
  let count = Number(await output.textContent()) || 1;
  while (count < quantity) {
    await stepper.getByRole('button', { name: 'Increase quantity' }).click();
    count += 1;
    await expect(output).toHaveText(String(count));
  }
}

/** The seeded demo member (README). */
export const DEMO_MEMBER = { phone: '600000001', password: 'Demo1234!' };

/** Signs the demo member in through the form, closing review prompts from then on. */
export async function signInDemoMember(page: Page) {
  await closeReviewPrompts(page);
  await open(page, '/auth/sign-in');
  const form = page.locator('form');
  await form.getByLabel('Phone number').fill(DEMO_MEMBER.phone);
  await form.getByLabel(/^Password/).fill(DEMO_MEMBER.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'));
}
