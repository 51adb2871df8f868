import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { Code, envelope } from '#contract/envelope.ts'
import { migrations } from '../../db/migrations/index.ts'
import { appliedMigrationNames, pingDatabase } from './queries.ts'

const healthResponse = envelope(z.object({ status: z.literal('up'), database: z.literal('up') }))
const readiness = z.object({ database: z.enum(['up', 'down']), migrations: z.enum(['applied', 'pending']), shutting_down: z.boolean() })
const readyResponse = envelope(readiness)

/**
 * For load balancers and monitors. `/health/live`: the process answers (restart it if not).
 * `/health/ready`: send it traffic — the database answers, every migration this version knows
 * is applied, and it is not shutting down (on SIGTERM it says 503 for SHUTDOWN_GRACE_MS first,
 * so the balancer stops sending before the listener closes). `/api/health` stays for old monitors.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ isShuttingDown: () => boolean }> = async (app, { isShuttingDown }) => {
  app.get('/api/health', { schema: { hide: true, response: { 200: healthResponse } } }, async () => {
    await pingDatabase(app.db)
    return { code: 200, msg: 'ok', data: { status: 'up' as const, database: 'up' as const } }
  })

  app.get('/health/live', { schema: { hide: true } }, async () => ({ code: 200, msg: 'ok' }))

  // Applied migrations never go away under a running instance: once all are there, stop asking.
  let migrated = false
  const migrationsApplied = async () => {
    if (!migrated) {
      const applied = new Set(await appliedMigrationNames(app.db))
      migrated = Object.keys(migrations).every((name) => applied.has(name))
    }
    return migrated
  }
  app.get('/health/ready', { schema: { hide: true, response: { 200: readyResponse, 503: readyResponse } } }, async (request, reply) => {
    const shuttingDown = isShuttingDown()
    const database = await pingDatabase(app.db).then(
      () => 'up' as const,
      (error: unknown) => {
        request.log.warn({ err: error }, 'readiness: the database does not answer')
        return 'down' as const
      },
    )
    const applied = database === 'up' && (await migrationsApplied().catch(() => false))
    const data = { database, migrations: applied ? ('applied' as const) : ('pending' as const), shutting_down: shuttingDown }
    const ready = database === 'up' && applied && !shuttingDown
    return reply.status(ready ? 200 : 503).send({ code: ready ? Code.ok : Code.failed, msg: ready ? 'ready' : 'not ready', data })
  })
}
