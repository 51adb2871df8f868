import type { FastifyInstance, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { can, operatorHeader, type OperatorRole, type Permission } from '#contract/admin.ts'
import { Code } from '#contract/envelope.ts'
import { hashToken } from '../../plugins/auth.ts'
import { ShopError } from '../../http/shop-error.ts'
import { csvMessages, messages, problems } from './messages.ts'
import { findSession } from './operators/queries.ts'

/** What a route needs: a permission, any full session ('signed-in'), or nothing ('public'). */
export type Access = Permission | 'signed-in' | 'public'

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    operator: { id: number; email: string; role: OperatorRole; sessionId: number } | null
  }
}

/** Who asks, for the audit row: the signed-in operator and the address the request came from. */
export interface Caller {
  operatorId: number
  ip: string
}

/** The caller of a route that needs a signed-in operator (every route but the public ones). */
export const callerOf = (request: FastifyRequest): Caller => ({ operatorId: request.operator!.id, ip: request.ip })

export function operatorToken(request: FastifyRequest): string | null {
  const value = request.headers[operatorHeader]
  return typeof value === 'string' && value.length >= 20 ? value : null
}

/**
 * Every back-office route declares its access in its config; a route that forgets is refused,
 * so a new endpoint can never be open by accident. The check runs on the request's headers
 * alone (onRequest): a caller without the role is refused before its body is read or validated,
 * so it learns no field names and an anonymous upload is never received.
 */
export function guardBackOffice(app: FastifyInstance): void {
  app.decorateRequest('operator', null)
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access
    if (access === 'public') return
    const token = operatorToken(request)
    const session = token ? await findSession(app.db, hashToken(token), app.now()) : undefined
    if (!session || session.stage !== 'full') throw new ShopError(Code.loginExpired, messages.signInFirst)
    request.operator = { id: session.id, email: session.email, role: session.role, sessionId: session.session_id }
    if (access === 'signed-in') return
    if (!access || !can(session.role, access)) throw new ShopError(Code.forbidden, messages.forbidden)
  })
  // Form problems the contract names get their own sentence in the operator's language.
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => {
        const path = (issue.params as { issue?: { path?: unknown[] } } | undefined)?.issue?.path
        const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || (path ?? []).join('.')
        const problem = issue.message ? problems[issue.message] : undefined
        return { field, message: problem ? request.t(problem) : request.t(/*i18n*/ { id: 'Please check {field}.' }, { field }) }
      })
      reply.serializer(JSON.stringify)
      return reply.status(200).send({ code: Code.invalid, msg: fields[0]?.message ?? '', data: { fields } })
    }
    // Files arrive as the body itself: an image on the upload route, a CSV on the import's.
    const route = request.routeOptions.url ?? ''
    const tooLarge = (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE'
    if (tooLarge && route.endsWith('/images')) throw new ShopError(Code.invalid, messages.imageTooBig)
    if (route.endsWith('/products/import') && (tooLarge || (error as { code?: string }).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'))
      throw new ShopError(Code.invalid, csvMessages.notCsv)
    if ((error as { code?: string }).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new ShopError(Code.invalid, messages.notImage)
    throw error
  })
}
