import { expect, test, type Page, type Request } from '@playwright/test';
import { addPlainItem, open, pickLocation, VIEWPORTS } from './helpers';

/**
 * What an operator relies on: one build configured when it starts. playwright.config.ts starts the
 * shop twice from the same build: on its built-in API (E2E_PORT) and as a storefront whose
 * NEXT_PUBLIC_BASE_URL is the first one (the next port), as an external 6amMart backend would be.
 */
const BACKEND = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
const STOREFRONT = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

test.skip(Boolean(process.env.E2E_BASE_URL), 'needs the two servers playwright.config.ts starts');
test.describe.configure({ timeout: 300_000 });

/** Every API request the browser makes, and every Content-Security-Policy complaint. */
function watch(page: Page) {
  const apiCalls: Request[] = [];
  const policyErrors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v1/')) apiCalls.push(request);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
  });
  return { apiCalls, policyErrors };
}

test.describe('one build, configured at start', () => {
  test.use({ baseURL: STOREFRONT });

  test('a guest orders on a storefront whose API is another server', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    const { apiCalls, policyErrors } = watch(page);

    await pickLocation(page, /Food/);
    await addPlainItem(page, '/store/casa-pizza-napoli?module_id=1', 'Strawberry Shortcake');

    await open(page, '/checkout?page=cart');
    await page.getByRole('button', { name: 'Take Away' }).click();
    await page.getByRole('button', { name: 'Edit contact info' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact Info' });
    await contact.getByLabel(/Contact Person Name/).fill('Operator Guest');
    await contact.getByLabel(/^Phone/).fill('612345679');
    await contact.getByLabel(/Contact Person Email/).fill('operator-guest@example.test');
    await contact.getByRole('button', { name: 'Save' }).click();
    await expect(contact).toBeHidden();
    await page.getByRole('radio', { name: /Cash on delivery/ }).check();

    // A double click places one order: a real 6amMart ignores the Idempotency-Key header.
    await page.getByRole('button', { name: 'Place Order' }).dblclick();
    const done = page.getByRole('dialog', { name: 'Order placed successfully' });
    await expect(done).toBeVisible();
    await expect(done.getByTestId('guest-order-id')).toHaveText(/#\d{6,}/);

    const places = apiCalls.filter((call) => call.url().includes('/customer/order/place'));
    expect(places.map((call) => call.method())).toEqual(['POST']);
    const hosts = [...new Set(apiCalls.map((call) => new URL(call.url()).origin))];
    expect(hosts).toEqual([BACKEND]);
    expect(apiCalls.map((call) => call.url())).toEqual(
      expect.arrayContaining([expect.stringContaining(`${BACKEND}/api/v1/auth/guest/request`)]),
    );
    expect(policyErrors).toEqual([]);
  });

  test('pages carry the configuration and policy the server started with', async ({ request }) => {
    const response = await request.get('/store/casa-pizza-napoli?module_id=1');
    expect(response.status()).toBe(200);
    const policy = response.headers()['content-security-policy'] ?? '';
    const scripts = policy.split('; ').find((entry) => entry.startsWith('script-src ')) ?? '';
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(policy).toContain(`connect-src 'self' ${BACKEND}`);
    expect(policy).toContain(`form-action 'self' ${BACKEND}`);
    const html = await response.text();
    expect(html).toContain(`"NEXT_PUBLIC_BASE_URL":"${BACKEND}"`);

    // A page nobody has: rendered when asked, with the same configuration.
    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain(`"NEXT_PUBLIC_BASE_URL":"${BACKEND}"`);
  });
});

test.describe('trusted origin', () => {
  test('a forged X-Forwarded-Host never reaches another visitor’s page', async ({ request }) => {
    const path = '/store/casa-pizza-napoli?module_id=1&forwarded-test=1';
    const forged = await request.get(path, { headers: { 'X-Forwarded-Host': 'evil.example' } });
    expect(await forged.text()).not.toContain('evil.example');
    const visitor = await request.get(path);
    const html = await visitor.text();
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`<link rel="canonical" href="${BACKEND}/store/casa-pizza-napoli"`);
  });

  test('a malformed API path answers the API’s JSON error, not a page', async ({ request }) => {
    const response = await request.get('/api/v1/stores/%c0%af');
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ code: 'url', message: 'Malformed request URL.' }],
    });
  });

  test('the built-in API answers a cross-origin preflight', async ({ request }) => {
    const response = await request.fetch('/api/v1/module', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://web.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'zoneid,moduleid,x-localization',
      },
    });
    expect(response.status()).toBe(204);
    expect(response.headers()['access-control-allow-origin']).toBeTruthy();
  });
});
