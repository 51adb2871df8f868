import { Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import { lineParams } from '#contract/common.ts'
import { shopEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../http/contract-routes.ts'
import { ok } from '../../http/envelope.ts'
import { accountExport, allowExport } from './data-export.ts'
import { deleteAccount, deletionStatus, sendDeletionCode } from './deletion.ts'
import { messages } from './messages.ts'
import type { AccountContext } from './service.ts'

const shopper = { shopper: true }

/** The shopper's own data: download it all, or delete the account (spec §2's privacy policy). */
export const privacyRoutes = contractRoutes(shopEndpoints, { tags: ['account'], params: lineParams }, (app) => {
  const context = (request: FastifyRequest): AccountContext => ({ ...request.context, mail: app.mail })

  return {
    'GET /user/export': {
      config: shopper,
      summary:
        'Download my data: one JSON file of the account, addresses, orders, coupons, blind-box draws and wallet ledger, streamed; once an hour per account',
      handler: async (request, reply) => {
        const userId = await request.requireUserId()
        await allowExport(app.db, userId, app.now())
        const day = app.now().toISOString().slice(0, 10)
        return reply
          .type('application/json; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename="cross-border-shop-my-data-${day}.json"`)
          .send(Readable.from(accountExport(app.db, userId, app.now())))
      },
    },
    'GET /user/deletion': {
      config: shopper,
      summary: 'What keeps the account from being deleted now, and the blind-box balance a deletion would forfeit',
      handler: async (request) => ok(request, await deletionStatus(context(request), await request.requireUserId())),
    },
    'POST /user/deletion/code': {
      config: shopper,
      summary: 'E-mail the code that confirms a deletion to the account’s own address',
      handler: async (request) => {
        const { email, resend_after } = await sendDeletionCode(context(request), await request.requireUserId())
        return ok(request, { resend_after }, messages.deletionCodeSent, { email })
      },
    },
    'POST /user/delete': {
      config: shopper,
      summary: 'Delete the account with the password and the e-mailed code; signs out everywhere',
      handler: async (request) => {
        await deleteAccount(context(request), app.mail, await request.requireUserId(), request.body)
        return ok(request, null, messages.accountDeleted)
      },
    },
  }
})
