import fp from 'fastify-plugin'
import type { FastifyBaseLogger } from 'fastify'
import type { Locale } from '#contract/common.ts'
import type { Db } from '../db/database.ts'

/**
 * What a service knows of the request it serves, made once per request (`request.context`). A
 * module's own context is a `Pick` of it plus what the module alone needs (a cap, a secret); the
 * CLI, scheduled jobs and tests build the fields they use by hand.
 */
export interface RequestContext {
  db: Db
  /** The shop's clock (tests move it): a function, so each step reads the time it acts at. */
  now: () => Date
  locale: Locale
  /** The client's address, behind the trusted proxies (rate limits, region, audit). */
  ip: string
  /** The logged-in shopper's id, null for a guest: the session is looked up once, when first asked. */
  shopperId: () => Promise<number | null>
  log: FastifyBaseLogger
}

declare module 'fastify' {
  interface FastifyRequest {
    context: RequestContext
  }
}

/** Makes `request.context`, after the language (i18n) and the login (auth) are known to the request. */
export const requestContextPlugin = fp(
  async (app) => {
    app.decorateRequest('context', null as unknown as RequestContext)
    app.addHook('onRequest', (request, _reply, done) => {
      request.context = {
        db: app.db,
        now: app.now,
        locale: request.locale,
        ip: request.ip,
        shopperId: () => request.currentUserId(),
        log: request.log,
      }
      done()
    })
  },
  { name: 'request-context', dependencies: ['i18n', 'db'] },
)
