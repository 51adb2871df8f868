import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { rateQuery, rateResponse, ratesResponse, setRateBody } from '#contract/admin-data.ts'
import { ok } from '../../../http/envelope.ts'
import * as service from './service.ts'

const tags = ['admin']
const config = { access: 'settings' as const }

/** Exchange rates (a shop setting: owners only), with every change kept. */
export const rateAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/rates', { config, schema: { tags, querystring: rateQuery, response: { 200: ratesResponse } } }, async (request) => {
    const { page, page_size, currency } = request.query
    const { rates, history } = await service.ratesWithHistory(app.db, { currency, limit: page_size, offset: (page - 1) * page_size })
    return ok(request, { rates, history: { ...history, page, page_size } })
  })
  app.post('/rates', { config, schema: { tags, body: setRateBody, response: { 200: rateResponse } } }, async (request) =>
    ok(request, await service.setRate({ db: app.db, now: app.now }, request.operator!.id, request.body.currency, request.body.per_usd)))
}
