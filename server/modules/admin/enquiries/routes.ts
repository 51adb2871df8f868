import { adminEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../../http/contract-routes.ts'
import { ok } from '../../../http/envelope.ts'
import * as service from './service.ts'

const config = { access: 'enquiries' as const }

/** The partnership forms' enquiries for owners and staff: list, mark answered. */
export const enquiryAdminRoutes = contractRoutes(adminEndpoints, { tags: ['admin'] }, (app) => ({
  'GET /enquiries': {
    config,
    handler: async (request) => {
      const { page, page_size, answered, ...filter } = request.query
      const result = await service.listEnquiries(app.db, {
        ...filter,
        answered: answered === undefined ? undefined : answered === 'true',
        limit: page_size,
        offset: (page - 1) * page_size,
      })
      return ok(request, { ...result, page, page_size })
    },
  },
  'POST /enquiries/answer': {
    config,
    handler: async (request) =>
      ok(request, await service.markAnswered({ db: app.db, now: app.now }, request.operator!.id, request.body.id, request.body.answered)),
  },
}))
