import { adminEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../../http/contract-routes.ts'
import { ok } from '../../../http/envelope.ts'
import { callerOf } from '../guard.ts'
import * as service from './service.ts'

/** Duties and import taxes (issue 50): the border rules (a shop setting: owners), what is unclassified, the monthly summary. */
export const landedCostAdminRoutes = contractRoutes(adminEndpoints, { tags: ['admin'] }, (app) => {
  const ctx = { db: app.db, now: app.now }
  return {
    'GET /landed-cost': {
      config: { access: 'settings' as const },
      handler: async (request) => ok(request, await service.listRules(app.db)),
    },
    'POST /landed-cost/destinations/:country': {
      config: { access: 'settings' as const },
      handler: async (request) => ok(request, await service.saveDestination(ctx, callerOf(request), request.params.country, request.body)),
    },
    'POST /landed-cost/duty-rates': {
      config: { access: 'settings' as const },
      handler: async (request) => ok(request, await service.saveDutyRate(ctx, callerOf(request), request.body)),
    },
    'POST /landed-cost/duty-rates/delete': {
      config: { access: 'settings' as const },
      handler: async (request) => ok(request, await service.deleteDutyRate(ctx, callerOf(request), request.body.id)),
    },
    'GET /landed-cost/unclassified': {
      config: { access: 'catalogue' as const },
      handler: async (request) => ok(request, { list: await service.listUnclassified(app.db) }),
    },
    'GET /landed-cost/summary.csv': {
      config: { access: 'orders.read' as const },
      handler: async (request, reply) => {
        const month = request.query.month
        const csv = await service.taxSummaryCsv(app.db, app.now(), month, callerOf(request))
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="tax-collected-${month}.csv"`)
          .send(csv)
      },
    },
  }
})
