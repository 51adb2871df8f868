import { adminEndpoints } from '#contract/endpoints.ts'
import { contractRoutes } from '../../../http/contract-routes.ts'
import { ok } from '../../../http/envelope.ts'
import { dashboard } from './service.ts'

/** GET /api/admin/dashboard: every operator who reads orders sees it. */
export const dashboardAdminRoutes = contractRoutes(adminEndpoints, { tags: ['admin'] }, (app) => ({
  'GET /dashboard': {
    config: { access: 'orders.read' },
    handler: async (request) => ok(request, await dashboard(app.db, app.now(), request.query.days)),
  },
}))
