import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { Code } from '#contract/envelope.ts'
import { common } from '../i18n/common-messages.ts'
import { ShopError } from '../http/shop-error.ts'
import { invalidTextError } from '../http/invalid-text.ts'
import { isConnectionLost } from '../db/connection-loss.ts'

/** Seconds a shopper waits before trying again when the database is away: pg-pool reconnects at once. */
const databaseRetrySeconds = 2

/**
 * Maps every failure to the envelope. Bad input is HTTP 200 with code 422: the client reads
 * HTTP 400 as a failed login, so it is never used for validation.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      // Failures are not the route's success shape: skip its response schema.
      reply.serializer(JSON.stringify)
      if (error instanceof ShopError) {
        if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds))
        return reply.status(200).send({
          code: error.code,
          msg: request.t(error.userMessage, error.params),
          ...(error.data === undefined ? {} : { data: error.data }),
          ...(error.redirectUrl ? { redirect_url: error.redirectUrl } : {}),
        })
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const badText = invalidTextError(error.validation, request.locale)
        if (badText) return reply.status(200).send({ code: badText.code, msg: request.t(badText.userMessage), data: badText.data })
        const first = error.validation[0]
        const field = fieldName(first?.instancePath, first?.params)
        request.log.info({ route: request.routeOptions.url, validation: error.validation }, 'rejected input')
        return reply.status(200).send({
          code: Code.invalid,
          msg: field ? request.t(common.invalidField, { field }) : request.t(common.invalidInput),
          data: {
            fields: error.validation.map((issue) => ({ field: fieldName(issue.instancePath, issue.params), message: issue.message })),
          },
        })
      }
      if (isConnectionLost(error)) {
        // Rolled back with the connection, or committed unseen: a retry with the same
        // Idempotency-Key answers the first result. Logged by the pool (server/plugins/db.ts).
        request.log.warn({ route: request.routeOptions.url, err: error }, 'request lost its database connection')
        reply.header('Retry-After', String(databaseRetrySeconds))
        return reply.status(503).send({ code: Code.unavailable, msg: request.t(common.databaseAway) })
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500
      if (status === 429) {
        return reply.status(200).send({ code: Code.tooMany, msg: request.t(common.tooManyRequests) })
      }
      if (status === 413) {
        return reply.status(200).send({ code: Code.invalid, msg: request.t(common.tooLarge) })
      }
      if (status < 500) {
        // Malformed bodies (bad JSON, wrong content type) are bad input too.
        request.log.info({ route: request.routeOptions.url, err: error }, 'rejected request')
        return reply.status(200).send({ code: Code.invalid, msg: request.t(common.invalidInput) })
      }
      request.log.error({ route: request.routeOptions.url, err: error }, 'request failed')
      return reply.status(500).send({ code: Code.failed, msg: request.t(common.serverError) })
    })
  },
  { name: 'errors', dependencies: ['i18n'] },
)

function fieldName(instancePath: string | undefined, params: unknown): string {
  const path = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.')
  if (path) return path
  const issue = (params as { issue?: { path?: unknown[] } } | undefined)?.issue
  return issue?.path?.join('.') ?? ''
}
