import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { addedOperatorResponse, addOperatorBody, doneResponse, operatorMeResponse, rolePermissions, setPasswordBody, signInBody, signInResponse, totpBody } from '#contract/admin.ts'
import { ok } from '../../../http/envelope.ts'
import { operatorToken } from '../guard.ts'
import { messages } from '../messages.ts'
import * as service from './service.ts'

const tags = ['admin']

/** Signing in (password, then TOTP), the one-time password link, and the owners' operator list. */
export const operatorRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const ctx = { db: app.db, now: app.now, publicUrl }

  app.post('/password', { config: { access: 'public' }, schema: { tags, body: setPasswordBody, response: { 200: doneResponse } } }, async (request) => {
    await service.setOperatorPassword(ctx, request.body.token, request.body.password)
    return ok(request, null, messages.passwordSet)
  })
  app.post('/sign-in', { config: { access: 'public' }, schema: { tags, body: signInBody, response: { 200: signInResponse } } }, async (request) =>
    ok(request, await service.signIn(ctx, request.body.email, request.body.password)))
  app.post('/totp', { config: { access: 'public' }, schema: { tags, body: totpBody, response: { 200: doneResponse } } }, async (request) => {
    await service.confirmTotp(ctx, operatorToken(request), request.body.code)
    return ok(request, null)
  })
  app.post('/sign-out', { config: { access: 'signed-in' }, schema: { tags, response: { 200: doneResponse } } }, async (request) => {
    await service.signOut(ctx, request.operator!.sessionId)
    return ok(request, null)
  })
  app.get('/me', { config: { access: 'signed-in' }, schema: { tags, response: { 200: operatorMeResponse } } }, async (request) => {
    const { id, email, role } = request.operator!
    return ok(request, { id, email, role, permissions: [...rolePermissions[role]] })
  })

  app.get('/operators', { config: { access: 'operators' }, schema: { tags } }, async (request) => ok(request, await service.listOperators(ctx)))
  app.post('/operators', { config: { access: 'operators' }, schema: { tags, body: addOperatorBody, response: { 200: addedOperatorResponse } } }, async (request) =>
    ok(request, await service.addOperator(ctx, request.body.email, request.body.role, request.operator!.id)))
}
