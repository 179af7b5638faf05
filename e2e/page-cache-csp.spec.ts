import { expect, test, type APIResponse, type Page } from '@playwright/test';

/**
 * A page the page cache keeps gets a fresh Content-Security-Policy nonce in every answer (ADR 0007,
 * docs/caching.md), and its inline scripts still run under that answer's policy: the colour scheme
 * before paint, and the paint-first loader that brings the chunks in (hydration).
 */

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

/** Every policy complaint of a page: the DOM event and the console's message. */
async function watchPolicy(page: Page) {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) complaints.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __policyViolations: string[] }).__policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...complaints,
    ...(await page.evaluate(
      () => (window as unknown as { __policyViolations: string[] }).__policyViolations,
    )),
  ];
}

async function expectNonceEverywhere(response: APIResponse) {
  const nonce = nonceOf(response.headers()['content-security-policy']);
  expect(nonce).toBeTruthy();
  const html = await response.text();
  const inPage = [...html.matchAll(/(?:nonce|data-n-css)="([^"]*)"/g)].map((match) => match[1]);
  expect(inPage.length).toBeGreaterThan(0);
  expect(new Set(inPage)).toEqual(new Set([nonce]));
  return nonce as string;
}

test('two answers from the cache carry different nonces, each matching its own page', async ({
  request,
}) => {
  await request.get('/');
  const first = await request.get('/');
  const second = await request.get('/');
  for (const answer of [first, second]) {
    expect(answer.status()).toBe(200);
    expect(answer.headers()['x-page-cache']).toMatch(/^(HIT|STALE)$/);
  }
  const nonces = [await expectNonceEverywhere(first), await expectNonceEverywhere(second)];
  expect(nonces[0]).not.toBe(nonces[1]);
});

test('a page from the cache runs its inline scripts and hydrates, for each visitor', async ({
  browser,
  request,
}) => {
  await request.get('/');
  const loads: (string | undefined)[] = [];
  // Two visitors: one browser revalidates its own copy (a 304 keeps that copy's nonce and policy).
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const complaints = await watchPolicy(page);
    const response = await page.goto('/');
    expect(response?.headers()['x-page-cache']).toMatch(/^(HIT|STALE)$/);
    loads.push(nonceOf(response?.headers()['content-security-policy']));
    // The paint-first loader (an inline script) loaded the chunks: Next has hydrated.
    await page.waitForFunction(() =>
      Boolean((window as { next?: { router?: unknown } }).next?.router),
    );
    expect(await complaints()).toEqual([]);
    await context.close();
  }
  expect(loads[0]).toBeTruthy();
  expect(loads[0]).not.toBe(loads[1]);
});

test('the colour scheme script runs before any chunk on a page from the cache', async ({
  page,
}) => {
  await page.request.get('/');
  const complaints = await watchPolicy(page);
  await page.addInitScript(() => localStorage.setItem('theme-mode', 'dark'));
  // Without the chunks only the page's inline scripts can set the scheme.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  const response = await page.goto('/');
  expect(response?.headers()['x-page-cache']).toMatch(/^(HIT|STALE)$/);
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await complaints()).toEqual([]);
});
