import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
/** Journeys that place orders and spend the demo member's money (see the projects below). */
const MEMBER_MONEY = /account\.spec\.ts$/;
/** A second server of the same build whose API is the first one (e2e/operator.spec.ts). */
const STOREFRONT_PORT = PORT + 1;

/**
 * Browser journeys against the production build (`next build` first) with the built-in API on a
 * fresh database, in Debian's Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 60_000,
  // Two browsers and the server share two cores in CI: a module home's client render can take
  // several seconds there.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // The machine has no internet: keep Chromium from trying to reach Google's services.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: MEMBER_MONEY,
    },
    {
      // The demo member's cart, wallet and points live on the server: the journeys that order and
      // spend with them run after the others, one at a time, so no journey empties another's cart.
      name: 'member-money',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: MEMBER_MONEY,
      dependencies: ['chromium'],
      fullyParallel: false,
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: `node e2e/server.mjs ${PORT}`,
          url: `${baseURL}/api/health`,
          timeout: 120_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          stderr: 'pipe',
        },
        {
          // The same build, started against the first server as its external backend
          // (e2e/operator.spec.ts).
          command: `node e2e/server.mjs ${STOREFRONT_PORT} ${baseURL}`,
          url: `http://127.0.0.1:${STOREFRONT_PORT}/api/health`,
          timeout: 120_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          stderr: 'pipe',
        },
      ],
});
