import { mkdirSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { closeReviewPrompts, VIEWPORTS } from './helpers';

// Against the dev server the first visit of a page or a lazy chunk compiles it: allow for that.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A guest picks a place in Casablanca and the Food module (R-LOC-2). */
async function pickLocationAndFood(page: Page, prefix = '') {
  await page.goto(`${prefix}/`);
  await page.getByRole('combobox').first().fill('Maarif');
  await page.getByRole('option').first().click();
  await page
    .getByRole('button', { name: /Food|طعام/ })
    .first()
    .click();
  // The module step goes to /home; if it does not (seen once in Arabic on a loaded dev server,
  // with Food selected), open /home directly: this spec is about the cart, not that step.
  await page.waitForURL(/\/home$/, { timeout: 60_000 }).catch(() => page.goto(`${prefix}/home`));
  // Choosing the module reloads the home page once; let that settle before navigating on.
  await settle(page);
}

/**
 * Waits until the page has gone quiet, for at most 15 s: polling widgets may keep the network busy,
 * and an unbounded wait would hang the test until its time-out.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

const dialog = (page: Page) => page.getByRole('dialog');

/** Opens a page and waits until it is hydrated (controls do nothing before that). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await settle(page);
}

test.describe('cart', () => {
  test('a guest adds a food item with required options, another store, changes and removes', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await pickLocationAndFood(page);

    await open(page, '/store/casa-pizza-napoli?module_id=1');
    await page.getByRole('button', { name: 'Add Margherita Pizza to cart' }).click();
    const popup = dialog(page);
    await expect(popup.getByRole('heading', { name: 'Margherita Pizza' })).toBeVisible();
    // The required Size group must be chosen first.
    await popup.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Variation Size can not remain without selection')).toBeVisible();
    await popup.getByRole('radio', { name: 'Large' }).check();
    await popup.getByRole('checkbox', { name: 'Garlic bread' }).check();
    await expect(popup.getByRole('group', { name: 'Quantity of Garlic bread' })).toBeVisible();
    await shot(page, 'food-popup-en-desktop');
    await popup.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Item added to cart')).toBeVisible();
    await expect(popup).toBeHidden();

    // The card now shows the count with minus and plus.
    const stepper = page.getByRole('group', { name: 'Quantity of Margherita Pizza' });
    await expect(stepper.locator('output')).toHaveText('1');

    // A plain item is added at once at quantity 1.
    await page.getByRole('button', { name: 'Add Strawberry Shortcake to cart' }).click();
    await expect(page.getByText('Item added to cart').last()).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Quantity of Strawberry Shortcake' }).locator('output'),
    ).toHaveText('1');

    // Cart drawer: lines, steppers, subtotal.
    await page.getByRole('button', { name: /^Cart/ }).first().click();
    const drawer = page.getByRole('presentation').filter({ hasText: 'Shopping Cart' });
    await expect(drawer.getByRole('heading', { name: 'Margherita Pizza' })).toBeVisible();
    await expect(drawer.getByText('Size: Large')).toBeVisible();
    const pizzaLine = drawer.getByRole('group', { name: 'Quantity of Margherita Pizza' });
    await pizzaLine.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(pizzaLine.locator('output')).toHaveText('2');
    await shot(page, 'cart-drawer-en-desktop');
    await pizzaLine.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(pizzaLine.locator('output')).toHaveText('1');
    // At quantity 1 the minus is a delete button that asks first.
    await pizzaLine.getByRole('button', { name: 'Remove Margherita Pizza from cart' }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    // From the cart itself the other wording (R-CART-2).
    await expect(page.getByText('Cart item remove successfully')).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Margherita Pizza' })).toBeHidden();
    await page.keyboard.press('Escape');

    // Another store's item: the clear-cart confirmation, then the spec's message.
    await open(page, '/store/dar-tajine?module_id=1');
    await page.getByRole('button', { name: 'Add Butter Croissant to cart' }).click();
    await expect(
      page.getByText('You have item from another store in cart, continuing removes earlier items'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(
      page.getByText('Your cart has been cleared successfully and selected item added to the cart'),
    ).toBeVisible();
    await page.getByRole('button', { name: /^Cart/ }).first().click();
    await expect(drawer.getByRole('heading', { name: 'Butter Croissant' })).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Strawberry Shortcake' })).toBeHidden();

    // Proceed To Checkout as a guest: the login-or-guest dialog.
    await drawer.getByRole('button', { name: 'Proceed To Checkout' }).click();
    await expect(page.getByText('Do you want to login or continue as a guest?')).toBeVisible();
    await page.getByRole('button', { name: 'Guest' }).click();
    // The checkout page may still be compiling on a dev server.
    await expect(page).toHaveURL(/\/checkout\?page=cart$/, { timeout: 180_000 });
  });

  test('without a stored location, adding opens Insert delivery location', async ({ page }) => {
    await open(page, '/store/casa-pizza-napoli?module_id=1');
    await page.getByRole('button', { name: 'Add Strawberry Shortcake to cart' }).click();
    await expect(page.getByText('Insert delivery location')).toBeVisible();
  });

  test('Arabic: the food popup and the cart drawer are mirrored', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await pickLocationAndFood(page, '/ar');
    await open(page, '/ar/store/casa-pizza-napoli?module_id=1');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Item and option names are localised by the API: match the Arabic texts loosely.
    await page.getByRole('button', { name: /^أضف .*مارغريتا.* إلى السلة$/ }).click();
    const popup = dialog(page);
    await popup.getByRole('button', { name: 'أضف إلى السلة' }).click();
    await expect(page.getByText(/^لا يمكن ترك الخيار .+ دون اختيار$/)).toBeVisible();
    await popup.getByRole('radiogroup').first().getByRole('radio').nth(1).check();
    await shot(page, 'food-popup-ar-phone');
    await popup.getByRole('button', { name: 'أضف إلى السلة' }).click();
    await expect(page.getByText('تمت إضافة المنتج إلى السلة')).toBeVisible();
    // The phone header keeps the cart in its menu: open the drawer from the desktop header.
    await page.setViewportSize(VIEWPORTS.desktop);
    await open(page, '/ar/home');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^السلة \(\d+\)$/ })
      .click();
    await expect(page.getByRole('heading', { name: 'سلة التسوق' })).toBeVisible();
    await shot(page, 'cart-drawer-ar-desktop');
  });
});

test.describe('wishlist', () => {
  test('a member adds and removes an item and a store', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await closeReviewPrompts(page);
    await pickLocationAndFood(page);
    await open(page, '/auth/sign-in');
    const form = page.locator('form');
    await form.getByLabel('Phone number').fill('600000001');
    await form.getByLabel(/^Password/).fill('Demo1234!');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();

    await open(page, '/store/casa-pizza-napoli?module_id=1');
    // The demo member's wishlist lives on the server: start from "not in the wishlist".
    const anyHeart = page.getByRole('button', { name: /Chocolate Fondant (to|from) wishlist$/ });
    if ((await anyHeart.getAttribute('aria-pressed')) === 'true') await anyHeart.click();
    const itemHeart = page.getByRole('button', { name: 'Add Chocolate Fondant to wishlist' });
    await itemHeart.click();
    await expect(
      page.getByRole('button', { name: 'Remove Chocolate Fondant from wishlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const storeHeart = page.getByRole('button', { name: 'Add Casa Pizza Napoli to wishlist' });
    if (await storeHeart.isVisible()) await storeHeart.click();

    await page
      .getByRole('button', { name: /^Wishlist/ })
      .first()
      .click();
    const drawer = page.getByRole('presentation').filter({ hasText: 'Wishlist' });
    await expect(drawer.getByRole('link', { name: 'Chocolate Fondant' })).toBeVisible();
    await shot(page, 'wishlist-drawer-en-desktop');
    await drawer.getByRole('tab', { name: 'Restaurants' }).click();
    await expect(drawer.getByRole('link', { name: 'Casa Pizza Napoli' })).toBeVisible();
    await drawer.getByRole('tab', { name: 'Foods' }).click();
    await drawer.getByRole('button', { name: 'Remove Chocolate Fondant from wishlist' }).click();
    await expect(page.getByText('Are you sure you want to delete this item?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(drawer.getByRole('link', { name: 'Chocolate Fondant' })).toBeHidden();
  });

  test('a guest is told to log in', async ({ page }) => {
    await open(page, '/store/casa-pizza-napoli?module_id=1');
    await page.getByRole('button', { name: 'Add Chocolate Fondant to wishlist' }).click();
    await expect(page.getByText('You are not logged in')).toBeVisible();
  });
});
