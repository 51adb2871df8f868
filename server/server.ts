import closeWithGrace from 'close-with-grace'
import { loadConfigOrExit } from './env.ts'
import { createDatabase } from './db/database.ts'
import { prepareDatabase } from './db/prepare.ts'
import { buildApp } from './app.ts'
import { productionBuildProblem } from './build-check.ts'

// One readable message listing every problem, and nothing listening.
const config = loadConfigOrExit()
const buildProblem = config.NODE_ENV === 'production' ? productionBuildProblem(config.APP_DIR) : undefined
if (buildProblem) {
  console.error(buildProblem)
  process.exit(1)
}
const db = createDatabase({ databaseUrl: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE, dataDir: config.DATA_DIR })
await prepareDatabase(db, { seed: config.SEED })

const app = await buildApp({ config, db, appDir: config.APP_DIR, mediaDir: config.MEDIA_DIR, scheduled: true })
if (config.NODE_ENV === 'production' && config.PAYMENT_SANDBOX) {
  app.log.warn('PAYMENT_SANDBOX=on in production: sandbox payments are offered and no real money is taken (staging shops only)')
}

// SIGTERM/SIGINT: stop accepting requests and jobs, let in-flight ones finish (a job still
// running after the grace is handed back to another instance), then close the database.
closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error')
  else app.log.info({ signal }, 'shutting down')
  await app.close()
})

await app.listen({ host: config.HOST, port: config.PORT })
