import { adminEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../../http/contract-routes.ts'
import { ok } from '../../../http/envelope.ts'
import * as service from './service.ts'

const config = { access: 'orders.write' as const }

/** Mail the shop gave up on (the SMTP server refused it through every try), and "send again". */
export const mailAdminRoutes = contractRoutes(adminEndpoints, { tags: ['admin'] }, (app) => ({
  'GET /mails/failed': { config, handler: async (request) => ok(request, { list: await service.listFailedMails(app.mail) }) },
  'POST /mails/resend': {
    config,
    handler: async (request) =>
      ok(request, await service.resendMail({ db: app.db, now: app.now, mail: app.mail }, request.operator!.id, request.body.id)),
  },
}))
