import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './tests/perf/chromium.ts'
import { seededDataDir, seedTemplate } from './tests/e2e/support/seeded-folder.ts'

// The built shop as `npm start` runs it (SPA, API, media), on a new PGlite folder (a copy of the
// run's seeded one) and a port of its own, so several checkouts can run their suites side by side:
// twice, one shop per worker (below). The runner loads this file again in each worker, which inherits the environment: the
// ports and folders are chosen once.
// The journeys run the embedded PGlite shop, as `npm start` does; CI's DATABASE_URL is the
// server suite's (.ci/run), and each shop started here would otherwise share its database.
delete process.env.DATABASE_URL
// Migrated and seeded once, as the config first loads; every shop of the run starts from a copy.
process.env.E2E_SEEDED_DIR ??= seedTemplate()
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000))
process.env.E2E_DATA_DIR ??= seededDataDir('shop-e2e-')
// The first-paint suite's shop: the same build in production mode, as an operator's staging shop.
process.env.E2E_STAGING_PORT ??= String(Number(process.env.E2E_PORT) + 1)
process.env.E2E_MAILBOX_PORT ??= String(Number(process.env.E2E_PORT) + 2)
process.env.E2E_STAGING_DATA_DIR ??= seededDataDir('shop-e2e-staging-')
process.env.E2E_SECOND_PORT ??= String(Number(process.env.E2E_PORT) + 3)
process.env.E2E_SECOND_DATA_DIR ??= seededDataDir('shop-e2e-second-')
const stagingURL = `http://127.0.0.1:${process.env.E2E_STAGING_PORT}`

// One shared shop per worker slot: two workers running at once never have the same
// TEST_PARALLEL_INDEX (0 or 1; a restarted worker keeps its own), so each drives a shop no other
// running worker touches, its journeys one after another as on a single shop.
const workers = 2
const shopPorts = [process.env.E2E_PORT, process.env.E2E_SECOND_PORT]
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
if (slot >= shopPorts.length) throw new Error(`${shopPorts.length} shared shops: at most ${shopPorts.length} workers`)
const baseURL = `http://127.0.0.1:${shopPorts[slot]}`

/** Journeys on shops they start themselves (support/server.ts): the back office, the gateways. */
const ownShopJourneys = ['**/admin*.spec.ts', '**/stripe.spec.ts', '**/wallets.spec.ts', '**/wechat-pay.spec.ts']
/** The first-paint suite: one staging shop (below) for both files, so one file at a time. */
const stagingJourneys = ['**/server-render.spec.ts', '**/first-tap.spec.ts']

/** How the runner keeps each shop it starts. */
const shopProcess = {
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore',
  stderr: 'pipe',
  gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
} as const

/** A shared shop: the built shop in development mode (its outbox), seeded, on its own port and folder. */
function devShop(port: string, dataDir: string) {
  return {
    command: 'node server/server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    ...shopProcess,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // As behind the shop's proxy: the API helpers name each shopper's own address (support/shop.ts).
      TRUST_PROXY: 'loopback',
      NODE_ENV: 'development',
      SEED: 'auto',
      SHUTDOWN_GRACE_MS: '0',
    },
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Two workers on two cores. The runner hands a free worker the first file the projects below
  // allow, in their order: the journeys on shops of their own keep one worker till they are done
  // (a few minutes on CI), beside them the first-paint suite and then the shared-shop journeys,
  // which afterwards take both workers, each on its own shop. (A third worker on a shop of its own
  // ran slower on two cores: the shops' starts timed out.)
  workers,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // CI retries a failed journey once and reports it as flaky: Chromium's offline emulation now and
  // then lets a request through around a reload (see cart.spec.ts), which no real dead network does.
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // The JSON report names each file's time and worker: where a slow run's minutes went.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }],
    ['json', { outputFile: 'test-results/e2e-times.json' }],
  ],
  outputDir: 'test-results/e2e',
  globalTeardown: './tests/e2e/support/teardown.ts',
  use: {
    baseURL,
    // Recording a trace of every journey to keep only the failed ones' cost an eighth of the suite's
    // time: CI records the retry of a failed journey, a developer's run (no retries) each failed one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    // Installing the service worker precaches the whole shop (about 250 files): 5 CPU-seconds of
    // every new context, a fifth of the suite's time. The journeys about it turn it on
    // (support/shop.ts's withServiceWorker).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
    },
  },
  projects: [
    { name: 'own-shops', testMatch: ownShopJourneys, workers: 1 },
    { name: 'staging', testMatch: stagingJourneys, workers: 1 },
    // support/shop.ts's shopUrl() reads this worker's baseURL: the shop of its slot.
    { name: 'shared', testIgnore: [...ownShopJourneys, ...stagingJourneys] },
  ],
  webServer: [
    devShop(process.env.E2E_PORT!, process.env.E2E_DATA_DIR!),
    devShop(process.env.E2E_SECOND_PORT!, process.env.E2E_SECOND_DATA_DIR!),
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
