import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  addedOperatorResponse, addOperatorBody, doneResponse, operatorMeResponse, operatorParams as params, operatorResponse, operatorRoleBody, operatorsResponse, recoveryBody, rolePermissions,
  secondFactorResponse, setPasswordBody, signInBody, signInResponse, totpBody,
} from '#contract/admin.ts'
import { ok } from '../../../http/envelope.ts'
import { callerOf as by, operatorToken } from '../guard.ts'
import { messages } from '../messages.ts'
import * as service from './service.ts'

const tags = ['admin']
const owners = { access: 'operators' as const }

/** Signing in (password, then TOTP or a recovery code), the one-time password link, and the owners' operator management. */
export const operatorRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const ctx = { db: app.db, now: app.now, publicUrl }

  app.post('/password', { config: { access: 'public' }, schema: { tags, body: setPasswordBody, response: { 200: doneResponse } } }, async (request) => {
    await service.setOperatorPassword(ctx, request.body.token, request.body.password)
    return ok(request, null, messages.passwordSet)
  })
  app.post('/sign-in', { config: { access: 'public' }, schema: { tags, body: signInBody, response: { 200: signInResponse } } }, async (request) =>
    ok(request, await service.signIn(ctx, request.body.email, request.body.password, request.ip)))
  app.post('/totp', { config: { access: 'public' }, schema: { tags, body: totpBody, response: { 200: secondFactorResponse } } }, async (request) =>
    ok(request, await service.confirmTotp(ctx, operatorToken(request), request.body.code, request.ip)))
  app.post('/recovery', { config: { access: 'public' }, schema: { tags, body: recoveryBody, response: { 200: secondFactorResponse } } }, async (request) =>
    ok(request, await service.useRecoveryCode(ctx, operatorToken(request), request.body.code, request.ip)))
  app.post('/sign-out', { config: { access: 'signed-in' }, schema: { tags, response: { 200: doneResponse } } }, async (request) => {
    await service.signOut(ctx, request.operator!.sessionId)
    return ok(request, null)
  })
  app.get('/me', { config: { access: 'signed-in' }, schema: { tags, response: { 200: operatorMeResponse } } }, async (request) => {
    const { id, email, role } = request.operator!
    return ok(request, { id, email, role, permissions: [...rolePermissions[role]] })
  })

  app.get('/operators', { config: owners, schema: { tags, response: { 200: operatorsResponse } } }, async (request) => ok(request, await service.listOperators(ctx)))
  app.post('/operators', { config: owners, schema: { tags, body: addOperatorBody, response: { 200: addedOperatorResponse } } }, async (request) =>
    ok(request, await service.addOperator(ctx, request.body.email, request.body.role, by(request))))
  const response = { 200: operatorResponse }
  app.post('/operators/:id/role', { config: owners, schema: { tags, params, body: operatorRoleBody, response } }, async (request) =>
    ok(request, await service.changeRole(ctx, by(request), request.params.id, request.body.role)))
  app.post('/operators/:id/disable', { config: owners, schema: { tags, params, response } }, async (request) =>
    ok(request, await service.disableOperator(ctx, by(request), request.params.id)))
  app.post('/operators/:id/enable', { config: owners, schema: { tags, params, response } }, async (request) =>
    ok(request, await service.enableOperator(ctx, by(request), request.params.id)))
  app.post('/operators/:id/reset-authenticator', { config: owners, schema: { tags, params, response } }, async (request) =>
    ok(request, await service.resetAuthenticator(ctx, by(request), request.params.id)))
}
