import fp from 'fastify-plugin'
import { poolUse } from '../db/database.ts'
import { createMetrics, type ShopMetrics } from '../observability/metrics.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this instance: `metrics.counters` for the shop's events. */
    metrics: ShopMetrics
  }
}

/** Counts every answered request by route pattern and status; `/metrics` itself lives in modules/metrics. */
export const metricsPlugin = fp(
  async (app) => {
    const metrics = createMetrics({
      poolUse: () => poolUse(app.db),
      onCollectError: (error) => app.log.error({ err: error }, 'job queue stats not read for /metrics'),
    })
    app.decorate('metrics', metrics)
    app.addHook('onResponse', async (request, reply) => {
      // Unmatched paths share one label: raw paths would grow the series without bound.
      metrics.observeRequest({
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        seconds: reply.elapsedTime / 1000,
      })
    })
  },
  { name: 'metrics', dependencies: ['db'] },
)
