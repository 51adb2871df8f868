import { adminEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../../http/contract-routes.ts'
import { ok } from '../../../http/envelope.ts'
import * as service from './service.ts'

const config = { access: 'settings' as const }

/** Exchange rates (a shop setting: owners only), with every change kept. */
export const rateAdminRoutes = contractRoutes(adminEndpoints, { tags: ['admin'] }, (app) => ({
  'GET /rates': {
    config,
    handler: async (request) => {
      const { page, page_size, currency } = request.query
      const { rates, history } = await service.ratesWithHistory(app.db, { currency, limit: page_size, offset: (page - 1) * page_size })
      return ok(request, { rates, history: { ...history, page, page_size } })
    },
  },
  'POST /rates': {
    config,
    handler: async (request) =>
      ok(request, await service.setRate({ db: app.db, now: app.now }, request.operator!.id, request.body.currency, request.body.per_usd)),
  },
  'POST /rates/rounding': {
    config,
    handler: async (request) => {
      const { currency, ...rounding } = request.body
      return ok(request, await service.setRounding({ db: app.db, now: app.now }, request.operator!.id, currency, rounding))
    },
  },
}))
