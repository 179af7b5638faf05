import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, snap, VIEWPORTS } from './helpers';

test.describe('server rendering', () => {
  test('/ is server-rendered in English, styled without MUI', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-powered-by']).toBeUndefined();
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*lang="en"[^>]*dir="ltr"/);
    // Plain elements and CSS modules over the theme's variables (docs/hydration.md, rule 7).
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/data-emotion="mui /);
    expect(head).toMatch(/<link (nonce="[^"]+" )?rel="stylesheet" href="[^"]+\.css"/);
    expect(html).toContain('Atlas Mart');
    expect(html).toContain('rel="canonical"');
    expect(html).toContain('hrefLang="ar"');
    expect(html).toContain('"@type":"WebSite"');
  });

  test('/ar is right-to-left; the text and form pages carry no MUI styles', async ({ request }) => {
    const html = await (await request.get('/ar')).text();
    expect(html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
    // The policy, help and form pages are plain elements (ADR 0001): no MUI styles at all. That
    // MUI parts use the RTL emotion cache in Arabic is checked in
    // __tests__/server/muiScopeDirection.test.tsx.
    for (const path of ['/ar/privacy-policy', '/ar/help-and-support', '/ar/auth/sign-in']) {
      const page = await (await request.get(path)).text();
      expect(page).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
      expect(page).not.toMatch(/data-emotion="mui/);
    }
    const english = await (await request.get('/privacy-policy')).text();
    expect(english).not.toMatch(/data-emotion="mui/);
  });

  test('catalog pages paint before their chunks load; form pages keep Next’s order', async ({
    page,
  }) => {
    // ADR 0010: a catalog page (the paintFirst option) loads its chunks after the first paint...
    const catalog = await (await page.request.get('/')).text();
    expect(catalog).not.toMatch(/<script[^>]* src="[^"]*\/_next\/[^"]*"[^>]*defer/);
    expect(catalog).toContain('id="paint-first"');
    // ...and still hydrates.
    await page.goto('/');
    await page.waitForFunction(() =>
      Boolean((window as { next?: { router?: unknown } }).next?.router),
    );
    // A page made for one visitor keeps Next's deferred scripts, so its form is live sooner.
    const form = await (await page.request.get('/auth/sign-in')).text();
    expect(form).toMatch(/<script[^>]* src="[^"]*\/_next\/[^"]*"[^>]*defer/);
    expect(form).not.toContain('id="paint-first"');
  });

  test('policy pages render sanitised configured text', async ({ request }) => {
    const response = await request.get('/privacy-policy');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Privacy Policy');
    expect(html).not.toMatch(
      /<script(?![^>]*(application\/(ld\+)?json|__NEXT_DATA__|src=))[^>]*>[^<]*alert/i,
    );
  });

  test('unknown routes answer 404 with a way back', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('shell in the browser', () => {
  test('language switch asks first, then reloads in Arabic', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('menuitem', { name: /العربية/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change language' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/ar(\/|$)/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('تم تغيير اللغة')).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('language-setting'));
    expect(stored).toBe('ar');
  });

  test('dark mode toggles and survives a reload', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 20, 25)');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  });

  test('a guest gets a guest id stored', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_id'))).toMatch(/^\d+$/);
  });

  test('mobile header opens the right drawer', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Sign In' })).toBeVisible();
    const box = await drawer.boundingBox();
    // Anchored to the right edge in English (mirrored to the left in Arabic).
    expect(box && box.x + box.width).toBeGreaterThan(VIEWPORTS.phone.width - 2);
  });

  test('footer contact opens the address map dialog', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: /support@/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(footer.getByRole('link', { name: /\+212/ })).toHaveAttribute('href', /^tel:/);
    const social = footer.getByRole('link', { name: /facebook/i });
    await expect(social).toHaveAttribute('target', '_blank');
    await expect(social).toHaveAttribute('rel', /noopener/);
    await footer.getByRole('button', { name: /Casablanca/ }).click();
    await expect(page.getByRole('dialog', { name: 'Our address' })).toBeVisible();
  });
});

test.describe('accessibility and screenshots', () => {
  for (const path of ['/', '/ar', '/privacy-policy', '/help-and-support']) {
    test(`axe finds no WCAG A/AA violations on ${path}`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test('dark mode has no contrast violations on /', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoAxeViolations(page);
  });

  for (const locale of ['en', 'ar'] as const) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      test(`screenshot of / in ${locale} at ${name} width`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(locale === 'en' ? '/' : '/ar');
        await expect(page.locator('h1').first()).toBeVisible();
        await snap(page, `landing-${locale}-${name}`);
      });
    }
  }
});
