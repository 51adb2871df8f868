import { adminEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../../http/contract-routes.ts'
import { ok } from '../../../http/envelope.ts'
import { callerOf } from '../guard.ts'
import * as service from './service.ts'

/** Sale rules: what may be sold where, and to whom (a shop setting, like shipping zones: owners). */
export const saleRuleAdminRoutes = contractRoutes(adminEndpoints, { tags: ['admin'] }, (app) => {
  const ctx = { db: app.db, now: app.now }
  return {
    'GET /sale-rules': {
      config: { access: 'settings' as const },
      handler: async (request) => ok(request, { list: await service.listRules(app.db) }),
    },
    'POST /sale-rules': {
      config: { access: 'settings' as const },
      handler: async (request) => ok(request, await service.saveRule(ctx, callerOf(request), request.body)),
    },
    'POST /sale-rules/delete': {
      config: { access: 'settings' as const },
      handler: async (request) => ok(request, await service.deleteRule(ctx, callerOf(request), request.body.line, request.body.country)),
    },
  }
})
