import fp from 'fastify-plugin'
import { createJobs, type Jobs } from '../jobs/jobs.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue: `jobs.send(trx, kind, payload)` writes a job in a transaction. */
    jobs: Jobs
  }
}

/**
 * The job queue on the shop's database. Areas register their handlers and schedules while the
 * app is built; the queue starts when the app is ready (workers only with WORKERS=on) and stops
 * first at close: no new jobs are taken, running ones finish or are handed back.
 */
export const jobsPlugin = fp<{ workers: boolean }>(
  async (app, { workers }) => {
    app.decorate('jobs', createJobs({ db: app.db, log: app.log, workers }))
    app.metrics.watchJobQueue({ read: () => app.jobs.stats() })
    app.addHook('onReady', () => app.jobs.start())
    app.addHook('onClose', () => app.jobs.stop())
  },
  { name: 'jobs', dependencies: ['db', 'metrics'] },
)
