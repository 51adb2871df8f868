import { createHash } from 'node:crypto'
import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import { Code } from '#contract/envelope.ts'
import { preparedStatement } from '../db/prepared.ts'
import { common } from '../i18n/common-messages.ts'
import { ShopError } from '../http/shop-error.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A logged-in shopper's route: the login is checked in onRequest, before the body is read or validated. */
    shopper?: boolean
  }
  interface FastifyRequest {
    /** The logged-in user's id, from the bearer token; null for a guest. Resolved once. */
    currentUserId(): Promise<number | null>
    /** The logged-in user's id; a guest or an expired token gets code 405. */
    requireUserId(): Promise<number>
  }
}

/** Tokens are stored as their SHA-256: 256 random bits need no slow hash, and a leak logs no one in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match || match[1] === 'undefined' || match[1] === 'null') return null
  return match[1]
}

/**
 * The legacy paths send `user_id`; it must be the token's own user (DESIGN §3). Read from the raw
 * query and body, before a route's schema would drop a field it does not declare.
 */
function claimedUserId(request: FastifyRequest): string | undefined {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.user_id
  const fromBody = (request.body as Record<string, unknown> | undefined)?.user_id
  const claimed = fromQuery ?? fromBody
  return claimed === undefined || claimed === null || claimed === '' ? undefined : String(claimed)
}

/**
 * The live session's user: not revoked, not expired, and an account an operator disabled can use
 * none of its sessions. Prepared: every logged-in request runs it, and building it each time
 * cost more than sending it.
 */
const sessionUser = preparedStatement<{
  user_id: number
}>(`select sessions.user_id from sessions inner join users on users.id = sessions.user_id
  where sessions.token_hash = $1 and sessions.revoked_at is null and sessions.expires_at > $2 and users.disabled_at is null`)

export const authPlugin = fp(
  async (app) => {
    const resolved = new WeakMap<FastifyRequest, Promise<number | null>>()

    app.decorateRequest('currentUserId', function (this: FastifyRequest) {
      let pending = resolved.get(this)
      if (!pending) {
        const token = bearerToken(this)
        pending = token
          ? sessionUser.run(app.db, [hashToken(token), app.now()]).then((rows) => rows[0]?.user_id ?? null)
          : Promise.resolve(null)
        resolved.set(this, pending)
      }
      return pending
    })

    app.decorateRequest('requireUserId', async function (this: FastifyRequest) {
      const userId = await this.currentUserId()
      if (userId === null) throw new ShopError(Code.loginExpired, common.loginExpired)
      return userId
    })

    // Before the body is read: a guest learns nothing of the route's fields and sends it no work.
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.shopper) await request.requireUserId()
    })

    // Every route, whether or not its schema names `user_id`: someone else's id is refused (403, not
    // 405, which would log the shopper out), never ignored nor used as a filter. A guest's `user_id`
    // is left to the route, whose login check answers 405 as for any expired login.
    app.addHook('preValidation', async (request) => {
      const claimed = claimedUserId(request)
      if (claimed === undefined) return
      const userId = await request.currentUserId()
      if (userId !== null && claimed !== String(userId)) throw new ShopError(Code.forbidden, common.notYourAccount)
    })
  },
  { name: 'auth', dependencies: ['db'] },
)
