import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import { loadConfig, type Config } from '../env.ts'
import { buildApp, type App, type AppOptions } from '../app.ts'
import { createDatabase } from '../db/database.ts'
import { prepareDatabase } from '../db/prepare.ts'
import { mailJob } from '../mail/outbox-job.ts'
import { runOnPostgres } from './postgres.ts'
import { seededShop } from './seeded-shop.ts'

export interface TestShop {
  app: App
  /** Moves the app's clock; `clock.advance(ms)`. */
  clock: { now: Date; advance(ms: number): void }
  close(): Promise<void>
}

/**
 * A freshly migrated, seeded shop for one test file: an in-memory PGlite, or a schema of its
 * own in the worker's database on PostgreSQL when DATABASE_URL is set, dropped when the run ends.
 */
export async function createTestShop(
  overrides: Partial<Record<keyof Config, string>> = {},
  options: Pick<AppOptions, 'appDir' | 'logStream' | 'mailer' | 'gateways'> = {},
): Promise<TestShop> {
  const databaseUrl = process.env.DATABASE_URL
  const schema = databaseUrl ? `shop_${randomBytes(6).toString('hex')}` : undefined
  if (databaseUrl && schema) await runOnPostgres(databaseUrl, `create schema ${schema}`)
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'loopback',
    CATALOGUE_CACHE_MS: '0',
    ...overrides,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  })
  const startFrom = databaseUrl ? undefined : await seededShop(inject('seededShopFile'))
  const db = createDatabase({ databaseUrl, dataDir: 'memory://', schema, startFrom })
  // A copy of the seeded shop is current already: this only checks (and refreshes its search index).
  await prepareDatabase(db, { seed: 'auto', schema })
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms)
    },
  }
  const app = await buildApp({
    config,
    db,
    appDir: options.appDir ?? './no-app-in-server-tests',
    logStream: options.logStream,
    mailer: options.mailer,
    mediaDir: config.MEDIA_DIR,
    now: () => clock.now,
    gateways: options.gateways,
  })
  await app.ready()
  return {
    app,
    clock,
    async close() {
      // The schema stays until the run ends (server/test/seeded-shop.ts).
      await app.close()
    },
  }
}

/**
 * Another app on `shop`'s database under other settings. Not closed: closing would destroy the
 * shared database the first shop still uses.
 */
export async function sameShopWith(shop: TestShop, overrides: Record<string, string>): Promise<TestShop> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'loopback', ...overrides })
  const app = await buildApp({ config, db: shop.app.db, appDir: './no-app-in-server-tests', now: () => shop.clock.now })
  await app.ready()
  return { app, clock: shop.clock, close: async () => {} }
}

/**
 * Waits until every mail job written so far has been sent (a worker polls about each second),
 * as a shopper waits for mail: read the outbox or the test mailer after this.
 */
export async function mailSent(app: App, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while ((await app.jobs.pending(mailJob)) > 0) {
    if (Date.now() > until) throw new Error('mail jobs still waiting to be sent')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
