import { rolePermissions } from '#contract/admin.ts'
import { adminEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../../http/contract-routes.ts'
import { ok } from '../../../http/envelope.ts'
import { callerOf as by, operatorToken } from '../guard.ts'
import { messages } from '../messages.ts'
import { requestPasswordReset, resetOperatorPassword } from './password-reset.ts'
import * as service from './service.ts'

const open = { access: 'public' as const }
const signedIn = { access: 'signed-in' as const }
const owners = { access: 'operators' as const }

/**
 * Signing in (password, then TOTP or a recovery code), the one-time password link, the e-mailed
 * password reset, and the owners' operator management.
 */
export const operatorRoutes = contractRoutes(adminEndpoints, { tags: ['admin'] }, (app, { publicUrl }: { publicUrl: string }) => {
  const ctx = { db: app.db, now: app.now, publicUrl }
  return {
    'POST /password': {
      config: open,
      handler: async (request) => {
        await service.setOperatorPassword(ctx, request.body.token, request.body.password)
        return ok(request, null, messages.passwordSet)
      },
    },
    'POST /password-reset': {
      config: open,
      handler: async (request) => {
        await requestPasswordReset({ ...ctx, mail: app.mail }, request.body.email, request.ip, request.locale)
        return ok(request, null, messages.resetRequested)
      },
    },
    'POST /password-reset/confirm': {
      config: open,
      handler: async (request) => {
        const { token, password, code } = request.body
        await resetOperatorPassword(ctx, token, password, code, request.ip)
        return ok(request, null, messages.passwordReset)
      },
    },
    'POST /sign-in': {
      config: open,
      handler: async (request) => ok(request, await service.signIn(ctx, request.body.email, request.body.password, request.ip)),
    },
    'POST /totp': {
      config: open,
      handler: async (request) => ok(request, await service.confirmTotp(ctx, operatorToken(request), request.body.code, request.ip)),
    },
    'POST /recovery': {
      config: open,
      handler: async (request) => ok(request, await service.useRecoveryCode(ctx, operatorToken(request), request.body.code, request.ip)),
    },
    'POST /sign-out': {
      config: signedIn,
      handler: async (request) => {
        await service.signOut(ctx, request.operator!.sessionId)
        return ok(request, null)
      },
    },
    'GET /me': {
      config: signedIn,
      handler: async (request) => {
        const { id, email, role } = request.operator!
        return ok(request, { id, email, role, permissions: [...rolePermissions[role]] })
      },
    },
    'GET /operators': { config: owners, handler: async (request) => ok(request, await service.listOperators(ctx)) },
    'POST /operators': {
      config: owners,
      handler: async (request) => ok(request, await service.addOperator(ctx, request.body.email, request.body.role, by(request))),
    },
    'POST /operators/:id/role': {
      config: owners,
      handler: async (request) => ok(request, await service.changeRole(ctx, by(request), request.params.id, request.body.role)),
    },
    'POST /operators/:id/disable': {
      config: owners,
      handler: async (request) => ok(request, await service.disableOperator(ctx, by(request), request.params.id)),
    },
    'POST /operators/:id/enable': {
      config: owners,
      handler: async (request) => ok(request, await service.enableOperator(ctx, by(request), request.params.id)),
    },
    'POST /operators/:id/reset-authenticator': {
      config: owners,
      handler: async (request) => ok(request, await service.resetAuthenticator(ctx, by(request), request.params.id)),
    },
  }
})
