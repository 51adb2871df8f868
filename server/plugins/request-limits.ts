import fp from 'fastify-plugin'
import type { Message } from '../i18n/index.ts'
import { tryAgainLater } from '../http/retry-after.ts'
import { tokenBuckets, type Burst } from '../security/rate-limit.ts'

/** A limit routes share by its name: so many requests per client address, then 429 with `message` ({wait}). */
export interface RequestLimit extends Burst {
  name: string
  message: Message
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Requests per client address (request.ip, as TRUST_PROXY determines it), checked in onRequest. */
    requestLimit?: RequestLimit
  }
}

/**
 * Limits of requests per client address, in this instance's memory, for routes whose
 * `config.requestLimit` names one; checked before the request is read any further.
 */
export const requestLimitsPlugin = fp(
  async (app) => {
    const limits = new Map<string, ReturnType<typeof tokenBuckets>>()
    app.addHook('onRequest', async (request) => {
      const limit = request.routeOptions.config.requestLimit
      if (!limit) return
      let take = limits.get(limit.name)
      if (!take) limits.set(limit.name, (take = tokenBuckets(limit)))
      const { allowed, retryAfterMs } = take(request.ip, app.now())
      if (!allowed) throw tryAgainLater(limit.message, retryAfterMs)
    })
  },
  { name: 'request-limits' },
)
