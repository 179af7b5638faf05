import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, snap, VIEWPORTS } from './helpers';

// Shared links: a visitor (or a search engine) opens a store or product page with no stored location.
const PRODUCT = { id: 15, slug: 'cake-strawberry-casa-pizza-napoli', name: 'Strawberry Shortcake' };
const STORE = { id: 1, slug: 'casa-pizza-napoli', name: 'Casa Pizza Napoli' };

/** The server HTML of a page and the JSON-LD blocks it carries. */
async function serverHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  const html = await response.text();
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
  ].map((match) => JSON.parse(match[1]) as Record<string, unknown>);
  return { status: response.status(), html, jsonLd };
}

test.describe('shared store and product links', () => {
  test('a product page is complete in the server HTML', async ({ request }) => {
    const { status, html, jsonLd } = await serverHtml(request, `/product/${PRODUCT.id}`);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<title[^>]*>${PRODUCT.name} - ${STORE.name} \\| `));
    expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]+/product/${PRODUCT.slug}"`));
    expect(html).toMatch(new RegExp(`hrefLang="ar" href="[^"]+/ar/product/${PRODUCT.slug}"`));
    expect(html).toMatch(/property="og:type" content="product"/);
    expect(html).toMatch(/name="twitter:card"/);
    // The visible content is rendered too, not only the metadata.
    expect(html).toMatch(new RegExp(`<h1[^>]*>${PRODUCT.name}</h1>`));
    // In place: the late-hydrating content is inline, not streamed into a hidden <div> shown by
    // script (docs/hydration.md, rule 3); the <h1> comes before the footer.
    expect(html).toContain('<!--$-->');
    expect(html).not.toContain('<template id="B:');
    expect(html.indexOf('<h1')).toBeLessThan(html.indexOf('<footer'));

    const product = jsonLd.find((block) => block['@type'] === 'Product') as {
      offers: { price: number; priceCurrency: string; availability: string };
    };
    expect(product.offers.price).toBeGreaterThan(0);
    expect(product.offers.priceCurrency).toMatch(/^[A-Z]{3}$/);
    expect(product.offers.availability).toMatch(/schema\.org\/(InStock|OutOfStock)/);
    expect(jsonLd.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('a store page is complete in the server HTML', async ({ request }) => {
    const { status, html, jsonLd } = await serverHtml(request, `/store/${STORE.slug}`);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${STORE.name}</h1>`));
    expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]+/store/${STORE.slug}"`));
    const store = jsonLd.find((block) => block['@type'] === 'Restaurant') as {
      address?: unknown;
      geo?: { latitude: number; longitude: number };
      openingHoursSpecification?: unknown[];
    };
    expect(store.address).toBeTruthy();
    expect(store.geo?.latitude).toEqual(expect.any(Number));
    expect(store.openingHoursSpecification?.length).toBeGreaterThan(0);

    // The cover is the page's largest image: preloaded and fetched at high priority, the only
    // image that is (item and store cards above the fold load at once, at the default priority).
    const urgent = (html.match(/<(?:link|img)[^>]*fetchPriority="high"[^>]*>/gi) ?? []).map(
      (tag) => /(?:href|src)="([^"]+)"/.exec(tag)?.[1],
    );
    expect(urgent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(urgent)).toEqual(new Set([expect.stringContaining('/store/cover/')]));
    expect(html).toMatch(/<link[^>]*rel="preload"[^>]*\/store\/cover\/[^>]*fetchPriority="high"/i);
  });

  test('catalog pages render no MUI; MUI parts bring their theme with them', async ({
    request,
    page,
  }) => {
    // docs/hydration.md, rule 7: the pages search engines land on carry no MUI styles, and a MUI
    // component outside a MuiScope would show up as emotion's default `css-` classes.
    for (const path of ['/', `/product/${PRODUCT.slug}`, `/ar/store/${STORE.slug}`]) {
      const { status, html } = await serverHtml(request, path);
      expect(status).toBe(200);
      expect(html).not.toMatch(/data-emotion="(css|mui|mui-rtl) /);
      // The food module's brand colours apply from the first paint (none on the landing page).
      if (path !== '/') expect(html).toMatch(/<html[^>]* data-brand="food"/);
    }
    // Pages and home sections built with MUI render it inside a MuiScope: no default-cache styles.
    const cookie =
      'zoneid=%5B1%5D; module_id=1; module_type=food; latitude=33.5731; longitude=-7.5898';
    for (const path of ['/home', '/ar/home', '/about-us']) {
      const response = await request.get(path, { headers: { Accept: 'text/html', cookie } });
      expect(response.status()).toBe(200);
      expect(await response.text()).not.toMatch(/data-emotion="css /);
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`/product/${PRODUCT.slug}`);
    await page.getByRole('button', { name: /^Cart/ }).first().click();
    const drawer = page.getByRole('presentation').filter({ hasText: 'Shopping Cart' });
    await expect(drawer).toBeVisible();
    const styleKeys = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].map(
        (style) => style.dataset.emotion?.split(' ')[0],
      ),
    );
    expect(styleKeys).toContain('mui');
    expect(styleKeys).not.toContain('css');
    // The drawer's MUI parts take the food module's brand colour from the theme variables.
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main'),
    );
    expect(brand.trim().toLowerCase()).toBe('#c2410c');
  });

  test('unknown store and product ids answer 404, never 500', async ({ request, page }) => {
    for (const path of ['/product/999999', '/store/999999', '/product/no-such-item']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    await page.goto('/product/999999');
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });

  test('a visitor with no location opens a shared product link and goes on to its store', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`/product/${PRODUCT.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related items' })).toBeVisible();
    await expectNoAxeViolations(page);
    await snap(page, 'product-en-desktop');

    await page.getByRole('link', { name: STORE.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/store/${STORE.slug}`));
    await expect(page.getByRole('heading', { level: 1, name: STORE.name })).toBeVisible();
    // Category tabs filter the store's items.
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toHaveText('All');
    await page.getByRole('tab', { name: 'Desserts' }).click();
    await expect(page.getByRole('tab', { name: 'Desserts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: PRODUCT.name }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Margherita Pizza' })).toHaveCount(0);
    await snap(page, 'store-en-desktop');
  });

  test('Arabic product and store pages are mirrored on a phone', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`/ar/product/${PRODUCT.slug}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    // Mirrored: the title's text starts at the right edge of the screen.
    const box = await title.boundingBox();
    expect(box && box.x + box.width > VIEWPORTS.phone.width / 2).toBe(true);
    await snap(page, 'product-ar-phone');

    await page.goto(`/ar/store/${STORE.slug}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await snap(page, 'store-ar-phone');
  });
});
