import type { FastifyPluginAsync } from 'fastify'
import { Code } from '#contract/envelope.ts'
import { messages } from './messages.ts'
import { bearerMatches } from './token.ts'

/**
 * `GET /metrics` on the shop's port, for a scraper that holds METRICS_TOKEN. A wrong or missing
 * token answers 401 and nothing else (no metric names either); without METRICS_TOKEN every
 * request is refused and only the METRICS_PORT listener on 127.0.0.1 serves them.
 */
export const metricsRoutes: FastifyPluginAsync<{ token: string | undefined }> = async (app, { token }) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: Code.forbidden, msg: request.t(messages.tokenRequired) })
    }
    return reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics())
  })
}
