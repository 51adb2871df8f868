import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import {
  accountFields,
  changePasswordBody,
  emptyResponse,
  loginBody,
  registerBody,
  resetPasswordBody,
  sendCodeBody,
  sendCodeResponse,
  sessionResponse,
  userInfoResponse,
  verifyResetBody,
  verifyResetResponse,
} from '#contract/account.ts'
import { lineParams } from '#contract/common.ts'
import { ok } from '../../http/envelope.ts'
import { addressRoutes } from '../address/routes.ts'
import { couponRoutes } from '../coupon/routes.ts'
import { answerWithFormMessages } from './form-errors.ts'
import { messages } from './messages.ts'
import * as account from './service.ts'

const tags = ['account']

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
  return match && match[1] !== 'undefined' && match[1] !== 'null' ? match[1] : null
}

/**
 * Accounts under /api/v1/{product}: users are shared by every shop line, so `{product}` only
 * names the shop the shopper is in. Addresses and coupons are registered here as well.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  answerWithFormMessages(app)
  const context = (request: FastifyRequest): account.AccountContext => ({ db: app.db, now: app.now(), locale: request.locale, ip: request.ip, mail: app.mail })

  app.post('/user/login', {
    schema: { tags, summary: 'Log in with e-mail and password', params: lineParams, body: loginBody, response: { 200: sessionResponse } },
  }, async (request) => ok(request, await account.login(context(request), request.body), messages.loggedIn))

  const registerSchema = { tags, params: lineParams, body: registerBody, response: { 200: sessionResponse } }
  const register = async (request: FastifyRequest<{ Body: typeof registerBody._output }>) =>
    ok(request, await account.register(context(request), request.body), messages.registered)
  app.post('/verifyReguser', { schema: { ...registerSchema, summary: 'Create an account with the e-mailed code; answers logged in' } }, register)
  app.post('/boxreguser', { schema: { ...registerSchema, summary: 'The blind-box shop’s registration, same rules' } }, register)

  app.post('/sendEmailCode', {
    schema: { tags, summary: 'E-mail a 6-digit code for registration or password reset', params: lineParams, body: sendCodeBody, response: { 200: sendCodeResponse } },
  }, async (request) => ok(request, await account.sendCode(context(request), request.body), messages.codeSent, { email: request.body.email }))

  app.post('/verifyresetpass', {
    schema: { tags, summary: 'Exchange a reset code for a single-use reset ticket', params: lineParams, body: verifyResetBody, response: { 200: verifyResetResponse } },
  }, async (request) => ok(request, await account.verifyResetCode(context(request), request.body), messages.codeVerified))

  app.post('/user/resetpassword', {
    schema: { tags, summary: 'Choose a new password with the reset ticket; logs out every device', params: lineParams, body: resetPasswordBody, response: { 200: emptyResponse } },
  }, async (request) => {
    await account.resetPassword(context(request), request.body)
    return ok(request, null, messages.passwordReset)
  })

  app.get('/user/logout', {
    schema: { tags, summary: 'Revoke the bearer token', params: lineParams, response: { 200: emptyResponse } },
  }, async (request) => {
    await account.logout(app.db, bearerToken(request), app.now())
    return ok(request, null, messages.loggedOut)
  })

  app.get('/user/info', {
    config: { shopper: true },
    schema: { tags, summary: 'The logged-in user’s details', params: lineParams, response: { 200: userInfoResponse } },
  }, async (request) => ok(request, await account.getUserInfo(app.db, await request.requireUserId())))

  app.post('/user/updateinfo', {
    config: { shopper: true },
    schema: { tags, summary: 'Edit username, phone and WeChat ID', params: lineParams, body: accountFields, response: { 200: userInfoResponse } },
  }, async (request) => ok(request, await account.updateUserInfo(context(request), await request.requireUserId(), request.body), messages.editSuccessful))

  app.post('/user/changepassword', {
    config: { shopper: true },
    schema: { tags, summary: 'Change the password with the old one; logs out other devices', params: lineParams, body: changePasswordBody, response: { 200: emptyResponse } },
  }, async (request) => {
    const userId = await request.requireUserId()
    await account.changePassword(context(request), userId, bearerToken(request) ?? '', request.body)
    return ok(request, null, messages.passwordChanged)
  })

  await app.register(addressRoutes)
  await app.register(couponRoutes)
}
