import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './tests/perf/chromium.ts'

// The built shop as `npm start` runs it (SPA, API, media), on a fresh PGlite folder and a port of
// its own, so several checkouts can run their suites side by side. The runner loads this file
// again in its worker, which inherits the environment: the port and folder are chosen once.
// The journeys run the embedded PGlite shop, as `npm start` does; CI's DATABASE_URL is the
// server suite's (.ci/run), and each shop started here would otherwise share its database.
delete process.env.DATABASE_URL
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000))
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-'))
// The first-paint suite's shop: the same build in production mode, as an operator's staging shop.
process.env.E2E_STAGING_PORT ??= String(Number(process.env.E2E_PORT) + 1)
process.env.E2E_MAILBOX_PORT ??= String(Number(process.env.E2E_PORT) + 2)
process.env.E2E_STAGING_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-staging-'))
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`
const stagingURL = `http://127.0.0.1:${process.env.E2E_STAGING_PORT}`

/** Journeys on shops they start themselves (support/server.ts): the back office, the gateways. */
const ownShopJourneys = ['**/admin*.spec.ts', '**/stripe.spec.ts', '**/wallets.spec.ts', '**/wechat-pay.spec.ts']

/** How the runner keeps each shop it starts. */
const shopProcess = {
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore',
  stderr: 'pipe',
  gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
} as const

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Two streams on two cores: the journeys on the shared shop one after another (they share its
  // database), and beside them the journeys that start shops of their own (projects below).
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // CI retries a failed journey once and reports it as flaky: Chromium's offline emulation now and
  // then lets a request through around a reload (see cart.spec.ts), which no real dead network does.
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }]],
  outputDir: 'test-results/e2e',
  globalTeardown: './tests/e2e/support/teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: ownShopJourneys, workers: 1 },
    { name: 'own-shops', testMatch: ownShopJourneys, workers: 1 },
  ],
  webServer: [
    {
      command: 'node server/server.ts',
      url: `${baseURL}/api/health`,
      ...shopProcess,
      env: {
        PORT: process.env.E2E_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // As behind the shop's proxy: the API helpers name each shopper's own address (support/shop.ts).
        TRUST_PROXY: 'loopback',
        NODE_ENV: 'development',
        SEED: 'auto',
      },
    },
    {
      // The first-paint suite (server-render.spec.ts, first-tap.spec.ts) runs here: production mode.
      command: 'node tests/e2e/support/staging-shop.ts',
      url: `${stagingURL}/api/health`,
      ...shopProcess,
      env: {
        PORT: process.env.E2E_STAGING_PORT,
        MAILBOX_PORT: process.env.E2E_MAILBOX_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_STAGING_DATA_DIR,
        LOG_LEVEL: 'warn',
        SEED: 'auto',
      },
    },
  ],
})
