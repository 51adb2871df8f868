import closeWithGrace from 'close-with-grace'
import { loadConfig } from './env.ts'
import { createDatabase } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import { seedCatalogue } from './db/seed/index.ts'
import { seedCoupons } from './db/seed/coupons.ts'
import { buildApp } from './app.ts'
import { scheduleExpiredOrderSweep } from './modules/orders/sweep.ts'

const config = loadConfig()
const db = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
await migrateToLatest(db)
if (config.SEED === 'auto') await seedCatalogue(db)
if (config.SEED === 'auto') await seedCoupons(db)

const app = await buildApp({ config, db, appDir: config.APP_DIR, mediaDir: config.MEDIA_DIR })
const stopOrderSweep = scheduleExpiredOrderSweep(app)

// SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error')
  else app.log.info({ signal }, 'shutting down')
  stopOrderSweep()
  await app.close()
})

await app.listen({ host: config.HOST, port: config.PORT })
