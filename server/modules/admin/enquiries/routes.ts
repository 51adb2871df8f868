import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { answerEnquiryBody, enquiryPageResponse, enquiryQuery, enquiryResponse } from '#contract/admin-data.ts'
import { ok } from '../../../http/envelope.ts'
import * as service from './service.ts'

const tags = ['admin']
const config = { access: 'enquiries' as const }

/** The partnership forms' enquiries for owners and staff: list, mark answered. */
export const enquiryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/enquiries', { config, schema: { tags, querystring: enquiryQuery, response: { 200: enquiryPageResponse } } }, async (request) => {
    const { page, page_size, answered, ...filter } = request.query
    const result = await service.listEnquiries(app.db, { ...filter, answered: answered === undefined ? undefined : answered === 'true', limit: page_size, offset: (page - 1) * page_size })
    return ok(request, { ...result, page, page_size })
  })
  app.post('/enquiries/answer', { config, schema: { tags, body: answerEnquiryBody, response: { 200: enquiryResponse } } }, async (request) =>
    ok(request, await service.markAnswered({ db: app.db, now: app.now }, request.operator!.id, request.body.id, request.body.answered)))
}
