import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { failedMailsResponse, resendMailBody, resendMailResponse } from '#contract/admin-data.ts'
import { ok } from '../../../http/envelope.ts'
import * as service from './service.ts'

const tags = ['admin']
const config = { access: 'orders.write' as const }

/** Mail the shop gave up on (the SMTP server refused it through every try), and "send again". */
export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/mails/failed', { config, schema: { tags, response: { 200: failedMailsResponse } } }, async (request) =>
    ok(request, { list: await service.listFailedMails(app.mail) }))
  app.post('/mails/resend', { config, schema: { tags, body: resendMailBody, response: { 200: resendMailResponse } } }, async (request) =>
    ok(request, await service.resendMail({ db: app.db, now: app.now, mail: app.mail }, request.operator!.id, request.body.id)))
}
