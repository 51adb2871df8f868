import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { deleteAccountBody, deletionStatusResponse, emptyResponse, sendCodeResponse } from '#contract/account.ts'
import { lineParams } from '#contract/common.ts'
import { ok } from '../../http/envelope.ts'
import { accountExport } from './data-export.ts'
import { deleteAccount, deletionStatus, sendDeletionCode } from './deletion.ts'
import { messages } from './messages.ts'
import type { AccountContext } from './service.ts'

const tags = ['account']
const shopper = { shopper: true }

/** The shopper's own data: download it all, or delete the account (spec §2's privacy policy). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest): AccountContext => ({ db: app.db, now: app.now(), locale: request.locale, ip: request.ip, mailer: app.mailer })

  app.get('/user/export', {
    config: shopper,
    schema: { tags, summary: 'Download my data: one JSON file of the account, addresses, orders, coupons, blind-box draws and wallet ledger, streamed', params: lineParams },
  }, async (request, reply) => {
    const userId = await request.requireUserId()
    const day = app.now().toISOString().slice(0, 10)
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="cross-border-shop-my-data-${day}.json"`)
      .send(Readable.from(accountExport(app.db, userId, app.now())))
  })

  app.get('/user/deletion', {
    config: shopper,
    schema: { tags, summary: 'What keeps the account from being deleted now, and the blind-box balance a deletion would forfeit', params: lineParams, response: { 200: deletionStatusResponse } },
  }, async (request) => ok(request, await deletionStatus(context(request), await request.requireUserId())))

  app.post('/user/deletion/code', {
    config: shopper,
    schema: { tags, summary: 'E-mail the code that confirms a deletion to the account’s own address', params: lineParams, response: { 200: sendCodeResponse } },
  }, async (request) => {
    const { email, resend_after } = await sendDeletionCode(context(request), await request.requireUserId())
    return ok(request, { resend_after }, messages.deletionCodeSent, { email })
  })

  app.post('/user/delete', {
    config: shopper,
    schema: { tags, summary: 'Delete the account with the password and the e-mailed code; signs out everywhere', params: lineParams, body: deleteAccountBody, response: { 200: emptyResponse } },
  }, async (request) => {
    await deleteAccount(context(request), app.mail, await request.requireUserId(), request.body)
    return ok(request, null, messages.accountDeleted)
  })
}
