import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelope } from '#contract/envelope.ts'
import { pingDatabase } from './queries.ts'

const healthResponse = envelope(z.object({ status: z.literal('up'), database: z.literal('up') }))

/** For load balancers and monitors: up only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { hide: true, response: { 200: healthResponse } } }, async () => {
    await pingDatabase(app.db)
    return { code: 200, msg: 'ok', data: { status: 'up' as const, database: 'up' as const } }
  })
}
