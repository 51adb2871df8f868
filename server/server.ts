import { setTimeout as sleep } from 'node:timers/promises'
import closeWithGrace from 'close-with-grace'
import { loadConfigOrExit } from './env.ts'
import { createDatabase, embeddedDatabase } from './db/database.ts'
import { prepareDatabase } from './db/prepare.ts'
import { DataFolderBusy, holdDataFolder } from './db/data-folder.ts'
import { openLocalDoor } from './cli/local-door.ts'
import { buildApp } from './app.ts'
import { listenForMetrics } from './observability/metrics-listener.ts'
import { stopTracing } from './observability/tracing-stop.ts'
import { productionBuildProblem } from './build-check.ts'

// One readable message listing every problem, and nothing listening.
const config = loadConfigOrExit()
const buildProblem = config.NODE_ENV === 'production' ? productionBuildProblem(config.APP_DIR) : undefined
if (buildProblem) {
  console.error(buildProblem)
  process.exit(1)
}
// The embedded database is one process's: while a command (or another shop) holds the folder, the shop does not start.
const folder = config.DATABASE_URL
  ? undefined
  : await holdDataFolder(config.DATA_DIR, 'shop').catch((error: unknown) => {
      if (!(error instanceof DataFolderBusy)) throw error
      console.error(
        `The shop did not start: ${error.message} Start it once that has finished (a second shop on one DATA_DIR never starts).`,
      )
      process.exit(1)
    })
const db = createDatabase({ databaseUrl: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE, dataDir: config.DATA_DIR })
await prepareDatabase(db, { seed: config.SEED })

const app = await buildApp({ config, db, appDir: config.APP_DIR, mediaDir: config.MEDIA_DIR, scheduled: true })
if (config.NODE_ENV === 'production' && config.PAYMENT_SANDBOX) {
  app.log.warn('PAYMENT_SANDBOX=on in production: sandbox payments are offered and no real money is taken (staging shops only)')
}
const metricsListener = config.METRICS_PORT ? await listenForMetrics(app.metrics, config.METRICS_PORT) : undefined
// `npm run shop -- <command>` (backup included) asks the running shop: PGlite's files are this process's alone.
const embedded = embeddedDatabase(db)
const localDoor = embedded
  ? await openLocalDoor(app, embedded, config).catch((error: unknown) => {
      // The shop runs without it; the command line then sees the folder held and refuses to touch it.
      app.log.warn({ err: error }, 'no local socket beside DATA_DIR: backups and commands of the running shop are unavailable')
      return undefined
    })
  : undefined

// SIGTERM/SIGINT: /health/ready says 503 for SHUTDOWN_GRACE_MS while requests are still served, so
// the load balancer takes the instance out first; then the listener closes, in-flight requests
// finish, and the database closes. A second signal exits at once.
closeWithGrace({ delay: config.SHUTDOWN_GRACE_MS + 10_000 }, async ({ err, signal }) => {
  app.lifecycle.shuttingDown = true
  if (err) {
    app.log.error({ err }, 'shutting down after an error')
  } else {
    app.log.info({ signal, graceMs: config.SHUTDOWN_GRACE_MS }, 'shutting down: not ready any more, still serving')
    await sleep(config.SHUTDOWN_GRACE_MS)
  }
  metricsListener?.close()
  // A backup being written or a command being run finishes before the database closes.
  await new Promise((closed) => (localDoor ? localDoor.close(closed) : closed(undefined)))
  await app.close()
  await folder?.release()
  await stopTracing()
  app.log.info('shut down')
})

await app.listen({ host: config.HOST, port: config.PORT })
if (metricsListener) app.log.info({ port: config.METRICS_PORT }, 'metrics on 127.0.0.1')
if (config.NODE_ENV !== 'production') {
  // For the person who ran `npm start`: where to go, and what it runs on (the lines above are the log's).
  const address = `http://${['0.0.0.0', '::'].includes(config.HOST) ? 'localhost' : config.HOST}:${config.PORT}`
  const database = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.DATA_DIR}`
  process.stdout.write(
    `\nThe shop is ready at ${address}, on ${database}, migrated${config.SEED === 'auto' ? ' and seeded' : ''}.` +
      ` Mail: ${config.SMTP_URL ? 'SMTP_URL' : `${address}/dev/outbox`}.${config.PAYMENT_SANDBOX ? ' Sandbox card: 4242 4242 4242 4242.' : ''}\n\n`,
  )
}
